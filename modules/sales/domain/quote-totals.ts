import Decimal from 'decimal.js';

// A quote's figures from its lines, one function for the server (the truth, kept as derived fields) and
// the editor's live preview. Each line is rounded half-up to the cent (amount, then its VAT), then summed.

/** What a line needs for its figures; numbers or numeric text, blank meaning 0 (discount) or 1 (quantity). */
export type QuoteLineFigures = {
  quantity?: number | string | null;
  unitPrice?: number | string | null;
  discountPercent?: number | string | null;
  vatRate?: number | string | null;
};

export type VatSummary = { rate: number; taxable: number; vat: number };
export type QuoteTotals = { taxable: number; vat: number; total: number; byRate: VatSummary[] };

const HUNDRED = new Decimal(100);

const decimalOf = (value: number | string | null | undefined, fallback: number): Decimal => {
  if (value === null || value === undefined || value === '') return new Decimal(fallback);
  const decimal = new Decimal(typeof value === 'number' ? String(value) : value);
  return decimal.isFinite() ? decimal : new Decimal(fallback);
};

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The line's amount: quantity × unit price × (1 − discount %), rounded half-up to the cent. */
export const lineAmountOf = (line: QuoteLineFigures): Decimal =>
  cents(
    decimalOf(line.quantity, 1)
      .times(decimalOf(line.unitPrice, 0))
      .times(HUNDRED.minus(decimalOf(line.discountPercent, 0)))
      .dividedBy(HUNDRED),
  );

/** The line's VAT: its amount × its rate, rounded half-up to the cent (0 for an exempt line). */
export const lineVatOf = (line: QuoteLineFigures): Decimal => cents(lineAmountOf(line).times(decimalOf(line.vatRate, 0)).dividedBy(HUNDRED));

/** Taxable, VAT and total of a quote, with the summary per VAT rate (highest rate first). */
export const quoteTotalsOf = (lines: readonly QuoteLineFigures[]): QuoteTotals => {
  const rates = new Map<string, { rate: Decimal; taxable: Decimal; vat: Decimal }>();
  let taxable = new Decimal(0);
  let vat = new Decimal(0);
  for (const line of lines) {
    const amount = lineAmountOf(line);
    const lineVat = lineVatOf(line);
    taxable = taxable.plus(amount);
    vat = vat.plus(lineVat);
    const rate = decimalOf(line.vatRate, 0);
    const entry = rates.get(rate.toFixed(2)) ?? { rate, taxable: new Decimal(0), vat: new Decimal(0) };
    rates.set(rate.toFixed(2), { rate, taxable: entry.taxable.plus(amount), vat: entry.vat.plus(lineVat) });
  }
  const byRate = [...rates.values()]
    .sort((a, b) => b.rate.comparedTo(a.rate))
    .map((entry) => ({ rate: entry.rate.toNumber(), taxable: entry.taxable.toNumber(), vat: entry.vat.toNumber() }));
  return { taxable: taxable.toNumber(), vat: vat.toNumber(), total: taxable.plus(vat).toNumber(), byRate };
};
