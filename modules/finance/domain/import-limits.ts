// What the finance imports accept, declared once (docs/users/finance.md): far above what a small firm's bank
// statement or month of e-invoices holds, low enough that the largest accepted input keeps the server's memory
// growth under 100 MB (bench/import-memory.ts measures it). Beyond any of them the file is refused with a 400
// naming the file and the limit, before the work that would need the memory.

const MB = 1024 * 1024;

export const IMPORT_LIMITS = {
  /** A bank statement file (CSV or camt.053), as uploaded: 8,000 CSV lines are under 1 MB, camt.053 entries 0.5–1.5 KB. */
  statementBytes: 4 * MB,
  /** Movements in one statement: a year of a busy small firm's account is a few thousand. */
  statementMovements: 8_000,
  /** A text field of a camt.053 (ISO 20022 caps its texts at 140–500 characters). */
  statementTextLength: 100_000,
  /** A FatturaPA ZIP, as uploaded (a month of a small firm's invoices from the exchange system is 1–3 MB). */
  zipBytes: 10 * MB,
  /** Files in one ZIP. */
  zipEntries: 500,
  /** The ZIP's files together, expanded (declared sizes checked before expanding, real ones while expanding). */
  zipExpandedBytes: 20 * MB,
  /** Invoice lines (DettaglioLinee) in all the ZIP's invoices together. */
  zipInvoiceLines: 10_000,
  /** One FatturaPA file: the exchange system (SdI) itself refuses files over 5 MB. */
  invoiceXmlBytes: 5 * MB,
  /** A text field of a FatturaPA file (its longest, Descrizione, is 1,000 characters); embedded attachments
   * (Allegati) are not read, so the file bounds them. */
  invoiceTextLength: 100_000,
  /** Elements nested in any XML: FatturaPA and camt.053 need about 10. */
  xmlDepth: 64,
} as const;

/** "5 MB" for messages. */
export const inMegabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;
