import { lineProblemsOf, vatSummaryOf, invoiceLineTotalOf, type InvoiceLineFigures, type VatSummaryRow } from '../domain/invoice-vat';
import { badRequest, type FieldMessages } from '../../../server/errors';
import { message, term } from '../../../server/i18n/message';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import { createRecord, createRecords, type WriteContext } from '../../../server/operations/record-writer';
import type { WriteRule } from '../../../server/operations/write-rules';
import { invoiceLines } from '../invoice-lines.resource';
import { invoices as invoicesResource } from '../invoices.resource';
import { invoiceLinesOf } from './outgoing-invoice';

// Invoices with lines: POST /admin/finance/invoices/withLines makes the invoice and its lines in one
// transaction, its figures and VAT summary computed from the lines by the shared function. Afterwards only a
// draft's lines are written (on its page, or by POST draft_lines), its figures following them in the same
// transaction (draftFigures); the figures of an invoice with a summary are the server's, so lines, summary and
// figures cannot drift apart.

export type LineInput = InvoiceLineFigures & { description: string };

/** The lines as sent (a JSON list), or a 400 naming the line and field at fault. */
export const linesOf = (raw: unknown): LineInput[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    throw badRequest(message('The lines are not a JSON list'), { lines: message('Not JSON') });
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw badRequest(message('An invoice needs at least one line'), { lines: message('At least one line') });
  if (parsed.length > 1000) throw badRequest(message('At most {{max}} lines', { max: 1000 }), { lines: message('Too many lines') });
  const errors: FieldMessages = {};
  let firstBad: number | undefined;
  parsed.forEach((line: unknown, index) => {
    const problems = line && typeof line === 'object' ? lineProblemsOf(line as LineInput) : { line: 'Not an object' };
    // lineProblemsOf (shared with the quote editor) words its problems in English: they are catalogue keys.
    for (const [field, problem] of Object.entries(problems)) errors[`lines[${index}].${field}`] = term(problem);
    if (firstBad === undefined && Object.keys(problems).length > 0) firstBad = index;
  });
  if (firstBad !== undefined) throw badRequest(message('Line {{line}} is not valid', { line: firstBad + 1 }), errors);
  return parsed as LineInput[];
};

/** A line's stored values at its place in the invoice: its total the document's (imported) or quantity × price, Natura only at rate 0. */
export const lineValues = (line: LineInput, position: number) => ({
  position,
  description: line.description.trim().slice(0, 1000),
  quantity: Number(line.quantity ?? 1),
  unitPrice: Number(line.unitPrice),
  vatRate: Number(line.vatRate ?? 0),
  nature: Number(line.vatRate ?? 0) === 0 ? (line.nature ?? null) : null,
  lineTotal: invoiceLineTotalOf(line).toNumber(),
});

/**
 * Writes an invoice's lines in order (typed ones get their total computed, imported ones keep theirs), all in one
 * batch of the writer: one insert, one audit insert, the invoice's derived fields recomputed once (a supplier's
 * invoice may carry thousands of lines; written one by one they took minutes).
 */
export const writeInvoiceLines = async (write: WriteContext, invoiceId: number, lines: readonly LineInput[]) =>
  createRecords(write, invoiceLines, lines.map((line, position) => ({ invoiceId, ...lineValues(line, position) })));

export const summaryJson = (summary: readonly VatSummaryRow[]) => JSON.stringify(summary);
/** The single rate of a summary, for the invoice's `vatRate` column; null when it has several. */
export const singleRateOf = (summary: readonly VatSummaryRow[]) => (new Set(summary.map((row) => row.rate)).size === 1 ? summary[0].rate : null);

export const createInvoiceWithLines: ActionHandler = async ({ input, write }) => {
  const lines = linesOf(input.lines);
  const figures = vatSummaryOf(lines);
  const header = Object.fromEntries(
    ['direction', 'number', 'date', 'supplierId', 'customerId', 'workOrderId', 'description', 'dueDate'].map((key) => [key, input[key] ?? null]),
  );
  const invoice = await createRecord(write, invoicesResource, {
    ...header,
    taxable: figures.taxable,
    vat: figures.vat,
    total: figures.total,
    vatRate: singleRateOf(figures.summary),
    vatSummary: summaryJson(figures.summary),
  });
  await writeInvoiceLines(write, invoice.id, lines);
  return { ...invoice, vatSummary: figures.summary };
};

/**
 * A line written on a draft's page (a generic create or edit; `partOf` in invoice-lines.resource.ts lets only a
 * draft's lines be written so) is checked as withLines checks its lines, and gets its total from quantity × price.
 * Lines written by an action (withLines, the import, a billing run) come with their values.
 */
export const typedLineFigures: WriteRule<typeof invoiceLines> = (_tx, { after, via, isDelete }) => {
  if (via || isDelete) return;
  const problems = lineProblemsOf(after);
  if (Object.keys(problems).length > 0)
    throw badRequest(message('The line is not valid'), Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, term(problem)])));
  after.lineTotal = invoiceLineTotalOf({ quantity: after.quantity, unitPrice: after.unitPrice }).toNumber();
};

/**
 * A draft's figures and VAT summary from its lines as stored, after every write of them (the invoice's derivation):
 * its page's line edits, a billing run, a credit note. Only a draft's: an issued invoice's lines are locked with it,
 * and a received or imported invoice keeps the figures typed or of its document.
 */
export const draftFigures = async (tx: Database, invoice: Row, schema: DatabaseSchema) => {
  if (invoice.status !== 'Draft') return {};
  const lines = await invoiceLinesOf({ tx, schema }, Number(invoice.id));
  const figures = vatSummaryOf(lines.map((line) => ({ quantity: String(line.quantity), unitPrice: String(line.unitPrice), vatRate: String(line.vatRate), nature: line.nature as string | null })));
  return { taxable: figures.taxable, vat: figures.vat, total: figures.total, vatRate: singleRateOf(figures.summary), vatSummary: summaryJson(figures.summary) };
};

const FIGURES = ['taxable', 'vat', 'total', 'vatRate'] as const;

/** An invoice with a VAT summary keeps the figures of its lines or document: a generic edit cannot change them. */
export const figuresFollowSummary: WriteRule<typeof invoicesResource> = (_tx, { before, after, via, isDelete }) => {
  if (isDelete || via || !before?.vatSummary) return;
  const changed = FIGURES.filter((field) => String(after[field] ?? '') !== String(before[field] ?? ''));
  if (changed.length > 0)
    throw badRequest(message("This invoice's figures come from its lines and VAT summary"), Object.fromEntries(changed.map((field) => [field, message('Kept from the VAT summary')])));
};

const OUTGOING_HEADER = ['direction', 'number', 'customerId'] as const;

/** A billing run's draft or a credit note keeps its direction, customer (its contract's) and number (taken at issue). */
export const outgoingHeaderKept: WriteRule<typeof invoicesResource> = (_tx, { before, after, via, isDelete }) => {
  if (isDelete || via || !before?.status) return;
  const changed = OUTGOING_HEADER.filter((field) => String(after[field] ?? '') !== String(before[field] ?? ''));
  if (changed.length > 0)
    throw badRequest(message("A draft's direction, customer and number are kept: its number is taken when it is issued"), Object.fromEntries(changed.map((field) => [field, message('Kept')])));
};
