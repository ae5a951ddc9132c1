import { asc, count, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { identityTablesOf } from '../../../server/auth/identity-tables';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import { badRequest, notFound } from '../../../server/errors';
import { replyLanguage } from '../../../server/i18n/reply-language';
import { isReaderLanguage, USER_LANGUAGE_PATH } from '../../../resources/reader-language';
import { CURRENT_USER } from '../../../resources/current-user';
import { readRouteDocs } from '../../../server/routes/api-docs-replies';
import { message } from '../../../server/i18n/message';
import { authorize } from '../../../server/operations/access';
import { readListQuery } from '../../../server/operations/list-plan';
import { parseRecordId } from '../../../server/routes/record-id';
import { API_PREFIX } from '../../../server/routes/resource-routes';
import { currentUserOf, findUserById, publicUserOf, setLanguage } from './user-profile';

// SPEC §7 Users: the signed-in user, their roles, another user's name and picture, users with no employee.
// GET /admin/users (the plain list) is the generic resource list of `users`.

type Params = { Params: { id: string } };

export const registerCurrentUserRoutes = (app: FastifyInstance, db: Database, schema: DatabaseSchema) => {
  const tables = identityTablesOf(schema);
  app.get(`${API_PREFIX}${CURRENT_USER.path}`, readRouteDocs(CURRENT_USER), async (request) => {
    const user = await findUserById(db, tables, request.caller.userId);
    if (!user) throw notFound(message('The signed-in user no longer exists'));
    // The SPA reads this first after signing in, sending the browser's (or the top bar's) language: a user who
    // never chose keeps that one for their e-mail and documents.
    if (!user.language) return currentUserOf(await setLanguage(db, tables, user.id, replyLanguage(request), { isFirst: true }) ?? user);
    return currentUserOf(user);
  });

  // The profile's choice of the language the signed-in user's e-mail and documents are written in.
  app.post(`${API_PREFIX}${USER_LANGUAGE_PATH}`, readRouteDocs({ ...CURRENT_USER, summary: 'Choose the language of your e-mail and documents' }), async (request) => {
    const { language } = (request.body ?? {}) as { language?: unknown };
    if (!isReaderLanguage(language)) throw badRequest(message('Choose a language from the list'), { language: message('Choose a language from the list') });
    const user = await setLanguage(db, tables, request.caller.userId, language, { isFirst: false });
    if (!user) throw notFound(message('The signed-in user no longer exists'));
    return currentUserOf(user);
  });

  // Roles come from the RBAC groups, read when the caller was resolved (and kept until an identity write).
  app.get(`${API_PREFIX}/users/roles`, async (request) => [...request.caller.roles]);

  app.get<Params>(`${API_PREFIX}/users/:id`, async (request) => {
    const id = parseRecordId(request.params.id);
    const user = await findUserById(db, tables, id);
    if (!user) throw notFound(message('User {{id}} not found', { id }));
    return publicUserOf(user);
  });

  // Users who can still be linked to a new employee record, paged like any list (filters are not offered).
  app.get(`${API_PREFIX}/admin/users/not_employee`, async (request, reply) => {
    await authorize({ db, schema, resource: tables.users.resource, caller: request.caller, scope: 'admin' }, 'read');
    const page = readListQuery(request.query as Record<string, string>);
    const { users } = tables;
    const noEmployee = isNull(users.columns.employeeId);
    const [{ total }] = await db.select({ total: count() }).from(users.table).where(noEmployee);
    const rows = await db
      .select()
      .from(users.table)
      .where(noEmployee)
      .orderBy(asc(users.columns.displayName), asc(users.columns.id))
      .offset(page.start)
      .limit(page.end - page.start);
    return reply.header('x-total-count', String(total)).send(rows);
  });
};
