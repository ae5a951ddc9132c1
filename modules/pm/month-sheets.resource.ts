import { defineResource } from '../../resources/declaration';
import { employeeMonthFields, monthField, yearField } from '../../resources/period-fields';
import { TEAM_ROLES } from '../../resources/vocabulary';
import { MONTH_GRID_REPLY } from './domain/month-grid';

const STATUSES = ['Open', 'Sent', 'Approved', 'Closed'] as const;

/** A month in these states is no longer its employee's to fill: its entries refuse every write. */
export const ENTRY_LOCKING_STATUSES: readonly string[] = ['Sent', 'Approved', 'Closed'];

// The period an own call names (the month sheet may not exist yet: it is opened on first use).
const period = { year: { ...yearField, isListed: false }, month: { ...monthField, isListed: false } };
const statusInput = { type: 'enum', values: STATUSES, isRequired: true } as const;
// Required when a month goes back to Open: the employee must know what to correct.
const noteInput = { type: 'longText', maxLength: 2000, help: 'Why, when you send it back' } as const;

// One month sheet per employee per year/month: the employee fills the days, sends it, an admin approves it.
// /timesheet and /timesheet/:id show a month as a grid of hours by work order and day.
export const monthSheets = defineResource({
  name: 'timesheetMonths', // the stored and wire name (audit rows, policies, URLs, tables): kept as it was
  module: 'pm',
  // No spreadsheet import: month sheets are opened by the month grid.
  canImport: false,
  label: 'Month sheets',
  singular: 'Month sheet',
  titleField: 'number',
  fields: {
    ...employeeMonthFields,
    // Open → Sent (employee, POST /month/send) → Approved (admin, advance_status) → Closed (booked into payroll).
    // An approved month is no longer edited by hand but for an ADMIN's correction, which moves it back to Sent
    // (modules/pm/domain/month-difference.ts); a closed one is in a payroll and stays as it is.
    status: {
      type: 'enum',
      values: STATUSES,
      default: 'Open',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: [
        { from: 'Open', to: 'Sent' },
        { from: 'Sent', to: 'Open', roles: TEAM_ROLES.pm },
        { from: 'Sent', to: 'Approved', roles: TEAM_ROLES.pm },
        { from: 'Approved', to: 'Sent', roles: TEAM_ROLES.pm },
        { from: 'Approved', to: 'Closed', roles: TEAM_ROLES.payroll },
      ],
      locks: ['Approved', 'Closed'],
      colors: { Open: 'default', Sent: 'blue', Approved: 'green', Closed: 'purple' },
    },
    // The sum of its timesheet entries, kept by the server (derived).
    totalHours: { type: 'decimal', scale: 2, min: 0, isReadOnly: true, isListed: true, label: 'Total hours' },
    // Set by POST /admin/month/note/{id}.
    note: { type: 'longText', maxLength: 2000, isReadOnly: true },
    // The hours as last approved, by cell (JSON, modules/pm/domain/month-difference.ts), kept by the approval so a
    // later admin correction shows as a difference. Decision: a JSON text on the month rather than a table,
    // since it is only ever read whole with its month.
    approvedHours: { type: 'longText', isReadOnly: true, label: 'Hours as approved' },
  },
  uniqueTogether: [['employeeId', 'year', 'month']],
  roles: TEAM_ROLES.pm,
  api: {
    admin: '/admin/month',
    own: { path: '/month', ownerFields: ['employeeId'] },
  },
  // Handlers: modules/pm/server/month-actions.ts.
  actions: [
    { name: 'note', label: 'Add a note', method: 'POST', path: '/note/:id', scope: 'admin', target: 'record', input: { note: { type: 'longText', maxLength: 2000, isRequired: true } }, reply: { resource: 'self' } },
    // The employee sends a month by its year and month (the sheet is opened if no hour was booked yet).
    {
      name: 'send',
      label: 'Send',
      method: 'POST',
      path: '/send',
      scope: 'own',
      target: 'collection',
      input: period,
      confirm: 'Send this month for approval? Its hours can no longer be changed unless it is sent back.',
      done: '{{period}} sent for approval',
      isHidden: true,
      reply: { resource: 'self' },
    },
    // Bulk approval of sent months (all or none).
    { name: 'approve', label: 'Approve', method: 'POST', path: '/advance_status', scope: 'admin', isNotByOwner: true, target: 'selection', moves: { field: 'status', to: 'Approved' }, confirm: 'Approve the chosen month sheets?', done: 'Month sheets approved: {{count}}', reply: { resource: 'self', isList: true } },
    // Sets a status explicitly along a legal move; back to Open is the send-back and needs a note.
    { name: 'setStatuses', label: 'Set status', method: 'POST', path: '/status', scope: 'admin', isNotByOwner: true, target: 'selection', input: { status: statusInput, note: noteInput }, moves: { field: 'status' }, isHidden: true, reply: { resource: 'self', isList: true } },
    { name: 'setStatus', label: 'Set status / send back', method: 'POST', path: '/status/:id', scope: 'admin', isNotByOwner: true, target: 'record', input: { status: statusInput, note: noteInput }, moves: { field: 'status' }, done: 'Month sheet {{number}} ({{period}}) is now {{status}}', reply: { resource: 'self' } },
    { name: 'setOwnStatus', label: 'Set status', method: 'POST', path: '/status/:id', scope: 'own', target: 'record', input: { status: statusInput }, moves: { field: 'status' }, isHidden: true, reply: { resource: 'self' } },
    // Reads of the own months: one month's state (year, month) and every month sheet (optionally of a year).
    { name: 'status', label: 'Month status', method: 'GET', path: '/status', scope: 'own', target: 'collection', input: period, isHidden: true, reply: { fields: { id: { type: 'integer' }, employeeId: { type: 'integer', isRequired: true }, year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true }, status: { type: 'enum', values: ['Open', 'Sent', 'Approved', 'Closed'], isRequired: true }, totalHours: { type: 'decimal' }, note: { type: 'text' } } } },
    // The month grid's one read (its reply: modules/pm/domain/month-grid.ts): own by period, anyone's by month sheet for an approver.
    { name: 'sheet', label: 'Month grid', method: 'GET', path: '/sheet', scope: 'own', target: 'collection', input: period, isHidden: true, reply: MONTH_GRID_REPLY },
    // The accountant reads it too (read only): the sheet of someone a payroll generation left out.
    { name: 'sheetOf', label: 'Month grid', method: 'GET', path: '/sheet/:id', scope: 'admin', target: 'record', isHidden: true, roles: ['ADMIN', 'PROJECT MANAGER', 'ACCOUNTANT'], reply: MONTH_GRID_REPLY },
    { name: 'all', label: 'All months', method: 'GET', path: '/all', scope: 'own', target: 'collection', input: { year: { ...yearField, isRequired: false } }, isHidden: true, reply: { resource: 'self', isList: true } },
  ],
  derived: { fields: ['totalHours'], children: [{ resource: 'timesheetEntries', foreignKey: 'timesheetMonthId' }] },
  routes: [
    // The month grid (modules/pm/screens/timesheet-grid/).
    { path: '/timesheet', roles: ['EMPLOYEE'], screen: 'timesheetGrid', scope: 'own', menu: { section: 'PM', label: 'Time Sheet' } },
    // The same grid among the employee's own pages (SPEC's PM item stays as it is).
    { path: '/my_time', roles: ['EMPLOYEE'], screen: 'timesheetGrid', scope: 'own', menu: { section: 'My pages', label: 'My time' }, beyondSpec: "an employee's own pages, in the My pages section only employees see (issue 26)" },
    { path: '/timesheet/:id', roles: ['EMPLOYEE', 'ADMIN'], screen: 'timesheetMonth' },
    { path: '/admin/ts_approvals', roles: TEAM_ROLES.pm, screen: 'timesheetApprovals', opensRecordBy: 'monthId', opensOn: [{ field: 'status', operator: 'eq', value: 'Sent' }], menu: { section: 'PM', label: 'Time Sheet - Approvals' } },
    // One month sheet read only for the accountant, who follows it without approving it (from a payroll generation);
    // the approvers open it among the approvals.
    { path: '/month_sheet/:id', roles: ['ACCOUNTANT'], screen: 'monthSheetReading', beyondSpec: "the accountant opens the month sheet of someone a payroll generation left out (issue 26)" },
  ],
  numbering: { field: 'number', prefix: 'TSM' },
  search: { type: 'TIMESHEETMONTH', description: ['year', 'month', 'status'] },
  defaultSort: { field: 'year', order: 'desc' },
});
