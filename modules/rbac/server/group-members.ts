import { asc, eq, inArray } from 'drizzle-orm';
import { identityTablesOf } from '../../../server/auth/identity-tables';
import type { Caller } from '../../../server/auth/caller';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import { badRequest, notFound, type FieldMessages } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { createRecords, deleteRecord, type WriteContext } from '../../../server/operations/record-writer';
import { findRow } from '../../../server/operations/rows';

// A group's members and roles: read together, and replaced together in one transaction
// (POST /admin/rbac/groups/users with { groupId, userIds?, roleIds? }).

export type MemberChange = { groupId: number; userIds?: number[]; roleIds?: number[] };

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

/** Checks the body's shape; a list left out keeps that side of the group as it is. */
export const readMemberChange = (body: unknown): MemberChange => {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldMessages = {};
  if (!isId(raw.groupId)) errors.groupId = message('Required: the id of the group');
  for (const key of ['userIds', 'roleIds'] as const) {
    const ids = raw[key];
    if (ids !== undefined && (!Array.isArray(ids) || !ids.every(isId))) errors[key] = message('Must be a list of record ids');
  }
  if (raw.userIds === undefined && raw.roleIds === undefined) errors.userIds = message('Send userIds, roleIds or both');
  if (Object.keys(errors).length > 0) throw badRequest(message('The group change is not valid'), errors);
  const unique = (ids: unknown) => (ids === undefined ? undefined : [...new Set(ids as number[])]);
  return { groupId: raw.groupId as number, userIds: unique(raw.userIds), roleIds: unique(raw.roleIds) };
};

const ctx = (db: Database, schema: DatabaseSchema, caller: Caller) => ({
  db,
  schema,
  caller,
  scope: 'admin' as const,
  resource: identityTablesOf(schema).groups.resource,
});

/** The group with the roles it holds and the users in it. */
export const groupDetail = async (db: Database, schema: DatabaseSchema, caller: Caller, groupId: number) => {
  const { groupUsers, groupRoles, roles, users } = identityTablesOf(schema);
  const group = await findRow(ctx(db, schema, caller), groupId, undefined);
  const groupRoleRows = await db
    .select({ id: roles.columns.id, name: roles.columns.name })
    .from(groupRoles.table)
    .innerJoin(roles.table, eq(roles.columns.id, groupRoles.columns.roleId))
    .where(eq(groupRoles.columns.groupId, groupId))
    .orderBy(asc(roles.columns.name));
  const groupUserRows = await db
    .select({ id: users.columns.id, username: users.columns.username, name: users.columns.displayName, email: users.columns.email })
    .from(groupUsers.table)
    .innerJoin(users.table, eq(users.columns.id, groupUsers.columns.userId))
    .where(eq(groupUsers.columns.groupId, groupId))
    .orderBy(asc(users.columns.displayName));
  return { ...group, roles: groupRoleRows, users: groupUserRows };
};

/** The groups a user is in (GET /admin/rbac/groups/users/{id}). */
export const groupsOfUser = async (db: Database, schema: DatabaseSchema, userId: number) => {
  const { groups, groupUsers, users } = identityTablesOf(schema);
  const [user] = await db.select({ id: users.columns.id }).from(users.table).where(eq(users.columns.id, userId));
  if (!user) throw notFound(message('User {{id}} not found', { id: userId }));
  return await db
    .select(groups.columns)
    .from(groupUsers.table)
    .innerJoin(groups.table, eq(groups.columns.id, groupUsers.columns.groupId))
    .where(eq(groupUsers.columns.userId, userId))
    .orderBy(asc(groups.columns.name));
};

/** Ids that name no row, reported per list like any bad reference. */
const missingIds = async (db: Database, table: ReturnType<typeof identityTablesOf>['users'], ids: number[]) => {
  if (ids.length === 0) return [];
  const found = await db.select({ id: table.columns.id }).from(table.table).where(inArray(table.columns.id, ids));
  const present = new Set(found.map((row) => row.id as number));
  return ids.filter((id) => !present.has(id));
};

/** Replaces the group's users and/or roles in one transaction, audited on the group; returns the new detail. */
export const setGroupMembers = async (
  db: Database,
  schema: DatabaseSchema,
  caller: Caller,
  change: MemberChange,
  hooks: Pick<WriteContext, 'afterWrite' | 'derivations' | 'writeRules'> = {},
) => {
  const tables = identityTablesOf(schema);
  await db.transaction(async (tx) => {
    // Locks the group row, so two concurrent replacements apply one after the other.
    await findRow(ctx(tx, schema, caller), change.groupId, undefined, { isLocked: true });
    const errors: FieldMessages = {};
    const sides = [
      { key: 'userIds', ids: change.userIds, links: tables.groupUsers, target: tables.users, column: 'userId' },
      { key: 'roleIds', ids: change.roleIds, links: tables.groupRoles, target: tables.roles, column: 'roleId' },
    ] as const;
    for (const side of sides) {
      const missing = side.ids ? await missingIds(tx, side.target, side.ids) : [];
      if (missing.length > 0) errors[side.key] = message('No record with id {{ids}}', { ids: missing.join(', ') });
    }
    if (Object.keys(errors).length > 0) throw badRequest(message('Some ids name no record'), errors);
    // Links that go are deleted and new ones created through the trusted writer (audited as `setMembers`);
    // links that stay are left alone, so their history stays readable.
    const write = { tx, schema, caller, ...hooks, via: 'setMembers' };
    for (const side of sides) {
      if (!side.ids) continue;
      const current = await tx.select().from(side.links.table).where(eq(side.links.columns.groupId, change.groupId));
      const wanted = new Set(side.ids);
      const kept = new Set(current.map((link) => link[side.column] as number));
      for (const link of current) if (!wanted.has(link[side.column] as number)) await deleteRecord(write, side.links.resource.name, link);
      await createRecords(
        write,
        side.links.resource.name,
        side.ids.filter((id) => !kept.has(id)).map((id) => ({ groupId: change.groupId, [side.column]: id })),
      );
    }
  });
  return groupDetail(db, schema, caller, change.groupId);
};
