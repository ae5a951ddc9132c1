import { defineResource } from '../../resources/declaration';
import { PAYMENT_ROLES } from './payment-orders.resource';

// One credit transfer of a payment order: a payroll's net pay or a supplier invoice's open amount, to the IBAN it
// had when the order was made. A payroll or invoice is in one order at most (unique indexes, which hold under
// concurrent orders on PostgreSQL); the end-to-end id comes back on the bank statement and finds it again.
export const paymentOrderLines = defineResource({
  name: 'paymentOrderLines',
  module: 'finance',
  label: 'Payment order transfers',
  singular: 'Transfer',
  titleField: 'endToEndId',
  fields: {
    paymentOrderId: { type: 'reference', resource: 'paymentOrders', onDelete: 'cascade', isRequired: true, isFilterable: true, label: 'Payment order' },
    endToEndId: { type: 'text', isRequired: true, isUnique: true, maxLength: 35, isListed: true, label: 'End-to-end id' },
    labourId: { type: 'reference', resource: 'labour', onDelete: 'restrict', isUnique: true, isListed: true, isFilterable: true, label: 'Payroll' },
    invoiceId: { type: 'reference', resource: 'invoices', onDelete: 'restrict', isUnique: true, isListed: true, isFilterable: true, label: 'Invoice' },
    beneficiary: { type: 'text', isRequired: true, maxLength: 160, isListed: true },
    iban: { type: 'text', isRequired: true, maxLength: 34, isListed: true, label: 'IBAN' },
    amount: { type: 'decimal', isMoney: true, min: 0.01, isRequired: true, isListed: true },
    remittance: { type: 'text', isRequired: true, maxLength: 140, label: 'Remittance information' },
  },
  roles: PAYMENT_ROLES,
  api: { admin: '/admin/finance/payment_orders/lines' },
  defaultSort: { field: 'id', order: 'asc' },
});
