import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ConfigurationError } from '../config';
import { groupsOfClaims, type RoleMap } from '../settings/role-map';
import type { IdentityTables } from './identity-tables';
import { ROLE_GROUPS } from './identity-baseline';
import type { Role } from '../../resources/vocabulary';

// Entra mode: the portal groups a user holds because of their Entra app roles (the token's `roles` claim) and
// security groups (its `groups` claim), as ENTRA_ROLE_MAP says. At every sign-in the user is added to the mapped
// groups the token gives and taken out of the mapped groups it no longer gives; groups no mapping names (given by
// hand) are never touched. When the token carries `_claim_names.groups` instead of its groups (the "overage" of a
// user in more than 200 groups), the groups are not known: mappings of group ids are then left as they were.

export type DirectoryClaims = { roles?: unknown; groups?: unknown; _claim_names?: unknown };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export const isGroupsOverage = (claims: DirectoryClaims) =>
  typeof claims._claim_names === 'object' && claims._claim_names !== null && 'groups' in claims._claim_names;

/**
 * What the token decides: the mapped groups it gives, and those it may take away (every mapped group, but in the
 * overage case only those no group-id mapping could give).
 */
export const directoryGroupsOf = (map: RoleMap, claims: DirectoryClaims) => {
  const overage = isGroupsOverage(claims);
  const given = groupsOfClaims(map, [...strings(claims.roles), ...(overage ? [] : strings(claims.groups))]);
  const byGroupIds = new Set([...map].filter(([key]) => GUID.test(key)).flatMap(([, groups]) => groups));
  const decided = [...new Set([...map.values()].flat())].filter((group) => !overage || !byGroupIds.has(group));
  return { given, decided };
};

/** The key part that tells two tokens deciding the mapped groups differently apart, so that the second is resolved afresh. */
export const directoryKeyOf = (map: RoleMap, claims: DirectoryClaims) => {
  if (map.size === 0) return '';
  const { given, decided } = directoryGroupsOf(map, claims);
  return `|${given.sort().join(',')}|${decided.sort().join(',')}`;
};

/** Brings the user's memberships of the mapped groups in line with the token; answers whether any changed. */
export const applyDirectoryGroups = async (db: Database, tables: IdentityTables, userId: number, map: RoleMap, claims: DirectoryClaims, username: string) => {
  if (map.size === 0) return false;
  const { given, decided } = directoryGroupsOf(map, claims);
  if (decided.length === 0) return false;
  const { groups, groupUsers } = tables;
  const groupRows = (await db.select({ id: groups.columns.id, name: groups.columns.name }).from(groups.table).where(inArray(groups.columns.name, decided))) as {
    id: number;
    name: string;
  }[];
  const idOf = new Map(groupRows.map((row) => [row.name, row.id]));
  const held = new Set(
    ((await db
      .select({ groupId: groupUsers.columns.groupId })
      .from(groupUsers.table)
      .where(and(eq(groupUsers.columns.userId, userId), inArray(groupUsers.columns.groupId, [...idOf.values(), -1])))) as { groupId: number }[]).map((row) => row.groupId),
  );
  const toAdd = given.map((name) => idOf.get(name)).filter((id): id is number => id !== undefined && !held.has(id));
  const givenIds = new Set(given.map((name) => idOf.get(name)));
  const toRemove = [...held].filter((id) => !givenIds.has(id));
  if (toAdd.length === 0 && toRemove.length === 0) return false;
  await db.transaction(async (tx) => {
    if (toAdd.length) await tx.insert(groupUsers.table).values(toAdd.map((groupId) => ({ groupId, userId, createdBy: username, updatedBy: username }))).onConflictDoNothing();
    if (toRemove.length) await tx.delete(groupUsers.table).where(and(eq(groupUsers.columns.userId, userId), inArray(groupUsers.columns.groupId, toRemove)));
  });
  return true;
};

const stamps = { createdBy: 'system', updatedBy: 'system' };

/**
 * At start: the mapped groups exist (one named as a role's group, e.g. Administrators, holding that role), and some
 * administrator can exist: ADMIN_USERNAMES names one, or a mapped group holds ADMIN.
 */
export const ensureDirectoryGroups = async (db: Database, tables: IdentityTables, map: RoleMap, adminUsernames: readonly string[]) => {
  const names = [...new Set([...map.values()].flat())];
  const roleOfGroup = new Map(Object.entries(ROLE_GROUPS).map(([role, group]) => [group, role as Role]));
  for (const name of names) {
    const role = roleOfGroup.get(name);
    await db.insert(tables.groups.table).values({ name, description: role ? `Everyone holding ${role}` : 'Given by Entra (ENTRA_ROLE_MAP)', ...stamps }).onConflictDoNothing();
    if (!role) continue;
    const [group] = (await db.select({ id: tables.groups.columns.id }).from(tables.groups.table).where(eq(tables.groups.columns.name, name))) as { id: number }[];
    const [roleRow] = (await db.select({ id: tables.roles.columns.id }).from(tables.roles.table).where(eq(tables.roles.columns.name, role))) as { id: number }[];
    const linked = await db
      .select({ id: tables.groupRoles.columns.id })
      .from(tables.groupRoles.table)
      .where(and(eq(tables.groupRoles.columns.groupId, group.id), eq(tables.groupRoles.columns.roleId, roleRow.id)));
    if (linked.length === 0) await db.insert(tables.groupRoles.table).values({ groupId: group.id, roleId: roleRow.id, ...stamps });
  }
  if (adminUsernames.length > 0) return;
  const admins = names.length
    ? await db
        .select({ id: tables.groups.columns.id })
        .from(tables.groups.table)
        .innerJoin(tables.groupRoles.table, eq(tables.groupRoles.columns.groupId, tables.groups.columns.id))
        .innerJoin(tables.roles.table, eq(tables.roles.columns.id, tables.groupRoles.columns.roleId))
        .where(and(inArray(tables.groups.columns.name, names), eq(tables.roles.columns.name, 'ADMIN' satisfies Role)))
    : [];
  if (admins.length === 0)
    throw new ConfigurationError([
      `ENTRA_ROLE_MAP maps no app role or group to a group holding ADMIN (it names ${names.join(', ') || 'none'}), and ADMIN_USERNAMES is unset: nobody could administer the portal. Map an app role to ${ROLE_GROUPS.ADMIN}, or name the first administrators in ADMIN_USERNAMES`,
    ]);
};
