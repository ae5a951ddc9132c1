import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// One day of a payroll: the hours worked and absent that the payroll is computed from.
export const payrollDays = defineResource({
  name: 'labourDays', // the stored and wire name (audit rows, policies, URLs, tables): kept as it was
  module: 'hr',
  // No spreadsheet import: a payroll's days follow from its generation.
  canImport: false,
  label: 'Payroll days',
  singular: 'Payroll day',
  titleField: 'date',
  fields: {
    labourId: { type: 'reference', resource: 'labour', onDelete: 'cascade', isRequired: true, isFilterable: true, label: 'Payroll' },
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isReadOnly: true, copiedFrom: { via: 'labourId', field: 'employeeId' }, isFilterable: true, label: 'Employee' },
    date: { type: 'date', isRequired: true, isListed: true, isFilterable: true },
    workedHours: { type: 'decimal', scale: 2, min: 0, max: 24, default: 0, isListed: true, label: 'Worked' },
    overtimeHours: { type: 'decimal', scale: 2, min: 0, max: 24, default: 0, isListed: true, label: 'Overtime' },
    absenceHours: { type: 'decimal', scale: 2, min: 0, max: 24, default: 0, isListed: true, label: 'Absence' },
    exceptionId: { type: 'reference', resource: 'exceptions', onDelete: 'restrict', isListed: true, isFilterable: true, label: 'Absence cause' },
    isHoliday: { type: 'boolean', default: false, isListed: true, label: 'Holiday' },
  },
  roles: TEAM_ROLES.payroll,
  api: {
    admin: '/admin/labour_day',
    // Seen with their payroll: once it is approved (modules/hr/payrolls.resource.ts).
    own: { path: '/labour_day', ownerFields: ['employeeId'], visibleIn: { via: 'labourId', field: 'status', values: ['Approved', 'Paid'] } },
  },
  // The accountant corrects many days at once: the values given are written on every chosen day (empty ones
  // are left as they are), each day audited; the payroll's worked days and hours follow (derived).
  actions: [
    {
      name: 'bulkUpdate',
      label: 'Correct days',
      method: 'PUT',
      path: '/bulk_update',
      scope: 'admin',
      target: 'selection',
      input: {
        workedHours: { type: 'decimal', scale: 2, min: 0, max: 24, label: 'Worked' },
        overtimeHours: { type: 'decimal', scale: 2, min: 0, max: 24, label: 'Overtime' },
        absenceHours: { type: 'decimal', scale: 2, min: 0, max: 24, label: 'Absence' },
        exceptionId: { type: 'reference', resource: 'exceptions', label: 'Absence cause' },
        isHoliday: { type: 'boolean', label: 'Holiday' },
      },
      reply: { resource: 'self', isList: true },
    },
  ],
  defaultSort: { field: 'date', order: 'asc' },
});
