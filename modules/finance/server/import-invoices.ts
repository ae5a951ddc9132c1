import { and, eq } from 'drizzle-orm';
import { moneyNumber } from '../domain/bank-statement';
import { FATTURAPA_IMPORT, invoices as invoiceDeclaration } from '../invoices.resource';
import type { ReplyOf } from '../../../resources/reply-types';
import { suppliers } from '../suppliers.resource';
import { isValidTaxCode, italianVatDigitsOf } from '../../sales/domain/italian-tax-ids';
import { firmIdentity } from '../../firm/server/firm-identity';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, HttpError } from '../../../server/errors';
import { message, type Message } from '../../../server/i18n/message';
import { ReplyText } from '../../../server/i18n/reply-text';
import type { ActionCall, ActionHandler } from '../../../server/operations/actions/run-action';
import { translateDatabaseError, uniqueFieldsRefused } from '../../../server/operations/database-errors';
import { createRecord, updateRecord } from '../../../server/operations/record-writer';
import { InvoiceFileRefusal, withWhere, pdfKeyOf, readInvoiceUpload, type InvoiceFileReading, type ParsedInvoice, type Party, type ZipFile } from './fattura-pa';
import { singleRateOf, summaryJson, writeInvoiceLines } from './invoice-lines';

// PUT /admin/finance/invoices/zip (file): the FatturaPA invoices of a ZIP (or of one .xml / .xml.p7m) become
// invoices, each file on its own: a file's invoices are written in a savepoint of the import's transaction, so a
// refused file (malformed, not the firm's, a counterparty that cannot be stored) undoes only its own writes and
// the reply reports every file: imported (with its invoices), skipped as already there, or refused with why.
// The firm's VAT number (its record, modules/firm/server/firm-identity.ts) decides the direction: the firm selling is an
// issued invoice ('out', or 'foreign' for a buyer abroad), buying a received one ('in'). The counterparty is
// found by VAT number among suppliers (received) or customers (issued), or created. An invoice already there
// (same counterparty, number and date) is skipped: found before the insert, or refused by the unique index when a
// concurrent write made it first (its own savepoint, so the rest of the file goes on).
// A party's Italian VAT number that fails its check digit never refuses an invoice SdI delivered: it is kept as
// delivered and the invoice flagged (isPartyVatInvalid). A signed file's signature check is kept (signature).
// Each invoice gets its lines, the document's VAT summary (flagged when the lines disagree with it), and the
// file it came from as an attachment (the signed .p7m as delivered, being the legal original), with the PDF
// of the same name when the ZIP holds one; the XML and PDF flags follow.

/** The report the action declares (invoices.resource.ts), file by file, its invoices with their flags. */
type ZipReport = ReplyOf<typeof invoiceDeclaration, typeof FATTURAPA_IMPORT>;
type InvoiceOutcome = ZipReport['files'][number]['invoices'][number];
/** A refused file's reason is written in the reader's language when the reply is sent (ReplyText). */
type FileOutcome = { fileName: string; status: 'imported' | 'skipped' | 'refused'; reason?: Message; invoices: InvoiceOutcome[] };

const counterpartyId = async (call: ActionCall, resource: 'suppliers' | 'customers', party: Party) => {
  const { table, columns } = resourceTableOf(call.context.schema, resource);
  const vat = party.country === 'IT' ? party.vatNumber : `${party.country}${party.vatNumber}`;
  const [found] = await call.tx.select().from(table).where(eq(columns.vatNumber, vat));
  if (found) return found.id;
  // A new customer keeps the delivery channel the invoice names: its SdI code, or "0000000" (the code FatturaPA
  // uses for delivery by PEC or to the buyer's fiscal drawer) with the PEC when there is one.
  const created = await createRecord(
    call.write,
    resource,
    resource === 'suppliers'
      ? { name: party.name.slice(0, 160), vatNumber: vat, country: party.country }
      : { name: party.name.slice(0, 160), vatNumber: vat, sdiCode: party.sdiCode ?? '0000000', pec: party.pec ?? null },
  );
  return created.id;
};

/** A supplier with no IBAN yet takes the one its invoice asks to be paid to (DatiPagamento); one already kept stays. */
const fillSupplierIban = async (call: ActionCall, supplierId: number, iban: string) => {
  const { table, columns } = resourceTableOf(call.context.schema, suppliers);
  const [supplier] = await call.tx.select().from(table).where(eq(columns.id, supplierId)).for('update');
  if (supplier && (typeof supplier.iban !== 'string' || supplier.iban.trim() === '')) await updateRecord(call.write, suppliers, supplier, { iban });
};

