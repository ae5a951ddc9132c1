import { getTableName, sql } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../../resources/declaration';
import type { Database } from '../database';
import type { DatabaseSchema } from '../schema';
import { systemTables } from '../system-tables';
import { lastMonths, todayDay, type Day } from './calendar';
import { vacuumAnalyze } from './analyze';
import { queryRows, schemaOf, type SeedConfig, type SeedContext } from './context';
import { seedBanksAndSuppliers } from './finance';
import { seedCashFlow, seedReceipts, seedTaxes } from './finance-payments';
import { seedEmployeeContracts, seedEmployees, seedHrCatalogues } from './hr';
import { seedHrRequests } from './hr-requests';
import { seedFirm } from './firm';
import { seedInvoices } from './invoices';
import { seedIdentity } from './identity';
import { seedStatementsOfWork } from './legal';
import { seedLeaveOpenings, seedPaymentOrders } from './go-live-and-payments';
import { seedBilledHours, seedContractBilling, seedInvoiceNumbers, seedListViews, seedTfrOpenings } from './billing-and-views';
import { seedNotifications } from './notifications';
import { seedPayrolls } from './payroll';
import { seedProjects, seedWorkOrders } from './pm';
import { seedTasks } from './pm-tasks';
import { createRandom } from './random';
import { seedSafety } from './safety';
import { seedCustomerContracts, seedCustomers, seedProducts } from './sales';
import { seedSalesPipeline } from './sales-pipeline';
import { seedTimesheets } from './timesheets';
import { seedWorkouts } from './workout';
import { emptyWorld } from './world';

export { seedScale, SCALE_UNIT } from './scale';
export { schemaOf, type SeedConfig } from './context';

// The demo firm in one transaction: either all of it or nothing. Modules run in dependency order:
// people before the work they do, work before the payrolls and invoices it produces.

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
  await db.transaction(async (tx) => {
    const context: SeedContext = { db: tx, schema, config, random: createRandom(DEMO_SEED), today };
    const world = emptyWorld(lastMonths(today, DEMO_MONTHS));
    await seedFirm(context);
    await seedHrCatalogues(context, world);
    await seedEmployees(context, world);
    await seedEmployeeContracts(context, world);
    await seedIdentity(context, world);
    await seedCustomers(context, world);
    await seedProducts(context, world);
    await seedCustomerContracts(context, world);
    await seedSalesPipeline(context, world);
    await seedWorkOrders(context, world);
    await seedProjects(context, world);
    await seedTasks(context, world);
    await seedHrRequests(context, world);
    await seedTimesheets(context, world);
    await seedPayrolls(context, world);
    await seedSafety(context, world);
    const { accountIds, supplierIds } = await seedBanksAndSuppliers(context);
    const book = { accountIds, invoices: await seedInvoices(context, world, supplierIds) };
    await seedReceipts(context, world, book);
    const taxes = await seedTaxes(context, world, book);
    await seedCashFlow(context, world, book, taxes);
    await seedPaymentOrders(context, world, accountIds);
    await seedLeaveOpenings(context, world);
    await seedTfrOpenings(context, world);
    await seedContractBilling(context, world);
    await seedInvoiceNumbers(context, world);
    await seedBilledHours(context);
    await seedListViews(context, world);
    await seedStatementsOfWork(context, world);
    await seedWorkouts(context, world);
    await seedNotifications(context, world);
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
