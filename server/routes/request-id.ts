import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

// A request's id: the X-Request-Id a balancer or a client sent, when it is a bounded safe token (a UUID, a trace
// id: letters, digits and . _ : -, at most 128), so that one id follows a request through the balancer's log and
// ours; otherwise a new UUID. Anything else is replaced, never logged: the id is on every log line of the request.
// The reply echoes it, so a user quoting it from a failed request finds the line.

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const requestIdOf = (request: RawRequestDefaultExpression) => {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
};

export const echoRequestId = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
};
