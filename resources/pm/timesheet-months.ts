import { defineResource } from '../declaration';
import { monthField, yearField } from '../period-fields';

const PM = ['ADMIN', 'PROJECT MANAGER'] as const;

// One month sheet per employee per year/month: the employee fills the days, sends it, an admin approves it.
// /timesheet/:id opens a month (later a hand-written `timesheetGrid` screen over its timesheet entries).
export const timesheetMonths = defineResource({
  name: 'timesheetMonths',
  module: 'pm',
  label: 'Month sheets',
  singular: 'Month sheet',
  titleField: 'number',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    year: yearField,
    month: monthField,
    // Open → Sent (employee, POST /month/send) → Approved (admin, advance_status) → Closed (booked into payroll).
    // An approved month is no longer edited by hand; a closed one is in a payroll and stays as it is.
    status: {
      type: 'enum',
      values: ['Open', 'Sent', 'Approved', 'Closed'],
      default: 'Open',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: [
        { from: 'Open', to: 'Sent' },
        { from: 'Sent', to: 'Open', roles: PM },
        { from: 'Sent', to: 'Approved', roles: PM },
        { from: 'Approved', to: 'Sent', roles: PM },
        { from: 'Approved', to: 'Closed', roles: ['ADMIN', 'ACCOUNTANT'] },
      ],
      locks: ['Approved', 'Closed'],
      colors: { Open: 'default', Sent: 'blue', Approved: 'green', Closed: 'purple' },
    },
    totalHours: { type: 'decimal', scale: 2, min: 0, isReadOnly: true, isListed: true, label: 'Total hours' },
    // Set by POST /admin/month/note/{id}.
    note: { type: 'longText', maxLength: 2000, isReadOnly: true },
  },
  uniqueTogether: [['employeeId', 'year', 'month']],
  roles: PM,
  api: {
    admin: '/admin/month',
    own: { path: '/month', ownerFields: ['employeeId'] },
    planned: [
      'GET /month/all',
      'POST /month/send',
      'POST /admin/month/advance_status',
      'GET /month/status',
      'POST /admin/month/status',
      'POST /admin/month/status/{id}',
      'POST /month/status/{id}',
    ],
  },
  actions: [
    { name: 'note', label: 'Add a note', method: 'POST', path: '/note/:id', scope: 'admin', target: 'record', input: { note: { type: 'longText', maxLength: 2000, isRequired: true } } },
  ],
  routes: [
    { path: '/timesheet', roles: ['EMPLOYEE'], screen: 'list', scope: 'own', menu: { section: 'PM', label: 'Time Sheet' } },
    { path: '/timesheet/:id', roles: ['EMPLOYEE', 'ADMIN'], screen: 'show' },
    { path: '/admin/ts_approvals', roles: PM, screen: 'list', menu: { section: 'PM', label: 'Time Sheet - Approvals' } },
  ],
  numbering: { field: 'number', prefix: 'TSM' },
  search: { type: 'TIMESHEETMONTH', description: ['year', 'month', 'status'] },
  defaultSort: { field: 'year', order: 'desc' },
});
