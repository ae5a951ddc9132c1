import type { CatalogueLanguage } from '../../i18n/catalogues';

// Dates and money as a reader writes them, for what is read away from the screen (mail, PDFs): Intl in the
// reader's locale, English as written in Britain and Ireland (day first, as a firm's letters are), Italian as Italy.

export const READER_LOCALES: Readonly<Record<CatalogueLanguage, string>> = { en: 'en-GB', it: 'it-IT' };

const utcOf = (day: string) => {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};

/** 11 May 2027, 11 maggio 2027. */
export const longDate = (day: string, language: CatalogueLanguage) =>
  new Intl.DateTimeFormat(READER_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcOf(day));

/** Tue 11/05/2027, mar 11/05/2027: a table's day. */
export const shortDate = (day: string, language: CatalogueLanguage) =>
  new Intl.DateTimeFormat(READER_LOCALES[language], { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(utcOf(day));

/** May 2027, maggio 2027. */
export const monthOfYear = (year: number, month: number, language: CatalogueLanguage) =>
  new Intl.DateTimeFormat(READER_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));

/** An amount in euro: €2,666.67, 2.666,67 €. Written from its decimal text, so no binary float rounds it. */
export const money = (amount: unknown, language: CatalogueLanguage) =>
  // Italian CLDR leaves four-digit numbers ungrouped (2666,67); a firm writes 2.666,67, so grouping is always on.
  new Intl.NumberFormat(READER_LOCALES[language], { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(String(amount ?? 0) as Intl.StringNumericLiteral);

/** Hours or days with up to two decimals: 7.5, 7,5. */
export const quantity = (value: unknown, language: CatalogueLanguage) =>
  new Intl.NumberFormat(READER_LOCALES[language], { maximumFractionDigits: 2 }).format(String(value ?? 0) as Intl.StringNumericLiteral);
