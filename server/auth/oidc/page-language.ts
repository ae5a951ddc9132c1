import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CATALOGUES, type CatalogueLanguage } from '../../../i18n/catalogues';
import type { Database } from '../../db/database';
import { replyLanguage } from '../../i18n/reply-language';
import type { IdentityTables } from '../identity-tables';

// The language of the embedded provider's pages: the one the user chose in the portal, sent by the SPA as the
// authorization request's `ui_locales` (OpenID Connect Core 3.1.2.1); else, once the user is known (after the
// password), the language stored on their profile; else the browser's (Accept-Language).

const isSpoken = (tag: string): tag is CatalogueLanguage => Object.hasOwn(CATALOGUES, tag);

/** The first language of a `ui_locales` list (space-separated tags, `it-IT en`) that the portal speaks. */
export const uiLocalesLanguage = (uiLocales: unknown): CatalogueLanguage | undefined =>
  typeof uiLocales === 'string'
    ? uiLocales
        .split(/\s+/)
        .map((tag) => tag.toLowerCase().split('-')[0])
        .find(isSpoken)
    : undefined;

export const pageLanguage = (request: Pick<FastifyRequest, 'headers'>, { uiLocales, userLanguage }: { uiLocales?: unknown; userLanguage?: unknown } = {}): CatalogueLanguage =>
  uiLocalesLanguage(uiLocales) ?? (typeof userLanguage === 'string' && isSpoken(userLanguage) ? userLanguage : replyLanguage(request));

/** The language stored for a user (their profile's choice, or the browser's at their first sign-in), if any. */
export const storedLanguageOf = async (db: Database, tables: IdentityTables, username: string): Promise<string | undefined> => {
  const name = username.trim().toLowerCase();
  if (name === '' || name.length > 120) return undefined;
  const { table, columns } = tables.users;
  const [row] = (await db.select({ language: columns.language }).from(table).where(eq(columns.username, name)).limit(1)) as { language: string | null }[];
  return row?.language ?? undefined;
};
