import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';


// An employment contract of an employee under an Italian national collective agreement (CCNL).
export const employeeContracts = defineResource({
  name: 'employeeContracts',
  module: 'hr',
  label: 'Employee contracts',
  singular: 'Employee contract',
  titleField: 'title',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Employee', matchedBy: ['number', 'taxCode', 'fullName'] },
    contractTypeId: { type: 'reference', resource: 'contractTypes', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Type', matchedBy: ['name', 'code'] },
    title: { type: 'text', isRequired: true, maxLength: 120 },
    ccnl: { type: 'text', maxLength: 80, label: 'CCNL', help: 'National collective agreement, e.g. Commercio' },
    level: { type: 'text', maxLength: 20, isFilterable: true, help: 'Livello di inquadramento' },
    startDate: { type: 'date', isRequired: true, isListed: true, isFilterable: true },
    endDate: { type: 'date', isListed: true, isFilterable: true, help: 'Empty for an open-ended contract' },
    weeklyHours: { type: 'decimal', scale: 2, min: 0, max: 60, default: 40, label: 'Weekly hours' },
    grossAnnualSalary: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Gross annual salary (RAL)' },
    monthlyInstalments: { type: 'integer', min: 12, max: 14, default: 14, label: 'Monthly instalments', help: 'Mensilità' },
    note: { type: 'longText', maxLength: 2000 },
    // Set when the signed copy is uploaded (PUT /admin/employee_contracts/contract/{id}).
    isSigned: { type: 'boolean', default: false, isReadOnly: true, isListed: true, label: 'Signed' },
  },
  roles: TEAM_ROLES.hr,
  api: {
    admin: '/admin/employee_contracts',
    own: { path: '/employee_contracts', ownerFields: ['employeeId'] },
  },
  // One contract per employee at a time: periods of the same employee may not overlap (an open end runs
  // forever), refused with a 409 naming the other contract (modules/hr/server/contracts.ts).
  actions: [
    // The signed copy, kept as an attachment of the contract; the contract is then marked signed.
    // Offered while the contract is not signed; a signed one keeps its file as evidence (attachments' `lockedIn`).
    {
      name: 'signed',
      label: 'Upload signed contract',
      method: 'PUT',
      path: '/contract/:id',
      scope: 'admin',
      target: 'record',
      files: { types: ['application/pdf', '.p7m', 'image/*'], maxBytes: 10 * 1024 * 1024 },
      offeredWhen: { isSigned: [false] },
      reply: { resource: 'self' },
    },
    { name: 'ofEmployee', label: "An employee's contracts", method: 'GET', path: '/employees/:employeeId', scope: 'admin', target: 'collection', isHidden: true, input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true } }, reply: { resource: 'self', isList: true } },
    // Decision: GET /admin/contracts answers the contracts in force today, one per employee at most.
    { name: 'inForce', label: 'Contracts in force', method: 'GET', basePath: '/admin/contracts', path: '', scope: 'admin', target: 'collection', isHidden: true, reply: { resource: 'self', isList: true } },
    // Fixed-term contracts (their type says so) ending within `days` (default 60) from today, soonest first.
    { name: 'expiring', label: 'Expiring fixed-term contracts', method: 'GET', path: '/expiring', scope: 'admin', target: 'collection', isHidden: true, input: { days: { type: 'integer', min: 0, max: 366 } }, reply: { fields: { id: { type: 'integer', isRequired: true }, title: { type: 'text', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, employeeName: { type: 'text', isRequired: true }, contractType: { type: 'text', isRequired: true }, startDate: { type: 'date', isRequired: true }, endDate: { type: 'date', isRequired: true }, daysLeft: { type: 'integer', isRequired: true } }, isList: true } },
  ],
  routes: [
    { path: '/admin/employee_contracts', roles: TEAM_ROLES.hr, screen: 'employeeContracts', menu: { section: 'HR', label: 'Contracts' } },
    // A contract's page: its fields, whether it is signed, and its files (the signed copy) to open (issue 43).
    { path: '/admin/employee_contracts/:id', roles: TEAM_ROLES.hr, screen: 'show', beyondSpec: "a contract's page with its signed copy, which no screen opened before (issue 43)" },
  ],
  // The signed contract: the employee reads it on the own path but never adds, replaces or removes it (SPEC
  // lists no own attachment call for contracts).
  attachments: { types: ['application/pdf', '.p7m', 'image/*'], maxBytes: 10 * 1024 * 1024, isReadOnlyOnOwnPath: true, lockedIn: { isSigned: [true] } },
  defaultSort: { field: 'startDate', order: 'desc' },
});
