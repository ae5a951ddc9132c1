import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ROLES, type Role } from '../../resources/vocabulary';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { devUserEmail, SIGN_IN_USERS } from './dev-users';
import type { DatabaseSchema } from '../db/schema';
import { identityTablesOf, registryIdentityTables, type IdentityTables } from './identity-tables';
import { unlinkedEmployeeByEmail } from './employee-link';
import { roleIdsByName } from './user-roles';

// What identity needs before anybody signs in, made idempotently at every start (and by the demo seed):
// the seven roles of SPEC §3; in dev mode also one group per role and the development users, each in
// the group of its role; and users linked to the employee with their e-mail when that employee appears later.

const SYSTEM = 'system';

/** The group that holds each role in dev mode. */
export const ROLE_GROUPS: Record<Role, string> = {
  ADMIN: 'Administrators',
  'PROJECT MANAGER': 'Project managers',
  ACCOUNTANT: 'Accountants',
  EMPLOYEE: 'Employees',
  'HR MANAGE': 'HR managers',
  'FINANCE MANAGE': 'Finance managers',
  'SALES MANAGE': 'Sales managers',
};

const stamps = { createdBy: SYSTEM, updatedBy: SYSTEM };

const ensureRoles = async (db: Database, tables: IdentityTables) => {
  await db
    .insert(tables.roles.table)
    .values(ROLES.map((name) => ({ name, description: `Role ${name}`, ...stamps })))
    .onConflictDoNothing();
  return roleIdsByName(db, tables, ROLES);
};

/** The id of the row with this unique value, inserting it first when missing. */
const ensureRow = async (
  db: Database,
  table: IdentityTables[keyof IdentityTables],
  key: string,
  values: Record<string, unknown>,
) => {
  await db.insert(table.table).values({ ...values, ...stamps }).onConflictDoNothing();
  const [row] = (await db
    .select({ id: table.columns.id })
    .from(table.table)
    .where(eq(table.columns[key], values[key]))) as { id: number }[];
  return row.id;
};

/** Adds a link row (group-user or group-role) unless it is there already; the link tables have no unique pair. */
const ensureLink = async (db: Database, table: IdentityTables[keyof IdentityTables], link: Record<string, number>) => {
  const [first, second] = Object.entries(link);
  const existing = await db
    .select({ id: table.columns.id })
    .from(table.table)
    .where(and(eq(table.columns[first[0]], first[1]), eq(table.columns[second[0]], second[1])));
  if (existing.length === 0) await db.insert(table.table).values({ ...link, ...stamps });
};

const ensureDevUsers = async (db: Database, tables: IdentityTables, roleIds: Map<Role, number>) => {
  // The development users hold one role each; the demo accounts several (one group per role).
  for (const devUser of SIGN_IN_USERS) {
    const userId = await ensureRow(db, tables.users, 'username', {
      username: devUser.username,
      displayName: devUser.name,
      email: devUserEmail(devUser.username),
      isActive: true,
    });
    for (const role of devUser.roles) {
      const groupId = await ensureRow(db, tables.groups, 'name', { name: ROLE_GROUPS[role], description: `Everyone holding ${role}` });
      const roleId = roleIds.get(role);
      if (roleId !== undefined) await ensureLink(db, tables.groupRoles, { groupId, roleId });
      await ensureLink(db, tables.groupUsers, { groupId, userId });
    }
  }
};

/**
 * The administrators named in the configuration (ADMIN_USERNAMES): with Entra ID nobody holds a role before an
 * administrator grants it, so the first ones are named at start and put in the Administrators group.
 */
const ensureConfiguredAdmins = async (db: Database, tables: IdentityTables, roleIds: Map<Role, number>, usernames: readonly string[]) => {
  if (usernames.length === 0) return;
  const groupId = await ensureRow(db, tables.groups, 'name', { name: ROLE_GROUPS.ADMIN, description: 'Everyone holding ADMIN' });
  const roleId = roleIds.get('ADMIN');
  if (roleId !== undefined) await ensureLink(db, tables.groupRoles, { groupId, roleId });
  for (const username of usernames) {
    const userId = await ensureRow(db, tables.users, 'username', {
      username,
      displayName: username,
      email: username.includes('@') ? username : null,
      isActive: true,
    });
    await ensureLink(db, tables.groupUsers, { groupId, userId });
  }
};

/** Users who signed in before their employee record existed get linked once it does. */
const linkUsersToEmployees = async (db: Database, tables: IdentityTables) => {
  const { users } = tables;
  const unlinked = (await db
    .select({ id: users.columns.id, email: users.columns.email })
    .from(users.table)
    .where(and(isNull(users.columns.employeeId), isNotNull(users.columns.email)))) as { id: number; email: string }[];
  for (const user of unlinked) {
    const employeeId = await unlinkedEmployeeByEmail(db, tables, user.email);
    if (employeeId !== null)
      await db.update(users.table).set({ employeeId, updatedBy: SYSTEM }).where(eq(users.columns.id, user.id));
  }
};

export const ensureIdentityBaseline = async (
  db: Database,
  config: Pick<ServerConfig, 'authMode'> & Partial<Pick<ServerConfig, 'adminUsernames'>>,
  schema?: DatabaseSchema,
) => {
  const tables = schema ? identityTablesOf(schema) : registryIdentityTables();
  await db.transaction(async (tx) => {
    const roleIds = await ensureRoles(tx, tables);
    if (config.authMode === 'dev') await ensureDevUsers(tx, tables, roleIds);
    await ensureConfiguredAdmins(tx, tables, roleIds, config.adminUsernames ?? []);
    await linkUsersToEmployees(tx, tables);
  });
};
