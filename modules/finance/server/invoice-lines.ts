import { lineProblemsOf, vatSummaryOf, invoiceLineTotalOf, type InvoiceLineFigures, type VatSummaryRow } from '../domain/invoice-vat';
import { badRequest, type FieldMessages } from '../../../server/errors';
import { message, term } from '../../../server/i18n/message';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { createRecord, createRecords, type WriteContext } from '../../../server/operations/record-writer';
import type { WriteRule } from '../../../server/operations/write-rules';
import { invoiceLines } from '../invoice-lines.resource';
import { invoices as invoicesResource } from '../invoices.resource';

// Invoices with lines: POST /admin/finance/invoices/withLines makes the invoice and its lines in one
// transaction, its figures and VAT summary computed from the lines by the shared function. Lines are written
// only with their invoice (here and by the FatturaPA import), and the figures of an invoice with a summary
// are the server's, so lines, summary and figures cannot drift apart.

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

/**
 * Writes an invoice's lines in order (typed ones get their total computed, imported ones keep theirs), all in
 * one batch of the writer: one insert, one audit insert, the invoice's derived fields recomputed once (a
 * supplier's invoice may carry thousands of lines; written one by one they took minutes).
 */
export const writeInvoiceLines = async (write: WriteContext, invoiceId: number, lines: readonly LineInput[]) => {
  await createRecords(
    write,
    invoiceLines,
    lines.map((line, position) => ({
      invoiceId,
      position,
      description: line.description.trim().slice(0, 1000),
      quantity: Number(line.quantity ?? 1),
      unitPrice: Number(line.unitPrice),
      vatRate: Number(line.vatRate ?? 0),
      nature: Number(line.vatRate ?? 0) === 0 ? (line.nature ?? null) : null,
      lineTotal: invoiceLineTotalOf(line).toNumber(),
    })),
  );
};

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

/** Lines come only with their invoice (withLines, the import); their invoice's delete takes them along. */
export const invoiceLinesByActionsOnly: WriteRule = (_tx, { via }) => {
  if (!via) throw badRequest(message('Invoice lines are written with their invoice (POST /admin/finance/invoices/withLines or the FatturaPA import)'));
};

const FIGURES = ['taxable', 'vat', 'total', 'vatRate'] as const;

/** An invoice with a VAT summary keeps the figures of its lines or document: a generic edit cannot change them. */
export const figuresFollowSummary: WriteRule = (_tx, { before, after, via, isDelete }) => {
  if (isDelete || via || !before?.vatSummary) return;
  const changed = FIGURES.filter((field) => String(after[field] ?? '') !== String((before as Row)[field] ?? ''));
  if (changed.length > 0)
    throw badRequest(message("This invoice's figures come from its lines and VAT summary"), Object.fromEntries(changed.map((field) => [field, message('Kept from the VAT summary')])));
};
