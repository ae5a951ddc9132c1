import { asc, eq } from 'drizzle-orm';
import { resourceTableOf } from '../../../../server/db/schema';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import type { SeedWorld } from '../../../../server/db/seed/world';
import { invoiceLines as invoiceLinesResource } from '../../invoice-lines.resource';
import { invoices as invoicesResource } from '../../invoices.resource';
import { timesheetEntries as timesheetEntriesResource } from '../../../pm/timesheet-entries.resource';

// The demo firm's invoice counters and one billed invoice line, so that the billed hours list has rows to show.

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
  const invoices = resourceTableOf(context.schema, invoicesResource);
  const lines = resourceTableOf(context.schema, invoiceLinesResource);
  const entries = resourceTableOf(context.schema, timesheetEntriesResource);
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
