import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// Link table: an employee who may book hours on a work order.
export const workOrderMembers = defineResource({
  name: 'workOrderMembers',
  module: 'pm',
  label: 'Work order members',
  singular: 'Work order member',
  titleField: 'employeeId',
  fields: {
    workOrderId: { type: 'reference', resource: 'workOrders', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Work order' },
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    role: { type: 'text', maxLength: 80, isListed: true },
    // The rate billed to the customer for this person's hours on this work order.
    hourlyRate: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Hourly rate' },
    // The service product this person's hours are billed as on this work order (as Odoo maps a project's employees
    // to the order's service lines): the contract's rate for that product, else its list price by the hour.
    productId: { type: 'reference', resource: 'products', onDelete: 'restrict', isFilterable: true, label: 'Billed as product' },
  },
  uniqueTogether: [['workOrderId', 'employeeId']],
  roles: TEAM_ROLES.pm,
  // SPEC §7: "GET and POST admin/work_order_employee/..." (rest of the path not shown).
  api: { admin: '/admin/work_order_employee' },
});
