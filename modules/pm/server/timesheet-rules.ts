import Decimal from 'decimal.js';
import { and, eq, ne, sql } from 'drizzle-orm';
import { isAdminCorrection } from '../domain/month-difference';
import { ENTRY_LOCKING_STATUSES } from '../month-sheets.resource';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, conflict } from '../../../server/errors';
import { message, term } from '../../../server/i18n/message';
import type { Row } from '../../../server/operations/context';
import { updateRecord } from '../../../server/operations/record-writer';
import { warn, type WriteRule, type WriteRuleEvent } from '../../../server/operations/write-rules';
import { contractDailyHours } from './contract-hours';
import { approvedHoursOf, findMonthSheet, openMonthSheet, periodOf } from './month-sheets';
import { TEAM_ROLES, type Role } from '../../../resources/vocabulary';
import { hrTimesheetRequests } from '../../hr/hr-timesheet-requests.resource';
import { projects as projectsResource } from '../projects.resource';
import { tasks as tasksResource } from '../tasks.resource';
import { timesheetEntries } from '../timesheet-entries.resource';
import { monthSheets } from '../month-sheets.resource';
import { workOrderMembers } from '../work-order-members.resource';
import { workOrders } from '../work-orders.resource';
import { requestOverlaps } from '../../hr/server/request-overlap';
import { keepBilledEntries } from './billed-entries';

// The booking rules of timesheet entries, kept on every write (the grid, the generic form, any action).

/** A whole-day leave counts as a full working day in a day's total. */
export const FULL_DAY_HOURS = 8;
export const MAX_DAY_HOURS = 24;

const monthLabel = (month: Row) => `${String(month.month).padStart(2, '0')}/${month.year}`;

/**
 * A Sent, Approved or Closed month refuses its entries' writes, except an ADMIN's correction after approval:
 * that goes through, and an Approved month goes back to Sent so the approver sees the difference against
 * what was approved (its snapshot, kept by the approval: month-actions.ts).
 */
const keepMonthLock = async (event: WriteRuleEvent, month: Row | undefined) => {
  if (!month || !ENTRY_LOCKING_STATUSES.includes(String(month.status))) return;
  if (isAdminCorrection(month, event.caller.roles)) {
    // A month approved before approvals kept their hours (or seeded) gets its snapshot now, before the change.
    const snapshot = month.approvedHours ? {} : { approvedHours: await approvedHoursOf(event.write.tx, event.write.schema, month.id) };
    if (month.status === 'Approved') await updateRecord({ ...event.write, via: 'correction' }, monthSheets, month, { status: 'Sent', ...snapshot });
    return;
  }
  const status = term(String(month.status));
  throw conflict(message('The month sheet {{month}} is {{status}}: its hours can no longer be changed', { month: monthLabel(month), status }), {
    hours: message('Month {{status}}', { status }),
  });
};

const isChanged = ({ before, after }: WriteRuleEvent, ...fields: string[]) => !before || fields.some((field) => String(before[field]) !== String(after[field]));

/** Hours in quarter hours. */
const checkSteps = (hours: unknown) => {
  if (hours === null || hours === undefined) return;
  if (!new Decimal(String(hours)).mul(4).isInteger()) throw badRequest(message('Hours go in steps of a quarter hour (0.25)'), { hours: message('Use steps of 0.25 h') });
};

// Approvers correct months of people not (or no longer) on a work order; everyone else books only as a member.
const MAY_BOOK_ANY_WORK_ORDER: readonly Role[] = TEAM_ROLES.pm;

/** A member of the work order (unless an approver books), on a day within its dates. */
const checkWorkOrder = async (event: WriteRuleEvent) => {
  const { tx, schema } = event.write;
  const { after } = event;
  const orders = resourceTableOf(schema, workOrders);
  const [order] = await tx.select().from(orders.table).where(eq(orders.columns.id, Number(after.workOrderId)));
  if (!order) return; // the reference check reports it
  const members = resourceTableOf(schema, workOrderMembers);
  const isApprover = event.caller.roles.some((role) => MAY_BOOK_ANY_WORK_ORDER.includes(role));
  const [member] = isApprover ? [{ id: 0 }] : await tx
    .select({ id: members.columns.id })
    .from(members.table)
    .where(and(eq(members.columns.workOrderId, order.id), eq(members.columns.employeeId, Number(after.employeeId))));
  if (!member)
    throw badRequest(message('Not assigned to work order {{number}} "{{name}}": ask its manager to add you', { number: String(order.number), name: String(order.name) }), {
      workOrderId: message('Not assigned to this work order'),
    });
  const day = String(after.date);
  const start = String(order.startDate);
  const end = order.endDate ? String(order.endDate) : undefined;
  if (day < start || (end && day > end))
    throw badRequest(
      end
        ? message('Work order {{number}} runs from {{start}} to {{end}}: {{day}} is outside its dates', { number: String(order.number), start, end, day })
        : message('Work order {{number}} runs from {{start}}: {{day}} is outside its dates', { number: String(order.number), start, day }),
      { date: message('Outside the work order dates') },
    );
};

