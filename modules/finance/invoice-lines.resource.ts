import { defineResource } from '../../resources/declaration';
import { NATURE_CODES } from './domain/nature-codes';
import { TEAM_ROLES } from '../../resources/vocabulary';


// One line of an invoice (FatturaPA's DettaglioLinee). Written only with its invoice, by POST
// /admin/finance/invoices/withLines or the FatturaPA import, so the invoice's figures and VAT summary always
// come from the same lines (modules/finance/domain/invoice-vat.ts); read and listed generically.
export const invoiceLines = defineResource({
  name: 'invoiceLines',
  module: 'finance',
  label: 'Invoice lines',
  singular: 'Invoice line',
  titleField: 'description',
  fields: {
    invoiceId: { type: 'reference', resource: 'invoices', onDelete: 'cascade', isRequired: true, isFilterable: true, label: 'Invoice' },
    position: { type: 'integer', min: 0, default: 0, isSortable: true, help: 'Order of the line in the invoice' },
    description: { type: 'longText', isRequired: true, maxLength: 1000, isListed: true },
    quantity: { type: 'decimal', scale: 4, min: 0, default: 1, isRequired: true, isListed: true },
    // Up to 4 decimals, as suppliers' invoices carry them; may be negative (a discount line).
    unitPrice: { type: 'decimal', scale: 4, isRequired: true, isListed: true, label: 'Unit price' },
    vatRate: { type: 'decimal', scale: 2, min: 0, max: 100, default: 22, isListed: true, label: 'VAT rate %' },
    // Why a line has no VAT (exempt, not taxable, reverse charge…); only on lines at rate 0.
    nature: { type: 'enum', values: NATURE_CODES, isListed: true, label: 'Natura' },
    lineTotal: { type: 'decimal', isMoney: true, isReadOnly: true, isListed: true, label: 'Total' },
  },
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/invoices/lines' },
  defaultSort: { field: 'position', order: 'asc' },
});
