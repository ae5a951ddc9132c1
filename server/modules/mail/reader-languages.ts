import { inArray } from 'drizzle-orm';
import type { CatalogueLanguage } from '../../../i18n/catalogues';
import { isReaderLanguage } from '../../../resources/reader-language';
import { users as usersResource } from '../../../modules/users/users.resource';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';

// The language each user reads their mail and documents in (the users' `language` column). A user who has not yet
// signed in through the SPA has none stored and reads the firm's language (config `company.language`).

/** A lookup of the users' languages, read at once; `firmLanguage` for a user with none or unknown. */
export const readerLanguagesOf = async (db: Database, schema: DatabaseSchema, userIds: readonly number[], firmLanguage: CatalogueLanguage) => {
  const users = resourceTableOf(schema, usersResource);
  const rows =
    userIds.length === 0
      ? []
      : ((await db.select({ id: users.columns.id, language: users.columns.language }).from(users.table).where(inArray(users.columns.id, [...userIds]))) as {
          id: number;
          language: string | null;
        }[]);
  const byUser = new Map(rows.map((row) => [row.id, isReaderLanguage(row.language) ? row.language : firmLanguage]));
  return (userId: number): CatalogueLanguage => byUser.get(userId) ?? firmLanguage;
};
