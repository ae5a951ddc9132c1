import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { resourceScreen, type ModuleScreens } from '../../../src/screens/hand-written';
import { lazyNamed } from '../../../src/screens/lazy';

/**
 * The pm module's hand-written screens by the names its declarations give them. Each loads its own file, not its
 * folder's index: the time sheet (an employee's first page on a phone) does not bring the approvals' list with it.
 */
export const pmScreens = {
  timesheetGrid: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./timesheet-grid/timesheet-screen'), 'TimesheetScreen')),
  timesheetMonth: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./timesheet-grid/timesheet-month-screen'), 'TimesheetMonthScreen')),
  timesheetReport: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./timesheet-report'), 'TimesheetReportScreen')),
  monthSheetReading: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./timesheet-grid/month-sheet-reading'), 'MonthSheetReadingScreen')),
  timesheetApprovals: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./timesheet-grid/approvals-screen'), 'TimesheetApprovalsScreen')),
  workOrderDetails: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./work-order-details'), 'WorkOrderDetailsScreen')),
  workOrderInformations: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./workorder-informations'), 'WorkOrderInformationsScreen')),
  projectPage: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./project-page'), 'ProjectPageScreen')),
  projectMembers: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./project-page'), 'ProjectMembersScreen')),
  projectPlanning: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./project-planning'), 'ProjectPlanningScreen')),
  taskPage: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./task-page'), 'TaskPageScreen')),
  myTasks: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./my-tasks'), 'MyTasksScreen')),
} satisfies ModuleScreens<'pm'>;
