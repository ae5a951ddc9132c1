import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { forbidden } from '../errors';
import { message } from '../i18n/message';
import type { Caller } from './caller';
import { unlinkedEmployeeByEmail } from './employee-link';
import type { DatabaseSchema } from '../db/schema';
import { identityTablesOf, registryIdentityTables, userColumns, type IdentityTables, type UserRow } from './identity-tables';
import { rolesOfUser } from './user-roles';
import { InvalidTokenError, type TokenClaims } from './verify-token';

// From a verified token to the Caller: the user row (created on first sign-in) and its roles from RBAC groups.

/** Entra and the embedded provider name the user differently; the first present wins. */
export const usernameOf = (claims: TokenClaims) => {
  const username = claims.preferred_username || claims.upn || claims.email || claims.sub;
  if (!username) throw new InvalidTokenError('The token names no user');
  return username.toLowerCase();
};

const findUser = async (db: Database, tables: IdentityTables, username: string) => {
  const [user] = (await db
    .select(userColumns(tables))
    .from(tables.users.table)
    .where(eq(tables.users.columns.username, username))) as UserRow[];
  return user as UserRow | undefined;
};

/** First sign-in: the user row from the token's name and e-mail, linked to its employee by e-mail. */
const createUser = async (db: Database, tables: IdentityTables, username: string, claims: TokenClaims) => {
  const email = claims.email ?? (username.includes('@') ? username : null);
  const employeeId = email ? await unlinkedEmployeeByEmail(db, tables, email) : null;
  // Two first requests may race: the unique username keeps one row, both then read it.
  await db
    .insert(tables.users.table)
    .values({
      username,
      displayName: claims.name || username,
      email,
      employeeId,
      isActive: true,
      createdBy: username,
      updatedBy: username,
    })
    .onConflictDoNothing();
  const user = await findUser(db, tables, username);
  if (!user) throw new Error(`Could not create the user ${username}`);
  return user;
};

/** `schema` defaults to the one built from resources.config.ts; pass the app's own when it has one. */
export const createCallerResolver = (db: Database, schema?: DatabaseSchema) => {
  const tables = schema ? identityTablesOf(schema) : registryIdentityTables();
  return async (claims: TokenClaims): Promise<Caller> => {
    const username = usernameOf(claims);
    const user = (await findUser(db, tables, username)) ?? (await createUser(db, tables, username, claims));
    if (user.isActive === false) throw forbidden(message('This user is deactivated'));
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
