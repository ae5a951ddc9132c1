// The names a route's `screen` may take. `list` and `show` are the generic screens; every other name is a
// hand-written screen, listed here so that declarations type-check against it, and registered with its
// component in modules/<module>/screens/index.ts (a contract test keeps the two lists equal).

export const GENERIC_SCREEN_NAMES = ['list', 'show'] as const;
export type GenericScreenName = (typeof GENERIC_SCREEN_NAMES)[number];

export const SCREEN_NAMES = [
  // shell: the home redirect, the two dashboards and every user's own profile (modules/shell/home.resource.ts)
  'homeRedirect',
  'adminDashboard',
  'accountantDashboard',
  'profile',
  'auditTrail',
  // sales
  'customerPage',
  'opportunityBoard',
  'quoteEditor',
  // pm
  'timesheetGrid',
  'timesheetMonth',
  'timesheetReport',
  'timesheetApprovals',
  'monthSheetReading',
  // hr
  'payrollList',
  'payrollDetails',
  'leaveRequests',
  'hrLeaveRequests',
  'myLeaveCalendar',
  'safetyCourses',
  'safetyCourseDetails',
  'employeeContracts',
  'employeeDetails',
  'workOrderDetails',
  'workOrderInformations',
  'projectPage',
  'projectMembers',
  'projectPlanning',
  'taskPage',
  'myTasks',
  // workout
  'workoutArea',
  // finance
  'overview',
  'reconciliation',
  'taxes',
  'invoices',
  'invoicePage',
  'taxPage',
] as const;
export type HandWrittenScreenName = (typeof SCREEN_NAMES)[number];

export type ScreenName = GenericScreenName | HandWrittenScreenName;

export const isGenericScreen = (name: ScreenName): name is GenericScreenName =>
  (GENERIC_SCREEN_NAMES as readonly string[]).includes(name);
