import { tableNameOf } from '../../../server/db/names';
import { changedTo, notifyOn } from '../../../server/modules/notifications/notification-rules';
import { notificationText } from '../../../resources/notification-texts';
import { receipts } from '../receipts.resource';

// The finance module's notices: its decision on an expense claim, with its note (a refusal always has one), by
// whatever path it was taken.

export const financeNotifications = [
  notifyOn(receipts, [
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
  ]),
];
