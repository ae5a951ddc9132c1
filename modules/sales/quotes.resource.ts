import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';


// A quote (preventivo) sent to a customer; its totals are the sum of its lines.
export const quotes = defineResource({
  name: 'quotes',
  module: 'sales',
  label: 'Quotes',
  singular: 'Quote',
  titleField: 'number',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    title: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true },
    customerId: { type: 'reference', resource: 'customers', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Customer' },
    opportunityId: { type: 'reference', resource: 'opportunities', onDelete: 'set null', isFilterable: true, label: 'Opportunity' },
    date: { type: 'date', isRequired: true, default: 'today', isListed: true, isFilterable: true },
    validUntil: { type: 'date', label: 'Valid until' },
    // A sent quote is what the customer holds: it is no longer edited, only accepted, rejected, let expire or
    // revised into a new version (a new Draft; the old one becomes Revised and stays as it was sent).
    status: {
      type: 'enum',
      values: ['Draft', 'Sent', 'Accepted', 'Rejected', 'Expired', 'Revised'],
      default: 'Draft',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: [
        { from: 'Draft', to: 'Sent' },
        { from: 'Sent', to: 'Accepted' },
        { from: 'Sent', to: 'Rejected' },
        { from: 'Sent', to: 'Expired' },
        { from: 'Sent', to: 'Revised' },
        { from: 'Rejected', to: 'Revised' },
      ],
      locks: ['Sent', 'Accepted', 'Rejected', 'Expired', 'Revised'],
      colors: { Draft: 'default', Sent: 'blue', Accepted: 'green', Rejected: 'red', Expired: 'orange', Revised: 'purple' },
    },
    // Versions: a revision keeps the title and customer, counts up and names the version it replaces.
    revision: { type: 'integer', min: 1, default: 1, isReadOnly: true, isListed: true, label: 'Version' },
    previousQuoteId: { type: 'reference', resource: 'quotes', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Revises' },
    // The contract it became (set by Make contract), the other way of the contract's quote.
    customerContractId: { type: 'reference', resource: 'customerContracts', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Contract' },
    // Kept by the server from the lines (modules/sales/domain/quote-totals.ts).
    taxable: { type: 'decimal', isMoney: true, isReadOnly: true, label: 'Taxable' },
    vat: { type: 'decimal', isMoney: true, isReadOnly: true, label: 'VAT' },
    total: { type: 'decimal', isMoney: true, isReadOnly: true, isListed: true },
    terms: { type: 'longText', maxLength: 4000, help: 'Payment and delivery terms' },
  },
  roles: TEAM_ROLES.sales,
  api: {
    admin: '/admin/sales/quotes',
  },
  actions: [
    { name: 'send', label: 'Mark as sent', method: 'POST', path: '/send/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Sent' }, confirm: 'Once sent, the quote can no longer be edited. Mark it as sent?', done: 'Quote {{number}} marked as sent', reply: { resource: 'self' } },
    { name: 'accept', label: 'Accept', method: 'POST', path: '/accept/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Accepted' }, confirm: 'The customer accepted this quote?', reply: { resource: 'self' } },
    { name: 'reject', label: 'Reject', method: 'POST', path: '/reject/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Rejected' }, confirm: 'The customer rejected this quote?', reply: { resource: 'self' } },
    { name: 'expire', label: 'Expired', method: 'POST', path: '/expire/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Expired' }, confirm: 'Mark this quote as expired?', reply: { resource: 'self' } },
    // A sent (or rejected) quote is not edited: it is copied, header and lines, into the next version.
    { name: 'revise', label: 'Revise', method: 'POST', path: '/revise/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Revised' }, makes: 'quotes', confirm: 'Copy this quote into a new draft version? This one stays as it was sent.', reply: { fields: {}, parts: { previous: { resource: 'self' }, quote: { resource: 'self' } } } },
    // The PDF the customer receives (the quote page's Download PDF button); COMPANY_* is the firm's data.
    { name: 'pdf', label: 'Download PDF', method: 'GET', path: '/pdf/:id', scope: 'admin', target: 'record', isDownload: true, reply: 'file' },
    {
      name: 'toContract',
      label: 'Make contract',
      method: 'POST',
      path: '/to_contract/:id',
      scope: 'admin',
      target: 'record',
      makes: 'customerContracts',
      offeredWhen: { status: ['Accepted'], customerContractId: [null] },
      input: {
        startDate: { type: 'date', label: 'Contract starts on', help: 'Default: today' },
        billingFrequency: { type: 'enum', values: ['One-off', 'Monthly', 'Quarterly', 'Yearly'], default: 'One-off', label: 'Billing' },
        withWorkOrder: { type: 'boolean', default: false, label: 'Start a work order too' },
      },
      reply: { fields: {}, parts: { quote: { resource: 'self' }, contract: { resource: 'customerContracts' } } },
    },
    // GET /admin/sales/quotes/opportunity/{id}: the quotes of an opportunity.
    {
      name: 'byOpportunity',
      label: 'Quotes of an opportunity',
      method: 'GET',
      path: '/opportunity/:opportunityId',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { opportunityId: { type: 'integer', min: 1, isRequired: true } },
      reply: { resource: 'self', isList: true },
    },
  ],
  derived: { fields: ['taxable', 'vat', 'total'], children: [{ resource: 'quoteLines', foreignKey: 'quoteId' }] },
  routes: [
    { path: '/admin/sales/quotes', roles: TEAM_ROLES.sales, screen: 'list', menu: { section: 'Sales', label: 'Quotes' } },
    // The quote editor: header, lines with live totals, status moves.
    { path: '/admin/sales/quotes/:id', roles: TEAM_ROLES.sales, screen: 'quoteEditor' },
  ],
  numbering: { field: 'number', prefix: 'QUO' },
  search: { description: ['title', 'status'] },
  children: [
    { resource: 'quoteLines', foreignKey: 'quoteId', label: 'Lines' },
    { resource: 'customerContracts', foreignKey: 'quoteId', label: 'Contract' },
    { resource: 'quotes', foreignKey: 'previousQuoteId', label: 'Next version' },
  ],
  defaultSort: { field: 'date', order: 'desc' },
});
