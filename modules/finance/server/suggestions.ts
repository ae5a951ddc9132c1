import Decimal from 'decimal.js';
import { textFinderOf } from './text-finder';

// Which open invoices a bank movement probably pays, best first: the open amount equal to the movement's,
// the invoice number, the counterparty's VAT number or name found in the movement's text, and the distance
// between the movement's day and the invoice's due date; an accepted matching rule naming the invoice's
// counterparty puts it above every other (reason 'rule'). Pure, so the benchmark can time it alone.
//
// Fast because the invoices are indexed once (`suggestionRanking`) and a movement scores few of them: amounts
// are compared as integer cents and dates as day numbers; numbers, VAT numbers and name words are found in
// the movement's text by one pass each (text-finder.ts); the rest are visited from the closest open amount
// outwards and the walk stops once no invoice further out could enter the best `limit`.

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
const STOP = new Set(['SRL', 'SPA', 'SNC', 'SAS', 'S.R.L.', 'S.P.A.', 'STUDIO', 'SOCIETA', 'GROUP']);
const nameWords = (name: string) =>
  name
    .toUpperCase()
    .split(/[^A-Z0-9À-Ù]+/)
    .filter((word) => word.length >= 4 && !STOP.has(word));

/** Above anything the other reasons add up to (at most 265), so a rule's invoices come first. */
const RULE_BONUS = 1000;
const AMOUNT_EQUAL = 100;
const AMOUNT_CLOSE = 40;
const NUMBER_FOUND = 60;
const VAT_FOUND = 50;
const COUNTERPARTY_FOUND = 25;
/** The most the date adds (due that day); it loses half a point a day. */
const DATE_MOST = 30;
const DATE_NEAR_DAYS = 15;

/** Money has two decimals (the columns' scale), so cents are exact integers. */
const centsOf = (value: Decimal.Value) => new Decimal(value).times(100).toNumber();
const dayOf = (date: string) => Date.parse(date) / DAY;

/** The counterparty's part of a score: the same for each of its invoices (rule, VAT number, name). */
type Counterparty = { target: string | null; invoices: IndexedInvoice[] };
/** `seen` is the number of the last ranking that scored it: no invoice is scored twice for one movement. */
type IndexedInvoice = { invoice: OpenInvoice; cents: number; dueDay: number; counterparty: Counterparty; seen: number };

/** What the movement's text and the rules say about the invoices, before amounts and dates. */
type Findings = { numbers: ReadonlySet<IndexedInvoice>; vats: ReadonlySet<Counterparty>; names: ReadonlySet<Counterparty>; rules: ReadonlySet<Counterparty> };

const byCents = (a: IndexedInvoice, b: IndexedInvoice) => a.cents - b.cents || a.invoice.id - b.invoice.id;
/** Best first: higher score, then the older invoice (lower id). */
const better = (a: Suggestion, b: Suggestion) => b.score - a.score || a.invoice.id - b.invoice.id;

/** The ratio of the smaller amount to the larger, as the amount rule weighs it. */
const closeness = (cents: number, moved: number) => Math.min(cents, moved) / Math.max(cents, moved);
const amountPoints = (cents: number, moved: number) => (cents === moved ? AMOUNT_EQUAL : Math.round(AMOUNT_CLOSE * closeness(cents, moved)));

const scoreOf = (indexed: IndexedInvoice, moved: number, movedDay: number, findings: Findings): Suggestion => {
  const { counterparty } = indexed;
  const reasons: string[] = [];
  let score = 0;
  if (findings.rules.has(counterparty)) {
    score += RULE_BONUS;
    reasons.push('rule');
  }
  // Closer amounts rank higher; a movement that pays several invoices covers more than each.
  score += amountPoints(indexed.cents, moved);
  if (indexed.cents === moved) reasons.push('amount');
  if (findings.numbers.has(indexed)) {
    score += NUMBER_FOUND;
    reasons.push('number');
  }
  if (findings.vats.has(counterparty)) {
    score += VAT_FOUND;
    reasons.push('vat');
  }
  if (findings.names.has(counterparty)) {
    score += COUNTERPARTY_FOUND;
    reasons.push('counterparty');
  }
  const days = Math.abs(movedDay - indexed.dueDay);
  score += Math.max(0, DATE_MOST - days / 2);
  if (days <= DATE_NEAR_DAYS) reasons.push('date');
  return { invoice: indexed.invoice, score: Math.round(score * 10) / 10, reasons };
};

