import { defineResource } from '../declaration';

const SALES = ['ADMIN', 'SALES MANAGE'] as const;

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
    // A sent quote is what the customer holds: it is no longer edited, only accepted, rejected or let expire.
    status: {
      type: 'enum',
      values: ['Draft', 'Sent', 'Accepted', 'Rejected', 'Expired'],
      default: 'Draft',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: [
        { from: 'Draft', to: 'Sent' },
        { from: 'Sent', to: 'Accepted' },
        { from: 'Sent', to: 'Rejected' },
        { from: 'Sent', to: 'Expired' },
      ],
      locks: ['Sent', 'Accepted', 'Rejected', 'Expired'],
      colors: { Draft: 'default', Sent: 'blue', Accepted: 'green', Rejected: 'red', Expired: 'orange' },
    },
    // Kept by the server from the lines (resources/sales/quote-totals.ts).
    taxable: { type: 'decimal', isMoney: true, isReadOnly: true, label: 'Taxable' },
    vat: { type: 'decimal', isMoney: true, isReadOnly: true, label: 'VAT' },
    total: { type: 'decimal', isMoney: true, isReadOnly: true, isListed: true },
    terms: { type: 'longText', maxLength: 4000, help: 'Payment and delivery terms' },
  },
  roles: SALES,
  api: {
    admin: '/admin/sales/quotes',
  },
  actions: [
    { name: 'send', label: 'Mark as sent', method: 'POST', path: '/send/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Sent' }, confirm: 'Once sent, the quote can no longer be edited. Mark it as sent?' },
    { name: 'accept', label: 'Accept', method: 'POST', path: '/accept/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Accepted' }, confirm: 'The customer accepted this quote?' },
    { name: 'reject', label: 'Reject', method: 'POST', path: '/reject/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Rejected' }, confirm: 'The customer rejected this quote?' },
    { name: 'expire', label: 'Expired', method: 'POST', path: '/expire/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Expired' }, confirm: 'Mark this quote as expired?' },
    {
      name: 'toContract',
      label: 'Make contract',
      method: 'POST',
      path: '/to_contract/:id',
      scope: 'admin',
      target: 'record',
      input: {
        startDate: { type: 'date', label: 'Contract starts on', help: 'Default: today' },
        billingFrequency: { type: 'enum', values: ['One-off', 'Monthly', 'Quarterly', 'Yearly'], default: 'One-off', label: 'Billing' },
        withWorkOrder: { type: 'boolean', default: false, label: 'Start a work order too' },
      },
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
    },
  ],
  derived: { fields: ['taxable', 'vat', 'total'], children: [{ resource: 'quoteLines', foreignKey: 'quoteId' }] },
  routes: [
    { path: '/admin/sales/quotes', roles: SALES, screen: 'list', menu: { section: 'Sales', label: 'Quotes' } },
    // The quote editor: header, lines with live totals, status moves.
    { path: '/admin/sales/quotes/:id', roles: SALES, screen: 'quoteEditor' },
  ],
  numbering: { field: 'number', prefix: 'QUO' },
  children: [
    { resource: 'quoteLines', foreignKey: 'quoteId', label: 'Lines' },
    { resource: 'customerContracts', foreignKey: 'quoteId', label: 'Contract' },
  ],
  defaultSort: { field: 'date', order: 'desc' },
});
