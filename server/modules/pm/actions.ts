import type { ActionHandlers } from '../../operations/actions/run-action';
import { workflowsOf } from '../../operations/actions/workflows-of';
import { timesheetEntries } from '../../../resources/pm/timesheet-entries';
import { timesheetMonthWorkflows } from './month-actions';
import { entriesOfEmployee, entriesOfTask, timesheetReport } from './timesheet-report';
import { favouriteTaskWorkflows, projectWorkflows, sprintWorkflows, taskWorkflows, workOrderWorkflows } from './work/actions';

const timesheetEntryWorkflows = workflowsOf(timesheetEntries, {
  report: timesheetReport,
  ofEmployee: entriesOfEmployee,
  ofTask: entriesOfTask,
});

/** The PM module's workflow handlers (declared in resources/pm/). */
export const pmActionHandlers: ActionHandlers = {
  ...timesheetMonthWorkflows,
  ...timesheetEntryWorkflows,
  ...workOrderWorkflows,
  ...projectWorkflows,
  ...sprintWorkflows,
  ...taskWorkflows,
  ...favouriteTaskWorkflows,
};
