// The registry: every resource and page of the portal, once, in menu order.
// Both the SPA and the server import this list; adding a resource means one declaration and one line here.
// The side menu is read from the routes in this order, so entries follow SPEC §2's menu; an entry with no
// menu item sits right after the entry whose screen shows it.
import { isResource, type RegistryEntry, type ResourceDeclaration } from './resources/declaration';
import { home } from './resources/shell/home';
// PM
import { timesheetMonths } from './resources/pm/timesheet-months';
import { workOrders } from './resources/pm/work-orders';
import { workOrderMembers } from './resources/pm/work-order-members';
import { timesheetEntries } from './resources/pm/timesheet-entries';
import { projects } from './resources/pm/projects';
import { projectMembers } from './resources/pm/project-members';
import { projectJournal } from './resources/pm/project-journal';
import { sprints } from './resources/pm/sprints';
import { tasks } from './resources/pm/tasks';
import { taskJournal } from './resources/pm/task-journal';
import { favouriteTasks } from './resources/pm/favourite-tasks';
// HR
import { hrTimesheetRequests } from './resources/hr/hr-timesheet-requests';
import { exceptions } from './resources/hr/exceptions';
import { labour } from './resources/hr/labour';
import { labourDays } from './resources/hr/labour-days';
import { annualCosts } from './resources/hr/annual-costs';
import { monthlyCosts } from './resources/hr/monthly-costs';
import { employeeContracts } from './resources/hr/employee-contracts';
import { contractTypes } from './resources/hr/contract-types';
import { employees } from './resources/hr/employees';
import { safetyCourses } from './resources/hr/safety-courses';
import { safetyCourseAssignments } from './resources/hr/safety-course-assignments';
// Finance
import { cashFlowEntries } from './resources/finance/cash-flow-entries';
import { cashFlowMatches } from './resources/finance/cash-flow-matches';
import { invoiceLines } from './resources/finance/invoice-lines';
import { reconciliationRules } from './resources/finance/reconciliation-rules';
import { invoices } from './resources/finance/invoices';
import { receipts } from './resources/finance/receipts';
import { taxes } from './resources/finance/taxes';
import { accounts } from './resources/finance/accounts';
import { banks } from './resources/finance/banks';
import { suppliers } from './resources/finance/suppliers';
// Sales
import { customers } from './resources/sales/customers';
import { customerContracts } from './resources/sales/customer-contracts';
import { leads } from './resources/sales/leads';
import { contacts } from './resources/sales/contacts';
import { opportunities } from './resources/sales/opportunities';
import { products } from './resources/sales/products';
import { quotes } from './resources/sales/quotes';
import { quoteLines } from './resources/sales/quote-lines';
// Legal, Fit{product}, RBAC, users
import { statementsOfWork } from './resources/legal/statements-of-work';
import { workoutActivities } from './resources/workout/workout-activities';
import { workoutBoardMembers } from './resources/workout/workout-board-members';
import { workouts } from './resources/workout/workouts';
import { rbacGroups } from './resources/rbac/rbac-groups';
import { rbacGroupRoles } from './resources/rbac/rbac-group-roles';
import { rbacGroupUsers } from './resources/rbac/rbac-group-users';
import { rbacRoles } from './resources/rbac/rbac-roles';
import { users } from './resources/users/users';
import { notifications } from './resources/users/notifications';
import { auditTrail } from './resources/shell/audit-trail';

export const registry: readonly RegistryEntry[] = [
  home,
  // PM: Time Sheet, Time Sheet - Approvals, Work Orders, Report, Project, Task
  timesheetMonths,
  workOrders,
  workOrderMembers,
  timesheetEntries,
  projects,
  projectMembers,
  projectJournal,
  sprints,
  tasks,
  taskJournal,
  favouriteTasks,
  // HR: All HR Requests, Payrolls, Contracts, Employees, Safety Course
  hrTimesheetRequests,
  exceptions,
  labour,
  labourDays,
  annualCosts,
  monthlyCosts,
  employeeContracts,
  contractTypes,
  employees,
  safetyCourses,
  safetyCourseAssignments,
  // Finance: Overview, Reconciliation, Invoices, Receipts, Taxes, Accounts, Suppliers
  cashFlowEntries,
  cashFlowMatches,
  reconciliationRules,
  invoices,
  invoiceLines,
  receipts,
  taxes,
  accounts,
  banks,
  suppliers,
  // Sales: Customers, Lead, Opportunity, Product, Quotes
  customers,
  customerContracts,
  leads,
  contacts,
  opportunities,
  products,
  quotes,
  quoteLines,
  // Legal: Contracts
  statementsOfWork,
  // Fit{product}: WorkOut (its activity list and opt-ins have no menu item)
  workouts,
  workoutActivities,
  workoutBoardMembers,
  // RBAC: Groups
  rbacGroups,
  rbacGroupRoles,
  rbacGroupUsers,
  rbacRoles,
  users,
  auditTrail,
  // No menu item: the notification bell in the top bar.
  notifications,
];

export const resources: readonly ResourceDeclaration[] = registry.filter(isResource);

export const findResource = (name: string): ResourceDeclaration | undefined =>
  resources.find((resource) => resource.name === name);
