import multipart from '@fastify/multipart';
import type { FastifyInstance, RouteOptions } from 'fastify';

// @fastify/multipart hooks every route of the context it is registered in (an async onRequest and onResponse,
// for its temporary files), so it is registered only in a child context that holds the routes taking files:
// a list or a get runs none of its hooks. The child inherits the hooks, error handler and parsers registered
// on the app before it (authentication, security headers, the input boundary), as every route does.

/**
 * Elsewhere a multipart body is taken as @fastify/multipart's own parser takes it, left unread with no body, so
 * each route answers it as it did when the plugin served every route (a write's 400 "The body must be a JSON
 * object", a GET or DELETE as if it had no body), only without the plugin's hooks.
 */
export const acceptMultipartUnread = (app: FastifyInstance) => {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
};

/** Registers @fastify/multipart in a child context, in place of the unread parser it inherits. */
export const registerMultipart = async (uploads: FastifyInstance) => {
  if (uploads.hasContentTypeParser('multipart/form-data')) uploads.removeContentTypeParser('multipart/form-data');
  await uploads.register(multipart);
};

/** Collects the routes that take multipart bodies, then mounts them together in their own context. */
export const uploadRoutes = () => {
  const routes: RouteOptions[] = [];
  return {
    add: (route: RouteOptions) => routes.push(route),
    mountIn: (app: FastifyInstance) => {
      if (routes.length === 0) return;
      void app.register(async (uploads) => {
        await registerMultipart(uploads);
        for (const route of routes) uploads.route(route);
      });
    },
  };
};