/** A task booked on is one of the work order's: its project runs inside that work order. */
const checkTaskOfWorkOrder = async (event: WriteRuleEvent) => {
  const { tx, schema } = event.write;
  const { after } = event;
  const tasks = resourceTableOf(schema, tasksResource);
  const projects = resourceTableOf(schema, projectsResource);
  const [task] = (await tx
    .select({ number: tasks.columns.number, workOrderId: projects.columns.workOrderId })
    .from(tasks.table)
    .innerJoin(projects.table, eq(projects.columns.id, tasks.columns.projectId))
    .where(eq(tasks.columns.id, Number(after.taskId)))) as { number: string; workOrderId: number }[];
  if (task && Number(task.workOrderId) !== Number(after.workOrderId))
    throw badRequest(message('Task {{number}} belongs to another work order: book it on its own', { number: String(task.number) }), {
      taskId: message('Not a task of this work order'),
    });
};

/** Approved leave and permissions of the employee on the day, in hours (a whole day counts FULL_DAY_HOURS). */
export const leaveHoursOn = async (event: Pick<WriteRuleEvent, 'write'>, employeeId: number, day: string) => {
  const { tx, schema } = event.write;
  const requests = resourceTableOf(schema, hrTimesheetRequests);
  const rows = (await tx
    .select({ hours: requests.columns.hours })
    .from(requests.table)
    .where(
      and(
        eq(requests.columns.employeeId, employeeId),
        eq(requests.columns.state, 'Approved'),
        requestOverlaps(requests.columns, day),
      ),
    )) as { hours: number | null }[];
  return rows.reduce((total, row) => total.plus(row.hours ?? FULL_DAY_HOURS), new Decimal(0));
};

/**
 * Work of the day (other entries and this one) plus approved leave, at most 24 h; above the contract's daily
 * hours the write goes through with a warning (overtime is allowed, but should be deliberate).
 */
const checkDayTotal = async (event: WriteRuleEvent) => {
  const { tx, schema } = event.write;
  const { after, before } = event;
  const entries = resourceTableOf(schema, timesheetEntries);
  const employeeId = Number(after.employeeId);
  const day = String(after.date);
  const [{ total }] = await tx
    .select({ total: sql<string>`coalesce(sum(${entries.columns.hours}), 0)::text` })
    .from(entries.table)
    .where(and(eq(entries.columns.employeeId, employeeId), eq(entries.columns.date, day), before ? ne(entries.columns.id, before.id) : undefined));
  const leave = await leaveHoursOn(event, employeeId, day);
  const dayTotal = new Decimal(total).plus(String(after.hours ?? 0)).plus(leave);
  if (dayTotal.greaterThan(MAX_DAY_HOURS))
    throw badRequest(
      leave.isZero()
        ? message('{{day}} would have {{total}} h: a day has at most {{max}} h', { day, total: dayTotal.toString(), max: MAX_DAY_HOURS })
        : message('{{day}} would have {{total}} h ({{leave}} h of leave): a day has at most {{max}} h', { day, total: dayTotal.toString(), leave: leave.toString(), max: MAX_DAY_HOURS }),
      { hours: message('Day total {{total}} h > {{max}} h', { total: dayTotal.toString(), max: MAX_DAY_HOURS }) },
    );
  const dailyHours = await contractDailyHours(tx, schema, employeeId, day);
  if (dayTotal.greaterThan(dailyHours))
    warn(event, {
      field: 'hours',
      message: `${day} has ${dayTotal.toString()} h${leave.isZero() ? '' : ` (${leave.toString()} h of leave)`}, above the contract's ${dailyHours.toString()} h a day`,
    });
};

const bookingRule: WriteRule = async (_tx, event) => {
  const { before, after, write } = event;
  if (before?.timesheetMonthId) {
    const { table, columns } = resourceTableOf(write.schema, monthSheets);
    const [month] = await write.tx.select().from(table).where(eq(columns.id, Number(before.timesheetMonthId))).for('update');
    await keepMonthLock(event, month);
  }
  if (event.isDelete) return;
  checkSteps(after.hours);
  const employeeId = Number(after.employeeId);
  const period = periodOf(String(after.date));
  const month = await findMonthSheet(write.tx, write.schema, employeeId, period, true);
  // The same month as before's was already kept (and may have just moved to Sent).
  if (month && month.id !== before?.timesheetMonthId) await keepMonthLock(event, month);
  if (isChanged(event, 'employeeId', 'workOrderId', 'date')) await checkWorkOrder(event);
  if (after.taskId !== null && after.taskId !== undefined && isChanged(event, 'taskId', 'workOrderId')) await checkTaskOfWorkOrder(event);
  if (isChanged(event, 'employeeId', 'date', 'hours')) await checkDayTotal(event);
  if (isChanged(event, 'employeeId', 'date') || !after.timesheetMonthId) after.timesheetMonthId = (await openMonthSheet(write, employeeId, period)).id;
};

export const timesheetEntryRules: readonly WriteRule[] = [bookingRule, keepBilledEntries];
