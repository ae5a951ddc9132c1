import { defineResource } from '../declaration';

// One day of a payroll: the hours worked and absent that the payroll is computed from.
export const labourDays = defineResource({
  name: 'labourDays',
  module: 'hr',
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
  roles: ['ADMIN', 'ACCOUNTANT'],
  api: {
    admin: '/admin/labour_day',
    own: { path: '/labour_day', ownerFields: ['employeeId'] },
    planned: ['PUT /admin/labour_day/bulk_update'],
  },
  defaultSort: { field: 'date', order: 'asc' },
});
