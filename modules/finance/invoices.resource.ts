import { defineResource } from '../../resources/declaration';
import { IMPORT_LIMITS } from './domain/import-limits';
import { FLAG_OF_FILE_KIND } from './domain/invoice-files';
import { TEAM_ROLES } from '../../resources/vocabulary';
import { undoMatchAction } from './domain/undo-match-action';
import { ORDER_INPUT } from './payment-orders.resource';

/** The FatturaPA import: the counterparties' write rules keep a VAT number as SdI delivered it when this action writes. */
export const FATTURAPA_IMPORT = 'importZip';
const INVOICE_FILE_TYPES = ['application/pdf', 'application/xml', 'text/xml', '.xml', '.p7m', 'application/pkcs7-mime'];
const INVOICE_FILE_BYTES = 20 * 1024 * 1024;

// An invoice, received or issued. Decision: ONE resource with a `direction` (like Odoo's move_type)
// instead of three tables for in / out / foreign: the fields, the screens and the reconciliation are the
// same, and the spec's three lists are the same list filtered by direction.
// 'in' = received from a supplier; 'out' = issued to an Italian customer through SdI;
// 'foreign' = issued to a customer abroad (no SdI delivery, but still tracked as files).
// `number` is free text: a received invoice carries the supplier's own numbering.
export const invoices = defineResource({
  name: 'invoices',
  module: 'finance',
  label: 'Invoices',
  singular: 'Invoice',
  titleField: 'number',
  fields: {
    direction: { type: 'enum', values: ['in', 'out', 'foreign'], isRequired: true, isListed: true, isFilterable: true },
    number: { type: 'text', isRequired: true, maxLength: 40, isListed: true, isFilterable: true },
    date: { type: 'date', isRequired: true, isListed: true, isFilterable: true },
    // The counterparty: the supplier for 'in', the customer for 'out' and 'foreign'.
    supplierId: {
      type: 'reference',
      resource: 'suppliers',
      onDelete: 'restrict',
      isFilterable: true,
      label: 'Supplier',
      isRequiredWhen: { values: { direction: ['in'] }, why: 'A received invoice needs its supplier' },
    },
    customerId: { type: 'reference', resource: 'customers', onDelete: 'restrict', isFilterable: true, label: 'Customer' },
    workOrderId: { type: 'reference', resource: 'workOrders', onDelete: 'set null', isFilterable: true, label: 'Work order' },
    description: { type: 'longText', maxLength: 2000 },
    currency: { type: 'text', maxLength: 3, pattern: '^[A-Z]{3}$', default: 'EUR' },
    // With a VAT summary these are kept from it (figuresFollowSummary): read-only then.
    taxable: { type: 'decimal', isMoney: true, isRequired: true, keptWhileSet: 'vatSummary', label: 'Taxable (imponibile)' },
    vatRate: { type: 'decimal', scale: 2, min: 0, max: 100, default: 22, keptWhileSet: 'vatSummary', label: 'VAT rate %' },
    vat: { type: 'decimal', isMoney: true, keptWhileSet: 'vatSummary', label: 'VAT' },
    total: { type: 'decimal', isMoney: true, isRequired: true, isListed: true, keptWhileSet: 'vatSummary' },
    dueDate: { type: 'date', isListed: true, isFilterable: true, label: 'Due date' },
    // The VAT summary per rate and Natura code (a JSON list of { rate, nature, taxable, vat }): computed from
    // the lines by withLines, or the document's own (DatiRiepilogo) for an imported invoice. With a summary
    // the figures above are kept by the server; an invoice typed without lines has none.
    vatSummary: { type: 'longText', maxLength: 4000, isReadOnly: true, isShownBySection: true, label: 'VAT summary' },
    // An imported invoice whose lines disagree with its summary: the summary (the legal total) was kept.
    isLinesMismatch: { type: 'boolean', default: false, isReadOnly: true, isFilterable: true, label: 'Lines disagree' },
    // Imported from FatturaPA: a party's Italian VAT number fails its check digit. The exchange system (SdI)
    // delivered the invoice, so it is imported as it is and flagged for someone to look at.
    isPartyVatInvalid: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true, label: 'VAT number fails its check' },
    // Imported from a signed .xml.p7m: whether the signature over the content holds (see signed-invoice.ts for
    // what is not checked); blank for an invoice that came unsigned.
    signature: { type: 'enum', values: ['valid', 'invalid'], isReadOnly: true, isFilterable: true, label: 'Signature' },
    // Derived from the reconciliation's matches: paid when they cover the total, on the last movement's day.
    isPaid: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true, label: 'Paid' },
    paidDate: { type: 'date', isReadOnly: true, label: 'Paid on' },
    paidAmount: { type: 'decimal', isMoney: true, default: 0, isReadOnly: true, label: 'Paid so far' },
    // A received invoice in a payment order sent to the bank, until its transfer is matched.
    isInPayment: { type: 'boolean', default: false, isReadOnly: true, isFilterable: true, label: 'In payment' },
    // Set by attaching the file (attachFile), or by POST /admin/finance/invoices/updateFileStatus/{id} (out and foreign).
    hasInvoicePdfFile: { type: 'boolean', default: false, isReadOnly: true, label: 'PDF' },
    hasInvoiceXmlFile: { type: 'boolean', default: false, isReadOnly: true, label: 'XML' },
    hasReceiptFile: { type: 'boolean', default: false, isReadOnly: true, label: 'SdI receipt' },
  },
  // An invoice is known by its counterparty, number and date (a received one by its supplier's, an issued one by
  // its customer's): unique indexes, so one ZIP imported twice at once cannot make two copies.
  uniqueTogether: [
    ['supplierId', 'number', 'date'],
    ['customerId', 'number', 'date'],
  ],
  roles: TEAM_ROLES.finance,
  api: {
    admin: '/admin/finance/invoices',
  },
  // SPEC §7 names these without full paths; these are the paths we give them.
  actions: [
    // An invoice with its lines in one transaction; taxable, VAT, total and the summary come from the lines.
    // `lines` is a JSON list of { description, quantity, unitPrice, vatRate, nature } (the action vocabulary
    // has no list of objects).
    {
      name: 'withLines',
      label: 'New invoice with lines',
      method: 'POST',
      path: '/withLines',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: {
        direction: { type: 'enum', values: ['in', 'out', 'foreign'], isRequired: true },
        number: { type: 'text', isRequired: true, maxLength: 40 },
        date: { type: 'date', isRequired: true },
        supplierId: { type: 'reference', resource: 'suppliers', label: 'Supplier' },
        customerId: { type: 'reference', resource: 'customers', label: 'Customer' },
        workOrderId: { type: 'reference', resource: 'workOrders', label: 'Work order' },
        description: { type: 'longText', maxLength: 2000 },
        dueDate: { type: 'date', label: 'Due date' },
        lines: { type: 'longText', isRequired: true, maxLength: 200_000, label: 'Lines' },
      },
    },
    // The unpaid invoices, oldest due first, with how many days past due (ageing); `direction` narrows them.
    { name: 'pending', label: 'Unpaid invoices', method: 'GET', path: '/pending', scope: 'admin', target: 'collection', isHidden: true, input: { direction: { type: 'enum', values: ['in', 'out', 'foreign'] } } },
    {
      name: 'updateFileStatus',
      label: 'Update the files',
      method: 'POST',
      path: '/updateFileStatus/:id',
      scope: 'admin',
      target: 'record',
      // The page attaches the files themselves (attachFile); the flags alone stay for SPEC §7's callers.
      isHidden: true,
      input: {
        hasInvoicePdfFile: { type: 'boolean', label: 'PDF' },
        hasInvoiceXmlFile: { type: 'boolean', label: 'XML' },
        hasReceiptFile: { type: 'boolean', label: 'SdI receipt' },
      },
    },
    // The invoice's PDF, XML or SdI receipt, stored as an attachment and ticked as present, in one transaction.
    {
      name: 'attachFile',
      label: 'Attach a file',
      method: 'POST',
      path: '/files/:id',
      scope: 'admin',
      target: 'record',
      input: { kind: { type: 'enum', values: ['PDF', 'XML', 'SdI receipt'], isRequired: true, label: 'File' } },
      files: { types: INVOICE_FILE_TYPES, maxBytes: INVOICE_FILE_BYTES, maxFiles: 1 },
    },
    undoMatchAction,
    // The chosen due supplier invoices' open amounts as a payment order of bank transfers.
    {
      name: 'payByTransfer',
      label: 'Pay by bank transfer',
      method: 'POST',
      path: '/pay_by_transfer',
      scope: 'admin',
      target: 'selection',
      makes: 'paymentOrders',
      input: ORDER_INPUT,
      offeredWhen: { direction: ['in'], isPaid: [false], isInPayment: [false] },
      done: 'Payment order {{number}}: {{transfers}} transfers, {{total}}',
    },
    // FatturaPA files (.xml, .xml.p7m, PDFs beside them) in a ZIP, as the exchange system delivers them, or one
    // .xml / .xml.p7m alone; each file is imported or refused on its own (the invoices screen's Import button).
    {
      name: FATTURAPA_IMPORT,
      label: 'Import FatturaPA ZIP',
      method: 'PUT',
      path: '/zip',
      scope: 'admin',
      target: 'collection',
      isSerial: true,
      isHidden: true,
      files: { types: ['.zip', 'application/zip', 'application/x-zip-compressed', '.xml', 'application/xml', 'text/xml', '.p7m', 'application/pkcs7-mime'], maxBytes: IMPORT_LIMITS.zipBytes, maxFiles: 1 },
    },
    {
      name: 'byDate',
      label: 'Find by amount and dates',
      method: 'POST',
      path: '/byDate',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { amount: { type: 'decimal', isMoney: true, min: 0 }, startDate: { type: 'date', isRequired: true }, endDate: { type: 'date', isRequired: true } },
    },
  ],
  // The generic list with the editor of a new invoice with lines.
  routes: [
    { path: '/admin/invoices', roles: TEAM_ROLES.finance, screen: 'invoices', menu: { section: 'Finance', label: 'Invoices' } },
    { path: '/admin/invoices/:id', roles: TEAM_ROLES.finance, screen: 'invoicePage', beyondSpec: 'an invoice with its files, VAT summary and payments (issue 30)' },
  ],
  children: [{ resource: 'invoiceLines', foreignKey: 'invoiceId', label: 'Lines' }],
  derived: { fields: ['isPaid', 'paidDate', 'paidAmount'], children: [{ resource: 'cashFlowMatches', foreignKey: 'invoiceId' }] },
  // A matched payment was made against these figures: undo its matches before changing them.
  heldBy: [{ resource: 'cashFlowMatches', foreignKey: 'invoiceId', fields: ['direction', 'currency', 'taxable', 'vatRate', 'vat', 'total'] }],
  // The "has PDF/XML/receipt" boxes follow the files attached as those kinds (attachFile, the FatturaPA import).
  attachments: { types: INVOICE_FILE_TYPES, maxBytes: INVOICE_FILE_BYTES, flagOfKind: FLAG_OF_FILE_KIND, lockedIn: { isPaid: [true] } },
  // Found by the number it carries (a supplier's own for a received one).
  search: { numberField: 'number', description: ['date', 'total'] },
  defaultSort: { field: 'date', order: 'desc' },
});
