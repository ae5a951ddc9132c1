import type { SQL } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { searchHitRoute } from '../../../resources/paths';
import type { SearchType } from '../../../resources/vocabulary';
import { canOpenRoute, canUseAdminApi, type AccessEnforcer } from '../../../resources/access-policy';
import type { Caller } from '../../auth/caller';
import type { DatabaseSchema } from '../../db/schema';
import { ownRowsFilter } from '../../operations/own-rows';

/** A resource the global search looks into: declared with `search` and a numbering field. */
export type SearchableResource = ResourceDeclaration & {
  search: { type: SearchType; description: readonly string[] };
  numbering: { field: string; prefix: string };
};

export const searchableResources = (resources: readonly ResourceDeclaration[]) =>
  resources.filter((resource): resource is SearchableResource => Boolean(resource.search && resource.numbering));

/**
 * How much of a resource the caller may find: `all` rows, only `own` rows (filter given), or `none`.
 * A result is only worth returning if the screen the pick opens (resources/paths.ts) lets the caller in;
 * callers outside the resource's roles see only the rows its own path would show them. Both questions go
 * to the one access policy (resources/access-policy.ts).
 */
export const reachOf = (
  policy: AccessEnforcer,
  schema: DatabaseSchema,
  resource: SearchableResource,
  caller: Caller,
): { rows: 'all' } | { rows: 'own'; filter: SQL } | { rows: 'none' } => {
  const probe = { type: resource.search.type, id: 1, number: resource.numbering.prefix, description: '' };
  if (!canOpenRoute(policy, caller.roles, searchHitRoute(probe, caller.roles))) return { rows: 'none' };
  if (canUseAdminApi(policy, caller.roles, resource.name)) return { rows: 'all' };
  const own = resource.api.own;
  if (!own || caller.employeeId === null) return { rows: 'none' };
  const filter = ownRowsFilter(schema, resource, caller.employeeId);
  return filter ? { rows: 'own', filter } : { rows: 'none' };
};
