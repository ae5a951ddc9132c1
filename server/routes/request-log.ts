import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// What the server logs per request, replacing Fastify's own lines (which carry the full URL, so filter
// values, search terms and at times an `access_token`, and on errors the message, where drizzle puts the
// SQL with its parameters). One line per request: id, method, route pattern (/api/admin/employees/:id),
// status and time. Errors are logged with their class and code only, here and in the error handler.

type Request = FastifyRequest & { routeOptions?: { url?: string } };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The level of the route's request line: `debug` for a route polled all day (the notification bell). */
    requestLogLevel?: 'debug' | 'info';
  }
}

// The request's id is on every line already, as `requestId` (server/app.ts); the signed-in user's id when known.
const lineOf = (request: Request, reply: FastifyReply) => ({
  userId: (request as { caller?: { userId?: number } | null }).caller?.userId,
  method: request.method,
  route: request.routeOptions?.url ?? '(no route)',
  status: reply.statusCode,
  ms: Math.round(reply.elapsedTime),
});

const errorOf = (error: unknown) => ({
  errorClass: (error as Error | undefined)?.constructor?.name ?? typeof error,
  code: (error as { code?: unknown } | undefined)?.code,
});

export class RequestLog extends LogController {
  incomingRequest() {}

  requestCompleted(error: unknown, request: Request, reply: FastifyReply) {
    if (error) reply.log.error({ ...lineOf(request, reply), ...errorOf(error) }, 'request failed');
    else if (request.routeOptions?.config?.requestLogLevel === 'debug') reply.log.debug(lineOf(request, reply), 'request');
    else reply.log.info(lineOf(request, reply), 'request');
  }

  defaultErrorLog(error: unknown, request: Request, reply: FastifyReply) {
    reply.log.error({ ...lineOf(request, reply), ...errorOf(error) }, 'request error');
  }

  streamError(error: unknown, request: Request, reply: FastifyReply) {
    reply.log.warn({ ...lineOf(request, reply), ...errorOf(error) }, 'response stream failed');
  }

  routeNotFound(request: Request, reply: FastifyReply) {
    reply.log.info({ ...lineOf(request, reply), route: '(no route)' }, 'no such route');
  }

  writeHeadError(error: unknown, request: Request, reply: FastifyReply) {
    reply.log.warn({ ...lineOf(request, reply), ...errorOf(error) }, 'writing the headers failed');
  }

  serializerError(error: unknown, request: Request, reply: FastifyReply) {
    reply.log.error({ ...lineOf(request, reply), ...errorOf(error) }, 'serializing the reply failed');
  }
}
