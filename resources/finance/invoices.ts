import { defineResource } from '../declaration';
import { IMPORT_LIMITS } from './import-limits';

const FINANCE = ['ADMIN', 'FINANCE MANAGE'] as const;

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
    taxable: { type: 'decimal', isMoney: true, isRequired: true, label: 'Taxable (imponibile)' },
    vatRate: { type: 'decimal', scale: 2, min: 0, max: 100, default: 22, label: 'VAT rate %' },
    vat: { type: 'decimal', isMoney: true, label: 'VAT' },
    total: { type: 'decimal', isMoney: true, isRequired: true, isListed: true },
    dueDate: { type: 'date', isListed: true, isFilterable: true, label: 'Due date' },
    // The VAT summary per rate and Natura code (a JSON list of { rate, nature, taxable, vat }): computed from
    // the lines by withLines, or the document's own (DatiRiepilogo) for an imported invoice. With a summary
    // the figures above are kept by the server; an invoice typed without lines has none.
    vatSummary: { type: 'longText', maxLength: 4000, isReadOnly: true, label: 'VAT summary' },
    // An imported invoice whose lines disagree with its summary: the summary (the legal total) was kept.
    isLinesMismatch: { type: 'boolean', default: false, isReadOnly: true, isFilterable: true, label: 'Lines disagree' },
    // Derived from the reconciliation's matches: paid when they cover the total, on the last movement's day.
    isPaid: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true, label: 'Paid' },
    paidDate: { type: 'date', isReadOnly: true, label: 'Paid on' },
    paidAmount: { type: 'decimal', isMoney: true, default: 0, isReadOnly: true, label: 'Paid so far' },
    // Set by POST /admin/finance/invoices/updateFileStatus/{id} (out and foreign).
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
  roles: FINANCE,
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
      input: {
        hasInvoicePdfFile: { type: 'boolean', label: 'PDF' },
        hasInvoiceXmlFile: { type: 'boolean', label: 'XML' },
        hasReceiptFile: { type: 'boolean', label: 'SdI receipt' },
      },
    },
    // FatturaPA files (.xml, .xml.p7m, PDFs beside them) in a ZIP, as the exchange system delivers them.
    { name: 'importZip', label: 'Import FatturaPA ZIP', method: 'PUT', path: '/zip', scope: 'admin', target: 'collection', isSerial: true, isHidden: true, files: { types: ['.zip', 'application/zip', 'application/x-zip-compressed'], maxBytes: IMPORT_LIMITS.zipBytes, maxFiles: 1 } },
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
  routes: [{ path: '/admin/invoices', roles: FINANCE, screen: 'invoices', menu: { section: 'Finance', label: 'Invoices' } }],
  children: [{ resource: 'invoiceLines', foreignKey: 'invoiceId', label: 'Lines' }],
  derived: { fields: ['isPaid', 'paidDate', 'paidAmount'], children: [{ resource: 'cashFlowMatches', foreignKey: 'invoiceId' }] },
  // A matched payment was made against these figures: undo its matches before changing them.
  heldBy: [{ resource: 'cashFlowMatches', foreignKey: 'invoiceId', fields: ['direction', 'currency', 'taxable', 'vatRate', 'vat', 'total'] }],
  attachments: {
    types: ['application/pdf', 'application/xml', 'text/xml', '.xml', '.p7m', 'application/pkcs7-mime'],
    maxBytes: 20 * 1024 * 1024,
  },
  defaultSort: { field: 'date', order: 'desc' },
});
