import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

const YEAR = { type: 'integer', isCode: true, min: 2000, max: 2100 } as const;
// Optional narrowing of the reads to the requests touching a month (both or neither).
const MONTH = { year: YEAR, month: { type: 'integer', min: 1, max: 12 } } as const;

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
    // Set by the server on every write: the request takes more hours than its cause's balance has left
    // (the employee is warned on the form, HR sees the flag in the inbox).
    isBeyondBalance: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true, label: 'Beyond balance' },
    // HR's note to the employee, set with the decision (POST /admin/hr_timesheet/status/{id}) or by
    // POST /admin/hr_timesheet/note/{id}; listed, so the employee reads it on their requests.
    reviewerNote: { type: 'longText', maxLength: 2000, isReadOnly: true, isListed: true, label: 'Note from HR' },
  },
  roles: TEAM_ROLES.hr,
  api: {
    admin: '/admin/hr_timesheet',
    own: { path: '/hr_timesheet', ownerFields: ['employeeId'], canCreate: true, canUpdate: true, canDelete: true, isDeleteWithdraw: true },
  },
  // The compact shape of the `_little` reads (a calendar feed): id, number, employeeId, exceptionId, startDate,
  // endDate, hours, state — no notes. They are served under the sibling base /hr_timesheet_little.
  actions: [
    { name: 'note', label: 'Add a note', method: 'POST', path: '/note/:id', scope: 'admin', target: 'record', input: { note: { type: 'longText', maxLength: 2000, isRequired: true } }, reply: { resource: 'self' } },
    {
      name: 'status',
      label: 'Decide',
      method: 'POST',
      path: '/status/:id',
      scope: 'admin',
      // Four eyes: HR decides others' requests; their own go to another approver.
      isNotByOwner: true,
      target: 'record',
      moves: { field: 'state' },
      done: 'Request {{number}}: {{state}}',
      input: {
        state: { type: 'enum', values: ['Approved', 'Refused', 'Reviewing'], isRequired: true, label: 'Decision' },
        note: { type: 'longText', maxLength: 2000, label: 'Note to the employee' },
      },
      reply: { resource: 'self' },
    },
    { name: 'approve', label: 'Approve', method: 'POST', path: '/approve', scope: 'admin', isNotByOwner: true, target: 'selection', moves: { field: 'state', to: 'Approved' }, confirm: 'Approve the chosen requests?', done: 'Requests approved: {{count}}', reply: { resource: 'self', isList: true } },
    // SPEC §4/§7: requests in Reviewing are pending; the top-bar badge asks with no filter.
    { name: 'countPending', label: 'Pending requests', method: 'GET', path: '/count-pending', scope: 'admin', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees' }, ...MONTH }, reply: { fields: { count: { type: 'integer', isRequired: true } } } },
    { name: 'byState', label: 'Requests by state', method: 'GET', path: '/state/:state', scope: 'admin', target: 'collection', isHidden: true, input: { state: { type: 'enum', values: ['Reviewing', 'Approved', 'Refused'], isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'byNumber', label: 'Request by number', method: 'GET', path: '/by-number/:number', scope: 'admin', target: 'collection', isHidden: true, input: { number: { type: 'text', maxLength: 40, isRequired: true } }, reply: { resource: 'self' } },
    { name: 'employeeMonth', label: "An employee's requests", method: 'GET', path: '/employees/:employeeId', scope: 'admin', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true }, ...MONTH }, reply: { resource: 'self', isList: true } },
    { name: 'employeeYear', label: "An employee's requests of a year", method: 'GET', path: '/find_by_year/:employeeId', scope: 'admin', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true }, year: { ...YEAR, isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'employeeBalance', label: "An employee's balances", method: 'GET', path: '/balance/:employeeId', scope: 'admin', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true }, year: YEAR }, reply: { fields: { exceptionId: { type: 'integer', isRequired: true }, code: { type: 'text', isRequired: true }, name: { type: 'text', isRequired: true }, entitlement: { type: 'decimal', isRequired: true }, carriedOver: { type: 'decimal', isRequired: true }, taken: { type: 'decimal', isRequired: true }, planned: { type: 'decimal', isRequired: true }, pending: { type: 'decimal', isRequired: true }, left: { type: 'decimal', isRequired: true }, dailyHours: { type: 'decimal', isRequired: true } }, isList: true } },
    // Who else in the requester's work orders is off on the requested days, and where approving would leave a
    // work order below MIN_PRESENT_PER_WORK_ORDER people (modules/hr/domain/coverage.ts).
    { name: 'coverage', label: 'Coverage', method: 'GET', path: '/coverage/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { minPresent: { type: 'integer', isRequired: true }, isShort: { type: 'boolean', isRequired: true } }, parts: { workOrders: { fields: { workOrderId: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, name: { type: 'text', isRequired: true }, members: { type: 'integer', isRequired: true }, fewestPresent: { type: 'integer', isRequired: true } }, parts: { absent: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, employeeName: { type: 'text', isRequired: true }, state: { type: 'text', isRequired: true }, startDate: { type: 'date', isRequired: true }, endDate: { type: 'date', isRequired: true }, hours: { type: 'decimal' } }, isList: true }, shortDays: { listOf: { type: 'date' } } }, isList: true } } } },
    { name: 'ownMonth', label: 'My requests', method: 'GET', path: '/employees/:employeeId', scope: 'own', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true }, ...MONTH }, reply: { resource: 'self', isList: true } },
    { name: 'ownYear', label: 'My requests of a year', method: 'GET', path: '/employees/find_by_year/', scope: 'own', target: 'collection', isHidden: true, input: { year: { ...YEAR, isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'ownBalance', label: 'My balances', method: 'GET', path: '/balance', scope: 'own', target: 'collection', isHidden: true, input: { year: YEAR }, reply: { fields: { exceptionId: { type: 'integer', isRequired: true }, code: { type: 'text', isRequired: true }, name: { type: 'text', isRequired: true }, entitlement: { type: 'decimal', isRequired: true }, carriedOver: { type: 'decimal', isRequired: true }, taken: { type: 'decimal', isRequired: true }, planned: { type: 'decimal', isRequired: true }, pending: { type: 'decimal', isRequired: true }, left: { type: 'decimal', isRequired: true }, dailyHours: { type: 'decimal', isRequired: true } }, isList: true } },
    // Withdraws one day of a multi-day request still in Reviewing: shortens it at an end, splits it in the middle.
    { name: 'removeDay', label: 'Remove a day', method: 'DELETE', path: '/:id/:day', scope: 'own', target: 'record', isHidden: true, input: { day: { type: 'date', isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'little', label: 'My requests (compact)', method: 'GET', basePath: '/hr_timesheet_little', path: '', scope: 'own', target: 'collection', isHidden: true, reply: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, exceptionId: { type: 'integer', isRequired: true }, startDate: { type: 'date', isRequired: true }, endDate: { type: 'date', isRequired: true }, hours: { type: 'decimal' }, state: { type: 'text', isRequired: true } }, isList: true } },
    { name: 'littleOpen', label: 'My approved and pending requests (compact)', method: 'GET', basePath: '/hr_timesheet_little', path: '/approve_and_rew', scope: 'own', target: 'collection', isHidden: true, reply: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, exceptionId: { type: 'integer', isRequired: true }, startDate: { type: 'date', isRequired: true }, endDate: { type: 'date', isRequired: true }, hours: { type: 'decimal' }, state: { type: 'text', isRequired: true } }, isList: true } },
    { name: 'littleEmployee', label: "An employee's requests (compact)", method: 'GET', basePath: '/hr_timesheet_little', path: '/employees/:employeeId', scope: 'own', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true } }, reply: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, exceptionId: { type: 'integer', isRequired: true }, startDate: { type: 'date', isRequired: true }, endDate: { type: 'date', isRequired: true }, hours: { type: 'decimal' }, state: { type: 'text', isRequired: true } }, isList: true } },
    { name: 'littleEmployeeOpen', label: "An employee's approved and pending requests (compact)", method: 'GET', basePath: '/hr_timesheet_little', path: '/employees/approve_and_rew/:employeeId', scope: 'own', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true } }, reply: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, exceptionId: { type: 'integer', isRequired: true }, startDate: { type: 'date', isRequired: true }, endDate: { type: 'date', isRequired: true }, hours: { type: 'decimal' }, state: { type: 'text', isRequired: true } }, isList: true } },
  ],
  routes: [
    { path: '/leave_requests', roles: ['EMPLOYEE'], screen: 'leaveRequests', scope: 'own', menu: { section: 'My pages', label: 'My requests' }, beyondSpec: 'SPEC lists no menu item for it: it heads the My pages section (issue 26)' },
    // The employee's calendar of their requests (top-bar shortcut).
    { path: '/calendar', roles: ['EMPLOYEE'], screen: 'myLeaveCalendar', scope: 'own' },
    { path: '/admin/leave_requests', roles: TEAM_ROLES.hr, screen: 'hrLeaveRequests', opensRecordBy: 'requestId', opensOn: [{ field: 'state', operator: 'eq', value: 'Reviewing' }], menu: { section: 'HR', label: 'All HR Requests' } },
  ],
  numbering: { field: 'number', prefix: 'HRQ' },
  search: { type: 'TIMESHEETHR', description: ['state', 'startDate', 'endDate'] },
  defaultSort: { field: 'startDate', order: 'desc' },
});
