import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { tableNameOf } from '../names';

/**
 * After a bulk load: planner statistics, and the trigram (GIN) indexes' pending lists merged. PGlite runs no
 * autovacuum; without statistics the planner picks poor plans (bench/history/2026-11-23-what-the-numbers-say.md
 * measured an own-path list at 10 ms without, 0.08 ms with), and with never-merged pending lists the "contains"
 * searches scan their tables sequentially (issue 16 measured the global search at 63 ms before a VACUUM, 16 ms after).
 * VACUUM cannot run inside a transaction: call it after the load's transaction has committed.
 */
export const vacuumAnalyze = (db: Database) => db.execute(sql`VACUUM (ANALYZE)`);

/**
 * The same after a bulk write of a running firm (a bank statement's thousands of movements, a month's payroll
 * days), for the tables it filled: their trigram indexes' pending lists merged and statistics refreshed, so that
 * searches and lists keep their index plans. Run it once the write has committed (an action's `afterCommit`).
 */
export const vacuumAnalyzeResources = (db: Database, resourceNames: readonly string[]) =>
  db.execute(sql.raw(`VACUUM (ANALYZE) ${resourceNames.map((name) => `"${tableNameOf(name)}"`).join(', ')}`));
