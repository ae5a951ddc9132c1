import { asc, eq } from 'drizzle-orm';
import { resourceTableOf } from '../schema';
import { insertRows, type SeedContext } from './context';
import type { SeedWorld } from './world';

// The demo firm's billing set-up, its people's TFR at go-live and a saved view, so that every list of the portal has
// rows to show (tests/api/seed.test.ts).

/** TFR accrued at the go-live day (the day the leave openings use): a month's salary's worth for every year of work. */
export const seedTfrOpenings = async (context: SeedContext, world: SeedWorld) => {
  const goLive = `${world.months[0].year - 2}-12-31`;
  const people = world.employees.filter((employee) => employee.hireDay <= goLive);
  await insertRows(
    context,
    'tfrOpeningBalances',
    people.map((employee, index) => ({ employeeId: employee.id, countedOn: goLive, amount: (1_200 + 350 * (index % 7)).toFixed(2) })),
  );
};

/**
 * The first customer contract's rates (a default for its consultants, one person's own) and two milestones not yet
 * billed; the contract names no billing method, so no billing run bills it until finance chooses one.
 */
export const seedContractBilling = async (context: SeedContext, world: SeedWorld) => {
  const contracts = resourceTableOf(context.schema, 'customerContracts');
  const [contract] = (await context.db.select({ id: contracts.columns.id }).from(contracts.table).orderBy(asc(contracts.columns.id)).limit(1)) as { id: number }[];
  if (!contract) return;
  const [person] = world.employees;
  await insertRows(context, 'contractRates', [
    { customerContractId: contract.id, role: 'Consultant', hourlyRate: '55.00' },
    ...(person ? [{ customerContractId: contract.id, employeeId: person.id, hourlyRate: '70.00' }] : []),
  ]);
  const last = world.months[world.months.length - 1];
  const dueIn = (month: number) => `${last.year + 1}-${String(month).padStart(2, '0')}-30`;
  await insertRows(context, 'contractMilestones', [
    { customerContractId: contract.id, title: 'Analysis delivered', amount: '4000.00', dueDate: dueIn(3) },
    { customerContractId: contract.id, title: 'Go-live', amount: '6000.00', dueDate: dueIn(6) },
  ]);
};

/**
 * Outgoing invoices issued through the portal are numbered from a counter per year and series: the demo firm's
 * invoices were typed in, so its counters start at none issued, one per demo year.
 */
export const seedInvoiceNumbers = async (context: SeedContext, world: SeedWorld) => {
  const years = [...new Set(world.months.map((month) => month.year))];
  await insertRows(context, 'invoiceNumbers', years.map((year) => ({ year, series: '', lastNumber: 0 })));
};

/** One outgoing invoice's first line bills the demo's earliest hours, so the billed hours list shows what a billing run leaves. */
export const seedBilledHours = async (context: SeedContext) => {
  const invoices = resourceTableOf(context.schema, 'invoices');
  const lines = resourceTableOf(context.schema, 'invoiceLines');
  const entries = resourceTableOf(context.schema, 'timesheetEntries');
  const [line] = (await context.db
    .select({ id: lines.columns.id })
    .from(lines.table)
    .innerJoin(invoices.table, eq(invoices.columns.id, lines.columns.invoiceId))
    .where(eq(invoices.columns.direction, 'out'))
    .orderBy(asc(lines.columns.id))
    .limit(1)) as { id: number }[];
  if (!line) return;
  // The demo's earliest bookings: a month closed long ago, which no later write of the demo reopens.
  const booked = (await context.db
    .select({ id: entries.columns.id, hours: entries.columns.hours })
    .from(entries.table)
    .orderBy(asc(entries.columns.date), asc(entries.columns.id))
    .limit(3)) as { id: number; hours: string }[];
  await insertRows(
    context,
    'billedHours',
    booked.map((entry) => ({ invoiceLineId: line.id, timesheetEntryId: entry.id, hours: entry.hours, hourlyRate: '55.00' })),
  );
};

/** The administrator's own view of the employees list: surname first, by surname. */
export const seedListViews = async (context: SeedContext, world: SeedWorld) => {
  const ownerId = world.userIds.get('admin');
  if (ownerId === undefined) return;
  await insertRows(context, 'listViews', [
    { ownerId, resource: 'employees', name: 'By surname', columns: JSON.stringify([]), filters: JSON.stringify([]), sorts: JSON.stringify([{ field: 'lastName', order: 'asc' }]), isDefault: false },
  ]);
};
