// The server's use of the one access policy: may this caller use a resource's admin API?
// Operations call `assertAdminApi` before any admin read or write; the policy lines come from `resource.roles`.
import { registry } from '../../resources.config';
import { canUseAdminApi, createAccessEnforcer, type AccessEnforcer } from '../../resources/access-policy';
import type { Caller } from './caller';

/** Thrown when the policy denies; Fastify answers with `statusCode` and the JSON `{ message }`. */
export class AccessDeniedError extends Error {
  readonly statusCode = 403;
}

let enforcer: Promise<AccessEnforcer> | undefined;

/** The enforcer built once per process from the registry (awaited at start or on first check). */
export const loadAccessPolicy = () => (enforcer ??= createAccessEnforcer(registry));

/** Pure: decides with a given enforcer, so tests can pass one built from any registry. */
export const checkAdminApi = (
  policy: AccessEnforcer,
  caller: Pick<Caller, 'roles'>,
  resource: { name: string; label?: string },
) => {
  if (!canUseAdminApi(policy, caller.roles, resource.name)) {
    throw new AccessDeniedError(`Your roles do not allow managing ${resource.label ?? resource.name}`);
  }
};

export const assertAdminApi = async (caller: Pick<Caller, 'roles'>, resource: { name: string; label?: string }) =>
  checkAdminApi(await loadAccessPolicy(), caller, resource);
