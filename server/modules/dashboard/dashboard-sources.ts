// The business facts the two dashboards read, named once: which resource and which of its fields.
// Dashboards are business-specific by nature; everything else in the module is read from here.
import { monthlyHours } from '../../../modules/pm/server/monthly-hours';
import type { DashboardName } from '../../../resources/paths';
import type { HandWrittenScreenName } from '../../../resources/screen-names';
import { accounts } from '../../../modules/finance/accounts.resource';
import { cashFlowEntries } from '../../../modules/finance/cash-flow-entries.resource';
import { hrTimesheetRequests } from '../../../modules/hr/hr-timesheet-requests.resource';
import { payrolls } from '../../../modules/hr/payrolls.resource';
import { monthSheets } from '../../../modules/pm/month-sheets.resource';
import { projects } from '../../../modules/pm/projects.resource';
import { tasks } from '../../../modules/pm/tasks.resource';
import { timesheetEntries } from '../../../modules/pm/timesheet-entries.resource';
import { workOrders } from '../../../modules/pm/work-orders.resource';

export const SOURCES = {
  hrRequests: { resource: hrTimesheetRequests.name, state: 'state' },
  monthSheets: { resource: monthSheets.name, status: 'status' },
  tasks: { resource: tasks.name, status: 'status', project: 'projectId' },
  hours: { resource: timesheetEntries.name },
  // The entries' kept totals per work order, employee, task and month (migration 0030_timesheet_monthly_hours).
  monthlyHours: { resource: timesheetEntries.name, table: monthlyHours },
  projects: { resource: projects.name, name: 'name' },
  workOrders: { resource: workOrders.name, name: 'name' },
  payroll: { resource: payrolls.name, status: 'status', year: 'year', month: 'month', gross: 'grossSalary', net: 'netSalary', number: 'number' },
  accounts: { resource: accounts.name, name: 'name', balance: 'balance' },
  cashFlow: { resource: cashFlowEntries.name },
} as const;

/** A "how many need action" card: rows of `resource` whose `field` is (or is not) one of `values`. */
export type CountCard = {
  key: string;
  title: string;
  source: keyof typeof SOURCES;
  field: string;
  values: readonly string[];
  isNegated?: boolean;
};

export type PanelName = 'hoursByProject' | 'payrollOfMonth' | 'cashPosition';

/** Each dashboard: the home page screen whose route roles may read it, its cards and its panels. */
export const DASHBOARDS = {
  admin: {
    screen: 'adminDashboard',
    counts: [
      { key: 'pendingHrRequests', title: 'Pending HR requests', source: 'hrRequests', field: SOURCES.hrRequests.state, values: ['Reviewing'] },
      { key: 'monthSheetsAwaitingApproval', title: 'Month sheets awaiting approval', source: 'monthSheets', field: SOURCES.monthSheets.status, values: ['Sent'] },
      { key: 'openTasks', title: 'Open tasks', source: 'tasks', field: SOURCES.tasks.status, values: ['Done'], isNegated: true },
    ],
    panels: ['hoursByProject', 'payrollOfMonth', 'cashPosition'],
  },
  accountant: {
    screen: 'accountantDashboard',
    counts: [
      { key: 'payrollsToProcess', title: 'Payrolls to process', source: 'payroll', field: SOURCES.payroll.status, values: ['Draft', 'Calculated'] },
    ],
    panels: ['payrollOfMonth', 'cashPosition'],
  },
} as const satisfies Record<DashboardName, { screen: HandWrittenScreenName; counts: readonly CountCard[]; panels: readonly PanelName[] }>;
