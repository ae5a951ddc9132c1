import { localeSettings } from './current-locale';

// Numbers, money and dates as the reader's language writes them: `€1,234.56` and `1,234.5` in English,
// `1.234,56 €` and `1.234,5` in Italian. Years, ids and codes are never formatted as numbers (`isCode`).

const formatters = new Map<string, Intl.NumberFormat>();
const formatter = (key: string, options: Intl.NumberFormatOptions) => {
  const tag = localeSettings().numberTag;
  const cacheKey = `${tag}|${key}`;
  let found = formatters.get(cacheKey);
  // Italian CLDR leaves four-digit numbers ungrouped (1234,56); a firm writes 1.234,56, so grouping is always on.
  if (!found) formatters.set(cacheKey, (found = new Intl.NumberFormat(tag, { useGrouping: 'always', ...options })));
  return found;
};

export const formatMoney = (amount: number, options: { wholeEuros?: boolean } = {}): string =>
  formatter(options.wholeEuros ? 'money0' : 'money', { style: 'currency', currency: 'EUR', ...(options.wholeEuros ? { maximumFractionDigits: 0 } : {}) }).format(amount);

/** A chart axis's money: whole euros in the language's grouping and sign (€600,000, 600.000 €), never 600000. */
export const formatAxisMoney = (value: number): string => formatMoney(value, { wholeEuros: true });

/** A number with exactly `digits` decimals (a quantity, a rate). */
export const formatFixed = (value: number, digits: number): string =>
  formatter(`fixed${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** A large count in words, as an estimate reads: 1.4 million, 1,4 milioni. */
export const formatCompact = (value: number): string =>
  formatter('compact', { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 }).format(value);

/** A number with at most `digits` decimals (hours: 7.5, not 7.50). */
export const formatUpTo = (value: number, digits = 2): string => formatter(`upTo${digits}`, { maximumFractionDigits: digits }).format(value);

const dateNames = new Map<string, Intl.DateTimeFormat>();
const dateNamer = (key: string, options: Intl.DateTimeFormatOptions) => {
  const tag = localeSettings().numberTag;
  const cacheKey = `${tag}|${key}`;
  let found = dateNames.get(cacheKey);
  if (!found) dateNames.set(cacheKey, (found = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options })));
  return found;
};

/** A month's short name in the language in force (1 = Jan, gen). */
export const monthShortName = (month: number): string => dateNamer('month', { month: 'short' }).format(Date.UTC(2000, month - 1, 1));

/** A month's short name and year in the language in force (Jan 2026, gen 2026). */
export const monthYearName = (year: number, month: number): string =>
  dateNamer('monthYear', { month: 'short', year: 'numeric' }).format(Date.UTC(year, month - 1, 1));

/** A weekday's short name in the language in force (0 = Sun, dom). 2 January 2000 was a Sunday. */
export const weekdayShortName = (weekday: number): string => dateNamer('weekday', { weekday: 'short' }).format(Date.UTC(2000, 0, 2 + weekday));
