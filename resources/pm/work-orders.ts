import { defineResource } from '../declaration';

const PM = ['ADMIN', 'PROJECT MANAGER'] as const;

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
    customerId: { type: 'reference', resource: 'customers', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Customer' },
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
  roles: PM,
  api: {
    admin: '/admin/workorders',
    planned: [
      'GET /admin/workorders/customer/{id}',
      // Work orders the signed-in employee is a member of (membership, not a reference field, makes them "own").
      'GET /workorders',
      'GET /admin/workorders/employees/{id}',
      'POST /admin/workorders/assign/{id}',
      'GET /admin/workorders/employee/{id}',
    ],
  },
  routes: [
    { path: '/admin/workorders', roles: PM, screen: 'list', menu: { section: 'PM', label: 'Work Orders' } },
    { path: '/admin/work_order_details/:id', roles: PM, screen: 'show' },
    { path: '/admin/workorder_informations/:id', roles: PM, screen: 'show' },
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
