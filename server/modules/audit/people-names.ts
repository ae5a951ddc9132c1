import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users as usersResource } from '../../../modules/users/users.resource';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';

/**
 * Who did something, as the journal names them: a username of the audit trail → the user's name (their username
 * when they have none, or when no user has it any more).
 */
export const peopleNamesOf = async (db: Database, schema: DatabaseSchema, usernames: readonly string[]) => {
  const unique = [...new Set(usernames)];
  const users = resourceTableOf(schema, usersResource);
  const named = unique.length
    ? ((await db.select({ username: users.columns.username, name: users.columns.displayName }).from(users.table).where(inArray(users.columns.username, unique))) as { username: string; name: string | null }[])
    : [];
  const nameOf = new Map(named.map((user) => [user.username, user.name || user.username]));
  return (username: string) => nameOf.get(username) ?? username;
};
