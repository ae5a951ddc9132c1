import multipart from '@fastify/multipart';
import type { FastifyInstance, RouteOptions } from 'fastify';

// @fastify/multipart hooks every route of the context it is registered in (an async onRequest and onResponse,
// for its temporary files), so it is registered only in a child context that holds the routes taking files:
// a list or a get runs none of its hooks. The child inherits the hooks, error handler and parsers registered
// on the app before it (authentication, security headers, the input boundary), as every route does.

/** Collects the routes that take multipart bodies, then mounts them together in their own context. */
export const uploadRoutes = () => {
  const routes: RouteOptions[] = [];
  return {
    add: (route: RouteOptions) => routes.push(route),
    mountIn: (app: FastifyInstance) => {
      if (routes.length === 0) return;
      void app.register(async (uploads) => {
        await uploads.register(multipart);
        for (const route of routes) uploads.route(route);
      });
    },
  };
};
