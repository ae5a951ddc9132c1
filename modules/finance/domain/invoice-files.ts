// Which files an invoice should have, by direction, shared by the server (the reconciliation's flags) and
// the screens. Decision: a received invoice ('in') needs its XML (the e-invoice is the legal document; a PDF
// is a courtesy copy); an issued one ('out') its PDF, its XML and the SdI receipt; a 'foreign' one, sent
// outside SdI's delivery, its PDF and XML.

export type InvoiceFileFlags = { direction?: unknown; hasInvoicePdfFile?: unknown; hasInvoiceXmlFile?: unknown; hasReceiptFile?: unknown };

const NEEDED: Readonly<Record<string, readonly (keyof InvoiceFileFlags)[]>> = {
  in: ['hasInvoiceXmlFile'],
  out: ['hasInvoicePdfFile', 'hasInvoiceXmlFile', 'hasReceiptFile'],
  foreign: ['hasInvoicePdfFile', 'hasInvoiceXmlFile'],
};
const NAMES: Readonly<Record<string, string>> = { hasInvoicePdfFile: 'PDF', hasInvoiceXmlFile: 'XML', hasReceiptFile: 'SdI receipt' };

/** The boolean field each kind of invoice file ticks while one is attached (attachFile's `kind`). */
export const FLAG_OF_FILE_KIND = { PDF: 'hasInvoicePdfFile', XML: 'hasInvoiceXmlFile', 'SdI receipt': 'hasReceiptFile' } as const satisfies Record<string, keyof InvoiceFileFlags>;

/** The names of the files the invoice still lacks (empty when complete). */
export const missingFilesOf = (invoice: InvoiceFileFlags): string[] =>
  (NEEDED[String(invoice.direction)] ?? []).filter((flag) => invoice[flag] !== true).map((flag) => NAMES[flag]);
