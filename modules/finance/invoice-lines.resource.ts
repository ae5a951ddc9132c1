import { defineResource } from '../../resources/declaration';
import { NATURE_CODES } from './domain/nature-codes';
import { TEAM_ROLES } from '../../resources/vocabulary';


// One line of an invoice (FatturaPA's DettaglioLinee). Written with its invoice (POST withLines, the FatturaPA
// import, a billing run, a credit note); afterwards a draft's lines are added, edited and removed on its page,
// its figures and VAT summary following them in the same transaction (modules/finance/domain/invoice-vat.ts,
// draftFigures). Once issued, its lines are locked with it, whoever writes. A line that bills approved hours
// (billedHours) keeps its quantity; removing it frees those hours for the next billing run.
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
  // Issued (a status' `locks`), the lines are locked; typed on the page only while the invoice is a draft: a
  // received or imported invoice keeps the lines of its document.
  partOf: {
    field: 'invoiceId',
    openWhen: { values: { status: ['Draft'] }, why: 'Invoice {{number}} is not a draft: its lines are those of its document' },
  },
  canImport: false,
  defaultSort: { field: 'position', order: 'asc' },
});
