import Decimal from 'decimal.js';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { monthBalance } from '../domain/month-balance';
import { changesSinceApproval, hoursByCell, parseApprovedHours } from '../domain/month-difference';
import type { MonthGrid } from '../domain/month-grid';
import { forbidden } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionCall, ActionHandler } from '../../../server/operations/actions/run-action';
import { apiRowsInPlace, selectionUnderFieldNames } from '../../../server/db/api-rows';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { keptStatement } from '../../../server/db/statements';
import type { Row } from '../../../server/operations/context';
import { bookableTasksOf } from './bookable-tasks';
import { contractsBetween } from './contract-hours';
import { FULL_DAY_HOURS } from './timesheet-rules';
import { type Period } from './month-sheets';
import { monthSheets } from '../month-sheets.resource';
import { timesheetEntries } from '../timesheet-entries.resource';
import { workOrders } from '../work-orders.resource';
import { workOrderMembers } from '../work-order-members.resource';
import { tasks } from '../tasks.resource';
import { employees } from '../../hr/employees.resource';
import { hrTimesheetRequests } from '../../hr/hr-timesheet-requests.resource';
import { absenceCauses } from '../../hr/absence-causes.resource';
import { requestOverlaps } from '../../hr/server/request-overlap';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { closingDaysOf } from '../../firm/server/closing-days';

// Everything the month grid shows, in one read: the month sheet (or an Open placeholder), the work orders
// the employee may book on, the tasks named by the month's entries, the entries and the approved leave.
// The grid is opened on every visit of the time screens, so its statements are built once (keptStatement) and
// their rows are the driver's, each field under its own name (selectionUnderFieldNames), rather than built and
// mapped by drizzle on every load; the month's and the previous month's entries are one statement, and the work
// orders come with whether the employee is a member.

const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOf = ({ year, month }: Period) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const previousOf = ({ year, month }: Period): Period => (month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 });

const employee = sql.placeholder('employee');
const from = sql.placeholder('from');
const to = sql.placeholder('to');
const ids = sql.placeholder('ids');
/** A list of ids as one array parameter (`= any(...)`), bound as the array's text. */
const idArray = (values: readonly number[]) => `{${values.join(',')}}`;
const table = (schema: DatabaseSchema, resource: ResourceDeclaration) => resourceTableOf(schema, resource);

const monthSheetOfPeriod = keptStatement((schema: DatabaseSchema, query) => {
  const { table: months, columns } = resourceTableOf(schema, monthSheets);
  return query
    .select(selectionUnderFieldNames(columns, Object.keys(columns)))
    .from(months)
    .where(and(eq(columns.employeeId, employee), eq(columns.year, sql.placeholder('year')), eq(columns.month, sql.placeholder('month'))));
});

const EMPLOYEE_FIELDS = ['firstName', 'lastName', 'hireDate', 'endDate'] as const;

const employeeNamed = keptStatement((schema: DatabaseSchema, query) => {
  const { table: people, columns } = table(schema, employees);
  return query
    .select(selectionUnderFieldNames(columns, EMPLOYEE_FIELDS))
    .from(people)
    .where(eq(columns.id, employee));
});

/** What the grid shows of an entry and of a work order (their stamps and the rest are not read: a month holds many). */
const ENTRY_FIELDS = ['id', 'version', 'date', 'workOrderId', 'taskId', 'hours', 'note'] as const;
const ORDER_FIELDS = ['id', 'number', 'name', 'startDate', 'endDate'] as const;
const TASK_FIELDS = ['id', 'number', 'title'] as const;
const LEAVE_FIELDS = ['id', 'number', 'startDate', 'endDate', 'hours'] as const;

/** The employee's entries from the first day of the previous month to the last of this one, in the grid's order. */
const entriesBetween = keptStatement((schema: DatabaseSchema, query) => {
  const { table: entries, columns } = table(schema, timesheetEntries);
  return query
    .select(selectionUnderFieldNames(columns, ENTRY_FIELDS))
    .from(entries)
    .where(and(eq(columns.employeeId, employee), gte(columns.date, from), lte(columns.date, to)))
    .orderBy(asc(columns.date), asc(columns.id));
});

/** The work orders the employee is a member of and those named by `ids` (booked), with `isAssigned`: a member. */
const workOrdersOf = keptStatement((schema: DatabaseSchema, query) => {
  const { table: orders, columns } = table(schema, workOrders);
  const members = table(schema, workOrderMembers);
  const isMember = sql`exists (select 1 from ${members.table} where ${members.columns.workOrderId} = ${columns.id} and ${members.columns.employeeId} = ${employee})`;
  const memberOf = sql`array(select ${members.columns.workOrderId} from ${members.table} where ${members.columns.employeeId} = ${employee})`;
  return query
    .select({ ...selectionUnderFieldNames(columns, ORDER_FIELDS), isAssigned: sql<boolean>`${isMember}`.as('isAssigned') })
    .from(orders)
    .where(sql`${columns.id} = any(${memberOf} || ${ids}::int[])`)
    .orderBy(asc(columns.number));
});

const tasksNamed = keptStatement((schema: DatabaseSchema, query) => {
  const { table: taskTable, columns } = table(schema, tasks);
  return query
    .select(selectionUnderFieldNames(columns, TASK_FIELDS))
    .from(taskTable)
    .where(sql`${columns.id} = any(${ids}::int[])`);
});

