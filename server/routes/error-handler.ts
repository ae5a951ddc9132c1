import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors';
import { message } from '../i18n/message';
import { replyText } from '../i18n/reply-language';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/connection-errors';
import { inputErrorOf } from '../operations/database-errors';
import { observed } from '../observability/events';

// Every refusal leaves as `{ "message", "errors"? }`, its message and field messages in the language the request
// prefers (server/i18n/reply-language.ts; English by default, as the spec words them). Fastify's and the multipart plugin's own 4xx
// errors keep their status (a multipart body sent where none is expected is a 415); a database error
// caused by the input (a value out of range, bad encoding, a constraint) becomes a 4xx; a database out of reach
// (restarting, cut off) a 503 with Retry-After, the pool reconnecting by itself once it is back; the rest is a
// 500 `{ message, requestId }`, which is always a bug. Its log line names the error class, code and
// stack frames only: drizzle puts the SQL and its parameters (personal data) in the message.

const STATUS_OF_CODE: Record<string, number> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_FILES_LIMIT: 413,
  FST_PARTS_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
};

// busboy's errors for a malformed multipart body carry no status or code; their messages are fixed texts.
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of (form|multipart data|file)|Malformed part header|Malformed urlencoded form|Unsupported content type)/;

const isMalformedMultipart = (request: FastifyRequest, error: Error) => {
  try {
    return request.isMultipart() && MALFORMED_MULTIPART.test(error.message);
  } catch {
    return false;
  }
};

/** The stack without its first line (the message), so that no query or value reaches the log. */
const framesOf = (error: Error) => (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 12).join('\n');

/** The refusal in the language the request asked for (English when it asked for none). */
const translated = (error: HttpError, request: FastifyRequest) => {
  const text = replyText(request, error.text);
  if (!error.fieldTexts) return { message: text };
  return { message: text, errors: Object.fromEntries(Object.entries(error.fieldTexts).map(([field, reason]) => [field, replyText(request, reason)])) };
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((raised: FastifyError | HttpError, request, reply) => {
    const error = inputErrorOf(raised) ?? raised;
    if (error instanceof HttpError) return reply.code(error.status).send(translated(error, request));
    if (isMalformedMultipart(request, error))
      return reply.code(400).send(translated(badRequest(message('The multipart body is malformed or incomplete'), { body: message('Malformed multipart body') }), request));
    if (isDatabaseUnavailable(error)) {
      observed.emit('databaseUnavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: replyText(request, message('The database cannot be reached right now; try again in a few seconds')) });
    }
    const status = STATUS_OF_CODE[error.code] ?? error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error(
      { route: request.routeOptions.url, errorClass: error.constructor?.name ?? typeof error, code: (error as { code?: unknown }).code, frames: framesOf(error) },
      'Unexpected error',
    );
    return reply.code(500).send({ message: replyText(request, message('Internal error: the server could not handle this request')), requestId: request.id });
  });
};
