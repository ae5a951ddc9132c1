import { eq, inArray } from 'drizzle-orm';
import { ROLES, type Role } from '../../resources/vocabulary';
import type { Database } from '../db/database';
import type { IdentityTables } from './identity-tables';

// A user's roles are the union of the roles of every RBAC group they are in (DESIGN: from the database).

export const rolesOfUser = async (db: Database, tables: IdentityTables, userId: number): Promise<Role[]> => {
  const { groupUsers, groupRoles, roles } = tables;
  const rows = (await db
    .selectDistinct({ name: roles.columns.name })
    .from(groupUsers.table)
    .innerJoin(groupRoles.table, eq(groupRoles.columns.groupId, groupUsers.columns.groupId))
    .innerJoin(roles.table, eq(roles.columns.id, groupRoles.columns.roleId))
    .where(eq(groupUsers.columns.userId, userId))) as { name: string }[];
  const held = new Set(rows.map((row) => row.name));
  // In the vocabulary's order, so answers are stable.
  return ROLES.filter((role) => held.has(role));
};

/** The ids of the role rows with these names (unknown names are left out). */
export const roleIdsByName = async (db: Database, tables: IdentityTables, names: readonly Role[]) => {
  if (names.length === 0) return new Map<Role, number>();
  const rows = (await db
    .select({ id: tables.roles.columns.id, name: tables.roles.columns.name })
    .from(tables.roles.table)
    .where(inArray(tables.roles.columns.name, [...names]))) as { id: number; name: Role }[];
  return new Map(rows.map((row) => [row.name, row.id]));
};
