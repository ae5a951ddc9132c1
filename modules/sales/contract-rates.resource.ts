import { defineResource } from '../../resources/declaration';
import { BILLING_ROLES } from './billing-roles';

// An hourly rate a customer contract bills: for one person, for everyone of a role (the work order member's
// role, else the employee's job title), or for a service product (the product a work order member's hours are
// billed as, workOrderMembers.productId: Odoo's service product sold by the hour). A billing run takes the
// person's rate first, then the role's, then the product's, then the work order member's own rate, then the
// contract's default, then the product's list price when it is sold by the hour
// (modules/finance/domain/billing-rates.ts).
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
    productId: { type: 'reference', resource: 'products', onDelete: 'restrict', isListed: true, isFilterable: true, label: 'Product', help: 'The service product a work order member is billed as' },
    hourlyRate: { type: 'decimal', isMoney: true, min: 0, isRequired: true, isListed: true, label: 'Hourly rate' },
  },
  // One rate per person, per role and per product on a contract.
  uniqueTogether: [
    ['customerContractId', 'employeeId'],
    ['customerContractId', 'role'],
    ['customerContractId', 'productId'],
  ],
  roles: BILLING_ROLES,
  api: { admin: '/admin/sales/customer_contracts/rates' },
  defaultSort: { field: 'id', order: 'asc' },
});
