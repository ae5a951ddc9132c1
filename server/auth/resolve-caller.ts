import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { forbidden } from '../errors';
import { message } from '../i18n/message';
import type { Caller } from './caller';
import { unlinkedEmployeeByEmail } from './employee-link';
import type { DatabaseSchema } from '../db/schema';
import { identityTablesOf, registryIdentityTables, userColumns, type IdentityTables, type UserRow } from './identity-tables';
import { rolesOfUser } from './user-roles';
import { applyDirectoryGroups } from './directory-groups';
import type { RoleMap } from '../settings/role-map';
import { InvalidTokenError, type TokenClaims } from './verify-token';

// From a verified token to the Caller: the user row (created on first sign-in) and its roles from RBAC groups.
// The embedded provider's users are known by name. An Entra user is known by account (object id `oid` in
// tenant `tid`), which a rename does not change: the row follows the account's new name, and keeps its roles.

type EntraAccount = { objectId: string; tenantId: string };

/** Entra and the embedded provider name the user differently; the first present wins. */
export const usernameOf = (claims: TokenClaims) => {
  const username = claims.preferred_username || claims.upn || claims.unique_name || claims.email || claims.sub;
  if (!username) throw new InvalidTokenError('The token names no user');
  return username.toLowerCase();
};

/** The Entra account behind a token; none for the embedded provider's tokens. */
const entraAccountOf = (claims: TokenClaims): EntraAccount | undefined =>
  claims.oid && claims.tid ? { objectId: claims.oid.toLowerCase(), tenantId: claims.tid.toLowerCase() } : undefined;

/**
 * What a resolved caller is kept under (known-callers.ts): the account and its present name, so that a token
 * carrying a new name is resolved afresh (and the row renamed) rather than served the caller kept before.
 */
export const callerKeyOf = (claims: TokenClaims) => {
  const account = entraAccountOf(claims);
  const username = usernameOf(claims);
  return account ? `${account.tenantId}/${account.objectId}/${username}` : username;
};

const findUser = async (db: Database, tables: IdentityTables, where: SQL | undefined) => {
  const [user] = (await db.select(userColumns(tables)).from(tables.users.table).where(where)) as UserRow[];
  return user as UserRow | undefined;
};

const byName = (tables: IdentityTables, username: string) => eq(tables.users.columns.username, username);
const byAccount = (tables: IdentityTables, { objectId, tenantId }: EntraAccount) =>
  and(eq(tables.users.columns.entraTenantId, tenantId), eq(tables.users.columns.entraObjectId, objectId));

const nameTaken = (username: string) =>
  forbidden(message('The sign-in name {{username}} belongs to another account here: an administrator must rename that user first', { username }));

/** First sign-in: the user row from the token's name and e-mail, linked to its employee by e-mail. */
const createUser = async (db: Database, tables: IdentityTables, username: string, claims: TokenClaims, account?: EntraAccount) => {
  const email = claims.email ?? (username.includes('@') ? username : null);
  const employeeId = email ? await unlinkedEmployeeByEmail(db, tables, email) : null;
  // Two first requests may race: the unique username (and account) keeps one row, both then read it.
  await db
    .insert(tables.users.table)
    .values({
      username,
      displayName: claims.name || username,
      email,
      employeeId,
      isActive: true,
      entraObjectId: account?.objectId ?? null,
      entraTenantId: account?.tenantId ?? null,
      createdBy: username,
      updatedBy: username,
    })
    .onConflictDoNothing();
  const user = await findUser(db, tables, account ? byAccount(tables, account) : byName(tables, username));
  if (!user) throw account ? nameTaken(username) : new Error(`Could not create the user ${username}`);
  return user;
};

/**
 * The row of an Entra account: found by account; else the row of the same name that no account holds yet (made
 * by ADMIN_USERNAMES, an administrator, or before users were keyed by account), linked to it once; else a new
 * one. A row of that name held by another account is never taken over: a name given to a newcomer after its
 * first owner left must not bring the first owner's roles.
 */
const entraUser = async (db: Database, tables: IdentityTables, account: EntraAccount, username: string, claims: TokenClaims) => {
  const { users } = tables;
  const known = await findUser(db, tables, byAccount(tables, account));
  if (known) {
    if (known.username === username || (await findUser(db, tables, byName(tables, username)))) return known;
    await db.update(users.table).set({ username, updatedBy: username }).where(eq(users.columns.id, known.id));
    return { ...known, username };
  }
  const named = await findUser(db, tables, byName(tables, username));
  if (!named) return createUser(db, tables, username, claims, account);
  if (named.entraObjectId) throw nameTaken(username);
  await db
    .update(users.table)
    .set({ entraObjectId: account.objectId, entraTenantId: account.tenantId, updatedBy: username })
    .where(and(eq(users.columns.id, named.id), isNull(users.columns.entraObjectId)));
  // Another account may have linked the row in between; then it is not this one's.
  const linked = await findUser(db, tables, byAccount(tables, account));
  if (!linked) throw nameTaken(username);
  return linked;
};

export const DEACTIVATED = message('This user is deactivated');

/** `schema` defaults to the one built from resources.config.ts; pass the app's own when it has one. */
/** `onGroupsApplied`: a sign-in changed the user's mapped groups (an identity write: kept callers are stale). */
export const createCallerResolver = (db: Database, schema?: DatabaseSchema, roleMap: RoleMap = new Map(), onGroupsApplied?: () => void) => {
  const tables = schema ? identityTablesOf(schema) : registryIdentityTables();
  return async (claims: TokenClaims): Promise<Caller> => {
    const username = usernameOf(claims);
    const account = entraAccountOf(claims);
    const user = account
      ? await entraUser(db, tables, account, username, claims)
      : ((await findUser(db, tables, byName(tables, username))) ?? (await createUser(db, tables, username, claims)));
    if (user.isActive === false) throw forbidden(DEACTIVATED);
    // Entra: the groups its app roles and groups give (ENTRA_ROLE_MAP), at the token's first use.
    if (account && (await applyDirectoryGroups(db, tables, user.id, roleMap, claims, user.username))) onGroupsApplied?.();
    return {
      userId: user.id,
      username: user.username,
      name: user.displayName,
      employeeId: user.employeeId,
      roles: await rolesOfUser(db, tables, user.id),
      ...(user.signedOutAt ? { signedOutAt: user.signedOutAt.getTime() } : {}),
    };
  };
};
