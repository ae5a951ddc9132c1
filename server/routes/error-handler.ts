import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

// Every refusal leaves as `{ "message", "errors"? }`. Fastify's and the multipart plugin's own 4xx
// errors keep their status (a multipart body sent where none is expected is a 415); the rest is a 500,
// which is always a bug and is logged.

const STATUS_OF_CODE: Record<string, number> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_FILES_LIMIT: 413,
  FST_PARTS_LIMIT: 413,
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.status).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    const status = STATUS_OF_CODE[error.code] ?? error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error(error);
    return reply.code(500).send({ message: 'Internal error: the server could not handle this request' });
  });
};
