import { readNotification } from '../../../modules/users/domain/notification-texts';
import type { CatalogueLanguage } from '../../../i18n/catalogues';
import { message, render, term, type MessageValue } from '../../i18n/message';

// The reader's words and formats in a mail: a stored notification (English, from its template) in the reader's
// language, as the bell shows it (src/shell/notifications/notification-words.ts): its states as terms, its days
// in the reader's date format. Mail is read away from the portal, so days are written out in full.

/** The Intl locale a mail's dates and money are written in. */
export const MAIL_LOCALES: Readonly<Record<CatalogueLanguage, string>> = { en: 'en-GB', it: 'it-IT' };

const ISO_DAY = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const TERMS = new Set(['state', 'decision']);

/** A calendar day (ISO) as the reader writes it: 11 May 2027, 11 maggio 2027. */
export const mailDate = (day: string, language: CatalogueLanguage) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(MAIL_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date));
};

/** An amount in euro as the reader writes it: €2,666.67, 2.666,67 €. Given as decimal text, never a float's. */
export const mailMoney = (amount: string, language: CatalogueLanguage) =>
  // Intl formats a decimal string exactly (no binary float on the way).
  new Intl.NumberFormat(MAIL_LOCALES[language], { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(amount as Intl.StringNumericLiteral);

const valueOf = (name: string, value: string, language: CatalogueLanguage): MessageValue =>
  TERMS.has(name) ? term(value) : value.replace(ISO_DAY, (day) => mailDate(day, language));

/** A stored notification in `language`; a message of no template stays as it was written. */
export const noticeInReadersWords = (stored: string, language: CatalogueLanguage) => {
  const read = readNotification(stored);
  if (!read) return stored;
  const values = Object.fromEntries(Object.entries(read.values).map(([name, value]) => [name, valueOf(name, value, language)]));
  return render(message(read.template, values), language);
};

