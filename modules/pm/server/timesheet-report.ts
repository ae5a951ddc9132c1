import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { LONGEST_PERIOD_BY_DAY, type ReportGranularity, type TimesheetReport } from '../domain/timesheet-report';
import { addDays, daysBetween, lastDayOfMonth } from '../../../resources/firm-calendar';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { badRequest, notFound } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import { timesheetEntries } from '../timesheet-entries.resource';
import { employees as employeesResource } from '../../hr/employees.resource';
import { workOrders } from '../work-orders.resource';
import { monthlyHours } from './monthly-hours';

// GET /admin/timesheet/report: hours on one work order in a date range, by employee and day — or, for a period
// longer than two months, by employee and month. The database sums each employee's day or month (numeric, exact);
// the totals are sums of those sums, so they equal the entries'.

// Hours have two decimals (the column's scale), so the totals add whole hundredths: integers, exact.
const hundredthsOf = (hours: string) => Math.round(Number(hours) * 100);
const hoursOf = (hundredths: number) => hundredths / 100;

type Sum = { period: string; employeeId: number; hours: string };
type Period = { workOrderId: number; startDate: string; endDate: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const granularityOf = ({ startDate, endDate }: Period): ReportGranularity =>
  daysBetween(startDate, endDate) + 1 > LONGEST_PERIOD_BY_DAY ? 'month' : 'day';

const firstDayOfMonthOf = (day: string) => `${day.slice(0, 8)}01`;
const lastDayOfMonthOf = (day: string) => lastDayOfMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7)));

/**
 * Each employee's day, summed from the entries in the order of their (work order, date, employee, hours) index, so
 * the index alone answers and groups without a sort. Read as plain rows: mapping tens of thousands of them
 * through the query builder's column decoders cost more than the query.
 */
const sumsByDay = async (tx: Database, schema: DatabaseSchema, { workOrderId, startDate, endDate }: Period) => {
  const { table, columns } = resourceTableOf(schema, timesheetEntries);
  const { date, employeeId, hours } = columns;
  return rowsOf<Sum>(
    await tx.execute(sql`
      select ${date}::text as period, ${employeeId} as "employeeId", sum(${hours})::text as hours from ${table}
      where ${and(eq(columns.workOrderId, workOrderId), gte(date, startDate), lte(date, endDate))}
      group by ${date}, ${employeeId} order by ${date}, ${employeeId}`),
  );
};

/**
 * Each employee's month: the whole months inside the period from the kept monthly totals (a few rows per employee
 * and month, whatever the firm's size), the part-months at its two ends from the entries, which are at most a
 * month each.
 */
const sumsByMonth = async (tx: Database, schema: DatabaseSchema, { workOrderId, startDate, endDate }: Period) => {
  const firstWhole = startDate === firstDayOfMonthOf(startDate) ? startDate : addDays(lastDayOfMonthOf(startDate), 1);
  const afterLastWhole = endDate === lastDayOfMonthOf(endDate) ? addDays(endDate, 1) : firstDayOfMonthOf(endDate);
  const { table, columns } = resourceTableOf(schema, timesheetEntries);
  const { date, employeeId, hours } = columns;
  const partMonths = (from: string, to: string) => sql`
    select to_char(${date}, 'YYYY-MM') as period, ${employeeId} as "employeeId", sum(${hours}) as hours from ${table}
    where ${and(eq(columns.workOrderId, workOrderId), gte(date, from), lte(date, to))}
    group by 1, 2`;
  const pieces = [
    firstWhole > startDate ? partMonths(startDate, addDays(firstWhole, -1)) : undefined,
    firstWhole < afterLastWhole
      ? sql`
        select to_char(${monthlyHours.month}, 'YYYY-MM') as period, ${monthlyHours.employeeId} as "employeeId", sum(${monthlyHours.hours}) as hours
        from ${monthlyHours}
        where ${and(eq(monthlyHours.workOrderId, workOrderId), gte(monthlyHours.month, firstWhole), lte(monthlyHours.month, addDays(afterLastWhole, -1)))}
        group by 1, 2`
      : undefined,
    afterLastWhole <= endDate ? partMonths(afterLastWhole, endDate) : undefined,
  ].filter((piece) => piece !== undefined);
  return rowsOf<Sum>(
    await tx.execute(sql`select period, "employeeId", hours::text as hours from (${sql.join(pieces, sql` union all `)}) as sums order by period, "employeeId"`),
  );
};