/** The best `limit` suggestions seen so far, best first. */
const bestOf = (limit: number) => {
  const kept: Suggestion[] = [];
  return {
    kept,
    /** The score an invoice must reach to enter (a tie enters on a lower id). */
    threshold: () => (kept.length < limit ? -Infinity : kept[kept.length - 1].score),
    offer(suggestion: Suggestion) {
      if (kept.length === limit && better(suggestion, kept[limit - 1]) >= 0) return;
      let at = kept.length;
      while (at > 0 && better(suggestion, kept[at - 1]) < 0) at--;
      kept.splice(at, 0, suggestion);
      if (kept.length > limit) kept.pop();
    },
  };
};

/** The first index whose cents are at least `moved`. */
const firstAtLeast = (sorted: readonly IndexedInvoice[], moved: number) => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle].cents < moved) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * Visits `sorted` (by cents) from the amount closest to `moved` outwards, closer ratio first, while an invoice
 * with these fixed points (`bonus`), its amount's points and the best date could still enter the best.
 */
const walkOutwards = (sorted: readonly IndexedInvoice[], moved: number, bonus: number, threshold: () => number, visit: (indexed: IndexedInvoice) => void) => {
  let above = firstAtLeast(sorted, moved);
  let below = above - 1;
  while (below >= 0 || above < sorted.length) {
    const aboveCloseness = above < sorted.length ? closeness(sorted[above].cents, moved) : -1;
    const belowCloseness = below >= 0 ? closeness(sorted[below].cents, moved) : -1;
    const isAbove = aboveCloseness >= belowCloseness;
    const next = isAbove ? sorted[above] : sorted[below];
    if (bonus + amountPoints(next.cents, moved) + DATE_MOST < threshold()) return;
    visit(next);
    if (isAbove) above++;
    else below--;
  }
};

