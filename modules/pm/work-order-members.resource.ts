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
  },
  uniqueTogether: [['workOrderId', 'employeeId']],
  roles: TEAM_ROLES.pm,
  // SPEC §7: "GET and POST admin/work_order_employee/..." (rest of the path not shown).
  api: { admin: '/admin/work_order_employee' },
});
