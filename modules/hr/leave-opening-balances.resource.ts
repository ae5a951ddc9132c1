import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// A person's leave or permission hours left on the day the firm starts using the portal (its go-live), as the
// previous system or the payroll consultant counted them: the balance of that cause counts from then on only
// (modules/hr/domain/leave-balance.ts). Typed or imported like any list.
export const leaveOpeningBalances = defineResource({
  name: 'leaveOpeningBalances',
  module: 'hr',
  label: 'Opening leave balances',
  singular: 'Opening leave balance',
  titleField: 'countedOn',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Employee', matchedBy: ['number', 'taxCode', 'fullName'] },
    exceptionId: { type: 'reference', resource: 'exceptions', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Absence cause', matchedBy: ['code', 'name'] },
    countedOn: { type: 'date', isRequired: true, isListed: true, label: 'Counted on', help: 'The go-live day: requests from this day on are counted by the portal' },
    hoursLeft: { type: 'decimal', scale: 2, min: -9999, max: 9999, isRequired: true, isListed: true, label: 'Hours left' },
  },
  roles: TEAM_ROLES.hr,
  api: { admin: '/admin/leave_opening_balances' },
  // One figure per person and cause.
  uniqueTogether: [['employeeId', 'exceptionId']],
  routes: [
    {
      path: '/admin/leave_opening_balances',
      roles: TEAM_ROLES.hr,
      screen: 'list',
      menu: { section: 'HR', label: 'Opening leave balances' },
      beyondSpec: "the leave and permission hours people had left at go-live, typed or imported (issue 41)",
    },
  ],
  defaultSort: { field: 'employeeId', order: 'asc' },
});