/** An Italian party whose VAT number (or codice fiscale, when it has none) fails its check character. */
const isIdentityInvalid = (party: Party) => {
  const digits = italianVatDigitsOf(party.vatNumber, party.country);
  return digits !== undefined && !isValidTaxCode(digits);
};

const directionOf = (own: string) => (invoice: ParsedInvoice): InvoiceOutcome['direction'] => {
  if (invoice.seller.vatNumber === own) return invoice.buyer.country === 'IT' ? 'out' : 'foreign';
  if (invoice.buyer.vatNumber === own) return 'in';
  throw new InvoiceFileRefusal(message('invoice {{number}} is neither issued nor received by the firm (VAT number {{vat}})', { number: invoice.number, vat: own }));
};

const importInvoice = async (call: ActionCall, invoice: ParsedInvoice, direction: InvoiceOutcome['direction'], pdf: ZipFile | undefined): Promise<InvoiceOutcome> => {
  const { table, columns } = resourceTableOf(call.context.schema, invoiceDeclaration);
  const isReceived = direction === 'in';
  const partyId = await counterpartyId(call, isReceived ? 'suppliers' : 'customers', isReceived ? invoice.seller : invoice.buyer);
  const isPartyVatInvalid = isIdentityInvalid(invoice.seller) || isIdentityInvalid(invoice.buyer);
  const outcome = { number: invoice.number, date: invoice.date, direction, total: moneyNumber(invoice.total), isLinesMismatch: invoice.isLinesMismatch, isPartyVatInvalid, signature: invoice.signature ?? null };
  const skipped = { ...outcome, status: 'skipped' as const };
  const partyColumn = isReceived ? columns.supplierId : columns.customerId;
  const [existing] = await call.tx
    .select({ id: columns.id })
    .from(table)
    .where(and(eq(partyColumn, partyId), eq(columns.number, invoice.number), eq(columns.date, invoice.date)));
  if (existing) return { ...skipped, id: Number(existing.id) };
  const summary = invoice.summary.map((row) => ({ rate: Number(row.rate), nature: Number(row.rate) === 0 ? (row.nature ?? null) : null, taxable: moneyNumber(row.taxable), vat: moneyNumber(row.vat) }));
  try {
    return await call.inSavepoint(async (inner) => {
      const created = await createRecord(inner.write, invoiceDeclaration, {
        direction,
        number: invoice.number.slice(0, 40),
        date: invoice.date,
        supplierId: isReceived ? partyId : null,
        customerId: isReceived ? null : partyId,
        description: [invoice.description, invoice.isLinesMismatch ? 'Lines and VAT summary disagree: the summary was kept.' : undefined, `Imported from ${invoice.fileName}`]
          .filter(Boolean)
          .join('\n')
          .slice(0, 2000),
        currency: invoice.currency,
        taxable: moneyNumber(invoice.taxable),
        vatRate: singleRateOf(summary),
        vatSummary: summaryJson(summary),
        isLinesMismatch: invoice.isLinesMismatch,
        isPartyVatInvalid,
        signature: invoice.signature ?? null,
        vat: moneyNumber(invoice.vat),
        total: moneyNumber(invoice.total),
        dueDate: invoice.dueDate ?? null,
        hasInvoiceXmlFile: invoice.source !== undefined,
        hasInvoicePdfFile: pdf !== undefined,
      });
      await writeInvoiceLines(inner.write, created.id, invoice.lines);
      if (isReceived && invoice.iban) await fillSupplierIban(inner, partyId, invoice.iban);
      // Attached as their kinds, so removing one later unticks its box (flagOfKind).
      if (invoice.source) await inner.attach(invoiceDeclaration, created.id, [invoice.source], { kind: 'XML' });
      if (pdf) await inner.attach(invoiceDeclaration, created.id, [pdf], { kind: 'PDF' });
      return { ...outcome, id: created.id, status: 'imported' as const };
    });
  } catch (error) {
    // A concurrent write (another import on another server, a hand-typed invoice) made the same invoice first.
    if (uniqueFieldsRefused(error, invoiceDeclaration)?.includes('number')) return { ...skipped, id: null };
    throw error;
  }
};

