import fs from 'node:fs';
import Decimal from 'decimal.js';
import { compactIban, isValidIban } from '../domain/iban';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { money, parseItalianDate } from '../domain/bank-statement';
import { summariesAgree, vatSummaryOf, type InvoiceLineFigures } from '../domain/invoice-vat';
import { IMPORT_LIMITS, inMegabytes, type ImportLimits } from '../../../resources/import-limits';
import { NATURE_CODES } from '../domain/nature-codes';
import { openSignedInvoice, SignedEnvelopeRefusal, type SignatureCheck } from './signed-invoice';
import { decodeXmlText, unsafeXmlReason } from './xml-safety';
import { openZip, ZipRefusal, type ZipArchive, type ZipEntry } from './zip-archive';
import { cleanFileName } from '../../../server/input/safe-text';
import { message, render, type Message } from '../../../server/i18n/message';

// FatturaPA (FPR12 / FPA12) as the exchange system (SdI) delivers it, in a ZIP or one file alone: one file may
// hold a lot of several invoices (several FatturaElettronicaBody). A signed .xml.p7m is opened as the CMS
// envelope it is (signed-invoice.ts), its signature checked. Each file is read on its own: a bad one is refused
// naming the element, beside the good ones. The archive as a whole is refused only for what makes it unsafe
// to read (the import limits on entries, sizes declared and real, invoices; nested archives; paths outside it); each
// XML is checked for DTDs, nesting and text length before it is parsed.

/** A FatturaPA file, or the whole upload, refused: the reason a catalogue message (read in the person's language);
 * `where` the file (and the body of a lot) it is about, kept apart so a report beside the file's name can leave it out. */
export class InvoiceFileRefusal extends Error {
  constructor(
    readonly reason: Message,
    readonly where?: { file: string; body?: number },
  ) {
    super(render(where ? withWhere(reason, where) : reason));
  }
}

/** The reason prefixed with the file (and body) it is about. */
export const withWhere = (reason: Message, where: { file: string; body?: number }): Message =>
  where.body === undefined ? message('{{file}}: {{reason}}', { file: where.file, reason }) : message('{{file}} (body {{body}}): {{reason}}', { file: where.file, body: where.body, reason });

/** A party of the invoice; the buyer also carries where its e-invoices are delivered (SdI code or PEC). */
export type Party = { vatNumber: string; country: string; name: string; taxCode?: string; sdiCode?: string; pec?: string };
export type RateSummary = { rate: string; nature?: string; taxable: Decimal; vat: Decimal };
export type ParsedLine = InvoiceLineFigures & { description: string };
/** A file of the ZIP as delivered, kept to attach to the invoices it holds. */
export type ZipFile = { fileName: string; contentType: string; bytes: Buffer };
export type ParsedInvoice = {
  fileName: string;
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  currency: string;
  description?: string;
  summary: RateSummary[];
  taxable: Decimal;
  vat: Decimal;
  total: Decimal;
  dueDate?: string;
  /** The first IBAN (check digits agreeing) its DatiPagamento asks to be paid to. */
  iban?: string;
  lines: ParsedLine[];
  /** The lines' summary (by the shared function) disagrees with the document's (the summary, the legal total, is kept). */
  isLinesMismatch: boolean;
  /** The file the invoice came from (.xml, or the signed .xml.p7m as delivered). */
  source?: ZipFile;
  /** A signed file's signature over its content ('valid' or 'invalid'); undefined for an unsigned one. */
  signature?: SignatureCheck;
};

const ARRAYS = new Set(['FatturaElettronicaBody', 'DatiRiepilogo', 'DettaglioLinee', 'DettaglioPagamento', 'Causale']);
const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, processEntities: false, isArray: (name) => ARRAYS.has(name) });

// Embedded attachments (Allegati, base64: the only long texts of a FatturaPA file) are never read: they are cut
// out before the file is parsed, since the parser spends some 30 bytes of memory on every byte of a long text.
const ATTACHMENTS = /<([A-Za-z0-9_]+:)?Allegati[\s>][\s\S]*?<\/([A-Za-z0-9_]+:)?Allegati\s*>/g;

