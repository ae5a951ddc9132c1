import { tableNameOf } from '../../../server/db/names';
import { approversOf, changedTo, monthOf, notifyOn, type Row } from '../../../server/modules/notifications/notification-rules';
import { notificationText } from '../../../resources/notification-texts';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';
import { payrolls } from '../payrolls.resource';

// The hr module's notices: requests waiting and decided, payslips ready.

const decisionMessage = (request: Row) => {
  const days = request.startDate ? `${String(request.startDate)}${request.endDate && request.endDate !== request.startDate ? ` – ${String(request.endDate)}` : ''}` : '';
  const note = typeof request.reviewerNote === 'string' ? request.reviewerNote.trim() : '';
  const values = { number: String(request.number), days, decision: String(request.state).toLowerCase(), note };
  if (days) return notificationText(note ? 'Your request {{number}} ({{days}}) was {{decision}}. Note from HR: {{note}}' : 'Your request {{number}} ({{days}}) was {{decision}}', values);
  return notificationText(note ? 'Your request {{number}} was {{decision}}. Note from HR: {{note}}' : 'Your request {{number}} was {{decision}}', values);
};

export const hrNotifications = [
  notifyOn(
    hrTimesheetRequests,
    [
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
    { field: 'state', value: 'Reviewing' },
  ),
  notifyOn(payrolls, [
    (event) =>
      changedTo(event, 'status', 'Approved')
        ? { to: { employeeId: Number(event.after.employeeId) }, message: notificationText('Your payslip for {{month}} is ready', { month: monthOf(event.after) }), parentTable: tableNameOf(payrolls.name), parent: event.after.id, mailKind: 'payslips', holdsWhile: { field: 'status', values: ['Approved', 'Paid'] } }
        : undefined,
  ]),
];
