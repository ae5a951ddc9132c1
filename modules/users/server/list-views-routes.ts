import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { OperationContext } from '../../../server/operations/context';
import { writeContextOf } from '../../../server/operations/create';
import { withDatabaseErrors } from '../../../server/operations/database-errors';
import { createRecord, deleteRecord, updateRecord } from '../../../server/operations/record-writer';
import { findRow } from '../../../server/operations/rows';
import { validateWrite, versionOf } from '../../../server/operations/validation';
import { parseRecordId } from '../../../server/routes/record-id';
import { API_PREFIX } from '../../../server/routes/resource-routes';
import { listViews } from '../list-views.resource';
import { SAVED_VIEWS } from '../domain/saved-views';
import { readRouteDocs } from '../../../server/routes/api-docs-replies';

// The signed-in person's saved views, on any device: their own (read and written here) and those an administrator
// shared with one of their roles (read only). Views belong to a user, not an employee, so this is not the generic
// own path (which narrows by employee); the writes still go through the declaration's validation and the trusted
// writer, so the write rule (list-view-rule.ts), the audit trail and versions hold as on the admin path.

const PATH = `${API_PREFIX}${SAVED_VIEWS.path}`;
const TAGS = { tags: ['listViews'] };

type Params = { Params: { id: string } };

/** A view as the list screen reads it: whether it is the caller's own (theirs to change) or shared with them. */
const asSeenBy = (row: Record<string, unknown>, userId: number) => ({ ...row, isOwn: row.ownerId === userId });

const bodyOf = (raw: unknown): Record<string, unknown> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest(message('The body must be a JSON object'));
  return raw as Record<string, unknown>;
};

export const registerListViewRoutes = (app: FastifyInstance, db: Database, schema: DatabaseSchema) => {
  if (!schema.resourceTables.has(listViews.name)) return;
  const { table, columns } = resourceTableOf(schema, listViews);
  const contextOf = (caller: OperationContext['caller']): OperationContext => ({
    db,
    schema,
    resource: listViews,
    caller,
    scope: 'admin',
    afterWrite: app.portal.afterWrite,
    derivations: app.portal.derivations,
    writeRules: app.portal.writeRules,
  });
  const mine = (userId: number) => eq(columns.ownerId, userId);

  app.get(PATH, readRouteDocs(SAVED_VIEWS), async (request) => {
    const { resource } = (request.query ?? {}) as { resource?: unknown };
    if (typeof resource !== 'string' || !schema.resourceTables.has(resource))
      throw badRequest(message('Choose a list of the portal'), { resource: message('Choose a list of the portal') });
    const { userId, roles } = request.caller;
    const seen = roles.length > 0 ? or(mine(userId), inArray(columns.sharedWithRole, [...roles])) : mine(userId);
    const rows = await db.select().from(table).where(and(eq(columns.resource, resource), seen)).orderBy(asc(columns.name), asc(columns.id));
    return rows.map((row) => asSeenBy(row, userId));
  });

  app.put(PATH, { schema: { ...TAGS, summary: 'Save a view of a list' } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const { userId } = request.caller;
    if (body.ownerId !== undefined && body.ownerId !== userId) throw badRequest(message('A view you save is yours'), { ownerId: message('A view you save is yours') });
    const context = contextOf(request.caller);
    const values = validateWrite(listViews, { ...body, ownerId: userId }, 'create');
    const row = await withDatabaseErrors(listViews, () => db.transaction((tx) => createRecord(writeContextOf(context, tx), listViews.name, values)));
    reply.code(201);
    return asSeenBy(row, userId);
  });

  app.post<Params>(`${PATH}/:id`, { schema: { ...TAGS, summary: 'Change one of your saved views' } }, async (request) => {
    const id = parseRecordId(request.params.id);
    const body = bodyOf(request.body);
    const { userId } = request.caller;
    if (body.ownerId !== undefined && body.ownerId !== userId) throw badRequest(message('A view you save is yours'), { ownerId: message('A view you save is yours') });
    const context = contextOf(request.caller);
    const version = versionOf(body);
    const values = validateWrite(listViews, body, 'update');
    const row = await withDatabaseErrors(listViews, () =>
      db.transaction(async (tx) => {
        const before = await findRow({ ...context, db: tx }, id, mine(userId), { isLocked: true });
        return updateRecord(writeContextOf(context, tx), listViews.name, before, values, { expectedVersion: version });
      }),
    );
    return asSeenBy(row, userId);
  });

  app.delete<Params>(`${PATH}/:id`, { schema: { ...TAGS, summary: 'Delete one of your saved views' } }, async (request, reply) => {
    const id = parseRecordId(request.params.id);
    const context = contextOf(request.caller);
    await withDatabaseErrors(listViews, () =>
      db.transaction(async (tx) => {
        const before = await findRow({ ...context, db: tx }, id, mine(request.caller.userId), { isLocked: true });
        return deleteRecord(writeContextOf(context, tx), listViews.name, before);
      }),
    );
    return reply.code(204).send();
  });
};
