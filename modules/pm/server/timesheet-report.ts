import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TimesheetReport } from '../domain/timesheet-report';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, notFound } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import { timesheetEntries } from '../timesheet-entries.resource';
import { employees as employeesResource } from '../../hr/employees.resource';
import { workOrders } from '../work-orders.resource';

// GET /admin/timesheet/report: hours on one work order in a date range, by employee and day. The database
// sums each employee's day (numeric, exact); the totals are sums of those sums, so they equal the entries'.

// Hours have two decimals (the column's scale), so the totals add whole hundredths: integers, exact, and
// cheap over the 40,000 employee-days of a busy work order's year (bench/README.md, Time).
const hundredthsOf = (hours: string) => Math.round(Number(hours) * 100);
const hoursOf = (hundredths: number) => hundredths / 100;

export const timesheetReport: ActionHandler = async ({ tx, context, input }) => {
  const workOrderId = Number(input.workOrderId);
  const startDate = String(input.startDate);
  const endDate = String(input.endDate);
  if (endDate < startDate) throw badRequest(message('The period ends before it starts'), { endDate: message('Before the start date') });
  const [entries, employees, orders] = [timesheetEntries, employeesResource, workOrders].map((resource) => resourceTableOf(context.schema, resource));
  const [order] = await tx.select().from(orders.table).where(eq(orders.columns.id, workOrderId));
  if (!order) throw notFound(message('Work order {{id}} not found', { id: workOrderId }));
  // Summed in the order of the entries' (work order, date, employee, hours) index, so a year of a busy work
  // order is read from the index alone and grouped without a sort; only the few employees are sorted by name.
  // Read as plain rows: mapping 40,000 of them through the query builder's column decoders cost more than the query.
  const { date, employeeId, hours } = entries.columns;
  const result = await tx.execute(sql`
    select ${date}::text as date, ${employeeId} as "employeeId", sum(${hours})::text as hours from ${entries.table}
    where ${and(eq(entries.columns.workOrderId, workOrderId), gte(date, startDate), lte(date, endDate))}
    group by ${date}, ${employeeId} order by ${date}, ${employeeId}`);
  const sums = (result as unknown as { rows: { date: string; employeeId: number; hours: string }[] }).rows;
  const employeeIds = [...new Set(sums.map((row) => row.employeeId))];
  const people =
    employeeIds.length === 0
      ? []
      : ((await tx
          .select({ employeeId: employees.columns.id, name: sql<string>`${employees.columns.lastName} || ' ' || ${employees.columns.firstName}` })
          .from(employees.table)
          .where(inArray(employees.columns.id, employeeIds))
          .orderBy(asc(employees.columns.lastName), asc(employees.columns.firstName), asc(employees.columns.id))) as { employeeId: number; name: string }[]);

  const byEmployee = new Map(people.map(({ employeeId, name }) => [employeeId, { employeeId, name, hundredths: 0, days: {} as Record<string, number> }]));
  const byDay = new Map<string, number>();
  let total = 0;
  for (const row of sums) {
    const hundredths = hundredthsOf(row.hours);
    const employee = byEmployee.get(row.employeeId);
    if (employee) {
      employee.days[row.date] = hoursOf(hundredths);
      employee.hundredths += hundredths;
    }
    byDay.set(row.date, (byDay.get(row.date) ?? 0) + hundredths);
    total += hundredths;
  }
  const report: TimesheetReport = {
    workOrder: { id: order.id, number: String(order.number), name: String(order.name) },
    startDate,
    endDate,
    employees: [...byEmployee.values()].map(({ employeeId, name, hundredths, days }) => ({ employeeId, name, total: hoursOf(hundredths), days })),
    days: Object.fromEntries([...byDay].map(([date, hundredths]) => [date, hoursOf(hundredths)])),
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
