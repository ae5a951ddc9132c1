import Decimal from 'decimal.js';

// Which open invoices a bank movement probably pays, best first: the open amount equal to the movement's,
// the invoice number, the counterparty's VAT number or name found in the movement's text, and the distance
// between the movement's day and the invoice's due date; an accepted matching rule naming the invoice's
// counterparty puts it above every other (reason 'rule'). Pure, so the benchmark can time it alone.

export type SuggestionMovement = { date: string; amount: Decimal.Value; openAmount: Decimal.Value; description: string; counterparty?: string | null };
export type OpenInvoice = {
  id: number;
  number: string;
  date: string;
  dueDate: string | null;
  total: Decimal.Value;
  openAmount: Decimal.Value;
  counterpartyName: string | null;
  vatNumber: string | null;
  /** The counterparty as a rule names it (`suppliers:<id>`, `customers:<id>`). */
  target?: string | null;
};
export type Suggestion = { invoice: OpenInvoice; score: number; reasons: string[] };

const alnum = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const DAY = 86_400_000;
const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY;
const STOP = new Set(['SRL', 'SPA', 'SNC', 'SAS', 'S.R.L.', 'S.P.A.', 'STUDIO', 'SOCIETA', 'GROUP']);
const nameWords = (name: string) =>
  name
    .toUpperCase()
    .split(/[^A-Z0-9À-Ù]+/)
    .filter((word) => word.length >= 4 && !STOP.has(word));

/** Above anything the other reasons add up to (at most 265), so a rule's invoices come first. */
const RULE_BONUS = 1000;

const scoreOf = (movement: SuggestionMovement, text: string, compact: string, invoice: OpenInvoice, preferred: ReadonlySet<string>): Suggestion | undefined => {
  const reasons: string[] = [];
  let score = 0;
  if (invoice.target && preferred.has(invoice.target)) {
    score += RULE_BONUS;
    reasons.push('rule');
  }
  const open = new Decimal(invoice.openAmount);
  const moved = new Decimal(movement.openAmount);
  if (open.lte(0)) return undefined;
  if (open.eq(moved)) {
    score += 100;
    reasons.push('amount');
  } else {
    // Closer amounts rank higher; a movement that pays several invoices covers more than each.
    const ratio = Decimal.min(open, moved).div(Decimal.max(open, moved)).toNumber();
    score += Math.round(40 * ratio);
  }
  const number = alnum(invoice.number);
  if (number.length >= 2 && (compact.includes(number) || text.includes(invoice.number.toUpperCase()))) {
    score += 60;
    reasons.push('number');
  }
  const vat = invoice.vatNumber ? alnum(invoice.vatNumber).replace(/^IT/, '') : '';
  if (vat.length >= 8 && compact.includes(vat)) {
    score += 50;
    reasons.push('vat');
  }
  if (invoice.counterpartyName && nameWords(invoice.counterpartyName).some((word) => text.includes(word))) {
    score += 25;
    reasons.push('counterparty');
  }
  const days = daysBetween(movement.date, invoice.dueDate ?? invoice.date);
  score += Math.max(0, 30 - days / 2);
  if (days <= 15) reasons.push('date');
  return { invoice, score: Math.round(score * 10) / 10, reasons };
};

/** The best `limit` open invoices for the movement, by score. */
export const suggestMatches = (movement: SuggestionMovement, invoices: readonly OpenInvoice[], limit = 10, preferred: ReadonlySet<string> = new Set()): Suggestion[] => {
  const text = `${movement.description} ${movement.counterparty ?? ''}`.toUpperCase();
  const compact = alnum(text);
  const scored: Suggestion[] = [];
  for (const invoice of invoices) {
    const suggestion = scoreOf(movement, text, compact, invoice, preferred);
    if (suggestion) scored.push(suggestion);
  }
  return scored.sort((a, b) => b.score - a.score || a.invoice.id - b.invoice.id).slice(0, limit);
};
