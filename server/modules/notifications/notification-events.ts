import { eq } from 'drizzle-orm';
import type { WriteEvent } from '../../operations/after-write';
import type { Database } from '../../db/database';
import { tableNameOf } from '../../db/names';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { notify, settleNotificationsAbout, type NotificationMessage, type Recipient } from './notify';
import type { MailKind } from '../../../modules/users/domain/mail-kinds';
import type { Role } from '../../../resources/vocabulary';
import { notificationText } from '../../../modules/users/domain/notification-texts';
import { hrTimesheetRequests } from '../../../modules/hr/hr-timesheet-requests.resource';
import { payrolls } from '../../../modules/hr/payrolls.resource';
import { receipts } from '../../../modules/finance/receipts.resource';
import { favouriteTasks } from '../../../modules/pm/favourite-tasks.resource';
import { monthSheets } from '../../../modules/pm/month-sheets.resource';
import { taskJournal } from '../../../modules/pm/task-journal.resource';
import { tasks } from '../../../modules/pm/tasks.resource';

// Which writes tell whom (SPEC §1 notification bell): one declaration per resource, read by
// `notifyAfterWrite`, which the write operations and workflow actions call after a successful write.

type Row = Record<string, unknown> & { id: number };
export type { WriteEvent };

type Lookup = (resourceName: string, id: number) => Promise<Row | undefined>;
/** Rows of a resource whose `field` is `value` (the followers of a task). */
type LookupWhere = (resourceName: string, field: string, value: number) => Promise<Row[]>;
/** `exceptEmployeeId`: the person the record is about, never told to decide it (four eyes, `approversOf`). */
type Announcement = { to: Recipient | Recipient[]; message: string; parentTable: string; parent: number; mailKind?: MailKind; holdsWhile?: NotificationMessage['holdsWhile']; exceptEmployeeId?: number };
type Rule = (event: WriteEvent, lookup: Lookup, lookupWhere: LookupWhere) => Promise<Announcement | undefined> | Announcement | undefined;

const changedTo = (event: WriteEvent, field: string, ...values: unknown[]) =>
  event.after[field] !== event.before?.[field] && (values.length === 0 || values.includes(event.after[field]));

const decisionMessage = (request: Row) => {
  const days = request.startDate ? `${String(request.startDate)}${request.endDate && request.endDate !== request.startDate ? ` – ${String(request.endDate)}` : ''}` : '';
  const note = typeof request.reviewerNote === 'string' ? request.reviewerNote.trim() : '';
  const values = { number: String(request.number), days, decision: String(request.state).toLowerCase(), note };
  if (days) return notificationText(note ? 'Your request {{number}} ({{days}}) was {{decision}}. Note from HR: {{note}}' : 'Your request {{number}} ({{days}}) was {{decision}}', values);
  return notificationText(note ? 'Your request {{number}} was {{decision}}. Note from HR: {{note}}' : 'Your request {{number}} was {{decision}}', values);
};

/**
 * Who is asked to decide a record: the holders of the approver roles but its owner, and the administrators always, so
 * that the request of the only approver of their kind (the one HR manager's leave) reaches the next one.
 */
const approversOf = (owner: Row, ...roles: Role[]) => ({
  to: [{ role: 'ADMIN' as const }, ...roles.map((role) => ({ role }))],
  exceptEmployeeId: Number(owner.employeeId),
});

const monthOf = (row: Row) => `${String(row.month).padStart(2, '0')}/${row.year}`;
const TASKS = tableNameOf(tasks.name);

