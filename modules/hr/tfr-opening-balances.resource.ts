import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// A person's TFR (trattamento di fine rapporto) accrued with the firm up to the go-live day, as the payroll
// consultant's last statement shows it: the fund counts from this figure on, adding each payroll's TFR of the
// months after it (modules/hr/domain/payroll-figures.ts tfrFund). Typed or imported like any list.
export const tfrOpeningBalances = defineResource({
  name: 'tfrOpeningBalances',
  module: 'hr',
  label: 'Opening TFR balances',
  singular: 'Opening TFR balance',
  titleField: 'countedOn',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isRequired: true, isUnique: true, isListed: true, isFilterable: true, label: 'Employee', matchedBy: ['number', 'taxCode', 'fullName'] },
    countedOn: { type: 'date', isRequired: true, isListed: true, label: 'Counted on', help: "The last day the figure includes: the portal's payrolls add the months after it" },
    amount: { type: 'decimal', isMoney: true, min: 0, isRequired: true, isListed: true, label: 'TFR accrued' },
  },
  roles: TEAM_ROLES.payroll,
  api: { admin: '/admin/tfr_opening_balances' },
  routes: [
    {
      path: '/admin/tfr_opening_balances',
      roles: TEAM_ROLES.payroll,
      screen: 'list',
      menu: { section: 'HR', label: 'Opening TFR balances' },
      beyondSpec: 'the TFR each person had accrued at go-live, typed or imported (issue 41)',
    },
  ],
  defaultSort: { field: 'employeeId', order: 'asc' },
});
