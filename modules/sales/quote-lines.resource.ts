import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// One line of a quote: a product (or free text), quantity, price, discount and VAT.
export const quoteLines = defineResource({
  name: 'quoteLines',
  module: 'sales',
  label: 'Quote lines',
  singular: 'Quote line',
  titleField: 'description',
  fields: {
    quoteId: { type: 'reference', resource: 'quotes', onDelete: 'cascade', isRequired: true, isFilterable: true, label: 'Quote' },
    position: { type: 'integer', min: 0, default: 0, isSortable: true, help: 'Order of the line in the quote' },
    productId: { type: 'reference', resource: 'products', onDelete: 'restrict', isListed: true, isFilterable: true, label: 'Product' },
    description: { type: 'text', isRequired: true, maxLength: 500, isListed: true },
    quantity: { type: 'decimal', scale: 2, min: 0, default: 1, isRequired: true, isListed: true },
    unitPrice: { type: 'decimal', isMoney: true, min: 0, isRequired: true, isListed: true, label: 'Unit price' },
    discountPercent: { type: 'decimal', scale: 2, min: 0, max: 100, default: 0, label: 'Discount %' },
    vatRate: { type: 'decimal', scale: 2, min: 0, max: 100, default: 22, label: 'VAT rate %' },
    // quantity × unit price less discount, kept by the server (modules/sales/domain/quote-totals.ts).
    lineTotal: { type: 'decimal', isMoney: true, isReadOnly: true, isListed: true, label: 'Total' },
  },
  roles: TEAM_ROLES.sales,
  api: { admin: '/admin/sales/quotes/lines' },
  // A sent quote is what the customer holds: its lines are locked with it (the quote status' `locks`).
  partOf: { field: 'quoteId' },
  derived: { fields: ['lineTotal'] },
  defaultSort: { field: 'position', order: 'asc' },
});
