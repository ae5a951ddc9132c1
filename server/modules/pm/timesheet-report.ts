import Decimal from 'decimal.js';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { TimesheetReport } from '../../../resources/pm/timesheet-report';
import { resourceTableOf } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { ActionHandler } from '../../operations/actions/run-action';
import type { Row } from '../../operations/context';

// GET /admin/timesheet/report: hours on one work order in a date range, by employee and day. The database
// sums each employee's day (numeric, exact); the totals are sums of those sums, so they equal the entries'.

const sumOf = (values: readonly number[]) => values.reduce((total, value) => total.plus(value), new Decimal(0)).toNumber();

export const timesheetReport: ActionHandler = async ({ tx, context, input }) => {
  const workOrderId = Number(input.workOrderId);
  const startDate = String(input.startDate);
  const endDate = String(input.endDate);
  if (endDate < startDate) throw badRequest('The period ends before it starts', { endDate: 'Before the start date' });
  const table = (name: string) => resourceTableOf(context.schema, name);
  const [entries, employees, orders] = [table('timesheetEntries'), table('employees'), table('workOrders')];
  const [order] = (await tx.select().from(orders.table).where(eq(orders.columns.id, workOrderId))) as Row[];
  if (!order) throw notFound(`Work order ${workOrderId} not found`);
  const rows = (await tx
    .select({
      employeeId: entries.columns.employeeId,
      name: sql<string>`${employees.columns.lastName} || ' ' || ${employees.columns.firstName}`,
      date: entries.columns.date,
      hours: sql<string>`sum(${entries.columns.hours})::text`,
    })
    .from(entries.table)
    .innerJoin(employees.table, eq(employees.columns.id, entries.columns.employeeId))
    .where(and(eq(entries.columns.workOrderId, workOrderId), gte(entries.columns.date, startDate), lte(entries.columns.date, endDate)))
    .groupBy(entries.columns.employeeId, employees.columns.lastName, employees.columns.firstName, entries.columns.date)
    .orderBy(asc(employees.columns.lastName), asc(employees.columns.firstName), asc(entries.columns.date))) as {
    employeeId: number;
    name: string;
    date: string;
    hours: string;
  }[];

  const byEmployee = new Map<number, TimesheetReport['employees'][number]>();
  const byDay = new Map<string, number[]>();
  for (const row of rows) {
    const hours = Number(row.hours);
    const employee = byEmployee.get(row.employeeId) ?? { employeeId: row.employeeId, name: row.name, total: 0, days: {} };
    employee.days[row.date] = hours;
    byEmployee.set(row.employeeId, employee);
    byDay.set(row.date, [...(byDay.get(row.date) ?? []), hours]);
  }
  const report: TimesheetReport = {
    workOrder: { id: order.id, number: String(order.number), name: String(order.name) },
    startDate,
    endDate,
    employees: [...byEmployee.values()].map((employee) => ({ ...employee, total: sumOf(Object.values(employee.days)) })),
    days: Object.fromEntries([...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, hours]) => [date, sumOf(hours)])),
    total: sumOf(rows.map((row) => Number(row.hours))),
  };
  return report;
};

/** GET /timesheet/employees/{id}: own entries; another employee's id is not found (as on every own path, ids do not leak). */
export const entriesOfEmployee: ActionHandler = async ({ tx, context, input, reach }) => {
  if (Number(input.employeeId) !== context.caller.employeeId) throw notFound(`No timesheet entries of yours for employee ${String(input.employeeId)}`);
  const { table, columns } = resourceTableOf(context.schema, 'timesheetEntries');
  return tx.select().from(table).where(reach).orderBy(asc(columns.date), asc(columns.id));
};

/** GET /timesheet/task/{id}: own entries booked on a task. */
export const entriesOfTask: ActionHandler = async ({ tx, context, input, reach }) => {
  const { table, columns } = resourceTableOf(context.schema, 'timesheetEntries');
  return tx
    .select()
    .from(table)
    .where(and(reach, eq(columns.taskId, Number(input.taskId))))
    .orderBy(asc(columns.date), asc(columns.id));
};
