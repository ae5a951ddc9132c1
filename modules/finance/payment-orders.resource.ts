import { defineResource } from '../../resources/declaration';
import type { Role } from '../../resources/vocabulary';

/** Who makes and reads payment orders: finance, and the accountant who pays the payrolls. */
export const PAYMENT_ROLES: readonly Role[] = ['ADMIN', 'ACCOUNTANT', 'FINANCE MANAGE'];

/** What a new order is made with: the firm's account to debit and the day the bank should pay. */
export const ORDER_INPUT = {
  accountId: { type: 'reference', resource: 'accounts', isRequired: true, label: 'Debtor account' },
  executionDate: { type: 'date', isRequired: true, label: 'Execution date' },
} as const;

// A payment order (distinta di bonifici): SEPA credit transfers of approved payrolls' net pay and due supplier
// invoices, from one of the firm's accounts, downloaded as a CBI file for the bank (CBIPaymentRequest 00.04.01).
// Made only by its actions (modules/finance/server/payment-orders.ts), never typed: its lines are what was paid.
export const paymentOrders = defineResource({
  name: 'paymentOrders',
  module: 'finance',
  label: 'Payment orders',
  singular: 'Payment order',
  titleField: 'number',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    accountId: { type: 'reference', resource: 'accounts', onDelete: 'restrict', isRequired: true, isReadOnly: true, isListed: true, isFilterable: true, label: 'Debtor account' },
    executionDate: { type: 'date', isRequired: true, isReadOnly: true, isListed: true, isFilterable: true, label: 'Execution date' },
    transfers: { type: 'integer', min: 0, default: 0, isReadOnly: true, isListed: true, label: 'Transfers' },
    // The CBI file's control sum: the transfers' amounts added to the cent.
    total: { type: 'decimal', isMoney: true, default: 0, isReadOnly: true, isListed: true, label: 'Total' },
  },
  roles: PAYMENT_ROLES,
  api: { admin: '/admin/finance/payment_orders' },
  actions: [
    // One form: a month's approved payrolls not yet in an order, and/or chosen due supplier invoices. Four eyes: an
    // order holding the caller's own payroll is refused (the handler takes the month's payrolls itself).
    {
      name: 'make',
      label: 'New payment order',
      method: 'PUT',
      path: '/make',
      scope: 'admin',
      isNotByOwner: true,
      target: 'collection',
      input: {
        ...ORDER_INPUT,
        year: { type: 'integer', isCode: true, min: 2000, max: 2100, label: 'Payrolls of year' },
        month: { type: 'integer', min: 1, max: 12, label: 'Payrolls of month' },
        invoiceIds: { type: 'reference', resource: 'invoices', isList: true, label: 'Supplier invoices' },
      },
      done: 'Payment order {{number}}: {{transfers}} transfers, {{total}}',
      reply: { resource: 'self' },
    },
    // The CBI SEPA credit transfer file to upload to the bank.
    { name: 'cbiFile', label: 'Download CBI file', method: 'GET', path: '/cbi/:id', scope: 'admin', target: 'record', isDownload: true, reply: 'file' },
  ],
  routes: [
    { path: '/admin/payment_orders', roles: PAYMENT_ROLES, screen: 'list', menu: { section: 'Finance', label: 'Payment orders' }, beyondSpec: 'payment orders to the bank (issue 46)' },
    // Its transfers and the CBI file to download.
    { path: '/admin/payment_orders/:id', roles: PAYMENT_ROLES, screen: 'show', beyondSpec: 'a payment order with its transfers and its CBI file (issue 46)' },
  ],
  numbering: { field: 'number', prefix: 'PAY' },
  search: { description: ['executionDate', 'total'] },
  children: [{ resource: 'paymentOrderLines', foreignKey: 'paymentOrderId', label: 'Transfers' }],
  defaultSort: { field: 'id', order: 'desc' },
});
