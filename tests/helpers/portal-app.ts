// The API as `npm start` runs it, for the tests that need real sign-in: bearer tokens verified with jose, callers
// resolved from the users and RBAC tables, the embedded provider at /oidc; on its own copy of a prepared
// database, and restartable on that database and data folder. The auth tests (tests/api/auth-harness.ts) and the
// browser tests (tests/e2e/helpers/portal-server.ts) start it their way.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import type { ServerConfig } from '../../server/config';
import { createTestDatabase, type TestDatabaseKind } from './databases';
import { freePort } from './free-port';

export type PortalApp = {
  /** The running app (a new one after `restart`). */
  readonly app: FastifyInstance;
  /** The public URL: a free port of 127.0.0.1 when it listens. */
  origin: string;
  dataDir: string;
  /** Stops the app and starts it again on the same port, database and data folder (a restart of the server). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * With `listen`, the app serves HTTP on a free port of 127.0.0.1 (the OIDC flow and a browser need one); without,
 * it answers `app.inject` only. `distDir` is the SPA it serves (none unless given).
 */
export const startPortalApp = async (options: {
  kind: TestDatabaseKind;
  database: 'migrated' | 'seeded';
  listen: boolean;
  distDir?: string;
  config?: Partial<ServerConfig>;
  queryLogger?: BuildAppOptions['queryLogger'];
  logger?: BuildAppOptions['logger'];
}): Promise<PortalApp> => {
  const database = await createTestDatabase(options.kind, options.database);
  const { dataDir, databaseUrl } = database;
  const port = options.listen ? await freePort() : 3000;
  const origin = `http://127.0.0.1:${port}`;
  const start = async () => {
    const started = await buildApp({
      config: { dataDir, databaseUrl, authMode: 'dev', port, publicUrl: origin, ...options.config },
      authentication: tokenAuthentication,
      distDir: options.distDir ?? `${dataDir}/no-spa`,
      queryLogger: options.queryLogger,
      logger: options.logger,
    });
    if (options.listen) await started.listen({ port, host: '127.0.0.1' });
    else await started.ready();
    return started;
  };
  // A configuration the app refuses leaves no database copy behind.
  let app = await start().catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    get app() {
      return app;
    },
    origin,
    dataDir,
    restart: async () => {
      await app.close();
      app = await start();
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};
