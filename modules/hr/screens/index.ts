import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { resourceScreen, type ModuleScreens } from '../../../src/screens/hand-written';
import { lazyNamed } from '../../../src/screens/lazy';

/** The hr module's hand-written screens by the names its declarations give them. */
export const hrScreens = {
  payrollList: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./payroll-list-screen'), 'PayrollListScreen')),
  payrollDetails: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./payroll-details'), 'PayrollDetailsScreen')),
  leaveRequests: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./leave-requests-screen'), 'LeaveRequestsScreen')),
  hrLeaveRequests: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./hr-leave-requests-screen'), 'HrLeaveRequestsScreen')),
  myLeaveCalendar: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./my-leave-calendar-screen'), 'MyLeaveCalendarScreen')),
  safetyCourses: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./safety-courses-screen'), 'SafetyCoursesScreen')),
  safetyCourseDetails: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./safety-course-details'), 'SafetyCourseDetailsScreen')),
  employeeContracts: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./employee-contracts-screen'), 'EmployeeContractsScreen')),
  employeeDetails: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./employee-details'), 'EmployeeDetailsScreen')),
} satisfies ModuleScreens<'hr'>;
