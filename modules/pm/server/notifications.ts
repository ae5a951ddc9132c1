import { tableNameOf } from '../../../server/db/names';
import { approversOf, changedTo, monthOf, notifyOn } from '../../../server/modules/notifications/notification-rules';
import { notificationText } from '../../../resources/notification-texts';
import { favouriteTasks } from '../favourite-tasks.resource';
import { monthSheets } from '../month-sheets.resource';
import { taskJournal } from '../task-journal.resource';
import { tasks } from '../tasks.resource';

// The pm module's notices: tasks assigned, followed and commented on; month sheets waiting, approved or sent back.

const TASKS = tableNameOf(tasks.name);

export const pmNotifications = [
  notifyOn(tasks, [
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
  ]),
  notifyOn(taskJournal, [
    async (event, lookup) => {
      if (event.action !== 'create') return undefined;
      const task = await lookup(tasks.name, Number(event.after.taskId));
      if (!task) return undefined;
      const to = [task.ownerId, task.assigneeId].filter(Boolean).map((employeeId) => ({ employeeId: Number(employeeId) }));
      return { to, message: notificationText('New comment on task {{number}} "{{title}}"', { number: String(task.number), title: String(task.title) }), parentTable: TASKS, parent: task.id };
    },
  ]),
  notifyOn(
    monthSheets,
    [
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
    { field: 'status', value: 'Sent' },
  ),
];
