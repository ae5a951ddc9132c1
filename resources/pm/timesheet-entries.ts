import { defineResource } from '../declaration';

const PM = ['ADMIN', 'PROJECT MANAGER'] as const;

// Hours one employee booked on one day to a work order (and optionally one of its tasks).
export const timesheetEntries = defineResource({
  name: 'timesheetEntries',
  module: 'pm',
  label: 'Timesheet entries',
  singular: 'Timesheet entry',
  titleField: 'date',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    date: { type: 'date', isRequired: true, default: 'today', isListed: true, isFilterable: true },
    workOrderId: { type: 'reference', resource: 'workOrders', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Work order' },
    taskId: { type: 'reference', resource: 'tasks', onDelete: 'set null', isListed: true, isFilterable: true, label: 'Task' },
    hours: { type: 'decimal', scale: 2, min: 0, max: 24, isRequired: true, isListed: true },
    note: { type: 'longText', maxLength: 1000 },
  },
  roles: PM,
  api: {
    admin: '/admin/timesheet',
    own: { path: '/timesheet', ownerFields: ['employeeId'], canCreate: true, canUpdate: true, canDelete: true },
    planned: ['GET /admin/timesheet/report', 'GET /timesheet/employees/{id}', 'GET /timesheet/task/{id}'],
  },
  routes: [{ path: '/admin/report', roles: PM, screen: 'list', menu: { section: 'PM', label: 'Report' } }],
  defaultSort: { field: 'date', order: 'desc' },
});
