import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { pmActionHandlers } from './actions';
import { monthSheetTotals } from './month-sheets';
import { timesheetEntryRules } from './timesheet-rules';
import { taskDeletedByOwner, taskInOwnProject } from './work/task-rules';

/** The pm module's workflow code, found by server/modules/workflows.ts through modules/pm/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: pmActionHandlers,
  derivations: { timesheetMonths: monthSheetTotals },
  writeRules: {
    timesheetEntries: timesheetEntryRules,
    tasks: [taskInOwnProject, taskDeletedByOwner],
  },
};
