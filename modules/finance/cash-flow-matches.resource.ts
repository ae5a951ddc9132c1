import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';


// One match of the reconciliation: this much of a bank movement pays this document. Several movements may
// pay one invoice and one movement several invoices; a document is paid when its matches cover it (a
// derived field), and unpaid again when a match is deleted (undone). Matches are made only by the
// reconcile actions; deleting one is the undo.
export const cashFlowMatches = defineResource({
  name: 'cashFlowMatches',
  module: 'finance',
  // No spreadsheet import: matches are made by reconciling.
  canImport: false,
  label: 'Reconciliation matches',
  singular: 'Match',
  titleField: 'parentTable',
  fields: {
    // Restrict: a matched movement cannot be deleted before its matches are undone.
    cashFlowEntryId: { type: 'reference', resource: 'cashFlowEntries', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Bank movement' },
    parentTable: { type: 'enum', values: ['invoices', 'receipts', 'taxes', 'labour'], isRequired: true, isListed: true, isFilterable: true, label: 'Document table' },
    parent: { type: 'integer', min: 1, isRequired: true, isListed: true, label: 'Document id' },
    // The document again as a reference where its paid state is derived from its matches.
    invoiceId: { type: 'reference', resource: 'invoices', onDelete: 'restrict', isFilterable: true, label: 'Invoice' },
    taxId: { type: 'reference', resource: 'taxes', onDelete: 'restrict', isFilterable: true, label: 'Tax payment' },
    // The same for a receipt (an expense claim reimbursed) and a payroll: their pages list their payments by these.
    receiptId: { type: 'reference', resource: 'receipts', onDelete: 'restrict', isFilterable: true, label: 'Receipt' },
    labourId: { type: 'reference', resource: 'labour', onDelete: 'restrict', isFilterable: true, label: 'Payroll' },
    amount: { type: 'decimal', isMoney: true, min: 0.01, isRequired: true, isListed: true },
    isPartial: { type: 'boolean', default: false, isListed: true, label: 'Partial' },
  },
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/cashflow/matches' },
  actions: [
    // One match undone wherever it is listed (a movement's page, a receipt's or a payroll's): the movement is open
    // again and the document goes back to the state it had before it was paid (a claim Approved, a payroll in payment).
    {
      name: 'undo',
      label: 'Undo the match',
      method: 'POST',
      path: '/undo/:id',
      scope: 'admin',
      target: 'record',
      isVersioned: true,
      confirm: 'Undo this match? Its document becomes unpaid again.',
      done: 'Match undone',
      reply: { resource: 'self' },
    },
  ],
  // Matches made before receiptId and labourId existed get them from parentTable and parent.
  databaseParts: ['0041_finance_matches_name_receipts_and_payrolls'],
  defaultSort: { field: 'id', order: 'desc' },
});
