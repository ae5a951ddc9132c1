import { defineResource } from '../declaration';

// A receipt (ricevuta): proof of a payment made or an expense incurred, filed by the firm or by an
// employee (own path), reviewed by an admin and matched to the invoice or payroll it settles.
export const receipts = defineResource({
  name: 'receipts',
  module: 'finance',
  label: 'Receipts',
  singular: 'Receipt',
  titleField: 'number',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isListed: true, isFilterable: true, label: 'Employee' },
    date: { type: 'date', isRequired: true, default: 'today', isListed: true, isFilterable: true },
    description: { type: 'text', isRequired: true, maxLength: 300, isFilterable: true },
    category: { type: 'enum', values: ['Travel', 'Meals', 'Lodging', 'Supplies', 'Services', 'Other'], default: 'Other', isFilterable: true },
    amount: { type: 'decimal', isMoney: true, min: 0, isRequired: true, isListed: true },
    // Set by POST /admin/finance/receipts/status/{id} { state }.
    state: { type: 'enum', values: ['Submitted', 'Approved', 'Refused', 'Paid'], default: 'Submitted', isReadOnly: true, isListed: true, isFilterable: true },
    // Set by POST …/match/{id} and …/matchForeign/{id} { invoice_id }, or when a payroll reimburses it.
    invoiceId: { type: 'reference', resource: 'invoices', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Invoice' },
    labourId: { type: 'reference', resource: 'labour', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Payroll' },
  },
  roles: ['ADMIN'],
  api: {
    admin: '/admin/finance/receipts',
    own: { path: '/finance/receipts', ownerFields: ['employeeId'], canCreate: true },
    planned: [
      'POST /admin/finance/receipts/courtesy',
      'POST /admin/finance/receipts/byDate',
      'POST /admin/finance/receipts/match/{id}',
      'POST /admin/finance/receipts/matchForeign/{id}',
      'POST /admin/finance/receipts/status/{id}',
      'GET /admin/finance/receipts/labour/{id}',
      'GET /admin/finance/receipts/invoice/{id}',
      'GET /admin/finance/receipts/invoiceForeign/{id}',
    ],
  },
  routes: [{ path: '/receipts', roles: ['ADMIN'], screen: 'list', menu: { section: 'Finance', label: 'Receipts' } }],
  numbering: { field: 'number', prefix: 'RCP' },
  search: { type: 'RECEIPT', description: ['description', 'state'] },
  attachments: { types: ['application/pdf', 'image/*'], maxBytes: 10 * 1024 * 1024 },
  defaultSort: { field: 'date', order: 'desc' },
});
