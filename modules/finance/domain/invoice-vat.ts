import Decimal from 'decimal.js';
import { lineAmountOf } from '../../sales/domain/quote-totals';
import { NATURE_CODES } from './nature-codes';

// An invoice's VAT summary per rate (FatturaPA's DatiRiepilogo) from its lines: one function for the server
// (the withLines action, the FatturaPA import's check of the lines against the document's summary) and the
// invoice editor's live preview. As the FatturaPA rules have it, a line's total is quantity × unit price
// rounded half-up to the cent, and the VAT is computed once per rate on the rate's taxable (not per line),
// rounded half-up to the cent. An exempt or non-taxable line has rate 0 and its Natura code.

export type InvoiceLineFigures = {
  quantity?: number | string | null;
  unitPrice?: number | string | null;
  vatRate?: number | string | null;
  nature?: string | null;
  /** The document's own line total (an imported PrezzoTotale); else quantity × unit price. */
  lineTotal?: number | string | null;
};
export type VatSummaryRow = { rate: number; nature: string | null; taxable: number; vat: number };
export type InvoiceFigures = { taxable: number; vat: number; total: number; summary: VatSummaryRow[] };

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The line's total: the document's when it has one, else quantity × unit price to the cent. */
export const invoiceLineTotalOf = (line: InvoiceLineFigures): Decimal =>
  blank(line.lineTotal) ? lineAmountOf({ quantity: line.quantity, unitPrice: line.unitPrice }) : cents(String(line.lineTotal));

const keyOf = (rate: Decimal, nature: string | null) => `${rate.toFixed(2)}|${nature ?? ''}`;

/** Taxable, VAT and total from a summary per rate (the document's, or the lines'). */
export const figuresOfSummary = (summary: readonly VatSummaryRow[]): InvoiceFigures => {
  const taxable = summary.reduce((sum, row) => sum.plus(String(row.taxable)), new Decimal(0));
  const vat = summary.reduce((sum, row) => sum.plus(String(row.vat)), new Decimal(0));
  return { taxable: cents(taxable).toNumber(), vat: cents(vat).toNumber(), total: cents(taxable.plus(vat)).toNumber(), summary: [...summary] };
};

/** The summary per rate and Natura code of the lines (highest rate first), with the invoice's figures. */
export const vatSummaryOf = (lines: readonly InvoiceLineFigures[]): InvoiceFigures => {
  const groups = new Map<string, { rate: Decimal; nature: string | null; taxable: Decimal }>();
  for (const line of lines) {
    const rate = blank(line.vatRate) ? new Decimal(0) : new Decimal(String(line.vatRate));
    const nature = rate.isZero() ? (line.nature ?? null) : null;
    const key = keyOf(rate, nature);
    const group = groups.get(key) ?? { rate, nature, taxable: new Decimal(0) };
    groups.set(key, { ...group, taxable: group.taxable.plus(invoiceLineTotalOf(line)) });
  }
  const summary = [...groups.values()]
    .sort((a, b) => b.rate.comparedTo(a.rate) || (a.nature ?? '').localeCompare(b.nature ?? ''))
    .map((group) => ({ rate: group.rate.toNumber(), nature: group.nature, taxable: cents(group.taxable).toNumber(), vat: cents(group.taxable.times(group.rate).dividedBy(100)).toNumber() }));
  return figuresOfSummary(summary);
};

/**
 * Whether the lines' summary agrees with the document's: the same rates and Natura codes, each taxable to the
 * cent and its VAT within a cent (software that rounds the VAT line by line may differ by that much).
 */
export const summariesAgree = (lines: readonly VatSummaryRow[], document: readonly VatSummaryRow[]): boolean => {
  if (lines.length !== document.length) return false;
  const byKey = new Map(document.map((row) => [keyOf(new Decimal(row.rate), row.nature ?? null), row]));
  return lines.every((row) => {
    const other = byKey.get(keyOf(new Decimal(row.rate), row.nature ?? null));
    return other !== undefined && cents(row.taxable).eq(cents(other.taxable)) && cents(row.vat).minus(cents(other.vat)).abs().lte(0.01);
  });
};

/** What is wrong with a line typed by hand, by field (empty when it is fine). */
export const lineProblemsOf = (line: InvoiceLineFigures & { description?: unknown }): Record<string, string> => {
  const problems: Record<string, string> = {};
  const isNumber = (value: unknown) => !blank(value) && new Decimal(String(value)).isFinite();
  if (typeof line.description !== 'string' || line.description.trim() === '') problems.description = 'Required';
  else if (line.description.length > 1000) problems.description = 'At most 1000 characters';
  if (!isNumber(line.quantity) || new Decimal(String(line.quantity)).lte(0)) problems.quantity = 'A quantity above 0';
  if (!isNumber(line.unitPrice)) problems.unitPrice = 'A price';
  const rate = isNumber(line.vatRate) ? new Decimal(String(line.vatRate)) : undefined;
  if (!rate || rate.lt(0) || rate.gt(100)) problems.vatRate = 'A rate from 0 to 100';
  else if (rate.isZero() && !NATURE_CODES.includes(line.nature as (typeof NATURE_CODES)[number])) problems.nature = 'A line without VAT needs its Natura code (N1 … N7)';
  else if (!rate.isZero() && !blank(line.nature)) problems.nature = 'Only a line without VAT has a Natura code';
  return problems;
};
