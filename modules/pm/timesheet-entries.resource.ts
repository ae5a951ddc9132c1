import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';
import { TIMESHEET_REPORT_REPLY } from './domain/timesheet-report';


// Hours one employee booked on one day to a work order (and optionally one of its tasks).
// Rules (modules/pm/server/timesheet-rules.ts): only on a work order the employee is a member of and within
// its dates, in steps of 0.25 h, at most 24 h a day with approved leave (above the contract's daily hours the
// write answers with a warning), never in a Sent/Approved/Closed month — except an ADMIN's correction of an
// approved month, which sends it back to Sent with the difference against what was approved.
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
    // The employee's month sheet of the entry's date, set by the server (found or opened on the first booking).
    timesheetMonthId: { type: 'reference', resource: 'timesheetMonths', onDelete: 'restrict', isReadOnly: true, isFilterable: true, label: 'Month sheet' },
  },
  roles: TEAM_ROLES.pm,
  api: {
    admin: '/admin/timesheet',
    own: { path: '/timesheet', ownerFields: ['employeeId'], canCreate: true, canUpdate: true, canDelete: true },
  },
  // Handlers: modules/pm/server/actions.ts.
  actions: [
    // Hours on a work order in a period by employee and day (modules/pm/domain/timesheet-report.ts).
    {
      name: 'report',
      label: 'Hours report',
      method: 'GET',
      path: '/report',
      scope: 'admin',
      target: 'collection',
      input: {
        workOrderId: { type: 'reference', resource: 'workOrders', isRequired: true },
        startDate: { type: 'date', isRequired: true },
        endDate: { type: 'date', isRequired: true },
      },
      isHidden: true,
      reply: TIMESHEET_REPORT_REPLY,
    },
    // The caller's own entries (the id must be the caller's employee) and own entries on one task.
    { name: 'ofEmployee', label: 'Entries of an employee', method: 'GET', path: '/employees/:employeeId', scope: 'own', target: 'collection', input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true } }, isHidden: true, reply: { resource: 'self', isList: true } },
    { name: 'ofTask', label: 'Entries of a task', method: 'GET', path: '/task/:taskId', scope: 'own', target: 'collection', input: { taskId: { type: 'reference', resource: 'tasks', isRequired: true } }, isHidden: true, reply: { resource: 'self', isList: true } },
  ],
  routes: [{ path: '/admin/report', roles: TEAM_ROLES.pm, screen: 'timesheetReport', menu: { section: 'PM', label: 'Report' } }],
  defaultSort: { field: 'date', order: 'desc' },
  // A work order's burn-down (all its entries) and hours report (its entries in a period) read only these
  // columns: on a table of millions of entries the index alone answers both
  // (bench/history/2026-11-23-work-and-time.md).
  // An employee's month (the month grid, its previous month, the own list by date) is found by employee and date
  // together: with two separate indexes the planner ANDs the employee's history with every entry of the month
  // (410,000 rows at scale 400), which grows with the firm (bench/history/2026-11-26-scale-400.md).
  // The list's pages are sorted (date desc, id desc) by default and (date asc, id asc) when asked, by cursor too
  // (the id follows the date's direction: server/operations/list.ts): one index read forwards or backwards serves
  // both. With `date` alone PostgreSQL sorted a whole day's entries by id for every page (18,712 at scale 400;
  // bench/history/2026-11-26-scale-400.md); the index replaces the date's own.
  // Kept monthly totals: the database keeps the hours per work order, month, employee and task in
  // `timesheet_monthly_hours` (a trigger on this table; hand-written migration 0030_timesheet_monthly_hours, read
  // through modules/pm/server/monthly-hours.ts), so that a year's hours report and the dashboard's month read totals
  // rather than every entry (bench/history/2026-11-26-scale-400.md, "Kept monthly totals"). A bulk load sets the
  // trigger aside and counts the totals once (modules/pm/server/demo/monthly-hours.ts).
  indexes: [['workOrderId', 'date', 'employeeId', 'hours'], ['employeeId', 'date'], ['date', 'id']],
  databaseParts: ['0030_timesheet_monthly_hours'],
});
