import { hrTimesheetRequests } from '../../../resources/hr/hr-timesheet-requests';
import { recordsOf } from '../../operations/typed-records';
import { writeInputToRecord } from '../../operations/actions/write-input';
import type { ActionHandlers } from '../../operations/actions/run-action';

/** The HR module's workflow handlers, by `<resource>.<action>` (declared in resources/hr/). */
export const hrActionHandlers: ActionHandlers = {
  // POST /admin/labour/note/{id}: the accountant's note on a payroll.
  'labour.note': writeInputToRecord,
  // POST /admin/hr_timesheet/note/{id}: HR's note to the employee, kept apart from the employee's own note.
  'hrTimesheetRequests.note': ({ record, input, write }) =>
    recordsOf(hrTimesheetRequests).update(write, record, { reviewerNote: String(input.note) }),
};
