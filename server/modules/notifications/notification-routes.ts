import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, NOTIFICATION_API_PATHS } from '../../../resources/paths';
import { hasAnyRole } from '../../auth/caller';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { message } from '../../i18n/message';
import { parseRecordId } from '../../routes/record-id';
import { unreadOf } from './notify';
import { notifications as notificationsResource } from '../../../modules/users/notifications.resource';

// SPEC §7: the bell's three calls. A notification belongs to a user; nobody reads or marks another's,
// except an admin marking all of a user's as read.

type IdParams = { Params: { id: string } };

const seenOf = (body: unknown) => {
  if (body === undefined || body === null || body === '') return true;
  const seen = (body as { seen?: unknown }).seen;
  if (seen === undefined) return true;
  if (typeof seen !== 'boolean') throw badRequest(message('seen must be true or false'), { seen: message('Must be a boolean') });
  return seen;
};

export const registerNotificationRoutes = (app: FastifyInstance, db: Database, schema: DatabaseSchema) => {
  const { table, columns } = resourceTableOf(schema, notificationsResource);
  const tags = ['notifications'];

  app.get(`${API_PREFIX}${NOTIFICATION_API_PATHS.unread}`, { schema: { tags, summary: "The caller's unread notifications, newest first" }, config: { requestLogLevel: 'debug' } }, async (request) =>
    db.select().from(table).where(unreadOf(schema, request.caller.userId)).orderBy(desc(columns.id)).limit(200),
  );

  app.post<IdParams>(`${API_PREFIX}${NOTIFICATION_API_PATHS.seen}`, { schema: { tags, summary: 'Mark one of your notifications seen' } }, async (request) => {
    const id = parseRecordId(request.params.id);
    const seen = seenOf(request.body);
    const [found] = await db.select({ recipientId: columns.recipientId }).from(table).where(eq(columns.id, id));
    if (!found) throw notFound(message('Notification {{id}} not found', { id }));
    if (found.recipientId !== request.caller.userId) throw forbidden(message('This notification is not yours'));
    const [row] = await db
      .update(table)
      .set({ seen, version: sql`${columns.version} + 1`, updatedAt: new Date(), updatedBy: request.caller.username })
      .where(eq(columns.id, id))
      .returning();
    return row;
  });

  app.post<IdParams>(`${API_PREFIX}${NOTIFICATION_API_PATHS.allSeen}`, { schema: { tags, summary: "Mark all of a user's notifications seen (yourself, or anyone for an admin)" } }, async (request) => {
    const userId = parseRecordId(request.params.id);
    if (userId !== request.caller.userId && !hasAnyRole(request.caller, ['ADMIN']))
      throw forbidden(message("Only an admin may mark another user's notifications"));
    const rows = await db
      .update(table)
      .set({ seen: true, version: sql`${columns.version} + 1`, updatedAt: new Date(), updatedBy: request.caller.username })
      .where(and(unreadOf(schema, userId)))
      .returning({ id: columns.id });
    return { count: rows.length };
  });
};
