import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_PREFIX } from '../../../resources/paths';
import { readRouteDocs } from '../../routes/api-docs-replies';
import { isMailKind, MAIL_KINDS, MAIL_SETTINGS, type MailSettings } from '../../../resources/mail-kinds';
import { mailPreferences } from '../../db/cluster-tables';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { badRequest } from '../../errors';
import { message } from '../../i18n/message';
import { isMailOn, preferencesOf } from './outbox';
import { users as usersResource } from '../../../modules/users/users.resource';

// Every signed-in user's own e-mail choice (the profile's E-mail part); nobody reads or sets another's.

const preferenceOfBody = (body: unknown) => {
  const { kinds, isDigest } = (body ?? {}) as { kinds?: unknown; isDigest?: unknown };
  if (!Array.isArray(kinds) || !kinds.every(isMailKind))
    throw badRequest(message('Choose kinds of notification from the list'), { kinds: message('Choose kinds of notification from the list') });
  if (typeof isDigest !== 'boolean') throw badRequest(message('isDigest must be true or false'), { isDigest: message('Must be a boolean') });
  return { kinds: [...new Set(kinds)], isDigest };
};

export const registerMailPreferenceRoutes = (app: FastifyInstance, db: Database, schema: DatabaseSchema) => {
  const users = resourceTableOf(schema, usersResource);
  const settingsOf = async (userId: number): Promise<MailSettings> => {
    const [user] = (await db.select({ email: users.columns.email }).from(users.table).where(eq(users.columns.id, userId))) as { email: string | null }[];
    return { ...(await preferencesOf(db, [userId]))(userId), isMailOn: isMailOn(schema), email: user?.email ?? null };
  };
  const path = `${API_PREFIX}${MAIL_SETTINGS.path}`;

  app.get(path, readRouteDocs(MAIL_SETTINGS), async (request) =>
    settingsOf(request.caller.userId),
  );

  app.post(path, readRouteDocs({ ...MAIL_SETTINGS, summary: 'Choose which notifications reach you by e-mail, and whether as a daily digest' }), async (request) => {
    const { kinds, isDigest } = preferenceOfBody(request.body);
    const { userId } = request.caller;
    await db
      .insert(mailPreferences)
      .values({ userId, kinds, isDigest })
      .onConflictDoUpdate({ target: mailPreferences.userId, set: { kinds, isDigest, updatedAt: new Date() } });
    return settingsOf(userId);
  });
};