/** Open invoices indexed once for ranking many movements; `suggest` gives one movement's best `limit`. */
export const suggestionRanking = (invoices: readonly OpenInvoice[]) => {
  const counterparties = new Map<string, Counterparty>();
  const indexed: IndexedInvoice[] = [];
  const vatKeys: [string, Counterparty][] = [];
  const nameKeys: [string, Counterparty][] = [];
  for (const invoice of invoices) {
    const cents = centsOf(invoice.openAmount);
    if (cents <= 0) continue;
    const key = JSON.stringify([invoice.target ?? null, invoice.counterpartyName, invoice.vatNumber]);
    let counterparty = counterparties.get(key);
    if (!counterparty) {
      counterparty = { target: invoice.target ?? null, invoices: [] };
      counterparties.set(key, counterparty);
      const vat = invoice.vatNumber ? alnum(invoice.vatNumber).replace(/^IT/, '') : '';
      if (vat.length >= 8) vatKeys.push([vat, counterparty]);
      for (const word of invoice.counterpartyName ? nameWords(invoice.counterpartyName) : []) nameKeys.push([word, counterparty]);
    }
    const entry = { invoice, cents, dueDay: dayOf(invoice.dueDate ?? invoice.date), counterparty, seen: 0 };
    counterparty.invoices.push(entry);
    indexed.push(entry);
  }
  indexed.sort(byCents);
  for (const counterparty of counterparties.values()) counterparty.invoices.sort(byCents);
  const byTarget = new Map<string, Counterparty[]>();
  for (const counterparty of counterparties.values())
    if (counterparty.target !== null) byTarget.set(counterparty.target, [...(byTarget.get(counterparty.target) ?? []), counterparty]);
  // A number written with separators (BF-12) is found in the text with them too, so its compact form suffices.
  const findNumbers = textFinderOf(indexed.map((entry) => [alnum(entry.invoice.number), entry] as const).filter(([number]) => number.length >= 2));
  const findVats = textFinderOf(vatKeys);
  const findNames = textFinderOf(nameKeys);

  let rankings = 0;
  return (movement: SuggestionMovement, limit = 10, preferred: ReadonlySet<string> = new Set()): Suggestion[] => {
    if (limit <= 0) return [];
    const text = `${movement.description} ${movement.counterparty ?? ''}`.toUpperCase();
    const compact = alnum(text);
    const findings: Findings = {
      numbers: findNumbers(compact),
      vats: findVats(compact),
      names: findNames(text),
      rules: new Set([...preferred].flatMap((target) => byTarget.get(target) ?? [])),
    };
    const moved = centsOf(movement.openAmount);
    const movedDay = dayOf(movement.date);
    const best = bestOf(limit);
    const ranking = ++rankings;
    const score = (entry: IndexedInvoice) => {
      if (entry.seen === ranking) return;
      entry.seen = ranking;
      best.offer(scoreOf(entry, moved, movedDay, findings));
    };
    // In a walk the counterparty's points are `bonus` and the number's are counted already (its invoices were
    // scored first): the score is summed cheaply, and only one that can enter the best is scored in full.
    const scoreInWalk = (entry: IndexedInvoice, bonus: number) => {
      if (entry.seen === ranking) return;
      const points = bonus + amountPoints(entry.cents, moved) + Math.max(0, DATE_MOST - Math.abs(movedDay - entry.dueDay) / 2);
      if (Math.round(points * 10) / 10 >= best.threshold()) score(entry);
    };
    // Nothing to walk towards without money to match: every invoice is scored.
    if (moved <= 0) {
      indexed.forEach(score);
      return best.kept;
    }
    for (const entry of findings.numbers) score(entry);
    const bonusOf = (counterparty: Counterparty) =>
      (findings.rules.has(counterparty) ? RULE_BONUS : 0) + (findings.vats.has(counterparty) ? VAT_FOUND : 0) + (findings.names.has(counterparty) ? COUNTERPARTY_FOUND : 0);
    const named = [...new Set([...findings.rules, ...findings.vats, ...findings.names])].map((counterparty) => ({ counterparty, bonus: bonusOf(counterparty) }));
    named.sort((a, b) => b.bonus - a.bonus);
    for (const { counterparty, bonus } of named) walkOutwards(counterparty.invoices, moved, bonus, best.threshold, (entry) => scoreInWalk(entry, bonus));
    const isNamed = new Set(named.map(({ counterparty }) => counterparty));
    walkOutwards(indexed, moved, 0, best.threshold, (entry) => {
      if (!isNamed.has(entry.counterparty)) scoreInWalk(entry, 0);
    });
    return best.kept;
  };
};

/** The best `limit` open invoices for the movement, by score. */
export const suggestMatches = (movement: SuggestionMovement, invoices: readonly OpenInvoice[], limit = 10, preferred: ReadonlySet<string> = new Set()): Suggestion[] =>
  suggestionRanking(invoices)(movement, limit, preferred);

/**
 * The least score a suggestion is shown with. Decision: one of the reasons must name the invoice (its open amount
 * to the cent, its number or VAT number or counterparty in the text, or an accepted rule), and together with the
 * date and the closeness of amounts reach 60 points: the number alone, the amount alone, a VAT number with a date
 * near or amounts close, a name with both. Closeness and dates alone never do, so bank interest or an €18.40
 * café payment is not offered a €474.58 invoice.
 */
export const SUGGEST_FROM = 60;
const NAMING_REASONS = new Set(['rule', 'amount', 'number', 'vat', 'counterparty']);

/** Whether a ranked suggestion is good enough to show (and to accept without choosing). */
export const isWorthSuggesting = (suggestion: Suggestion): boolean =>
  suggestion.score >= SUGGEST_FROM && suggestion.reasons.some((reason) => NAMING_REASONS.has(reason));
