import { defineResource } from '../declaration';

const FINANCE = ['ADMIN', 'FINANCE MANAGE'] as const;

// A bank movement in or out of one of the firm's accounts, imported from the bank's CSV and reconciled
// against the document it pays (an invoice, receipt, tax or payroll).
export const cashFlowEntries = defineResource({
  name: 'cashFlowEntries',
  module: 'finance',
  label: 'Cash flow',
  singular: 'Bank movement',
  titleField: 'description',
  fields: {
    accountId: { type: 'reference', resource: 'accounts', onDelete: 'restrict', isRequired: true, isFilterable: true, label: 'Account' },
    direction: { type: 'enum', values: ['in', 'out'], isRequired: true, isListed: true, isFilterable: true },
    date: { type: 'date', isRequired: true, isListed: true, isFilterable: true, label: 'Operation date' },
    valueDate: { type: 'date', label: 'Value date' },
    amount: { type: 'decimal', isMoney: true, min: 0, isRequired: true, isListed: true },
    description: { type: 'text', isRequired: true, maxLength: 500, isListed: true, isFilterable: true },
    counterparty: { type: 'text', maxLength: 160, isFilterable: true },
    bankReference: { type: 'text', maxLength: 60, label: 'Bank reference', help: 'CRO / TRN' },
    // Set by reconcileIn/Out (matched) or reconcileIn/OutManually (parent, parent_table, isPartial).
    isReconciled: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true, label: 'Reconciled' },
    isPartial: { type: 'boolean', default: false, isReadOnly: true, label: 'Partial' },
    // The matched document: a row of `parentTable`, so not a reference.
    parentTable: { type: 'enum', values: ['invoices', 'receipts', 'taxes', 'labour'], isReadOnly: true, isFilterable: true, label: 'Matched table' },
    parent: { type: 'integer', min: 1, isReadOnly: true, label: 'Matched id' },
  },
  roles: FINANCE,
  api: {
    admin: '/admin/finance/cashflow',
    planned: [
      'GET /admin/finance/cashflow/in',
      'GET /admin/finance/cashflow/out',
      'POST /admin/finance/cashflow/reconcileIn/{id}',
      'POST /admin/finance/cashflow/reconcileOut/{id}',
      'POST /admin/finance/cashflow/reconcileInManually/{id}',
      'POST /admin/finance/cashflow/reconcileOutManually/{id}',
      'GET /admin/finance/cashflow/overview',
    ],
  },
  actions: [
    {
      name: 'importStatement',
      label: 'Import a bank statement',
      method: 'PUT',
      path: '/csv',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: {
        account_id: { type: 'reference', resource: 'accounts', isRequired: true, label: 'Account' },
        // A StatementMapping as JSON; omitted, the account's remembered one or the bank's known headers.
        mapping: { type: 'longText', maxLength: 2000, label: 'Columns' },
      },
      files: { types: ['.csv', '.txt', '.xml', 'text/csv', 'text/plain', 'application/xml', 'text/xml', 'application/vnd.ms-excel'], maxBytes: 30 * 1024 * 1024, maxFiles: 1 },
    },
    { name: 'recalculate', label: 'Recalculate balances', method: 'GET', path: '/recalculate', scope: 'admin', target: 'collection', isHidden: true },
  ],
  routes: [
    // A hand-written overview (balances by month) and reconciliation screen may replace these lists.
    { path: '/admin/overview', roles: FINANCE, screen: 'list', menu: { section: 'Finance', label: 'Overview' } },
    { path: '/admin/reconciliation', roles: FINANCE, screen: 'list', menu: { section: 'Finance', label: 'Reconciliation' } },
  ],
  defaultSort: { field: 'date', order: 'desc' },
});
