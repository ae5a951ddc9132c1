import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import type { FileStorage } from '../../../server/files/storage';
import { registerMultipart } from '../../../server/routes/upload-routes';
import { linkUserToEmployee, usersWithoutEmployee } from '../../../server/auth/employee-link';
import { hasIdentityTables, identityTablesOf } from '../../../server/auth/identity-tables';
import { registerCurrentUserRoutes } from './current-user-routes';
import { registerListViewRoutes } from './list-views-routes';
import { registerProfilePictureRoutes } from './profile-picture-routes';

export type UsersModuleOptions = { db: Database; schema: DatabaseSchema; storage: FileStorage };

/** The users workflow endpoints of SPEC §7 (full /api paths); register after authentication. */
export const usersModule: FastifyPluginAsync<UsersModuleOptions> = async (app, { db, schema, storage }) => {
  if (!hasIdentityTables(schema)) return;
  registerCurrentUserRoutes(app, db, schema);
  registerListViewRoutes(app, db, schema);
  // Only the picture upload parses multipart: its plugin hooks every route of its context (server/routes/upload-routes.ts).
  await app.register(async (uploads) => {
    await registerMultipart(uploads);
    registerProfilePictureRoutes(uploads, db, schema, storage);
  });
  // An employee created (or given a new e-mail) while the server runs is linked to the user with that
  // e-mail in the same transaction, so that user reaches the own paths without waiting for a restart.
  const tables = identityTablesOf(schema);
  // The e-mails of the users still without an employee, read once per transaction (an import of 50,000 employees
  // asks once per chunk, not per row); a write of a user or a link made in it reads them again.
  const waiting = new WeakMap<Database, Promise<Set<string>>>();
  const waitingEmails = (tx: Database) => {
    let emails = waiting.get(tx);
    if (!emails) waiting.set(tx, (emails = usersWithoutEmployee(tx, tables)));
    return emails;
  };
  app.portal.afterWrite.push(async (tx, { resource, before, after, caller }) => {
    if (resource === 'users') return void waiting.delete(tx);
    if (resource !== 'employees' || typeof after.email !== 'string' || before?.email === after.email) return;
    if (!(await waitingEmails(tx)).has(after.email.toLowerCase())) return;
    await linkUserToEmployee(tx, tables, after.id, after.email, caller.username);
    waiting.delete(tx);
  });
};
