import { eq, sql } from 'drizzle-orm';
import { burnDownOf, type WeekBooking } from '../../domain/burn-down';
import { resourceTableOf } from '../../../../server/db/schema';
import type { ActionHandler } from '../../../../server/operations/actions/run-action';
import { timesheetEntries } from '../../timesheet-entries.resource';
import { workOrderMembers } from '../../work-order-members.resource';

// GET /admin/workorders/burn_down/{id}: hours booked per week and employee, summed by the database (an
// index on the work order keeps this fast on large tables), burned down against the budget in decimals.

export const workOrderBurnDown: ActionHandler = async ({ tx, context, record }) => {
  const entries = resourceTableOf(context.schema, timesheetEntries);
  const members = resourceTableOf(context.schema, workOrderMembers);
  const week = sql<string>`to_char(date_trunc('week', ${entries.columns.date}), 'YYYY-MM-DD')`;
  const bookings = (await tx
    .select({ week, employeeId: entries.columns.employeeId, hours: sql<string>`sum(${entries.columns.hours})` })
    .from(entries.table)
    .where(eq(entries.columns.workOrderId, record.id))
    .groupBy(week, entries.columns.employeeId)) as WeekBooking[];
  const rates = await tx
    .select({ employeeId: members.columns.employeeId, rate: members.columns.hourlyRate })
    .from(members.table)
    .where(eq(members.columns.workOrderId, record.id));
  const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return burnDownOf(
    bookings,
    { hours: asNumber(record.budgetHours), amount: asNumber(record.amount) },
    new Map(rates.map((row) => [row.employeeId as number, Number(row.rate ?? 0)])),
  );
};
