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
    status: { type: 'enum', values: ['Draft', 'Sent', 'Accepted', 'Rejected', 'Expired'], default: 'Draft', isListed: true, isFilterable: true },
    // Kept by the server from the lines.
    taxable: { type: 'decimal', isMoney: true, isReadOnly: true, label: 'Taxable' },
    vat: { type: 'decimal', isMoney: true, isReadOnly: true, label: 'VAT' },
    total: { type: 'decimal', isMoney: true, isReadOnly: true, isListed: true },
    terms: { type: 'longText', maxLength: 4000, help: 'Payment and delivery terms' },
  },
  roles: SALES,
  api: {
    admin: '/admin/sales/quotes',
    planned: ['GET /admin/sales/quotes/opportunity/{id}'],
  },
  routes: [
    { path: '/admin/sales/quotes', roles: SALES, screen: 'list', menu: { section: 'Sales', label: 'Quotes' } },
    // A hand-written quote editor (header + lines) may replace `show`.
    { path: '/admin/sales/quotes/:id', roles: SALES, screen: 'show' },
  ],
  numbering: { field: 'number', prefix: 'QUO' },
  children: [{ resource: 'quoteLines', foreignKey: 'quoteId', label: 'Lines' }],
  defaultSort: { field: 'date', order: 'desc' },
});
