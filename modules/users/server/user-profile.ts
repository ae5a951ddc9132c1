import { and, eq, isNull } from 'drizzle-orm';
import type { ReaderLanguage } from '../../../resources/reader-language';
import type { CurrentUser } from '../../../resources/current-user';
import type { Database } from '../../../server/db/database';
import { userColumns, type IdentityTables, type UserRow } from '../../../server/auth/identity-tables';
import { API_PREFIX } from '../../../server/routes/resource-routes';

// What the users endpoints answer (SPEC §7 reads name, id and profilePicture).

/** The picture's address; the stored name in the query makes a new upload a new URL for browser caches. */
export const pictureUrlOf = (user: Pick<UserRow, 'id' | 'profilePicture'>) =>
  user.profilePicture ? `${API_PREFIX}/users/${user.id}/profile-picture?v=${user.profilePicture.replace(/\..*$/, '')}` : null;

export const currentUserOf = (user: UserRow): CurrentUser => ({
  id: user.id,
  name: user.displayName,
  username: user.username,
  email: user.email,
  employeeId: user.employeeId,
  profilePicture: pictureUrlOf(user),
  language: user.language,
});

export const publicUserOf = (user: UserRow) => ({ id: user.id, name: user.displayName, profilePicture: pictureUrlOf(user) });

export const findUserById = async (db: Database, tables: IdentityTables, id: number) => {
  const [user] = (await db.select(userColumns(tables)).from(tables.users.table).where(eq(tables.users.columns.id, id))) as UserRow[];
  return user as UserRow | undefined;
};

/**
 * Stores the user's language and answers the row as it then is. `isFirst` sets it only while none is stored, so a
 * sign-in never overrides a choice made meanwhile in another tab.
 */
export const setLanguage = async (db: Database, tables: IdentityTables, id: number, language: ReaderLanguage, { isFirst }: { isFirst: boolean }) => {
  const { columns, table } = tables.users;
  const isThisUser = eq(columns.id, id);
  await db.update(table).set({ language }).where(isFirst ? and(isThisUser, isNull(columns.language)) : isThisUser);
  return findUserById(db, tables, id);
};