type Node = Record<string, unknown>;
const at = (node: unknown, ...path: string[]): unknown => path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Node)[key] : undefined), node);
const textAt = (node: unknown, ...path: string[]) => {
  const value = at(node, ...path);
  return typeof value === 'string' ? decodeXmlText(value.trim()) : undefined;
};

const partyOf = (node: unknown, fileName: string, role: string): Party => {
  const vat = textAt(node, 'DatiAnagrafici', 'IdFiscaleIVA', 'IdCodice');
  const country = textAt(node, 'DatiAnagrafici', 'IdFiscaleIVA', 'IdPaese') ?? 'IT';
  const taxCode = textAt(node, 'DatiAnagrafici', 'CodiceFiscale');
  const name =
    textAt(node, 'DatiAnagrafici', 'Anagrafica', 'Denominazione') ??
    [textAt(node, 'DatiAnagrafici', 'Anagrafica', 'Nome'), textAt(node, 'DatiAnagrafici', 'Anagrafica', 'Cognome')].filter(Boolean).join(' ');
  if (!vat && !taxCode) throw new InvoiceFileRefusal(message('<{{role}}><DatiAnagrafici><IdFiscaleIVA> is missing', { role }), { file: fileName });
  if (!name) throw new InvoiceFileRefusal(message('<{{role}}><DatiAnagrafici><Anagrafica> has no name', { role }), { file: fileName });
  return { vatNumber: vat ?? taxCode!, country, name, taxCode };
};

type Where = { file: string; body?: number };

const amountAt = (node: unknown, where: Where, element: string, ...path: string[]) => {
  const raw = textAt(node, ...path);
  if (raw === undefined || !/^-?\d+(\.\d{1,8})?$/.test(raw)) throw new InvoiceFileRefusal(message('<{{element}}> "{{value}}" is not an amount', { element, value: raw ?? '' }), where);
  return new Decimal(raw);
};

/** A DettaglioLinee: its PrezzoTotale is the document's and is kept; a Natura outside the list is refused. */
const lineOf = (node: unknown, where: Where): ParsedLine => {
  const number = textAt(node, 'NumeroLinea') ?? '?';
  const element = `DettaglioLinee ${number}`;
  const nature = textAt(node, 'Natura');
  if (nature && !NATURE_CODES.includes(nature as (typeof NATURE_CODES)[number]))
    throw new InvoiceFileRefusal(message('<{{element}}><Natura> "{{value}}" is not a FatturaPA Natura code', { element, value: nature }), where);
  return {
    description: textAt(node, 'Descrizione') ?? '',
    quantity: textAt(node, 'Quantita') ? amountAt(node, where, `${element}><Quantita`, 'Quantita').toString() : '1',
    unitPrice: amountAt(node, where, `${element}><PrezzoUnitario`, 'PrezzoUnitario').toString(),
    lineTotal: amountAt(node, where, `${element}><PrezzoTotale`, 'PrezzoTotale').toString(),
    vatRate: amountAt(node, where, `${element}><AliquotaIVA`, 'AliquotaIVA').toString(),
    nature: nature ?? null,
  };
};

