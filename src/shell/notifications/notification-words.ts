import { readNotification } from '../../../resources/notification-texts';
import { formatDate } from '../../fields/dates';
import { translate } from '../../i18n/translate';

// A stored notification (written in English from a template, a module's template, resources/notification-texts.ts) in the
// reader's language: the template's translation, its days in the reader's date format, its states as terms.

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;
const TERMS = new Set(['state', 'decision']);

const valueInReadersWords = (name: string, value: string) => (TERMS.has(name) ? translate(value) : value.replace(ISO_DAY, (day) => formatDate(day)));

export const notificationInReadersWords = (message: string): string => {
  const read = readNotification(message);
  if (!read) return message;
  return translate(read.template, Object.fromEntries(Object.entries(read.values).map(([name, value]) => [name, valueInReadersWords(name, value)])));
};