/** One file's invoices, in a savepoint: all of them written (or skipped as there already), or none. */
const importFile = async (call: ActionCall, reading: InvoiceFileReading, pdfOf: (key: string) => Promise<ZipFile | undefined>): Promise<FileOutcome> => {
  const fileName = reading.fileName;
  if (reading.refusal !== undefined) return { fileName, status: 'refused', reason: reading.refusal, invoices: [] };
  try {
    const invoices = await call.inSavepoint(async (inner) => {
      const own = (await firmIdentity(inner.tx, inner.context.schema)).vatDigits;
      const directions = reading.invoices.map(directionOf(own));
      const outcomes: InvoiceOutcome[] = [];
      // The bodies of one file share its name, so its PDF (if the ZIP holds one) is read once.
      const pdfs = new Map<string, Promise<ZipFile | undefined>>();
      const pdfFor = (key: string) => pdfs.get(key) ?? pdfs.set(key, pdfOf(key)).get(key)!;
      for (const [index, invoice] of reading.invoices.entries()) outcomes.push(await importInvoice(inner, invoice, directions[index], await pdfFor(pdfKeyOf(invoice.fileName))));
      return outcomes;
    });
    return { fileName, status: invoices.some((invoice) => invoice.status === 'imported') ? 'imported' : 'skipped', invoices };
  } catch (error) {
    return { fileName, status: 'refused', reason: refusalReasonOf(error), invoices: [] };
  }
};

/** Why a file was refused, in words; an error that is no refusal of the file (a bug) is thrown on. */
const refusalReasonOf = (error: unknown): Message => {
  if (error instanceof InvoiceFileRefusal) return error.where ? withWhere(error.reason, error.where) : error.reason;
  const translated = error instanceof HttpError ? error : translateDatabaseError(error, invoiceDeclaration);
  if (translated instanceof HttpError && translated.status < 500) {
    const fields = Object.entries(translated.fieldTexts ?? {}).map(([field, reason]) => message('{{field}}: {{reason}}', { field, reason }));
    return fields.reduce<Message>((all, field) => message('{{first}}; {{next}}', { first: all, next: field }), translated.text);
  }
  throw error;
};

export const importInvoiceZip: ActionHandler = async (call) => {
  const file = call.files[0];
  if (!file) throw badRequest(message('Send the ZIP as a file'), { file: message('Required') });
  // Each file of the upload is written before the next is read: memory is held per file, not per upload.
  const files: FileOutcome[] = [];
  try {
    await readInvoiceUpload(file, call.importLimits, async (reading, pdfOf) => void files.push(await importFile(call, reading, pdfOf)));
  } catch (error) {
    // What makes the archive unsafe to read refuses it whole, naming the entry and the limit.
    if (error instanceof InvoiceFileRefusal)
      throw badRequest(message('{{file}} was refused, nothing was imported: {{reason}}', { file: file.fileName, reason: error.where ? withWhere(error.reason, error.where) : error.reason }), {
        file: error.where ? withWhere(error.reason, error.where) : error.reason,
      });
    throw error;
  }
  // Nothing good in the upload: a refusal (400) naming each file and its reason, as bad input always gets.
  if (files.every((outcome) => outcome.status === 'refused')) {
    const reasons = files.map((outcome) => message('{{file}}: {{reason}}', { file: outcome.fileName, reason: outcome.reason ?? '' }));
    throw badRequest(
      message('{{file}} was refused, nothing was imported: {{reason}}', { file: file.fileName, reason: reasons.slice(1).reduce<Message>((all, next) => message('{{first}}; {{next}}', { first: all, next }), reasons[0]) }),
      Object.fromEntries(files.map((outcome) => [outcome.fileName, outcome.reason ?? message('Refused')])),
    );
  }
  const invoices = files.flatMap((outcome) => outcome.invoices);
  const imported = invoices.filter((invoice) => invoice.status === 'imported');
  const skipped = invoices.filter((invoice) => invoice.status === 'skipped');
  return {
    imported: imported.length,
    skipped: skipped.length,
    refused: files.filter((outcome) => outcome.status === 'refused').length,
    files: files.map((outcome) => (outcome.reason ? { ...outcome, reason: new ReplyText(outcome.reason) } : outcome)),
    invoices: imported,
    skippedInvoices: files.flatMap((outcome) =>
      outcome.invoices.filter((invoice) => invoice.status === 'skipped').map(({ number, date }) => ({ fileName: outcome.fileName, number, date })),
    ),
  };
};
