import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';
import { undoMatchAction } from './domain/undo-match-action';


// A tax payment (mostly an F24): what, for which period, how much, when due, with its receipt attached.
export const taxes = defineResource({
  name: 'taxes',
  module: 'finance',
  label: 'Taxes',
  singular: 'Tax payment',
  titleField: 'description',
  fields: {
    description: { type: 'text', isRequired: true, maxLength: 200, isListed: true, isFilterable: true },
    taxType: {
      type: 'enum',
      values: ['VAT', 'IRPEF withholding', 'INPS', 'INAIL', 'IRES', 'IRAP', 'Stamp duty', 'Other'],
      isRequired: true,
      isListed: true,
      isFilterable: true,
      label: 'Tax',
    },
    paymentForm: { type: 'enum', values: ['F24', 'F23', 'PagoPA', 'Other'], default: 'F24', isFilterable: true, label: 'Form' },
    // The period the tax is for; named as the spec's list parameters (GET with year, month).
    year: { type: 'integer', isCode: true, isRequired: true, min: 2000, max: 2100, isFilterable: true },
    month: { type: 'integer', min: 1, max: 12, isFilterable: true },
    amount: { type: 'decimal', isMoney: true, min: 0, isRequired: true, isListed: true },
    dueDate: { type: 'date', isRequired: true, isListed: true, isFilterable: true, label: 'Due date' },
    // Derived from the reconciliation's matches: paid when they cover the amount, or when marked paid by hand.
    isPaid: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true, label: 'Paid' },
    paidDate: { type: 'date', isReadOnly: true, label: 'Paid on' },
    // Set by markPaid: an F24 paid where no bank movement of ours shows it (through the accountant, offset to zero).
    markedPaidOn: { type: 'date', isReadOnly: true, label: 'Marked paid on' },
  },
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/taxes' },
  actions: [
    // Decision: "due in the next 30 days" also holds the unpaid ones already past due (still owed, and more
    // urgent), oldest first; paid ones never. `days` widens or narrows the window.
    { name: 'dueSoon', label: 'Taxes due soon', method: 'GET', path: '/dueSoon', scope: 'admin', target: 'collection', isHidden: true, input: { days: { type: 'integer', min: 1, max: 366, default: 30, label: 'Days ahead' } }, reply: { resource: 'self', isList: true, with: { daysLeft: { type: 'integer', isRequired: true }, isOverdue: { type: 'boolean', isRequired: true } } } },
    {
      name: 'markPaid',
      label: 'Mark paid',
      method: 'POST',
      path: '/markPaid/:id',
      scope: 'admin',
      target: 'record',
      isVersioned: true,
      offeredWhen: { isPaid: [false] },
      input: { paidDate: { type: 'date', isRequired: true, label: 'Paid on' } },
      reply: { resource: 'self' },
    },
    // Undoes the by-hand payment (a wrong day, the wrong F24): unpaid again unless matches pay it. Versioned like
    // every undo, so of two undos of what one person saw one runs; the tax's page offers it while marked.
    {
      name: 'undoMarkPaid',
      label: 'Undo the payment',
      method: 'POST',
      path: '/undoMarkPaid/:id',
      scope: 'admin',
      target: 'record',
      isVersioned: true,
      isHidden: true,
      done: 'The payment of {{description}} is undone',
      reply: { resource: 'self' },
    },
    undoMatchAction,
  ],
  // The generic list with the taxes falling due above it; a tax's page with its F24 and its match to a movement.
  routes: [
    { path: '/admin/taxes', roles: TEAM_ROLES.finance, screen: 'taxes', menu: { section: 'Finance', label: 'Taxes' } },
    { path: '/admin/taxes/:id', roles: TEAM_ROLES.finance, screen: 'taxPage', beyondSpec: 'a tax payment with its F24 and its payment (issue 30)' },
  ],
  derived: { fields: ['isPaid', 'paidDate'], children: [{ resource: 'cashFlowMatches', foreignKey: 'taxId' }] },
  heldBy: [{ resource: 'cashFlowMatches', foreignKey: 'taxId', fields: ['amount'] }],
  attachments: { types: ['application/pdf', 'image/*'], maxBytes: 10 * 1024 * 1024 },
  defaultSort: { field: 'dueDate', order: 'desc' },
});
