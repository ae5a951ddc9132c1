import { defineResource } from '../declaration';

const HR = ['ADMIN', 'HR MANAGE'] as const;

// An employment contract of an employee under an Italian national collective agreement (CCNL).
export const employeeContracts = defineResource({
  name: 'employeeContracts',
  module: 'hr',
  label: 'Employee contracts',
  singular: 'Employee contract',
  titleField: 'title',
  fields: {
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    contractTypeId: { type: 'reference', resource: 'contractTypes', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Type' },
    title: { type: 'text', isRequired: true, maxLength: 120 },
    ccnl: { type: 'text', maxLength: 80, label: 'CCNL', help: 'National collective agreement, e.g. Commercio' },
    level: { type: 'text', maxLength: 20, isFilterable: true, help: 'Livello di inquadramento' },
    startDate: { type: 'date', isRequired: true, isListed: true, isFilterable: true },
    endDate: { type: 'date', isListed: true, isFilterable: true, help: 'Empty for an open-ended contract' },
    weeklyHours: { type: 'decimal', scale: 2, min: 0, max: 60, default: 40, label: 'Weekly hours' },
    grossAnnualSalary: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Gross annual salary (RAL)' },
    monthlyInstalments: { type: 'integer', min: 12, max: 14, default: 14, label: 'Monthly instalments', help: 'Mensilità' },
    note: { type: 'longText', maxLength: 2000 },
  },
  roles: HR,
  api: {
    admin: '/admin/employee_contracts',
    own: { path: '/employee_contracts', ownerFields: ['employeeId'] },
    planned: [
      'GET /admin/contracts',
      // Uploads the signed contract (an attachment under another name).
      'PUT /admin/employee_contracts/contract/{id}',
      'GET /admin/employee_contracts/employees/{id}',
    ],
  },
  routes: [
    { path: '/admin/employee_contracts', roles: HR, screen: 'list', menu: { section: 'HR', label: 'Contracts' } },
  ],
  // The signed contract: the employee reads it on the own path but never adds, replaces or removes it (SPEC
  // lists no own attachment call for contracts).
  attachments: { types: ['application/pdf', '.p7m', 'image/*'], maxBytes: 10 * 1024 * 1024, isReadOnlyOnOwnPath: true },
  defaultSort: { field: 'startDate', order: 'desc' },
});
