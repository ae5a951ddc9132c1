import { sql } from 'drizzle-orm';
import type { Database } from '../database';

/**
 * Planner statistics for freshly filled tables: PGlite runs no autovacuum, and without them the planner
 * picks poor plans (bench/README.md measured an own-path list at 10 ms without, 0.08 ms with).
 */
export const analyze = (db: Database) => db.execute(sql`ANALYZE`);
