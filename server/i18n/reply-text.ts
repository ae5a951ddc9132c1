import type { CatalogueLanguage } from '../../i18n/catalogues';
import { render, type Message } from './message';

// A text inside an action's reply that the reader should read in their language (a refused file's reason in an
// import's report): the handler puts a ReplyText where the string goes, and the action route writes it in the
// language the request asked for, as refusals are (reply-language.ts). Handlers do not know the request's language.

export class ReplyText {
  constructor(readonly text: Message) {}
  /** Outside an action's reply (a log, a test calling the handler): the English text. */
  toJSON() {
    return render(this.text);
  }
}

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** The reply with every ReplyText written in `language`; other values as they are (only plain objects and lists are entered). */
export const inReplyLanguage = (value: unknown, language: CatalogueLanguage): unknown => {
  if (value instanceof ReplyText) return render(value.text, language);
  if (Array.isArray(value)) return value.map((item) => inReplyLanguage(item, language));
  if (value !== null && typeof value === 'object' && isPlain(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inReplyLanguage(item, language)]));
  return value;
};

/** Whether a reply holds a ReplyText anywhere (most do not: they are sent untouched). */
export const holdsReplyText = (value: unknown): boolean => {
  if (value instanceof ReplyText) return true;
  if (Array.isArray(value)) return value.some(holdsReplyText);
  if (value !== null && typeof value === 'object' && isPlain(value)) return Object.values(value).some(holdsReplyText);
  return false;
};