/** Approved leave and permissions overlapping the days `from`–`to`, with the exception's name as `cause`. */
const leaveBetween = keptStatement((schema: DatabaseSchema, query) => {
  const requests = table(schema, hrTimesheetRequests);
  const exceptions = table(schema, absenceCauses);
  const { columns } = requests;
  return query
    .select({ ...selectionUnderFieldNames(columns, LEAVE_FIELDS), cause: sql<string>`${exceptions.columns.name}`.as('cause') })
    .from(requests.table)
    .innerJoin(exceptions.table, eq(exceptions.columns.id, columns.exceptionId))
    .where(and(eq(columns.employeeId, employee), eq(columns.state, 'Approved'), requestOverlaps(columns, from, to)));
});

/** The rows of a kept statement (its fields under their own names) finished as the API shows them. */
const readRows = (schema: DatabaseSchema, resource: ResourceDeclaration, rows: Record<string, unknown>[], fields?: readonly string[]) => {
  const { columns } = table(schema, resource);
  return apiRowsInPlace(columns, fields ?? Object.keys(columns))(rows);
};

export const loadMonthGrid = async (call: ActionCall, employeeId: number, period: Period, sheet?: Row): Promise<MonthGrid> => {
  const { tx, context } = call;
  const { schema } = context;
  const first = `${period.year}-${pad(period.month)}-01`;
  const last = `${period.year}-${pad(period.month)}-${pad(lastDayOf(period))}`;
  const previous = previousOf(period);

  // An approver's grid is read from its month sheet, found and locked already; the own grid finds it by period.
  const month = sheet ?? readRows(schema, monthSheets, await monthSheetOfPeriod(tx, schema, { employee: employeeId, year: period.year, month: period.month }))[0];
  const [employee] = readRows(schema, employees, await employeeNamed(tx, schema, { employee: employeeId }), EMPLOYEE_FIELDS);
  const bothMonths = readRows(schema, timesheetEntries, await entriesBetween(tx, schema, { employee: employeeId, from: `${previous.year}-${pad(previous.month)}-01`, to: last }), ENTRY_FIELDS);
  // One pass over both months' entries (the grid is read on every visit): this month's as the grid shows them, the
  // previous month's pattern, the work orders booked this month and the tasks either month names.
  const entries: MonthGrid['entries'] = [];
  const previousEntries: MonthGrid['previousEntries'] = [];
  const booked = new Set<number>();
  const taskIds = new Set<number>();
  for (const row of bothMonths) {
    const date = String(row.date);
    const workOrderId = Number(row.workOrderId);
    const taskId = (row.taskId as number | null) ?? null;
    const hours = Number(row.hours);
    if (taskId !== null) taskIds.add(taskId);
    if (date < first) {
      previousEntries.push({ date, workOrderId, taskId, hours });
      continue;
    }
    booked.add(workOrderId);
    entries.push({ id: row.id as number, version: row.version as number, date, workOrderId, taskId, hours, note: (row.note as string | null) ?? null });
  }
  // Work orders open in the month the employee is a member of, and any the month's entries already name.
  const orderRows = await workOrdersOf(tx, schema, { employee: employeeId, ids: idArray([...booked]) });
  const assigned = new Set(orderRows.filter((order) => order.isAssigned).map((order) => Number(order.id)));
  const orders = readRows(schema, workOrders, orderRows, ORDER_FIELDS);
  const taskRows = taskIds.size === 0 ? [] : readRows(schema, tasks, await tasksNamed(tx, schema, { ids: idArray([...taskIds]) }), TASK_FIELDS);
  const leaveRows = readRows(schema, hrTimesheetRequests, await leaveBetween(tx, schema, { employee: employeeId, from: first, to: last }), LEAVE_FIELDS).map((request) => ({
    request,
    cause: String(request.cause),
  }));

  const contracts = await contractsBetween(tx, schema, employeeId, first, last);
  const approved = parseApprovedHours(month?.approvedHours);
  const bookedHours = entries.reduce((total, entry) => total.plus(entry.hours), new Decimal(0)).toNumber();

  const isOpenInMonth = (order: Row) => String(order.startDate) <= last && (!order.endDate || String(order.endDate) >= first);
  const shownOrders = orders.filter((order) => isOpenInMonth(order) || booked.has(order.id as number));
  return {
    month: (month as MonthGrid['month'] | undefined) ?? { id: null, employeeId, year: period.year, month: period.month, status: 'Open', totalHours: 0, note: null, version: null, number: null, approvedHours: null },
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
    entries,
    leave: leaveRows.map(({ request, cause }) => ({
      id: request.id,
      number: String(request.number),
      startDate: String(request.startDate),
      endDate: String(request.endDate),
      hours: request.hours === null || request.hours === undefined ? null : Number(request.hours),
      cause,
    })),
    previousEntries,
    changesSinceApproval: approved ? changesSinceApproval(approved, hoursByCell(entries)) : [],
    balance: monthBalance({
      first,
      last,
      employee: { hireDate: employee ? String(employee.hireDate) : first, endDate: (employee?.endDate as string | null) ?? null },
      contracts,
      leave: leaveRows.map(({ request }) => ({ startDate: String(request.startDate), endDate: String(request.endDate), hours: request.hours === null || request.hours === undefined ? null : Number(request.hours) })),
      booked: bookedHours,
      closingDays: await closingDaysOf(tx, schema),
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
  loadMonthGrid({ record, ...call }, Number(record.employeeId), { year: Number(record.year), month: Number(record.month) }, record);
