import { defineResource } from '../../resources/declaration';
import { IMPORT_LIMITS } from '../../resources/import-limits';
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
/** An outgoing invoice's life: drafted by a billing run, issued, then delivered, rejected or not delivered by SdI. */
export const INVOICE_STATES = ['Draft', 'Issued', 'Delivered', 'Rejected', 'Not delivered'] as const;
const ISSUED_STATES = ['Issued', 'Delivered', 'Rejected', 'Not delivered'] as const;

/** An invoice of a FatturaPA import's report (`importZip`): the one stored, or skipped as already there, and its flags. */
const ZIP_INVOICE_FIELDS = {
  // The invoice stored; a concurrent import's, skipped, names none.
  id: { type: 'integer' },
  number: { type: 'text', isRequired: true },
  date: { type: 'date', isRequired: true },
  direction: { type: 'enum', values: ['in', 'out', 'foreign'], isRequired: true },
  total: { type: 'decimal', isRequired: true },
  status: { type: 'enum', values: ['imported', 'skipped'], isRequired: true },
  isLinesMismatch: { type: 'boolean', isRequired: true },
  isPartyVatInvalid: { type: 'boolean', isRequired: true },
  // A signed file's signature check; none for an unsigned one.
  signature: { type: 'enum', values: ['valid', 'invalid'] },
} as const;

