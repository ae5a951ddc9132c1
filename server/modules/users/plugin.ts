import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { hasIdentityTables } from '../../auth/identity-tables';
import { registerCurrentUserRoutes } from './current-user-routes';
import { registerProfilePictureRoutes } from './profile-picture-routes';

export type UsersModuleOptions = { db: Database; schema: DatabaseSchema; dataDir: string };

/** The users workflow endpoints of SPEC §7 (full /api paths); register after authentication. */
export const usersModule: FastifyPluginAsync<UsersModuleOptions> = async (app, { db, schema, dataDir }) => {
  if (!hasIdentityTables(schema)) return;
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  registerCurrentUserRoutes(app, db, schema);
  registerProfilePictureRoutes(app, db, schema, dataDir);
};