/** Every invoice of one FatturaPA document (one per FatturaElettronicaBody). */
export const parseFatturaPA = (file: string, fileName: string): ParsedInvoice[] => {
  const xml = file.replace(ATTACHMENTS, '');
  const unsafe = unsafeXmlReason(xml, { maxDepth: IMPORT_LIMITS.xmlDepth, maxTextLength: IMPORT_LIMITS.invoiceTextLength });
  const whole: Where = { file: fileName };
  if (unsafe) throw new InvoiceFileRefusal(message('the XML was not read: {{reason}}', { reason: unsafe }), whole);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new InvoiceFileRefusal(message('line {{line}}: the XML is malformed ({{reason}})', { line: valid.err.line, reason: valid.err.msg }), whole);
  const root = at(parser.parse(xml), 'FatturaElettronica');
  if (!root) throw new InvoiceFileRefusal(message('no <FatturaElettronica> element'), whole);
  const header = at(root, 'FatturaElettronicaHeader');
  if (!header) throw new InvoiceFileRefusal(message('no <FatturaElettronicaHeader> element'), whole);
  const seller = partyOf(at(header, 'CedentePrestatore'), fileName, 'CedentePrestatore');
  // The delivery channel named in the transmission data belongs to the buyer (who receives the invoice).
  const transmission = at(header, 'DatiTrasmissione');
  const sdiCode = textAt(transmission, 'CodiceDestinatario');
  const buyer = {
    ...partyOf(at(header, 'CessionarioCommittente'), fileName, 'CessionarioCommittente'),
    sdiCode,
    pec: textAt(transmission, 'PECDestinatario'),
  };
  const bodies = at(root, 'FatturaElettronicaBody') as unknown[] | undefined;
  if (!bodies?.length) throw new InvoiceFileRefusal(message('no <FatturaElettronicaBody> element'), whole);
  return bodies.map((body, index) => {
    const where: Where = bodies.length > 1 ? { file: fileName, body: index + 1 } : whole;
    const general = at(body, 'DatiGenerali', 'DatiGeneraliDocumento');
    const number = textAt(general, 'Numero');
    if (!number) throw new InvoiceFileRefusal(message('<DatiGeneraliDocumento><Numero> is missing'), where);
    const date = parseItalianDate(textAt(general, 'Data') ?? '');
    if (!date) throw new InvoiceFileRefusal(message('<DatiGeneraliDocumento><Data> "{{value}}" is not a date', { value: textAt(general, 'Data') ?? '' }), where);
    const summaries = (at(body, 'DatiBeniServizi', 'DatiRiepilogo') as unknown[] | undefined) ?? [];
    if (summaries.length === 0) throw new InvoiceFileRefusal(message('no <DatiRiepilogo> element'), where);
    const summary = summaries.map((node) => ({
      rate: textAt(node, 'AliquotaIVA') ?? '0',
      nature: textAt(node, 'Natura'),
      taxable: amountAt(node, where, 'ImponibileImporto', 'ImponibileImporto'),
      vat: amountAt(node, where, 'Imposta', 'Imposta'),
    }));
    const taxable = money(summary.reduce((sum, row) => sum.plus(row.taxable), new Decimal(0)));
    const vat = money(summary.reduce((sum, row) => sum.plus(row.vat), new Decimal(0)));
    const lines = ((at(body, 'DatiBeniServizi', 'DettaglioLinee') as unknown[] | undefined) ?? []).map((line) => lineOf(line, where));
    const declared = textAt(general, 'ImportoTotaleDocumento');
    const total = declared ? amountAt(general, where, 'ImportoTotaleDocumento', 'ImportoTotaleDocumento') : taxable.plus(vat);
    const dues = ((at(body, 'DatiPagamento', 'DettaglioPagamento') as unknown[] | undefined) ?? [])
      .map((payment) => parseItalianDate(textAt(payment, 'DataScadenzaPagamento') ?? ''))
      .filter((day): day is string => day !== undefined)
      .sort();
    const iban = ((at(body, 'DatiPagamento', 'DettaglioPagamento') as unknown[] | undefined) ?? [])
      .map((payment) => compactIban(textAt(payment, 'IBAN') ?? ''))
      .find((value) => value !== '' && isValidIban(value));
    const causale = (at(general, 'Causale') as unknown[] | undefined)
      ?.filter((text) => typeof text === 'string')
      .map(decodeXmlText)
      .join(' ');
    return {
      fileName,
      seller,
      buyer,
      number,
      date,
      currency: textAt(general, 'Divisa') ?? 'EUR',
      description: causale || undefined,
      summary,
      taxable,
      vat,
      total: money(total),
      dueDate: dues[0],
      iban,
      lines,
      isLinesMismatch:
        lines.length > 0 &&
        !summariesAgree(
          vatSummaryOf(lines).summary,
          summary.map((row) => ({ rate: Number(row.rate), nature: Number(row.rate) === 0 ? (row.nature ?? null) : null, taxable: row.taxable.toNumber(), vat: row.vat.toNumber() })),
        ),
    };
  });
};

/** One file of the upload: its invoices, or why it was refused (the reason without the file's name). */
export type InvoiceFileReading = { fileName: string; invoices: ParsedInvoice[]; refusal?: Message };
/** The upload as the action has it: a temporary file on disk. */
export type InvoiceUpload = { fileName: string; path: string; size: number };
/** Given each file's reading in turn, with a reader of the ZIP's PDF of a name (pdfKeyOf), before the next is read. */
export type InvoiceFileTaker = (reading: InvoiceFileReading, pdfOf: (key: string) => Promise<ZipFile | undefined>) => Promise<void>;

