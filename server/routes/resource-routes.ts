import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDeclaration } from '../../resources/declaration';
import { API_PREFIX, declaredApiPath } from '../../resources/paths';
import type { Caller } from '../auth/caller';
import { HttpError } from '../errors';
import type { OperationContext, Scope } from '../operations/context';
import { isReferenced } from '../operations/lookup';
import { docsOf } from './api-docs';
import { ENDPOINTS, type ApiDeps } from './endpoints';

// Modules mount their own routes under the same prefix; it is defined with the other paths.
export { API_PREFIX };

/** The authentication plugin sets the caller; a request that reaches a handler without one is unauthenticated. */
const callerOf = (request: FastifyRequest): Caller => {
  const caller = (request as { caller?: Caller | null }).caller;
  if (!caller) throw new HttpError(401, 'Sign-in required: send a bearer token');
  return caller;
};

/** A lookup is served only for resources something refers to; the other scopes wherever a path is declared. */
const basePathOf = (resource: ResourceDeclaration, scope: Scope, resources: readonly ResourceDeclaration[]) =>
  scope === 'lookup' && !isReferenced(resources, resource.name) ? undefined : declaredApiPath(resource, scope);

/** A lookup only lists (ids and titles); the other scopes get the whole table of endpoints. */
const isServed = (endpointName: string, scope: Scope) => scope !== 'lookup' || endpointName === 'list';

/** Registers the table of generic endpoints for every resource, on its admin path and, if declared, its own path. */
export const registerResourceRoutes = (app: FastifyInstance, deps: ApiDeps, resources: readonly ResourceDeclaration[]) => {
  const taken = new Map<string, string>();
  for (const resource of resources)
    for (const scope of ['admin', 'own', 'lookup'] as const) {
      const base = basePathOf(resource, scope, resources);
      if (base === undefined) continue;
      for (const endpoint of ENDPOINTS) {
        if (!isServed(endpoint.name, scope) || !endpoint.isOffered(resource, scope)) continue;
        const method = endpoint.method(resource);
        const path = `${API_PREFIX}${base.replace(/\/$/, '')}${endpoint.suffix(resource)}`;
        const key = `${method} ${path}`;
        const owner = taken.get(key);
        if (owner) throw new Error(`${resource.name} and ${owner} both declare ${key}; change one of their api paths`);
        taken.set(key, resource.name);
        app.route({
          method,
          url: path,
          schema: { tags: [resource.name], summary: endpoint.summary(resource) },
          config: { docs: docsOf(endpoint, resource, path) },
          handler: (request, reply) => {
            const context: OperationContext = {
              db: deps.db,
              schema: deps.schema,
              resource,
              caller: callerOf(request),
              scope,
              afterWrite: deps.afterWrite,
            };
            return endpoint.handle({ request, reply, context, deps });
          },
        });
      }
    }
};
