import { defineResource } from '../declaration';

const HR = ['ADMIN', 'HR MANAGE'] as const;

// A leave, permission or sick-leave request: the employee files it, HR approves or refuses it.
// The kind of absence is its exception (the absence cause), so the catalogue can grow without code.
export const hrTimesheetRequests = defineResource({
  name: 'hrTimesheetRequests',
  module: 'hr',
  label: 'HR requests',
  singular: 'HR request',
  titleField: 'number',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    exceptionId: { type: 'reference', resource: 'exceptions', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Cause' },
    startDate: { type: 'date', isRequired: true, isListed: true, isFilterable: true },
    endDate: { type: 'date', isRequired: true, isFilterable: true },
    // For a permission of part of a day; empty means whole days.
    hours: { type: 'decimal', scale: 2, min: 0, max: 24, help: 'Only for part of a day' },
    // INPS protocol number of the medical certificate, for sick leave.
    certificateNumber: { type: 'text', maxLength: 40, label: 'Certificate number' },
    note: { type: 'longText', maxLength: 2000 },
    // Reviewing is the pending state (SPEC §9); changed only by POST /admin/hr_timesheet/status/{id}.
    // A decided request is read-only; HR may reopen it (back to Reviewing) to decide again.
    state: {
      type: 'enum',
      values: ['Reviewing', 'Approved', 'Refused'],
      default: 'Reviewing',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: [
        { from: 'Reviewing', to: 'Approved' },
        { from: 'Reviewing', to: 'Refused' },
        { from: 'Approved', to: 'Reviewing' },
        { from: 'Refused', to: 'Reviewing' },
      ],
      locks: ['Approved', 'Refused'],
      colors: { Reviewing: 'gold', Approved: 'green', Refused: 'red' },
    },
    // Set by POST /admin/hr_timesheet/note/{id}.
    reviewerNote: { type: 'longText', maxLength: 2000, isReadOnly: true, label: 'Reviewer note' },
  },
  roles: HR,
  api: {
    admin: '/admin/hr_timesheet',
    own: { path: '/hr_timesheet', ownerFields: ['employeeId'], canCreate: true, canUpdate: true, canDelete: true },
    planned: [
      'GET /admin/hr_timesheet/count-pending',
      'GET /admin/hr_timesheet/state/{state}',
      'GET /hr_timesheet/employees/{id}',
      'GET /admin/hr_timesheet/employees/{id}',
      'GET /hr_timesheet/employees/find_by_year/',
      'GET /admin/hr_timesheet/find_by_year/{id}',
      'GET /admin/hr_timesheet/by-number/{number}',
      'DELETE /hr_timesheet/{id}/{id}',
      'POST /admin/hr_timesheet/status/{id}',
      'GET /hr_timesheet_little',
      'GET /hr_timesheet_little/approve_and_rew',
      'GET /hr_timesheet_little/employees/{id}',
      'GET /hr_timesheet_little/employees/approve_and_rew/{id}',
    ],
  },
  actions: [
    { name: 'note', label: 'Add a note', method: 'POST', path: '/note/:id', scope: 'admin', target: 'record', input: { note: { type: 'longText', maxLength: 2000, isRequired: true } } },
  ],
  routes: [
    { path: '/leave_requests', roles: ['EMPLOYEE'], screen: 'list', scope: 'own' },
    // The employee's calendar of their requests (top-bar shortcut); a hand-written calendar may replace `list`.
    { path: '/calendar', roles: ['EMPLOYEE'], screen: 'list', scope: 'own' },
    { path: '/admin/leave_requests', roles: HR, screen: 'list', menu: { section: 'HR', label: 'All HR Requests' } },
  ],
  numbering: { field: 'number', prefix: 'HRQ' },
  search: { type: 'TIMESHEETHR', description: ['state', 'startDate', 'endDate'] },
  defaultSort: { field: 'startDate', order: 'desc' },
});
