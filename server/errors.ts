import { render, type Message } from './i18n/message';

// Every refusal the API gives: a status and a message, with per-field messages for bad input. Messages are
// catalogue keys with values (server/i18n/message.ts); the error handler turns them into
// `{ "message": "...", "errors": { "field": "..." } }` in the language the request asked for. `message` and
// `errors` hold the English texts, for logs and for code that reads a refusal.

export type FieldMessages = Record<string, Message>;

export class HttpError extends Error {
  readonly errors?: Record<string, string>;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422,
    readonly text: Message,
    readonly fieldTexts?: FieldMessages,
  ) {
    super(render(text));
    if (fieldTexts) this.errors = Object.fromEntries(Object.entries(fieldTexts).map(([field, reason]) => [field, render(reason)]));
  }
}

export const badRequest = (text: Message, errors?: FieldMessages) => new HttpError(400, text, errors);
export const forbidden = (text: Message) => new HttpError(403, text);
export const notFound = (text: Message) => new HttpError(404, text);
export const conflict = (text: Message, errors?: FieldMessages) => new HttpError(409, text, errors);
/** Well-formed input that breaks a rule about other records (an owner who is not a member of the project). */
export const unprocessable = (text: Message, errors?: FieldMessages) => new HttpError(422, text, errors);
