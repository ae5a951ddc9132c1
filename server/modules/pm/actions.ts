import { writeInputToRecord } from '../../operations/actions/write-input';
import type { ActionHandlers } from '../../operations/actions/run-action';
import { monthSheetHandlers } from './month-actions';
import { entriesOfEmployee, entriesOfTask, timesheetReport } from './timesheet-report';

/** The PM module's workflow handlers, by `<resource>.<action>` (declared in resources/pm/). */
export const pmActionHandlers: ActionHandlers = {
  // POST /admin/month/note/{id}: the approver's note on a month sheet.
  'timesheetMonths.note': writeInputToRecord,
  ...monthSheetHandlers,
  'timesheetEntries.report': timesheetReport,
  'timesheetEntries.ofEmployee': entriesOfEmployee,
  'timesheetEntries.ofTask': entriesOfTask,
};
