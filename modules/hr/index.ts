// The hr module: what it holds, as resources/module.ts asks, registered by one line of modules/index.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
// Payroll stays here rather than in a module of its own: SPEC's HR section holds Payrolls between the requests and
// the contracts (a module's entries are one run of its section's menu), and a payroll is computed from what this
// module keeps — the employee, the contract, the approved leave and the absence causes.
import type { RegistryEntry } from '../../resources/declaration';
import type { MenuSection } from '../../resources/vocabulary';
import { hrTimesheetRequests } from './hr-timesheet-requests.resource';
import { absenceCauses } from './absence-causes.resource';
import { payrolls } from './payrolls.resource';
import { payrollDays } from './payroll-days.resource';
import { annualCosts } from './annual-costs.resource';
import { monthlyCosts } from './monthly-costs.resource';
import { employeeContracts } from './employee-contracts.resource';
import { contractTypes } from './contract-types.resource';
import { employees } from './employees.resource';
import { safetyCourses } from './safety-courses.resource';
import { safetyCourseAssignments } from './safety-course-assignments.resource';
import { leaveOpeningBalances } from './leave-opening-balances.resource';
import { tfrOpeningBalances } from './tfr-opening-balances.resource';

/** The menu section it brings (SPEC §2 order by place); its icon is screens/menu-icons.tsx. */
export const menuSections = [{ label: 'HR', place: 40 }] as const;

/** Where it sits in the menu (resources.config.ts orders the modules by it). */
export const menuPlace: MenuSection = 'HR';

/** Its part of the Italian catalogue, fetched with the rest when Italian is wanted (i18n/catalogues/italian.ts). */
export const loadItalian = () => import('./i18n/it');

export const entries: readonly RegistryEntry[] = [
  hrTimesheetRequests,
  absenceCauses,
  payrolls,
  payrollDays,
  annualCosts,
  monthlyCosts,
  employeeContracts,
  contractTypes,
  employees,
  safetyCourses,
  safetyCourseAssignments,
  leaveOpeningBalances,
  tfrOpeningBalances,
];

/** Its hand-written screens, which its routes may name; screens/index.ts registers each. */
export const screens = ['payrollList', 'payrollDetails', 'leaveRequests', 'hrLeaveRequests', 'myLeaveCalendar', 'safetyCourses', 'safetyCourseDetails', 'employeeContracts', 'employeeDetails'] as const;

/** Its server/index.ts gives its workflows (action handlers, derivations, write rules). */
export const hasWorkflows = true;

/**
 * What its notices say (English templates, stored filled in and read back in the reader's language:
 * resources/notification-texts.ts). A more specific template comes before the one it extends.
 */
export const notificationTexts = [
  'Request {{number}} is waiting for your approval',
  'Your request {{number}} ({{days}}) was {{decision}}. Note from HR: {{note}}',
  'Your request {{number}} ({{days}}) was {{decision}}',
  'Your request {{number}} was {{decision}}. Note from HR: {{note}}',
  'Your request {{number}} was {{decision}}',
  'Your payslip for {{month}} is ready',
  'Your payslip of {{month}} is available',
  'You are assigned to the safety course "{{course}}", to complete by {{date}}',
  'You are assigned to the safety course "{{course}}"',
  'Your safety course "{{course}}" expired on {{date}}',
  'Your safety course "{{course}}" expires on {{date}}',
  '{{employee}}: safety course "{{course}}" expired on {{date}}',
  '{{employee}}: safety course "{{course}}" expires on {{date}}',
  '{{payrolls}} calculated payrolls are waiting for approval',
] as const;

/** The kinds of its notices worth an e-mail, as the profile's e-mail settings name them (resources/mail-kinds.ts). */
export const mailKinds = [
  { kind: 'approvals', label: 'Requests and month sheets waiting for my approval' },
  { kind: 'decisions', label: 'Decisions on my requests, month sheets and expense claims' },
  { kind: 'payslips', label: 'My payslip is ready' },
  { kind: 'expiringCourses', label: 'Safety courses expired or expiring' },
] as const;
