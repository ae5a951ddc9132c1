import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// A receipt (ricevuta): proof of a payment made or an expense incurred, filed by the firm or by an
// employee (own path: an expense claim, with its photo or PDF), reviewed by an admin or the finance manager and
// matched to the invoice or payroll it settles, or to the bank movement that reimbursed it.
const BEYOND_SPEC_REVIEW = "SPEC's table opens /receipts to ADMIN only; the finance manager also approves expense claims and matches them to the bank (issue 30)";
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
    // Submitted by the employee → Approved or Refused by an admin → Paid (reimbursed); a refusal can be
    // reconsidered (back to Submitted). A paid receipt is locked.
    state: {
      type: 'enum',
      values: ['Submitted', 'Approved', 'Refused', 'Paid'],
      default: 'Submitted',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: [
        { from: 'Submitted', to: 'Approved' },
        { from: 'Submitted', to: 'Refused' },
        { from: 'Refused', to: 'Submitted' },
        { from: 'Approved', to: 'Paid' },
      ],
      locks: ['Paid'],
    },
    // Set by approve (optional) and refuse (required): finance's word to the employee, also in their notice.
    decisionNote: { type: 'longText', maxLength: 2000, isReadOnly: true, label: 'Decision note' },
    // Set by POST …/match/{id} and …/matchForeign/{id} { invoice_id }, or when a payroll reimburses it.
    invoiceId: { type: 'reference', resource: 'invoices', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Invoice' },
    labourId: { type: 'reference', resource: 'labour', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Payroll' },
  },
  roles: TEAM_ROLES.finance,
  api: {
    admin: '/admin/finance/receipts',
    own: { path: '/finance/receipts', ownerFields: ['employeeId'], canCreate: true },
  },
  actions: [
    // SPEC §7's explicit state, kept for the API; the screens decide a claim by approve and refuse, with a note.
    { name: 'status', label: 'Set the state', method: 'POST', path: '/status/:id', scope: 'admin', isNotByOwner: true, target: 'record', isHidden: true, moves: { field: 'state' }, input: { state: { type: 'enum', values: ['Submitted', 'Approved', 'Refused', 'Paid'], isRequired: true } }, reply: { resource: 'self' } },
    // Finance decides an employee's expense claim (never their own); the employee is told, with the note.
    { name: 'approve', label: 'Approve', method: 'POST', path: '/approve/:id', scope: 'admin', isNotByOwner: true, target: 'record', moves: { field: 'state', to: 'Approved' }, input: { note: { type: 'longText', maxLength: 2000, label: 'Note to the employee' } }, done: 'Receipt {{number}} approved', reply: { resource: 'self' } },
    { name: 'refuse', label: 'Refuse', method: 'POST', path: '/refuse/:id', scope: 'admin', isNotByOwner: true, target: 'record', moves: { field: 'state', to: 'Refused' }, input: { note: { type: 'longText', maxLength: 2000, isRequired: true, label: 'Reason' } }, done: 'Receipt {{number}} refused', reply: { resource: 'self' } },
    // A refusal reconsidered: the claim waits for a decision again.
    { name: 'reconsider', label: 'Reconsider', method: 'POST', path: '/reconsider/:id', scope: 'admin', isNotByOwner: true, target: 'record', moves: { field: 'state', to: 'Submitted' }, done: 'Receipt {{number}} waits for a decision again', reply: { resource: 'self' } },
    { name: 'match', label: 'Match to an invoice', method: 'POST', path: '/match/:id', scope: 'admin', target: 'record', input: { invoice_id: { type: 'reference', resource: 'invoices', isRequired: true, label: 'Invoice' } }, reply: { resource: 'self' } },
    { name: 'matchForeign', label: 'Match to a foreign invoice', method: 'POST', path: '/matchForeign/:id', scope: 'admin', target: 'record', input: { invoice_id: { type: 'reference', resource: 'invoices', isRequired: true, label: 'Foreign invoice' } }, reply: { resource: 'self' } },
    { name: 'byDate', label: 'Find by amount and dates', method: 'POST', path: '/byDate', scope: 'admin', target: 'collection', isHidden: true, input: { amount: { type: 'decimal', isMoney: true, min: 0 }, startDate: { type: 'date', isRequired: true }, endDate: { type: 'date', isRequired: true } }, reply: { resource: 'self', isList: true } },
    // Decision: a courtesy receipt (ricevuta di cortesia) is a slip with no fiscal value, e.g. a shop's non-fiscal
    // receipt or the courtesy copy of an e-invoice. The firm still needs the fiscal document for it, so courtesy
    // lists the receipts of the range (of the amount when given) that no invoice or payroll backs yet and that
    // are not refused: the ones to chase for their invoice. Same body as byDate (SPEC §7).
    { name: 'courtesy', label: 'Courtesy receipts to back with an invoice', method: 'POST', path: '/courtesy', scope: 'admin', target: 'collection', isHidden: true, input: { amount: { type: 'decimal', isMoney: true, min: 0 }, startDate: { type: 'date', isRequired: true }, endDate: { type: 'date', isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'byLabour', label: 'Receipts of a payroll', method: 'GET', path: '/labour/:labourId', scope: 'admin', target: 'collection', isHidden: true, input: { labourId: { type: 'reference', resource: 'labour', isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'byInvoice', label: 'Receipts of an invoice', method: 'GET', path: '/invoice/:invoiceId', scope: 'admin', target: 'collection', isHidden: true, input: { invoiceId: { type: 'reference', resource: 'invoices', isRequired: true } }, reply: { resource: 'self', isList: true } },
    { name: 'byForeignInvoice', label: 'Receipts of a foreign invoice', method: 'GET', path: '/invoiceForeign/:invoiceId', scope: 'admin', target: 'collection', isHidden: true, input: { invoiceId: { type: 'reference', resource: 'invoices', isRequired: true } }, reply: { resource: 'self', isList: true } },
  ],
  routes: [
    // Opens on the claims waiting for a decision (the filter can be cleared for every receipt).
    { path: '/receipts', roles: TEAM_ROLES.finance, screen: 'list', opensOn: [{ field: 'state', operator: 'eq', value: 'Submitted' }], menu: { section: 'Finance', label: 'Receipts' }, beyondSpec: BEYOND_SPEC_REVIEW },
    { path: '/receipts/:id', roles: TEAM_ROLES.finance, screen: 'show', beyondSpec: `the receipt's page, with its files; ${BEYOND_SPEC_REVIEW}` },
    // The employee's own receipts (expenses to be refunded), on the own path; not in SPEC's route table.
    { path: '/my_receipts', roles: ['EMPLOYEE'], screen: 'list', scope: 'own', menu: { section: 'My pages', label: 'My receipts' }, beyondSpec: "an employee's own pages, in the My pages section only employees see (issue 26)" },
    { path: '/my_receipts/:id', roles: ['EMPLOYEE'], screen: 'show', scope: 'own', beyondSpec: "an employee's own pages, in the My pages section only employees see (issue 26)" },
  ],
  // The bank movements that reimbursed it (matched on the reconciliation), each undoable on its row.
  children: [{ resource: 'cashFlowMatches', foreignKey: 'receiptId', label: 'Payments' }],
  numbering: { field: 'number', prefix: 'RCP' },
  search: { type: 'RECEIPT', description: ['description', 'state'] },
  // A bank movement matched to the receipt paid this amount (matches name a receipt by table and id).
  heldBy: [{ resource: 'cashFlowMatches', foreignKey: 'parent', where: { parentTable: 'receipts' }, fields: ['amount'] }],
  // The employee's claim comes with its photo or PDF, picked in the create form.
  attachments: { types: ['application/pdf', 'image/*'], maxBytes: 10 * 1024 * 1024, isAskedOnCreate: true, lockedIn: { state: ['Approved', 'Paid'] } },
  defaultSort: { field: 'date', order: 'desc' },
});
