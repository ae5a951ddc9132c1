import { getTableName, sql } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../../resources/declaration';
import type { Database } from '../database';
import type { DatabaseSchema } from '../schema';
import { systemTables } from '../system-tables';
import { lastMonths, todayDay, type Day } from './calendar';
import { vacuumAnalyze } from './analyze';
import { inSeedOrder } from './contributions';
import { queryRows, schemaOf, type SeedConfig, type SeedContext } from './context';
import { createRandom } from './random';
import { emptyWorld } from './world';

export { seedScale, SCALE_UNIT } from './scale';
export { schemaOf, type SeedConfig } from './context';

// The demo firm in one transaction: either all of it or nothing. Each module gives its own rows as steps
// (its server/index.ts's `demo`, server/db/seed/contributions.ts), run by their places: people before the work they
// do, work before the payrolls and invoices it produces.

/** How many months of history the demo has, the current one included. */
export const DEMO_MONTHS = 6;
const DEMO_SEED = 20_100_111;

export type SeedOptions = {
  /** The day the demo treats as today (default: the real today); the same day gives the same data. */
  today?: Day;
  /** The tables to fill (default: the registry's). */
  schema?: DatabaseSchema;
};

/** The demo firm, in one transaction; `today` anchors its six months of history. */
export const seedDemo = async (db: Database, config: SeedConfig, options: SeedOptions = {}) => {
  const schema = schemaOf(options);
  const today = options.today ?? todayDay();
  // Read when seeding, not when this file loads: scripts that only want the schema need no module's server code.
  const { demoParts } = await import('../../modules/workflows');
  const steps = inSeedOrder(demoParts.flatMap((part) => part.steps ?? []));
  await db.transaction(async (tx) => {
    const context: SeedContext = { db: tx, schema, config, random: createRandom(DEMO_SEED), today };
    const world = emptyWorld(lastMonths(today, DEMO_MONTHS));
    for (const step of steps) await step.seed(context, world);
  });
  await vacuumAnalyze(db);
};


// What the identity baseline makes at every start (the identity's own tables, not the employees it links to): a
// database holding only these is still "empty".
const isMadeByBaseline = (resource: ResourceDeclaration) => resource.isIdentitySource === true;

/** Whether any business table holds a row: the demo is seeded only into a database that has none. */
export const hasBusinessData = async (db: Database, options: { schema?: DatabaseSchema } = {}) => {
  const tables = [...schemaOf(options).resourceTables.values()].filter((table) => !isMadeByBaseline(table.resource));
  const checks = sql.join(tables.map((table) => sql`exists (select 1 from ${sql.identifier(table.tableName)})`), sql` or `);
  const [row] = await queryRows<{ found: boolean }>(db, sql`select (${checks}) as found`);
  return row.found;
};

const allTableNames = (schema: DatabaseSchema) => [
  ...[...schema.resourceTables.values()].map((table) => table.tableName),
  ...Object.values(systemTables).map((table) => getTableName(table)),
];

/** Empties every table and restarts the ids: `npm run seed -- --reset`. */
export const resetDatabase = async (db: Database, options: { schema?: DatabaseSchema } = {}) => {
  const names = sql.join(allTableNames(schemaOf(options)).map((name) => sql.identifier(name)), sql`, `);
  await db.execute(sql`truncate table ${names} restart identity cascade`);
};

/** Rows per table, for the seed's report. */
export const countRows = async (db: Database, options: { schema?: DatabaseSchema } = {}) => {
  const counts = sql.join(
    allTableNames(schemaOf(options)).map((name) => sql`select ${name} as name, count(*)::int as rows from ${sql.identifier(name)}`),
    sql` union all `,
  );
  const rows = await queryRows<{ name: string; rows: number }>(db, counts);
  return new Map(rows.map((row) => [row.name, Number(row.rows)]));
};
