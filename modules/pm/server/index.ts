import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { pmNotifications } from './notifications';
import { pmDashboard } from './dashboard';
import { pmActionHandlers } from './actions';
import { monthSheetTotals } from './month-sheets';
import { timesheetEntryRules } from './timesheet-rules';
import { taskDeletedByOwner, taskInOwnProject } from './work/task-rules';
import { derivationFor } from '../../../server/operations/derived';
import { rulesFor } from '../../../server/operations/write-rules';
import { monthSheets } from '../month-sheets.resource';
import { tasks } from '../tasks.resource';
import { timesheetEntries } from '../timesheet-entries.resource';
import { pmDemo } from './demo';

/** The pm module's workflow code, found by server/modules/workflows.ts through modules/pm/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: pmActionHandlers,
  derivations: [derivationFor(monthSheets, monthSheetTotals)],
  writeRules: [rulesFor(timesheetEntries, ...timesheetEntryRules), rulesFor(tasks, taskInOwnProject, taskDeletedByOwner)],
  dashboard: pmDashboard,
  notifications: pmNotifications,
  // Its rows of the demo firm (server/db/seed/contributions.ts).
  demo: pmDemo,
};