export const NOTIFICATION_RULES: Record<string, readonly Rule[]> = {
  [tasks.name]: [
    (event) =>
      changedTo(event, 'assigneeId') && event.after.assigneeId
        ? { to: { employeeId: Number(event.after.assigneeId) }, message: notificationText('Task {{number}} "{{title}}" was assigned to you', { number: String(event.after.number), title: String(event.after.title) }), parentTable: TASKS, parent: event.after.id }
        : undefined,
    // Those who starred the task follow its status.
    async (event, _lookup, lookupWhere) => {
      if (event.action !== 'update' || !changedTo(event, 'status')) return undefined;
      const followers = await lookupWhere(favouriteTasks.name, 'taskId', event.after.id);
      if (followers.length === 0) return undefined;
      const to = followers.map((favourite) => ({ employeeId: Number(favourite.employeeId) }));
      return { to, message: notificationText('Task {{number}} "{{title}}" you follow moved to {{state}}', { number: String(event.after.number), title: String(event.after.title), state: String(event.after.status) }), parentTable: TASKS, parent: event.after.id };
    },
  ],
  [taskJournal.name]: [
    async (event, lookup) => {
      if (event.action !== 'create') return undefined;
      const task = await lookup(tasks.name, Number(event.after.taskId));
      if (!task) return undefined;
      const to = [task.ownerId, task.assigneeId].filter(Boolean).map((employeeId) => ({ employeeId: Number(employeeId) }));
      return { to, message: notificationText('New comment on task {{number}} "{{title}}"', { number: String(task.number), title: String(task.title) }), parentTable: TASKS, parent: task.id };
    },
  ],
  [hrTimesheetRequests.name]: [
    (event) =>
      event.action === 'create' && event.after.state === 'Reviewing'
        ? { ...approversOf(event.after, 'HR MANAGE'), message: notificationText('Request {{number}} is waiting for your approval', { number: String(event.after.number) }), parentTable: tableNameOf(hrTimesheetRequests.name), parent: event.after.id, mailKind: 'approvals', holdsWhile: { field: 'state', values: ['Reviewing'] } }
        : undefined,
    // One notice per decision, with its days and HR's note to the employee when there is one.
    (event) =>
      event.action === 'update' && changedTo(event, 'state', 'Approved', 'Refused')
        ? { to: { employeeId: Number(event.after.employeeId) }, message: decisionMessage(event.after), parentTable: tableNameOf(hrTimesheetRequests.name), parent: event.after.id, mailKind: 'decisions', holdsWhile: { field: 'state', values: [String(event.after.state)] } }
        : undefined,
  ],
  [monthSheets.name]: [
    (event) =>
      changedTo(event, 'status', 'Sent')
        ? { ...approversOf(event.after, 'PROJECT MANAGER'), message: notificationText('Month sheet {{number}} ({{month}}) is waiting for your approval', { number: String(event.after.number), month: monthOf(event.after) }), parentTable: tableNameOf(monthSheets.name), parent: event.after.id, mailKind: 'approvals', holdsWhile: { field: 'status', values: ['Sent'] } }
        : undefined,
    (event) => {
      if (event.action !== 'update') return undefined;
      const isSentBack = event.before?.status === 'Sent' && event.after.status === 'Open';
      const isApproved = changedTo(event, 'status', 'Approved');
      // An admin's correction of an approved month puts it back for approval (pm/timesheet-rules.ts).
      const isCorrected = event.before?.status === 'Approved' && event.after.status === 'Sent';
      if (!isSentBack && !isApproved && !isCorrected) return undefined;
      // The approver's reason for sending it back goes with the notice (month-actions.ts requires one).
      const reason = typeof event.after.note === 'string' ? event.after.note.trim() : '';
      const template = isApproved
        ? 'Your month sheet for {{month}} was approved'
        : isCorrected
          ? 'Your month sheet for {{month}} was corrected by an administrator and waits for approval again'
          : reason
            ? 'Your month sheet for {{month}} was sent back to you. Reason: {{note}}'
            : 'Your month sheet for {{month}} was sent back to you';
      return {
        to: { employeeId: Number(event.after.employeeId) },
        message: notificationText(template, { month: monthOf(event.after), note: reason }),
        parentTable: tableNameOf(monthSheets.name),
        parent: event.after.id,
        mailKind: 'decisions',
        holdsWhile: { field: 'status', values: [String(event.after.status)] },
      };
    },
  ],
  // Finance's decision on an expense claim, with its note (a refusal always has one), by whatever path it was taken.
  [receipts.name]: [
    (event) => {
      if (event.action !== 'update' || !changedTo(event, 'state', 'Approved', 'Refused') || !event.after.employeeId) return undefined;
      const note = typeof event.after.decisionNote === 'string' ? event.after.decisionNote.trim() : '';
      const isApproved = event.after.state === 'Approved';
      const template = isApproved
        ? note
          ? 'Your expense claim {{number}} of {{date}} was approved. Note from finance: {{note}}'
          : 'Your expense claim {{number}} of {{date}} was approved'
        : note
          ? 'Your expense claim {{number}} of {{date}} was refused. Reason: {{note}}'
          : 'Your expense claim {{number}} of {{date}} was refused';
      return {
        to: { employeeId: Number(event.after.employeeId) },
        message: notificationText(template, { number: String(event.after.number), date: String(event.after.date), note }),
        parentTable: tableNameOf(receipts.name),
        parent: event.after.id,
        mailKind: 'decisions',
        holdsWhile: { field: 'state', values: [String(event.after.state)] },
      };
    },
  ],
  [payrolls.name]: [
    (event) =>
      changedTo(event, 'status', 'Approved')
        ? { to: { employeeId: Number(event.after.employeeId) }, message: notificationText('Your payslip for {{month}} is ready', { month: monthOf(event.after) }), parentTable: tableNameOf(payrolls.name), parent: event.after.id, mailKind: 'payslips', holdsWhile: { field: 'status', values: ['Approved', 'Paid'] } }
        : undefined,
  ],
};

