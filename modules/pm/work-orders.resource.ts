import { defineResource } from '../../resources/declaration';
import { employeeIdsInput } from './domain/member-input';
import { TEAM_ROLES } from '../../resources/vocabulary';


// A commessa: work sold to a customer, against which hours are booked and invoices issued.
export const workOrders = defineResource({
  name: 'workOrders',
  module: 'pm',
  label: 'Work orders',
  singular: 'Work order',
  titleField: 'name',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    name: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true },
    customerId: { type: 'reference', resource: 'customers', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Customer', matchedBy: ['vatNumber', 'name'] },
    managerId: { type: 'reference', resource: 'employees', onDelete: 'set null', isFilterable: true, label: 'Manager' },
    description: { type: 'longText', maxLength: 4000 },
    startDate: { type: 'date', isRequired: true, isListed: true, isFilterable: true },
    endDate: { type: 'date', isFilterable: true },
    amount: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Amount' },
    budgetHours: { type: 'decimal', scale: 2, min: 0, label: 'Budget hours' },
    // Public-sector work orders carry the CIG/CUP procurement codes on their invoices.
    cig: { type: 'text', maxLength: 10, label: 'CIG' },
    cup: { type: 'text', maxLength: 15, label: 'CUP' },
    status: { type: 'enum', values: ['Draft', 'Active', 'Suspended', 'Closed'], default: 'Active', isListed: true, isFilterable: true },
  },
  roles: TEAM_ROLES.pm,
  api: {
    admin: '/admin/workorders',
    // GET /workorders: the work orders the signed-in employee is a member of (membership makes them "own").
    plain: '/workorders',
  },
  actions: [
    { name: 'assign', label: 'Assign members', method: 'POST', path: '/assign/:id', scope: 'admin', target: 'record', isHidden: true, input: { employeeIds: employeeIdsInput }, reply: { resource: 'workOrderMembers', isList: true } },
    { name: 'members', label: 'Members', method: 'GET', path: '/employees/:id', scope: 'admin', target: 'record', isHidden: true, reply: { resource: 'workOrderMembers', isList: true } },
    { name: 'ofCustomer', label: 'Work orders of a customer', method: 'GET', path: '/customer/:customerId', scope: 'admin', target: 'collection', isHidden: true, input: { customerId: { type: 'reference', resource: 'customers', isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'ofEmployee', label: 'Work orders of an employee', method: 'GET', path: '/employee/:employeeId', scope: 'admin', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true } }, reply: { resource: 'self', isList: true } },
    // The operational page's burn-down: hours booked in time sheets against the budget.
    { name: 'burnDown', label: 'Burn-down', method: 'GET', path: '/burn_down/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { budgetHours: { type: 'decimal' }, bookedHours: { type: 'decimal', isRequired: true }, remainingHours: { type: 'decimal' }, budgetAmount: { type: 'decimal' }, bookedAmount: { type: 'decimal', isRequired: true }, forecastDate: { type: 'date' } }, parts: { series: { fields: { week: { type: 'text', isRequired: true }, booked: { type: 'decimal', isRequired: true }, remaining: { type: 'decimal' } }, isList: true }, contributors: { fields: { employeeId: { type: 'integer', isRequired: true }, hours: { type: 'decimal', isRequired: true }, amount: { type: 'decimal', isRequired: true } }, isList: true } } } },
    // The operational page: its statements of work, readable by project managers (the SOW list is ADMIN's).
    { name: 'statements', label: 'Statements of work', method: 'GET', path: '/statements/:id', scope: 'admin', target: 'record', isHidden: true, reply: { resource: 'statementsOfWork', isList: true } },
    // The commercial page: invoices issued against the work order (readable here without finance rights).
    { name: 'invoices', label: 'Invoices', method: 'GET', path: '/invoices/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, date: { type: 'date', isRequired: true }, direction: { type: 'text', isRequired: true }, taxable: { type: 'decimal', isRequired: true }, total: { type: 'decimal', isRequired: true }, dueDate: { type: 'date' }, isPaid: { type: 'boolean', isRequired: true } }, isList: true } },
    // The chain's last step (issue 13): a project inside the work order, made from it in one action.
    { name: 'toProject', label: 'Start project', method: 'POST', path: '/to_project/:id', scope: 'admin', target: 'record', makes: 'projects', offeredWhen: { status: ['Draft', 'Active'] }, input: { name: { type: 'text', maxLength: 160, label: 'Project name', help: "Default: the work order's name" } }, reply: { resource: 'projects' } },
    // The rows of the employee's time sheet.
    { name: 'mine', label: 'My work orders', method: 'GET', path: '', scope: 'own', target: 'collection', isHidden: true, reply: { resource: 'self', isList: true } },
  ],
  routes: [
    { path: '/admin/workorders', roles: TEAM_ROLES.pm, screen: 'list', menu: { section: 'PM', label: 'Work Orders' } },
    { path: '/admin/work_order_details/:id', roles: TEAM_ROLES.pm, screen: 'workOrderDetails' },
    { path: '/admin/workorder_informations/:id', roles: TEAM_ROLES.pm, screen: 'workOrderInformations' },
  ],
  numbering: { field: 'number', prefix: 'WO' },
  search: { type: 'WORKORDER', description: ['name', 'status'] },
  attachments: { types: ['application/pdf', 'image/*', '.docx', '.xlsx', '.p7m'], maxBytes: 10 * 1024 * 1024 },
  children: [
    { resource: 'workOrderMembers', foreignKey: 'workOrderId', label: 'Members' },
    { resource: 'projects', foreignKey: 'workOrderId', label: 'Projects' },
    { resource: 'statementsOfWork', foreignKey: 'workOrderId', label: 'Statements of work' },
  ],
  defaultSort: { field: 'startDate', order: 'desc' },
});