export const invoices = defineResource({
  name: 'invoices',
  module: 'finance',
  label: 'Invoices',
  singular: 'Invoice',
  titleField: 'number',
  fields: {
    // A billing run's draft or a credit note (with a status) keeps its direction, customer and number (given at
    // issue): its page edits the rest of its header (outgoingHeaderKept).
    direction: { type: 'enum', values: ['in', 'out', 'foreign'], isRequired: true, isListed: true, isFilterable: true, keptWhileSet: 'status' },
    number: { type: 'text', isRequired: true, maxLength: 40, isListed: true, isFilterable: true, keptWhileSet: 'status' },
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
    customerId: { type: 'reference', resource: 'customers', onDelete: 'restrict', isFilterable: true, label: 'Customer', keptWhileSet: 'status' },
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
    // An outgoing invoice made by a billing run or a credit note (modules/finance/server/billing-run.ts, issue.ts):
    // a Draft is edited, then issued (numbered, locked), then moved by the exchange system's receipts. Blank on
    // invoices received, imported or typed by hand.
    status: {
      type: 'enum',
      values: INVOICE_STATES,
      isReadOnly: true,
      // Not a list column (the list keeps seven): filtered on, and shown on the invoice's page.
      isFilterable: true,
      transitions: [
        { from: 'Draft', to: 'Issued' },
        { from: 'Issued', to: 'Delivered' },
        { from: 'Issued', to: 'Rejected' },
        { from: 'Issued', to: 'Not delivered' },
        { from: 'Not delivered', to: 'Delivered' },
      ],
      locks: ['Issued', 'Delivered', 'Rejected', 'Not delivered'],
      colors: { Draft: 'default', Issued: 'blue', Delivered: 'green', Rejected: 'red', 'Not delivered': 'orange' },
    },
    // TD01 an invoice, TD04 a credit note (nota di credito) correcting the invoice it names.
    documentType: { type: 'enum', values: ['TD01', 'TD04'], isReadOnly: true, isFilterable: true, label: 'Document type' },
    correctsInvoiceId: { type: 'reference', resource: 'invoices', onDelete: 'restrict', isReadOnly: true, isFilterable: true, label: 'Corrects invoice' },
    customerContractId: { type: 'reference', resource: 'customerContracts', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Customer contract' },
    billingPeriod: { type: 'text', maxLength: 7, isReadOnly: true, isFilterable: true, label: 'Billing period' },
    // The numbering series (blank: the main one); the number is taken in the series and year when issued.
    series: { type: 'text', maxLength: 5, pattern: '^[A-Z0-9]*$', label: 'Series' },
    progressive: { type: 'integer', min: 1, isReadOnly: true, label: 'Progressive number' },
    // Public administration pays the VAT to the State itself (scissione dei pagamenti): set when issued.
    isSplitPayment: { type: 'boolean', default: false, isReadOnly: true, label: 'Split payment' },
    // The €2 stamp duty (bollo virtuale) on exempt amounts above €77.47, paid by the firm: set when issued.
    stampDuty: { type: 'decimal', isMoney: true, default: 0, isReadOnly: true, label: 'Stamp duty' },
    // The exchange system's last word: a rejection's reasons, a non-delivery's note.
    sdiNote: { type: 'longText', maxLength: 4000, isReadOnly: true, label: 'SdI note' },
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
      reply: { resource: 'self' },
    },
    // The unpaid invoices, oldest due first, with how many days past due (ageing); `direction` narrows them.
    { name: 'pending', label: 'Unpaid invoices', method: 'GET', path: '/pending', scope: 'admin', target: 'collection', isHidden: true, input: { direction: { type: 'enum', values: ['in', 'out', 'foreign'] } }, reply: { resource: 'self', isList: true, with: { counterparty: { type: 'text' }, openAmount: { type: 'decimal', isRequired: true } } } },
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
      reply: { resource: 'self' },
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
      reply: { resource: 'self' },
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
      reply: { resource: 'paymentOrders' },
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
      files: { types: ['.zip', 'application/zip', 'application/x-zip-compressed', '.xml', 'application/xml', 'text/xml', '.p7m', 'application/pkcs7-mime'], maxBytes: IMPORT_LIMITS.zipBytes, maxFiles: 1, sizeLimit: 'zipBytes' },
      // The report, file by file: imported (with its invoices and their flags), skipped as already there, or refused with why.
      reply: {
        fields: { imported: { type: 'integer', isRequired: true }, skipped: { type: 'integer', isRequired: true }, refused: { type: 'integer', isRequired: true } },
        parts: {
          files: {
            fields: { fileName: { type: 'text', isRequired: true }, status: { type: 'enum', values: ['imported', 'skipped', 'refused'], isRequired: true }, reason: { type: 'text' } },
            parts: {
              invoices: { fields: ZIP_INVOICE_FIELDS, isList: true },
            },
            isList: true,
          },
          // The invoices stored, and those skipped as already there, each by its file.
          invoices: { fields: ZIP_INVOICE_FIELDS, isList: true },
          skippedInvoices: { fields: { fileName: { type: 'text', isRequired: true }, number: { type: 'text', isRequired: true }, date: { type: 'date', isRequired: true } }, isList: true },
        },
      },
    },
    // Billing: a month's approved hours and due milestones of every billed contract become draft invoices.
    {
      name: 'billingRun',
      label: 'Billing run',
      method: 'POST',
      path: '/billing_run',
      scope: 'admin',
      target: 'collection',
      input: {
        year: { type: 'integer', isCode: true, min: 2000, max: 2100, isRequired: true },
        month: { type: 'integer', min: 1, max: 12, isRequired: true },
      },
      confirm: "Bill the month's approved hours and due milestones of every contract as draft invoices?",
      done: 'Billing run: {{drafts}} draft invoices',
      reply: { fields: { drafts: { type: 'integer', isRequired: true }, hours: { type: 'decimal', isRequired: true } }, parts: { invoices: { resource: 'self', isList: true } } },
    },
    // A draft's lines replaced as sent (JSON list as withLines', a kept line by its id): hours of a removed line are freed.
    {
      name: 'draftLines',
      label: 'Edit the lines',
      method: 'POST',
      path: '/draft_lines/:id',
      scope: 'admin',
      target: 'record',
      isHidden: true,
      offeredWhen: { status: ['Draft'] },
      input: { lines: { type: 'longText', isRequired: true, maxLength: 200_000, label: 'Lines' } },
      reply: { resource: 'self' },
    },
    // The number is taken now, in this transaction; the invoice is then locked.
    {
      name: 'issue',
      label: 'Issue',
      method: 'POST',
      path: '/issue/:id',
      scope: 'admin',
      target: 'record',
      moves: { field: 'status', to: 'Issued' },
      confirm: 'Issue this invoice? It takes the next number and can no longer be changed.',
      done: 'Invoice {{number}} issued',
      reply: { resource: 'self' },
    },
    // A credit note (TD04) for the whole of an issued invoice, as a draft to edit and issue.
    {
      name: 'creditNote',
      label: 'Credit note',
      method: 'POST',
      path: '/credit_note/:id',
      scope: 'admin',
      target: 'record',
      makes: 'invoices',
      offeredWhen: { status: [...ISSUED_STATES], documentType: ['TD01'] },
      confirm: 'Draft a credit note for the whole of this invoice?',
      done: 'Credit note drafted',
      reply: { resource: 'self' },
    },
    { name: 'fatturaPa', label: 'Download FatturaPA', method: 'GET', path: '/fatturapa/:id', scope: 'admin', target: 'record', isDownload: true, offeredWhen: { status: [...ISSUED_STATES] }, reply: 'file' },
    { name: 'courtesyPdf', label: 'Download PDF copy', method: 'GET', path: '/courtesy_pdf/:id', scope: 'admin', target: 'record', isDownload: true, offeredWhen: { status: [...ISSUED_STATES] }, reply: 'file' },
    // A month's issued FatturaPA files in one ZIP, for the firm's intermediary.
    {
      name: 'fatturaPaZip',
      label: 'FatturaPA files of a month',
      method: 'GET',
      path: '/fatturapa_zip',
      scope: 'admin',
      target: 'collection',
      isDownload: true,
      input: {
        year: { type: 'integer', isCode: true, min: 2000, max: 2100, isRequired: true },
        month: { type: 'integer', min: 1, max: 12, isRequired: true },
      },
      reply: 'file',
    },
    // The exchange system's receipt of an issued invoice (RC delivered, NS rejected, MC not delivered), as its XML.
    {
      name: 'sdiReceipt',
      label: 'Import SdI receipt',
      method: 'PUT',
      path: '/sdi_receipt',
      scope: 'admin',
      target: 'collection',
      files: { types: ['.xml', 'application/xml', 'text/xml'], maxBytes: 1024 * 1024, maxFiles: 1 },
      done: 'Invoice {{number}}: {{status}}',
      reply: { resource: 'self', with: { receipt: { type: 'text', isRequired: true }, sdiId: { type: 'text' } } },
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
      reply: { resource: 'self', isList: true },
    },
  ],
  // The generic list with the editor of a new invoice with lines.
  routes: [
    { path: '/admin/invoices', roles: TEAM_ROLES.finance, screen: 'invoices', menu: { section: 'Finance', label: 'Invoices' } },
    { path: '/admin/invoices/:id', roles: TEAM_ROLES.finance, screen: 'invoicePage', beyondSpec: 'an invoice with its files, VAT summary and payments (issue 30)' },
  ],
  children: [
    { resource: 'invoiceLines', foreignKey: 'invoiceId', label: 'Lines' },
    { resource: 'invoices', foreignKey: 'correctsInvoiceId', label: 'Credit notes' },
  ],
  // A draft's figures and summary follow its lines (draftFigures); other invoices' are typed or their document's.
  derived: {
    fields: ['isPaid', 'paidDate', 'paidAmount'],
    partialFields: ['taxable', 'vat', 'total', 'vatRate', 'vatSummary'],
    children: [
      { resource: 'cashFlowMatches', foreignKey: 'invoiceId' },
      { resource: 'invoiceLines', foreignKey: 'invoiceId' },
    ],
  },
  // A matched payment was made against these figures: undo its matches before changing them.
  heldBy: [{ resource: 'cashFlowMatches', foreignKey: 'invoiceId', fields: ['direction', 'currency', 'taxable', 'vatRate', 'vat', 'total'] }],
  // The "has PDF/XML/receipt" boxes follow the files attached as those kinds (attachFile, the FatturaPA import).
  attachments: { types: INVOICE_FILE_TYPES, maxBytes: INVOICE_FILE_BYTES, flagOfKind: FLAG_OF_FILE_KIND, lockedIn: { isPaid: [true] } },
  // Found by the number it carries (a supplier's own for a received one).
  search: { numberField: 'number', description: ['date', 'total'] },
  defaultSort: { field: 'date', order: 'desc' },
});
