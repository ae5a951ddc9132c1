import Decimal from 'decimal.js';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { monthBalance } from '../domain/month-balance';
import { changesSinceApproval, hoursByCell, parseApprovedHours } from '../domain/month-difference';
import type { MonthGrid } from '../domain/month-grid';
import { forbidden } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionCall, ActionHandler } from '../../../server/operations/actions/run-action';
import { resourceTableOf } from '../../../server/db/schema';
import type { Row } from '../../../server/operations/context';
import { bookableTasksOf } from './bookable-tasks';
import { contractsBetween } from './contract-hours';
import { FULL_DAY_HOURS } from './timesheet-rules';
import { findMonthSheet, type Period } from './month-sheets';
import { requestOverlaps } from '../../hr/server/request-overlap';

// Everything the month grid shows, in one read: the month sheet (or an Open placeholder), the work orders
// the employee may book on, the tasks named by the month's entries, the entries and the approved leave.

const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOf = ({ year, month }: Period) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const previousOf = ({ year, month }: Period): Period => (month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 });

export const loadMonthGrid = async (call: ActionCall, employeeId: number, period: Period): Promise<MonthGrid> => {
  const { tx, context } = call;
  const { schema } = context;
  const first = `${period.year}-${pad(period.month)}-01`;
  const last = `${period.year}-${pad(period.month)}-${pad(lastDayOf(period))}`;
  const table = (name: string) => resourceTableOf(schema, name);
  const [employees, members, orders, entries, tasks, requests, exceptions] = [
    'employees',
    'workOrderMembers',
    'workOrders',
    'timesheetEntries',
    'tasks',
    'hrTimesheetRequests',
    'exceptions',
  ].map(table);

  const month = await findMonthSheet(tx, schema, employeeId, period);
  const [employee] = await tx.select().from(employees.table).where(eq(employees.columns.id, employeeId));
  const entryRows = await tx
    .select()
    .from(entries.table)
    .where(and(eq(entries.columns.employeeId, employeeId), gte(entries.columns.date, first), lte(entries.columns.date, last)))
    .orderBy(asc(entries.columns.date), asc(entries.columns.id));
  const previous = previousOf(period);
  const previousRows = (await tx
    .select({ date: entries.columns.date, workOrderId: entries.columns.workOrderId, taskId: entries.columns.taskId, hours: entries.columns.hours })
    .from(entries.table)
    .where(
      and(
        eq(entries.columns.employeeId, employeeId),
        gte(entries.columns.date, `${previous.year}-${pad(previous.month)}-01`),
        lte(entries.columns.date, `${previous.year}-${pad(previous.month)}-${pad(lastDayOf(previous))}`),
      ),
    )
    .orderBy(asc(entries.columns.date), asc(entries.columns.id))) as { date: string; workOrderId: number; taskId: number | null; hours: string }[];
  // Work orders open in the month the employee is a member of, and any the month's entries already name.
  const booked = [...new Set(entryRows.map((entry) => Number(entry.workOrderId)))];
  const memberOf = (await tx
    .select({ id: members.columns.workOrderId })
    .from(members.table)
    .where(eq(members.columns.employeeId, employeeId))) as { id: number }[];
  const workOrderIds = [...new Set([...memberOf.map((row) => row.id), ...booked])];
  const orderRows =
    workOrderIds.length === 0
      ? []
      : (await tx
          .select()
          .from(orders.table)
          .where(inArray(orders.columns.id, workOrderIds))
          .orderBy(asc(orders.columns.number)));
  const taskIds = [...new Set([...entryRows, ...previousRows].map((entry) => entry.taskId).filter((id): id is number => typeof id === 'number'))];
  const assigned = new Set(memberOf.map((row) => row.id));
  const taskRows = taskIds.length === 0 ? [] : (await tx.select().from(tasks.table).where(inArray(tasks.columns.id, taskIds)));
  const leaveRows = (await tx
    .select({ request: requests.table, cause: exceptions.columns.name })
    .from(requests.table)
    .innerJoin(exceptions.table, eq(exceptions.columns.id, requests.columns.exceptionId))
    .where(
      and(
        eq(requests.columns.employeeId, employeeId),
        eq(requests.columns.state, 'Approved'),
        requestOverlaps(requests.columns, first, last),
      ),
    )) as { request: Row; cause: string }[];

  const contracts = await contractsBetween(tx, schema, employeeId, first, last);
  const approved = parseApprovedHours(month?.approvedHours);
  const current = entryRows.map((entry) => ({ workOrderId: Number(entry.workOrderId), taskId: (entry.taskId as number | null) ?? null, date: String(entry.date), hours: String(entry.hours) }));
  const bookedHours = current.reduce((total, entry) => total.plus(entry.hours), new Decimal(0)).toNumber();

  const isOpenInMonth = (order: Row) => String(order.startDate) <= last && (!order.endDate || String(order.endDate) >= first);
  const shownOrders = orderRows.filter((order) => isOpenInMonth(order) || booked.includes(order.id));
  return {
    month: (month as MonthGrid['month'] | undefined) ?? { id: null, employeeId, year: period.year, month: period.month, status: 'Open', totalHours: 0, note: null },
    employee: { id: employeeId, name: employee ? `${employee.firstName} ${employee.lastName}` : `#${employeeId}` },
    dailyHours: FULL_DAY_HOURS,
    workOrders: shownOrders.map((order) => ({
        id: order.id,
        number: String(order.number),
        name: String(order.name),
        startDate: String(order.startDate),
        endDate: (order.endDate as string | null) ?? null,
        isAssigned: assigned.has(order.id),
      })),
    tasks: taskRows.map((task) => ({ id: task.id, number: String(task.number), title: String(task.title) })),
    bookableTasks: await bookableTasksOf(tx, schema, employeeId, shownOrders.filter((order) => assigned.has(order.id) && isOpenInMonth(order)).map((order) => order.id)),
    entries: entryRows.map((entry) => ({
      id: entry.id,
      version: entry.version,
      date: String(entry.date),
      workOrderId: Number(entry.workOrderId),
      taskId: (entry.taskId as number | null) ?? null,
      hours: Number(entry.hours),
      note: (entry.note as string | null) ?? null,
    })),
    leave: leaveRows.map(({ request, cause }) => ({
      id: request.id,
      number: String(request.number),
      startDate: String(request.startDate),
      endDate: String(request.endDate),
      hours: request.hours === null || request.hours === undefined ? null : Number(request.hours),
      cause,
    })),
    previousEntries: previousRows.map((entry) => ({
      date: String(entry.date),
      workOrderId: Number(entry.workOrderId),
      taskId: (entry.taskId as number | null) ?? null,
      hours: Number(entry.hours),
    })),
    changesSinceApproval: approved ? changesSinceApproval(approved, hoursByCell(current)) : [],
    balance: monthBalance({
      first,
      last,
      employee: { hireDate: employee ? String(employee.hireDate) : first, endDate: (employee?.endDate as string | null) ?? null },
      contracts,
      leave: leaveRows.map(({ request }) => ({ startDate: String(request.startDate), endDate: String(request.endDate), hours: request.hours === null || request.hours === undefined ? null : Number(request.hours) })),
      booked: bookedHours,
    }),
  };
};

/** GET /month/sheet?year&month: the caller's own month. */
export const ownMonthGrid: ActionHandler = (call) => {
  if (!call.context.caller.employeeId) throw forbidden(message('Your user is not linked to an employee: there is no month sheet of yours'));
  return loadMonthGrid(call, call.context.caller.employeeId, { year: Number(call.input.year), month: Number(call.input.month) });
};

/** GET /admin/month/sheet/{id}: anyone's month sheet, for an approver. */
export const monthGridOf: ActionHandler = ({ record, ...call }) =>
  loadMonthGrid({ record, ...call }, Number(record.employeeId), { year: Number(record.year), month: Number(record.month) });