export const timesheetReport: ActionHandler = async ({ tx, context, input }) => {
  const period: Period = { workOrderId: Number(input.workOrderId), startDate: String(input.startDate), endDate: String(input.endDate) };
  const { workOrderId, startDate, endDate } = period;
  if (endDate < startDate) throw badRequest(message('The period ends before it starts'), { endDate: message('Before the start date') });
  const [employees, orders] = [employeesResource, workOrders].map((resource) => resourceTableOf(context.schema, resource));
  const [order] = await tx.select().from(orders.table).where(eq(orders.columns.id, workOrderId));
  if (!order) throw notFound(message('Work order {{id}} not found', { id: workOrderId }));
  const granularity = granularityOf(period);
  const sums = granularity === 'day' ? await sumsByDay(tx, context.schema, period) : await sumsByMonth(tx, context.schema, period);
  const employeeIds = [...new Set(sums.map((row) => row.employeeId))];
  // Only the few employees are sorted by name.
  const people =
    employeeIds.length === 0
      ? []
      : ((await tx
          .select({ employeeId: employees.columns.id, name: sql<string>`${employees.columns.lastName} || ' ' || ${employees.columns.firstName}` })
          .from(employees.table)
          .where(inArray(employees.columns.id, employeeIds))
          .orderBy(asc(employees.columns.lastName), asc(employees.columns.firstName), asc(employees.columns.id))) as { employeeId: number; name: string }[]);

  const byEmployee = new Map(people.map(({ employeeId, name }) => [employeeId, { employeeId, name, hundredths: 0, periods: {} as Record<string, number> }]));
  const byPeriod = new Map<string, number>();
  let total = 0;
  for (const row of sums) {
    const hundredths = hundredthsOf(row.hours);
    const employee = byEmployee.get(row.employeeId);
    if (employee) {
      employee.periods[row.period] = hoursOf(hundredths);
      employee.hundredths += hundredths;
    }
    byPeriod.set(row.period, (byPeriod.get(row.period) ?? 0) + hundredths);
    total += hundredths;
  }
  const report: TimesheetReport = {
    workOrder: { id: order.id, number: String(order.number), name: String(order.name) },
    startDate,
    endDate,
    granularity,
    employees: [...byEmployee.values()].map(({ employeeId, name, hundredths, periods }) => ({ employeeId, name, total: hoursOf(hundredths), periods })),
    periods: Object.fromEntries([...byPeriod].map(([period, hundredths]) => [period, hoursOf(hundredths)])),
    total: hoursOf(total),
  };
  return report;
};

/** GET /timesheet/employees/{id}: own entries; another employee's id is not found (as on every own path, ids do not leak). */
export const entriesOfEmployee: ActionHandler = async ({ tx, context, input, reach }) => {
  if (Number(input.employeeId) !== context.caller.employeeId) throw notFound(message('No timesheet entries of yours for employee {{id}}', { id: String(input.employeeId) }));
  const { table, columns } = resourceTableOf(context.schema, timesheetEntries);
  return tx.select().from(table).where(reach).orderBy(asc(columns.date), asc(columns.id));
};

/** GET /timesheet/task/{id}: own entries booked on a task. */
export const entriesOfTask: ActionHandler = async ({ tx, context, input, reach }) => {
  const { table, columns } = resourceTableOf(context.schema, timesheetEntries);
  return tx
    .select()
    .from(table)
    .where(and(reach, eq(columns.taskId, Number(input.taskId))))
    .orderBy(asc(columns.date), asc(columns.id));
};
