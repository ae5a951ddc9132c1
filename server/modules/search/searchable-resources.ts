import type { SQL } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { searchHitRoute } from '../../../resources/paths';
import type { SearchType } from '../../../resources/vocabulary';
import { canOpenRoute, canUseAdminApi, type AccessEnforcer } from '../../../resources/access-policy';
import type { Caller } from '../../auth/caller';
import type { DatabaseSchema } from '../../db/schema';
import { ownRowsFilter, type OwnEmployee } from '../../operations/own-rows';

/** A resource the global search looks into: declared with `search`, numbered by the portal or by its `numberField`. */
export type SearchableResource = ResourceDeclaration & {
  search: { type?: SearchType; description: readonly string[]; numberField?: string };
};

export const searchableResources = (resources: readonly ResourceDeclaration[]) =>
  resources.filter((resource): resource is SearchableResource => Boolean(resource.search && (resource.numbering || resource.search.numberField)));

/** The field a hit's number is: the portal's numbering, else the number the record brings. */
export const searchNumberFieldOf = (resource: SearchableResource) => resource.numbering?.field ?? resource.search.numberField!;

/** A hit's type: SPEC's name for its eight, the resource's name for any other. */
export const searchTypeOf = (resource: SearchableResource): string => resource.search.type ?? resource.name;

type Reach = 'all' | 'own' | 'none';

/**
 * How much of a resource a role set may find: `all` rows, only `own` rows, or `none`. A result is only worth
 * returning if the screen the pick opens (resources/paths.ts) lets the caller in; callers outside the
 * resource's roles see only the rows its own path would show them. Both questions go to the one access policy
 * (resources/access-policy.ts).
 */
const reachOf = (policy: AccessEnforcer, resource: SearchableResource, roles: Caller['roles']): Reach => {
  const probe = { type: searchTypeOf(resource), id: 1, number: resource.numbering?.prefix ?? '', description: '' };
  const route = searchHitRoute(probe, roles, [resource]);
  if (route === undefined || !canOpenRoute(policy, roles, route)) return 'none';
  if (canUseAdminApi(policy, roles, resource.name)) return 'all';
  return resource.api.own ? 'own' : 'none';
};

// The answers depend on the role set alone, and a firm has a handful of role sets: asked once per set and kept
// (per policy, which is built once per served resource list; at most one entry per combination of the seven
// roles), instead of asking casbin about every searchable resource on every search.
const reachesByRoles = new WeakMap<AccessEnforcer, Map<string, Map<string, Reach>>>();

const reachesOfRoles = (policy: AccessEnforcer, searchable: readonly SearchableResource[], roles: Caller['roles']) => {
  const byRoles = reachesByRoles.get(policy) ?? new Map<string, Map<string, Reach>>();
  reachesByRoles.set(policy, byRoles);
  const key = [...roles].sort().join('\n');
  let reaches = byRoles.get(key);
  if (!reaches) {
    reaches = new Map(searchable.map((resource) => [resource.name, reachOf(policy, resource, roles)]));
    byRoles.set(key, reaches);
  }
  return reaches;
};

/**
 * The resources the caller may find rows of, each with the row filter of an own reach (none for all rows). The
 * filter names `employee`: the caller's employee by default, or a placeholder a statement kept per shape fills.
 */
export const reachesOf = (
  policy: AccessEnforcer,
  schema: DatabaseSchema,
  searchable: readonly SearchableResource[],
  caller: Caller,
  employee?: OwnEmployee,
): { resource: SearchableResource; filter?: SQL }[] => {
  const reaches = reachesOfRoles(policy, searchable, caller.roles);
  return searchable.flatMap((resource) => {
    const reach = reaches.get(resource.name) ?? reachOf(policy, resource, caller.roles);
    if (reach === 'all') return [{ resource }];
    if (reach === 'none' || caller.employeeId === null) return [];
    const filter = ownRowsFilter(schema, resource, employee ?? caller.employeeId);
    return filter ? [{ resource, filter }] : [];
  });
};
