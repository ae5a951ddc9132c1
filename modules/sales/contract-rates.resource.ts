import { defineResource } from '../../resources/declaration';
import { BILLING_ROLES } from './billing-roles';

// An hourly rate a customer contract bills: for one person, or for everyone of a role (the work order member's
// role, else the employee's job title). A billing run takes the person's rate first, then the role's, then the
// work order member's own rate, then the contract's default (modules/finance/domain/billing-rates.ts).
export const contractRates = defineResource({
  name: 'contractRates',
  module: 'sales',
  label: 'Contract rates',
  singular: 'Contract rate',
  titleField: 'role',
  fields: {
    customerContractId: { type: 'reference', resource: 'customerContracts', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Customer contract' },
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'cascade', isListed: true, isFilterable: true, label: 'Employee' },
    role: { type: 'text', maxLength: 80, isListed: true, help: "A work order member's role or an employee's job title" },
    hourlyRate: { type: 'decimal', isMoney: true, min: 0, isRequired: true, isListed: true, label: 'Hourly rate' },
  },
  // One rate per person and per role on a contract.
  uniqueTogether: [
    ['customerContractId', 'employeeId'],
    ['customerContractId', 'role'],
  ],
  roles: BILLING_ROLES,
  api: { admin: '/admin/sales/customer_contracts/rates' },
  defaultSort: { field: 'id', order: 'asc' },
});
