import type { ActionHandlers } from '../../../server/operations/actions/run-action';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { timesheetEntries } from '../timesheet-entries.resource';
import { timesheetMonthWorkflows } from './month-actions';
import { entriesOfEmployee, entriesOfTask, timesheetReport } from './timesheet-report';
import { favouriteTaskWorkflows, projectWorkflows, sprintWorkflows, taskWorkflows, workOrderWorkflows } from './work/actions';

const timesheetEntryWorkflows = workflowsOf(timesheetEntries, {
  report: timesheetReport,
  ofEmployee: entriesOfEmployee,
  ofTask: entriesOfTask,
});

/** The PM module's workflow handlers (declared in modules/pm/). */
export const pmActionHandlers: ActionHandlers = {
  ...timesheetMonthWorkflows,
  ...timesheetEntryWorkflows,
  ...workOrderWorkflows,
  ...projectWorkflows,
  ...sprintWorkflows,
  ...taskWorkflows,
  ...favouriteTaskWorkflows,
};
