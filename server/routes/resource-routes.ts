import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ResourceDeclaration } from '../../resources/declaration';
import { API_PREFIX, declaredApiPath } from '../../resources/paths';
import { accessPolicyOf, checkAdminApi } from '../auth/api-access';
import type { Caller } from '../auth/caller';
import { HttpError } from '../errors';
import { message } from '../i18n/message';
import type { OperationContext, Scope } from '../operations/context';
import { isReferenced } from '../operations/lookup';
import { docsOf } from './api-docs';
import { registerActionRoutes, type ActionRouteDeps } from './action-routes';
import { ENDPOINTS } from './endpoints';
import { uploadRoutes } from './upload-routes';

// Modules mount their own routes under the same prefix; it is defined with the other paths.
export { API_PREFIX };

/** The authentication plugin sets the caller; a request that reaches a handler without one is unauthenticated. */
const callerOf = (request: FastifyRequest): Caller => {
  const caller = (request as { caller?: Caller | null }).caller;
  if (!caller) throw new HttpError(401, message('Sign-in required: send a bearer token'));
  return caller;
};

/** A lookup is served only for resources something refers to; the other scopes wherever a path is declared. */
const basePathOf = (resource: ResourceDeclaration, scope: Scope, resources: readonly ResourceDeclaration[]) =>
  scope === 'lookup' && !isReferenced(resources, resource.name) ? undefined : declaredApiPath(resource, scope);

/** A lookup only lists (ids and titles); the other scopes get the whole table of endpoints. */
const isServed = (endpointName: string, scope: Scope) => scope !== 'lookup' || endpointName === 'list';

/**
 * Registers the table of generic endpoints for every resource, on its admin path and, if declared, its own
 * path, and its declared actions. Two routes on one method and path are a start-up error.
 */
export const registerResourceRoutes = (app: FastifyInstance, deps: ActionRouteDeps, resources: readonly ResourceDeclaration[]) => {
  const taken = new Map<string, string>();
  const claim = (key: string, owner: string) => {
    const other = taken.get(key);
    if (other) throw new Error(`${owner} and ${other} both declare ${key}; change one of their paths`);
    taken.set(key, owner);
  };
  // Routes that take files are mounted apart, in the one context that parses multipart (upload-routes.ts).
  const uploads = uploadRoutes();
  for (const resource of resources) {
    const contextOf = (request: FastifyRequest, scope: Scope): OperationContext => ({
      db: deps.db,
      schema: deps.schema,
      resource,
      caller: callerOf(request),
      scope,
      afterWrite: deps.afterWrite,
      derivations: deps.derivations,
      writeRules: deps.writeRules,
    });
    for (const scope of ['admin', 'own', 'lookup'] as const) {
      const base = basePathOf(resource, scope, resources);
      if (base === undefined) continue;
      for (const endpoint of ENDPOINTS) {
        if (!isServed(endpoint.name, scope) || !endpoint.isOffered(resource, scope)) continue;
        const method = endpoint.method(resource);
        const path = `${API_PREFIX}${base.replace(/\/$/, '')}${endpoint.suffix(resource)}`;
        claim(`${method} ${path}`, resource.name);
        const route = (endpoint.kind === 'upload' ? uploads.add : app.route.bind(app)) as (options: RouteOptions) => unknown;
        route({
          method,
          url: path,
          schema: { tags: [resource.name], summary: endpoint.summary(resource) },
          config: { docs: docsOf(endpoint, resource, path, scope) },
          handler: async (request, reply) => {
            const context = contextOf(request, scope);
            // The role decides before anything of the request is read: a wrong role is a 403, never a 400.
            if (scope === 'admin') checkAdminApi(await accessPolicyOf(deps.schema), context.caller, resource);
            return endpoint.handle({ request, reply, context, deps });
          },
        });
      }
    }
    registerActionRoutes(app, uploads.add, deps, resource, contextOf, claim);
  }
  uploads.mountIn(app);
};
