import { defineResource } from '../../resources/declaration';
import { yearField } from '../../resources/period-fields';
import { TEAM_ROLES } from '../../resources/vocabulary';

// What an employee costs the firm in one year; the basis of the hourly cost used in work-order margins.
// Entered by the accountant or generated from the payrolls (GET /admin/cost_annual/{year}).
export const annualCosts = defineResource({
  name: 'annualCosts',
  module: 'hr',
  label: 'Annual costs',
  singular: 'Annual cost',
  titleField: 'year',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    year: yearField,
    grossSalary: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Gross salary (RAL)' },
    contributions: { type: 'decimal', isMoney: true, min: 0, label: 'Contributions' },
    tfr: { type: 'decimal', isMoney: true, min: 0, label: 'TFR' },
    otherCosts: { type: 'decimal', isMoney: true, min: 0, label: 'Other costs' },
    totalCost: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Total cost' },
    workedHours: { type: 'decimal', scale: 2, min: 0, label: 'Worked hours' },
    hourlyCost: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Hourly cost' },
  },
  uniqueTogether: [['employeeId', 'year']],
  roles: TEAM_ROLES.payroll,
  api: {
    // Not /admin/cost_annual: there the spec's {year} sits where a generic {id} would.
    admin: '/admin/annual_costs',
  },
  // Computed from the payrolls of the year (modules/hr/server/payroll-costs.ts), mounted at the spec's paths.
  actions: [
    {
      name: 'yearCost',
      label: 'Cost of the year',
      method: 'GET',
      basePath: '/admin/cost_annual',
      path: '/:year',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { year: yearField },
      reply: { fields: { year: { type: 'integer', isRequired: true }, grossSalary: { type: 'decimal', isRequired: true }, employerContributions: { type: 'decimal', isRequired: true }, tfr: { type: 'decimal', isRequired: true }, totalCost: { type: 'decimal', isRequired: true }, workedHours: { type: 'decimal', isRequired: true }, payrolls: { type: 'integer', isRequired: true } }, parts: { costCentres: { fields: { costCentre: { type: 'text' }, grossSalary: { type: 'decimal', isRequired: true }, employerContributions: { type: 'decimal', isRequired: true }, tfr: { type: 'decimal', isRequired: true }, totalCost: { type: 'decimal', isRequired: true }, workedHours: { type: 'decimal', isRequired: true }, payrolls: { type: 'integer', isRequired: true } }, isList: true } } },
    },
    {
      name: 'employeesCost',
      label: 'Cost per employee',
      method: 'GET',
      basePath: '/cost_annual',
      path: '/user/:year',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { year: yearField },
      reply: { fields: { year: { type: 'integer', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true }, hourlyCost: { type: 'decimal' }, grossSalary: { type: 'decimal', isRequired: true }, employerContributions: { type: 'decimal', isRequired: true }, tfr: { type: 'decimal', isRequired: true }, totalCost: { type: 'decimal', isRequired: true }, workedHours: { type: 'decimal', isRequired: true }, payrolls: { type: 'integer', isRequired: true } }, isList: true },
    },
  ],
  defaultSort: { field: 'year', order: 'desc' },
});
