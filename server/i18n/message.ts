import i18next from 'i18next';
import { i18nextOptions, SOURCE_LANGUAGE, type CatalogueLanguage } from '../../i18n/catalogues';

// A refusal is written as a catalogue key with values, `message('Cannot sort by {{field}}', { field })`, and
// translated only when the reply is sent, into the language the request asked for (reply-language.ts). The
// key is the English text, so English replies are the key with its values filled in, exactly as the spec
// words them. A value may itself be a message (a field's reason inside a sentence) or a declared term (a
// resource's label, a status), which are translated too. tests/contracts/i18n-catalogue.test.ts fails while a key
// written as `message('…')` in server/ has no Italian entry (i18n/catalogues/it.ts or its module's i18n/it.ts).

export type MessageValue = string | number | Message;

export type Message = {
  readonly key: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
  /** Written after translation as a word inside a sentence: all lower case ("You may not approve"), or only its
   * first letter when the second is lower case too ("employee contracts", "HR requests"). */
  readonly case?: 'lower' | 'sentence';
};

/** A refusal's text: the English key, written out as a literal so that the catalogue test can find it. */
export const message = (key: string, values?: Record<string, MessageValue>): Message => (values ? { key, values } : { key });

/** A text the declarations already put in the catalogue (a resource's label, a status, an action's name). */
export const term = (declared: string): Message => ({ key: declared });

/** The same term lower-cased in whichever language it is written. */
export const lowerCase = (text: Message): Message => ({ ...text, case: 'lower' });

/** The term as a word inside a sentence: "Employee contracts" → "employee contracts", "HR requests" unchanged. */
export const inSentence = (text: Message): Message => ({ ...text, case: 'sentence' });

const CASES = {
  lower: (text: string) => text.toLowerCase(),
  sentence: (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text[0].toLowerCase() + text.slice(1) : text),
};

/** Several values, each translated, joined by `separator`. */
const joinedBy = (separator: string, texts: readonly MessageValue[]): Message => {
  const values = Object.fromEntries(texts.map((text, index) => [`v${index}`, text]));
  return { key: texts.map((_, index) => `{{v${index}}}`).join(separator), values };
};

/** Several values joined by a comma, each translated ("Won, Lost"). */
export const listOf = (texts: readonly MessageValue[]): Message => joinedBy(', ', texts);

/** Several sentences joined by a semicolon, each translated (a refusal of every record of a selection). */
export const sentencesOf = (texts: readonly MessageValue[]): Message => joinedBy('; ', texts);

/** Alternatives joined by "or" ("Accepted or Sent"), each translated. */
export const eitherOf = (texts: readonly MessageValue[]): MessageValue =>
  texts.length <= 1 ? (texts[0] ?? '') : message('{{first}} or {{last}}', { first: eitherOf(texts.slice(0, -1)), last: texts[texts.length - 1] });

/** Several joined by "and" ("Owner Anna and Assignee Luca"), each translated. */
export const allOf = (texts: readonly MessageValue[]): MessageValue =>
  texts.length <= 1 ? (texts[0] ?? '') : message('{{first}} and {{last}}', { first: allOf(texts.slice(0, -1)), last: texts[texts.length - 1] });

const translator = i18next.createInstance();
void translator.init(i18nextOptions);

/** The message in `language`; English is the key with its values, as the spec writes it. */
export const render = (text: Message, language: CatalogueLanguage = SOURCE_LANGUAGE): string => {
  const replace = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? render(value, language) : value]),
  );
  const rendered = translator.t(text.key, { lng: language, defaultValue: text.key, replace });
  return text.case ? CASES[text.case](rendered) : rendered;
};

// zod carries a field's reason as a string only: the field types hand it the English text of a message and
// the message is remembered under that text, so that validation can give the message back to be translated.
// The map holds one entry per distinct reason the declarations produce (their bounds, patterns, values).
const REMEMBERED = new Map<string, Message>();

/** The English text of `text`, for a library that takes strings; `fromEnglish` turns it back into the message. */
export const englishText = (text: Message): string => {
  const english = render(text);
  REMEMBERED.set(english, text);
  return english;
};

/** The message an English text was made from (by `englishText`), else the text as its own key. */
export const fromEnglish = (english: string): Message => REMEMBERED.get(english) ?? { key: english };
