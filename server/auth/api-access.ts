// The server's use of the one access policy (resources/access-policy.ts): may this caller use a
// resource's admin API? The enforcer is built once per served resource list, from the same lines the SPA uses.
import { canUseAdminApi, type AccessEnforcer } from '../../resources/access-policy';
import { createAccessEnforcer } from './access-model';
import type { DatabaseSchema } from '../db/schema';
import { forbidden } from '../errors';
import { message, term } from '../i18n/message';
import type { Caller } from './caller';

const policies = new WeakMap<DatabaseSchema, Promise<AccessEnforcer>>();

/** The enforcer for the resources an app serves (its schema), built on first use and kept. */
export const accessPolicyOf = (schema: DatabaseSchema): Promise<AccessEnforcer> => {
  let policy = policies.get(schema);
  if (!policy) {
    policy = createAccessEnforcer([...schema.resourceTables.values()].map((table) => table.resource));
    policies.set(schema, policy);
  }
  return policy;
};

/** Pure: decides with a given enforcer; throws the API's 403 when the policy denies. */
export const checkAdminApi = (
  policy: AccessEnforcer,
  caller: Pick<Caller, 'roles'>,
  resource: { name: string; label: string; roles: readonly string[] },
) => {
  if (!canUseAdminApi(policy, caller.roles, resource.name))
    throw forbidden(message('{{resource}} need one of these roles: {{roles}}', { resource: term(resource.label), roles: resource.roles.join(', ') }));
};