/**
 * When a write settles what its record's notices asked for: the state that waits for a decision, left. Those
 * notices (and any older unread one about the record) are marked seen before the write's own are made.
 */
const WAITING_STATES: Record<string, { field: string; value: string }> = {
  [monthSheets.name]: { field: 'status', value: 'Sent' },
  [hrTimesheetRequests.name]: { field: 'state', value: 'Reviewing' },
};

const isSettled = (event: WriteEvent) => {
  const waiting = WAITING_STATES[event.resource];
  return waiting !== undefined && event.action === 'update' && event.before?.[waiting.field] === waiting.value && event.after[waiting.field] !== waiting.value;
};

/**
 * Creates the notifications a write causes. Call it with the write's transaction, after the row is written;
 * the author of the change is never told about their own action.
 */
export const notifyAfterWrite = async (db: Database, schema: DatabaseSchema, event: WriteEvent) => {
  const rules = NOTIFICATION_RULES[event.resource];
  if (!rules || !schema.resourceTables.has('notifications')) return [];
  if (isSettled(event)) await settleNotificationsAbout(db, schema, { parentTable: tableNameOf(event.resource), parent: event.after.id }, event.caller.username);
  const lookup: Lookup = async (resourceName, id) => {
    const { table, columns } = resourceTableOf(schema, resourceName);
    const [row] = await db.select().from(table).where(eq(columns.id, id));
    return row;
  };
  const lookupWhere: LookupWhere = async (resourceName, field, value) => {
    const { table, columns } = resourceTableOf(schema, resourceName);
    return await db.select().from(table).where(eq(columns[field], value));
  };
  const created: number[] = [];
  for (const rule of rules) {
    const announcement = await rule(event, lookup, lookupWhere);
    if (!announcement) continue;
    const { to, exceptEmployeeId, ...message } = announcement satisfies NotificationMessage & { to: unknown };
    created.push(...(await notify(db, schema, to, message, { exceptUserId: event.caller.userId, createdBy: event.caller.username, exceptEmployeeId })));
  }
  return created;
};
