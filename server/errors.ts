// Every refusal the API gives: a status and a message, with per-field messages for bad input.
// The error handler turns these into `{ "message": "...", "errors": { "field": "..." } }`.

export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
/** Well-formed input that breaks a rule about other records (an owner who is not a member of the project). */
export const unprocessable = (message: string, errors?: FieldErrors) => new HttpError(422, message, errors);
