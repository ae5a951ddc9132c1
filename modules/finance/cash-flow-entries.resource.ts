import { defineResource } from '../../resources/declaration';
import { IMPORT_LIMITS } from '../../resources/import-limits';
import { TEAM_ROLES } from '../../resources/vocabulary';


// A match by hand: any document of these tables; partial when the movement pays only part of it (or it pays
// only part of the movement), else the open amounts must agree to the cent.
const MANUAL = {
  parent: { type: 'integer', min: 1, isRequired: true, label: 'Document id' },
  parent_table: { type: 'enum', values: ['invoices', 'receipts', 'taxes', 'labour'], isRequired: true, label: 'Document table' },
  isPartial: { type: 'boolean', default: false, label: 'Partial' },
} as const;

// A bank movement in or out of one of the firm's accounts, imported from the bank's CSV and reconciled
// against the document it pays (an invoice, receipt, tax or payroll).
const MOVEMENTS_BEYOND_SPEC = "an account's movements with their matches, each undoable (issue 43)";
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
    // Derived from its matches (cashFlowMatches, made by reconcileIn/Out and reconcileIn/OutManually):
    // reconciled when they account for the whole amount (then it is locked), partial when for part of it.
    isReconciled: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true, label: 'Reconciled' },
    isPartial: { type: 'boolean', default: false, isReadOnly: true, label: 'Partial' },
    // The first matched document: a row of `parentTable`, so not a reference.
    parentTable: { type: 'enum', values: ['invoices', 'receipts', 'taxes', 'labour'], isReadOnly: true, isFilterable: true, label: 'Matched table' },
    parent: { type: 'integer', min: 1, isReadOnly: true, label: 'Matched id' },
  },
  // Without matches a movement is open: an imported one is created so, with no derivation per row.
  derived: {
    fields: ['isReconciled', 'isPartial', 'parentTable', 'parent'],
    children: [{ resource: 'cashFlowMatches', foreignKey: 'cashFlowEntryId' }],
    isFromChildrenOnly: true,
  },
  roles: TEAM_ROLES.finance,
  api: {
    admin: '/admin/finance/cashflow',
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
      files: { types: ['.csv', '.txt', '.xml', 'text/csv', 'text/plain', 'application/xml', 'text/xml', 'application/vnd.ms-excel'], maxBytes: IMPORT_LIMITS.statementBytes, maxFiles: 1, sizeLimit: 'statementBytes' },
      reply: { fields: { imported: { type: 'integer', isRequired: true }, skipped: { type: 'integer', isRequired: true }, refused: { type: 'integer', isRequired: true } }, parts: { skippedLines: { fields: { line: { type: 'integer', isRequired: true }, date: { type: 'date', isRequired: true }, amount: { type: 'text', isRequired: true }, description: { type: 'text', isRequired: true } }, isList: true } } },
    },
    { name: 'listIn', label: 'Money in to reconcile', method: 'GET', path: '/in', scope: 'admin', target: 'collection', isHidden: true, input: { accountId: { type: 'reference', resource: 'accounts' } }, reply: { resource: 'self', isList: true, with: { openAmount: { type: 'decimal', isRequired: true } } } },
    { name: 'listOut', label: 'Money out to reconcile', method: 'GET', path: '/out', scope: 'admin', target: 'collection', isHidden: true, input: { accountId: { type: 'reference', resource: 'accounts' } }, reply: { resource: 'self', isList: true, with: { openAmount: { type: 'decimal', isRequired: true } } } },
    // Payments of invoices whose files (PDF, XML, SdI receipt) are incomplete, flagged on the reconciliation screen.
    { name: 'incompleteFiles', label: 'Payments of invoices with incomplete files', method: 'GET', path: '/incompleteFiles', scope: 'admin', target: 'collection', isHidden: true, reply: { fields: { matchId: { type: 'integer', isRequired: true }, movementId: { type: 'integer', isRequired: true }, date: { type: 'date', isRequired: true }, description: { type: 'text' }, amount: { type: 'decimal', isRequired: true }, invoiceId: { type: 'integer' }, number: { type: 'text' }, direction: { type: 'text' } }, parts: { missingFiles: { listOf: { type: 'text' } } }, isList: true } },
    { name: 'suggestions', label: 'Suggested matches', method: 'GET', path: '/suggestions/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { parentTable: { type: 'enum', values: ['invoices', 'labour', 'receipts'], isRequired: true }, id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, counterparty: { type: 'text' }, dueDate: { type: 'date' }, openAmount: { type: 'decimal', isRequired: true }, score: { type: 'decimal', isRequired: true } }, parts: { reasons: { listOf: { type: 'text' } } }, isList: true } },
    // The best suggestion of every open movement of one direction at once (the reconciliation list's column).
    {
      name: 'bestMatches',
      label: 'Best matches',
      method: 'GET',
      path: '/bestMatches',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { direction: { type: 'enum', values: ['in', 'out'], isRequired: true }, accountId: { type: 'reference', resource: 'accounts' } },
      reply: { fields: { movementId: { type: 'integer', isRequired: true }, invoiceId: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, counterparty: { type: 'text' }, openAmount: { type: 'decimal', isRequired: true }, score: { type: 'decimal', isRequired: true } }, parts: { reasons: { listOf: { type: 'text' } } }, isList: true },
    },
    // Without match_id the best suggestion is taken, if its open amount is exactly the movement's.
    { name: 'reconcileIn', label: 'Match', method: 'POST', path: '/reconcileIn/:id', scope: 'admin', target: 'record', makes: 'cashFlowMatches', isHidden: true, input: { match_id: { type: 'reference', resource: 'invoices', label: 'Invoice' } }, reply: { fields: { matched: { type: 'decimal' } } } },
    // Money out pays payrolls and expense claims: four eyes keep a person from matching their own (reconciliation.ts).
    { name: 'reconcileOut', label: 'Match', method: 'POST', path: '/reconcileOut/:id', scope: 'admin', isNotByOwner: true, target: 'record', makes: 'cashFlowMatches', isHidden: true, input: { match_id: { type: 'reference', resource: 'invoices', label: 'Invoice' } }, reply: { fields: { matched: { type: 'decimal' } } } },
    { name: 'reconcileInManually', label: 'Match by hand', method: 'POST', path: '/reconcileInManually/:id', scope: 'admin', target: 'record', makes: 'cashFlowMatches', isHidden: true, input: MANUAL, reply: { fields: { matched: { type: 'decimal' } } } },
    { name: 'reconcileOutManually', label: 'Match by hand', method: 'POST', path: '/reconcileOutManually/:id', scope: 'admin', isNotByOwner: true, target: 'record', makes: 'cashFlowMatches', isHidden: true, input: MANUAL, reply: { fields: { matched: { type: 'decimal' } } } },
    { name: 'undoMatches', label: 'Undo the matches', method: 'POST', path: '/undo/:id', scope: 'admin', target: 'record', isVersioned: true, confirm: 'Undo every match of this movement? Its documents become unpaid again.', reply: { resource: 'self' } },
    { name: 'overview', label: 'Overview', method: 'GET', path: '/overview', scope: 'admin', target: 'collection', isHidden: true, input: { year: { type: 'integer', isCode: true, min: 2000, max: 2100, isRequired: true } }, reply: { fields: { year: { type: 'integer', isRequired: true } }, parts: { expected: { fields: {}, parts: { months: { fields: { month: { type: 'integer', isRequired: true }, moneyIn: { type: 'decimal', isRequired: true }, moneyOut: { type: 'decimal', isRequired: true } }, isList: true }, overdue: { fields: { moneyIn: { type: 'decimal', isRequired: true }, moneyOut: { type: 'decimal', isRequired: true } } } } }, accounts: { fields: { id: { type: 'integer', isRequired: true }, name: { type: 'text', isRequired: true }, openingBalance: { type: 'decimal', isRequired: true } }, parts: { months: { fields: { month: { type: 'integer', isRequired: true }, moneyIn: { type: 'decimal', isRequired: true }, moneyOut: { type: 'decimal', isRequired: true }, balance: { type: 'decimal', isRequired: true } }, isList: true } }, isList: true } } } },
    { name: 'recalculate', label: 'Recalculate balances', method: 'GET', path: '/recalculate', scope: 'admin', target: 'collection', isHidden: true, reply: { fields: { id: { type: 'integer', isRequired: true }, name: { type: 'text', isRequired: true }, balance: { type: 'decimal' } }, isList: true } },
  ],
  routes: [
    { path: '/admin/overview', roles: TEAM_ROLES.finance, screen: 'overview', menu: { section: 'Finance', label: 'Overview' } },
    { path: '/admin/reconciliation', roles: TEAM_ROLES.finance, screen: 'reconciliation', menu: { section: 'Finance', label: 'Reconciliation' } },
    // An account's movements (filter by account) with their matches on each movement's page, each match undoable there.
    { path: '/admin/movements', roles: TEAM_ROLES.finance, screen: 'list', menu: { section: 'Finance', label: 'Bank movements' }, beyondSpec: MOVEMENTS_BEYOND_SPEC },
    { path: '/admin/movements/:id', roles: TEAM_ROLES.finance, screen: 'show', beyondSpec: MOVEMENTS_BEYOND_SPEC },
  ],
  children: [{ resource: 'cashFlowMatches', foreignKey: 'cashFlowEntryId', label: 'Matches' }],
  defaultSort: { field: 'date', order: 'desc' },
});
