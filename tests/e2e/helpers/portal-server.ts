// The whole product as `npm start` serves it, for end-to-end tests: the built SPA, the API with real
// sign-in and the embedded OpenID provider, on a free port of 127.0.0.1 with a throwaway copy of a
// database prepared once per run (tests/helpers/template-setup.ts).
import { ensureBuiltSpa } from '../../helpers/built-spa';
import { createTestDatabase } from '../../helpers/databases';
import { freePort } from '../../helpers/free-port';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { tokenAuthentication } from '../../../server/auth/token-authentication';
import type { ServerConfig } from '../../../server/config';

export type PortalServer = {
  app: FastifyInstance;
  origin: string;
  dataDir: string;
  /** Stops the server and starts it again on the same port, database and data folder. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};



/**
 * `distDir` serves another page instead of the built SPA (the MSAL-only check); `database: 'seeded'`
 * starts with the demo firm in it, as a first `npm start` does.
 */
export const startPortalServer = async (
  options: {
    distDir?: string;
    database?: 'migrated' | 'seeded';
    config?: Partial<ServerConfig>;
    /** Receives the server's log lines (none by default). */
    logger?: BuildAppOptions['logger'];
  } = {},
): Promise<PortalServer> => {
  const distDir = options.distDir ?? ensureBuiltSpa();
  const database = await createTestDatabase('pglite', options.database ?? 'migrated');
  const { dataDir } = database;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const start = async () => {
    const started = await buildApp({
      config: { dataDir, databaseUrl: undefined, port, publicUrl: origin, authMode: 'dev', ...options.config },
      authentication: tokenAuthentication,
      distDir,
      logger: options.logger,
    });
    await started.listen({ port, host: '127.0.0.1' });
    return started;
  };
  let app = await start();
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
