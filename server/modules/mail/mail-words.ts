import { readNotification } from '../../../resources/notification-texts';
import type { CatalogueLanguage } from '../../../i18n/catalogues';
import { message, render, term, type MessageValue } from '../../i18n/message';
import { longDate } from '../../documents/reader-formats';

// The reader's words and formats in a mail: a stored notification (English, from its template) in the reader's
// language, as the bell shows it (src/shell/notifications/notification-words.ts): its states as terms, its days
// in the reader's date format. Mail is read away from the portal, so days are written out in full.

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;
const TERMS = new Set(['state', 'decision']);

/** A calendar day (ISO) as the reader writes it: 11 May 2027, 11 maggio 2027. */
export const mailDate = longDate;

const valueOf = (name: string, value: string, language: CatalogueLanguage): MessageValue =>
  TERMS.has(name) ? term(value) : value.replace(ISO_DAY, (day) => mailDate(day, language));

/** A stored notification in `language`; a message of no template stays as it was written. */
export const noticeInReadersWords = (stored: string, language: CatalogueLanguage) => {
  const read = readNotification(stored);
  if (!read) return stored;
  const values = Object.fromEntries(Object.entries(read.values).map(([name, value]) => [name, valueOf(name, value, language)]));
  return render(message(read.template, values), language);
};