const baseName = (name: string) => name.replace(/^.*\//, '').replace(/\.p7m$/i, '').replace(/\.(xml|pdf)$/i, '').toLowerCase();

const isXmlEntry = (name: string) => /\.(xml|p7m)$/i.test(name);
const fileNameOf = (name: string) => name.replace(/^.*\//, '');

/** The invoices of one FatturaPA file (.xml, or .xml.p7m opened and its signature checked); a refusal thrown. */
const invoicesOfFile = async (name: string, bytes: Buffer): Promise<ParsedInvoice[]> => {
  const fileName = fileNameOf(name);
  if (/\.p7m$/i.test(name)) {
    const { xml, signature } = await openSignedInvoice(bytes);
    const source = { fileName, contentType: 'application/pkcs7-mime', bytes };
    return parseFatturaPA(xml.toString('utf8').replace(/^\uFEFF/, ''), name).map((invoice) => ({ ...invoice, source, signature }));
  }
  const source = { fileName, contentType: 'application/xml', bytes };
  return parseFatturaPA(bytes.toString('utf8').replace(/^\uFEFF/, ''), name).map((invoice) => ({ ...invoice, source }));
};

/** The reading of one file: its invoices, or its refusal in words that do not repeat its name. */
const readingOf = async (name: string, bytes: Buffer, limits: ImportLimits): Promise<InvoiceFileReading> => {
  const fileName = fileNameOf(name);
  try {
    const invoices = await invoicesOfFile(name, bytes);
    const lines = invoices.reduce((sum, invoice) => sum + invoice.lines.length, 0);
    if (lines > limits.invoiceLines)
      throw new InvoiceFileRefusal(message("the file's invoices hold more than {{limit}} lines, more than one import accepts", { limit: limits.invoiceLines.toLocaleString('en-US') }), { file: name });
    return { fileName, invoices };
  } catch (error) {
    if (!(error instanceof InvoiceFileRefusal || error instanceof SignedEnvelopeRefusal)) throw error;
    // Beside the file's name the reason leaves the name out (but names the body of a lot).
    const where = error instanceof InvoiceFileRefusal ? error.where : undefined;
    const reason = !where ? error.reason : where.body !== undefined ? message('body {{body}}: {{reason}}', { body: where.body, reason: error.reason }) : where.file === name || where.file === fileName ? error.reason : withWhere(error.reason, where);
    return { fileName, invoices: [], refusal: reason };
  }
};

const ZIP_MAGIC = /^PK\x03\x04|^PK\x05\x06/;

const headOf = async (file: string) => {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

/**
 * What an upload holds, one file at a time: a ZIP's files, or one .xml / .xml.p7m sent alone. A bad file is a
 * refusal in its reading; what makes the archive unsafe to read, or more invoices than one import takes, refuses it
 * whole (thrown: the action's transaction then undoes what was taken before).
 */
export const readInvoiceUpload = async (upload: InvoiceUpload, limits: ImportLimits, take: InvoiceFileTaker): Promise<void> => {
  if (!ZIP_MAGIC.test((await headOf(upload.path)).toString('latin1')) && isXmlEntry(upload.fileName)) {
    if (upload.size > limits.invoiceXmlBytes)
      throw new InvoiceFileRefusal(message('the file is larger than {{size}}, the most a FatturaPA file may be', { size: inMegabytes(limits.invoiceXmlBytes) }), { file: upload.fileName });
    return take(await readingOf(upload.fileName, await fs.promises.readFile(upload.path), limits), async () => undefined);
  }
  return readInvoiceZip(upload.path, limits, take);
};

/** The ZIP's files, read and taken one at a time after the archive's declarations were checked. */
const readEntries = async ({ entries: all, read }: ZipArchive, limits: ImportLimits, take: InvoiceFileTaker): Promise<void> => {
  const { zipExpandedBytes, invoiceXmlBytes, zipPdfBytes } = limits;
  const entries = all.filter((entry) => !entry.isFolder);
  const tooLarge = () => new InvoiceFileRefusal(message('the ZIP expands beyond {{size}}', { size: inMegabytes(zipExpandedBytes) }));
  const xmlTooLarge = (name: string) => new InvoiceFileRefusal(message('the file is larger than {{size}}, the most a FatturaPA file may be', { size: inMegabytes(invoiceXmlBytes) }), { file: name });
  const pdfTooLarge = (name: string) => new InvoiceFileRefusal(message('the file is larger than {{size}}, the most a PDF of the ZIP may be', { size: inMegabytes(zipPdfBytes) }), { file: name });
  // The sizes the archive declares, checked before anything is expanded (a bomb declares or reveals itself).
  const declared = entries.reduce((sum, entry) => sum + entry.declaredBytes, 0);
  if (declared > zipExpandedBytes) throw tooLarge();
  const oversized = entries.find((entry) => isXmlEntry(entry.path) && entry.declaredBytes > invoiceXmlBytes);
  if (oversized) throw xmlTooLarge(cleanFileName(oversized.path));
  for (const { path } of entries) {
    if (path.includes('..') || path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.includes('\\'))
      throw new InvoiceFileRefusal(message('a path outside the archive is not accepted'), { file: cleanFileName(path) });
    if (/\.(zip|rar|7z|tar|gz|tgz)$/i.test(path)) throw new InvoiceFileRefusal(message('archives inside the archive are not accepted'), { file: cleanFileName(path) });
  }
  const xmls = entries.filter((entry) => isXmlEntry(entry.path));
  if (xmls.length === 0) throw new InvoiceFileRefusal(message('the ZIP holds no FatturaPA file (.xml or .xml.p7m)'));
  // PDFs are found by name and read only when an invoice of the same name is written.
  const pdfEntries = new Map(entries.filter((entry) => /\.pdf$/i.test(entry.path)).map((entry) => [baseName(cleanFileName(fileNameOf(entry.path))), entry]));
  let total = 0;
  let invoices = 0;
  const readWithin = async (entry: ZipEntry, most: number, tooLargeEntry: () => Error) => {
    const left = zipExpandedBytes - total;
    const content = most < left ? await read(entry, most, tooLargeEntry) : await read(entry, left, tooLarge);
    total += content.length;
    return content;
  };
  const pdfOf = async (key: string): Promise<ZipFile | undefined> => {
    const entry = pdfEntries.get(key);
    if (!entry) return undefined;
    const name = cleanFileName(fileNameOf(entry.path));
    try {
      return { fileName: name, contentType: 'application/pdf', bytes: await readWithin(entry, zipPdfBytes, () => pdfTooLarge(name)) };
    } catch (error) {
      // Read while its invoice is written: a damaged PDF refuses that invoice's file, as a bad XML would.
      throw error instanceof ZipRefusal ? new InvoiceFileRefusal(error.reason) : error;
    }
  };
  for (const entry of xmls) {
    const name = cleanFileName(fileNameOf(entry.path));
    const reading = await readingOf(name, await readWithin(entry, invoiceXmlBytes, () => xmlTooLarge(name)), limits);
    invoices += reading.invoices.length;
    if (invoices > limits.zipInvoices)
      throw new InvoiceFileRefusal(message('the ZIP holds more than {{limit}} invoices, more than one import accepts', { limit: limits.zipInvoices.toLocaleString('en-US') }), { file: name });
    await take(reading, pdfOf);
  }
};

/**
 * Every file of the ZIP read on its own; the archive refused whole when unsafe: no nested archives, no path tricks,
 * no bombs. The entries are counted from the central directory before anything is inflated, then inflated one at a
 * time (zip-archive.ts) from the upload's file. Names are stored cleaned as a direct upload's are (cleanFileName).
 */
export const readInvoiceZip = async (file: string, limits: ImportLimits, take: InvoiceFileTaker): Promise<void> => {
  const { zipFiles } = limits;
  const tooMany = (count: number) => new InvoiceFileRefusal(message('the ZIP holds {{count}} files, more than {{limit}}', { count, limit: zipFiles }));
  let zip: ZipArchive;
  try {
    zip = await openZip(file, zipFiles, tooMany);
  } catch (error) {
    throw error instanceof ZipRefusal ? new InvoiceFileRefusal(error.reason) : error;
  }
  try {
    await readEntries(zip, limits, take);
  } catch (error) {
    throw error instanceof ZipRefusal ? new InvoiceFileRefusal(error.reason) : error;
  } finally {
    zip.close();
  }
};

export const pdfKeyOf = baseName;
