import { defineResource } from '../../resources/declaration';
import { monthField, yearField } from '../../resources/period-fields';
import { TEAM_ROLES } from '../../resources/vocabulary';

// What an employee cost the firm in one month (from that month's payroll).
export const monthlyCosts = defineResource({
  name: 'monthlyCosts',
  module: 'hr',
  label: 'Monthly costs',
  singular: 'Monthly cost',
  titleField: 'month',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    year: yearField,
    month: monthField,
    labourId: { type: 'reference', resource: 'labour', onDelete: 'set null', label: 'Payroll' },
    grossSalary: { type: 'decimal', isMoney: true, min: 0, label: 'Gross salary' },
    contributions: { type: 'decimal', isMoney: true, min: 0 },
    tfr: { type: 'decimal', isMoney: true, min: 0, label: 'TFR' },
    totalCost: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Total cost' },
    workedHours: { type: 'decimal', scale: 2, min: 0, isListed: true, label: 'Worked hours' },
  },
  uniqueTogether: [['employeeId', 'year', 'month']],
  roles: TEAM_ROLES.payroll,
  api: {
    admin: '/admin/monthly_costs',
  },
  actions: [
    {
      name: 'monthsCost',
      label: 'Cost per month',
      method: 'GET',
      basePath: '/admin/cost_annual',
      path: '/monthly/:year',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { year: yearField },
      reply: { fields: { year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true }, grossSalary: { type: 'decimal', isRequired: true }, employerContributions: { type: 'decimal', isRequired: true }, tfr: { type: 'decimal', isRequired: true }, totalCost: { type: 'decimal', isRequired: true }, workedHours: { type: 'decimal', isRequired: true }, payrolls: { type: 'integer', isRequired: true } }, isList: true },
    },
  ],
  defaultSort: { field: 'year', order: 'desc' },
});
