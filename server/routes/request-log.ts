import type { FastifyInstance } from 'fastify';

// One structured line per request: its id, method, route pattern (/api/admin/employees/:id, never the URL
// with its query, which carries filter values, search terms and at times an access_token), status and
// time. Fastify's own request logging is switched off (buildApp), since it logs the full URL.

export const registerRequestLog = (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        requestId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
};
