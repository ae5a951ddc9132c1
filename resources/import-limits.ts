// What the imports accept (bank statements and FatturaPA files today; docs/users/finance.md): what a year holds. Uploads are written to a temporary
// file as they arrive, statements are read row by row (CSV) or entry by entry (camt.053), ZIPs entry by entry, and
// each file's invoices or each chunk of movements is written before the next is read, so memory is bounded per entry,
// not per upload (bench/import-memory.ts measures it). The first five are settings (IMPORT_* variables,
// server/settings/settings.ts) with these defaults; beyond any limit the file is refused with a 400 naming the file
// and the limit, before the work that would need it.

const MB = 1024 * 1024;

export const IMPORT_LIMITS = {
  /** A bank statement file (CSV or camt.053), as uploaded: 100,000 camt.053 entries are 50–150 MB, CSV lines ~100 bytes. */
  statementBytes: 150 * MB,
  /** Movements in one statement: a year of a busy account. */
  statementMovements: 100_000,
  /** A FatturaPA ZIP, as uploaded: a year of a firm's invoices from the exchange system. */
  zipBytes: 200 * MB,
  /** Files in one ZIP (counted from its central directory before anything is inflated): an XML and a PDF per invoice. */
  zipFiles: 40_000,
  /** Invoices in one ZIP. */
  zipInvoices: 20_000,
  /** A text field of a camt.053 (ISO 20022 caps its texts at 140–500 characters). */
  statementTextLength: 100_000,
  /** One camt.053 entry (Ntry), as text: a real one is 0.5–3 KB. */
  statementEntryBytes: 1 * MB,
  /** The ZIP's files together, expanded (declared sizes checked before expanding, real ones while expanding). */
  zipExpandedBytes: 2048 * MB,
  /** One PDF of a ZIP. */
  zipPdfBytes: 20 * MB,
  /** Invoice lines (DettaglioLinee) in one FatturaPA file. */
  invoiceLines: 10_000,
  /** One FatturaPA file: the exchange system (SdI) itself refuses files over 5 MB. */
  invoiceXmlBytes: 5 * MB,
  /** A text field of a FatturaPA file (its longest, Descrizione, is 1,000 characters); embedded attachments
   * (Allegati) are not read, so the file bounds them. */
  invoiceTextLength: 100_000,
  /** Elements nested in any XML: FatturaPA and camt.053 need about 10. */
  xmlDepth: 64,
};

export type ImportLimits = typeof IMPORT_LIMITS;

/** "5 MB" for messages. */
export const inMegabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;
