import { defineResource } from '../../resources/declaration';
import { BILLING_ROLES } from './billing-roles';

// A fixed-price milestone of a customer contract: its amount is billed by the first billing run of a month on or
// after its due date. Billed once: its invoice line is set by the run (a unique index, so two runs at once cannot
// both bill it), and cleared when that draft or line is deleted.
export const contractMilestones = defineResource({
  name: 'contractMilestones',
  module: 'sales',
  label: 'Contract milestones',
  singular: 'Contract milestone',
  titleField: 'title',
  fields: {
    customerContractId: { type: 'reference', resource: 'customerContracts', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Customer contract' },
    title: { type: 'text', isRequired: true, maxLength: 160, isListed: true },
    amount: { type: 'decimal', isMoney: true, min: 0.01, isRequired: true, isListed: true },
    dueDate: { type: 'date', isRequired: true, isListed: true, isFilterable: true, label: 'Due date' },
    invoiceLineId: { type: 'reference', resource: 'invoiceLines', onDelete: 'set null', isReadOnly: true, isUnique: true, isFilterable: true, label: 'Invoice line' },
  },
  roles: BILLING_ROLES,
  api: { admin: '/admin/sales/customer_contracts/milestones' },
  defaultSort: { field: 'dueDate', order: 'asc' },
});
