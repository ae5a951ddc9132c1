// The whole product as `npm start` serves it, for end-to-end tests: the built SPA, the API with real
// sign-in and the embedded OpenID provider, on a free port of 127.0.0.1 with a throwaway copy of a
// database prepared once per run (tests/helpers/template-setup.ts).
import { ensureBuiltSpa } from '../../helpers/built-spa';
import { startPortalApp, type PortalApp } from '../../helpers/portal-app';
import type { BuildAppOptions } from '../../../server/app';
import type { ServerConfig } from '../../../server/config';
import { recordSetUpFirm } from '../../helpers/firm-record';

export type PortalServer = PortalApp;

/**
 * `distDir` serves another page instead of the built SPA (the MSAL-only check); `database: 'seeded'`
 * starts with the demo firm in it, as a first `npm start` does. An empty (`migrated`) database gets a firm already
 * set up unless `isFirmSetUp: false` (the first-run setup's own test).
 */
export const startPortalServer = async (
  options: {
    distDir?: string;
    database?: 'migrated' | 'seeded';
    config?: Partial<ServerConfig>;
    /** Receives the server's log lines (none by default). */
    logger?: BuildAppOptions['logger'];
    isFirmSetUp?: boolean;
  } = {},
): Promise<PortalServer> => {
  const database = options.database ?? 'migrated';
  const server = await startPortalApp({
    kind: 'pglite',
    database,
    listen: true,
    distDir: options.distDir ?? ensureBuiltSpa(),
    config: { databaseUrl: undefined, ...options.config },
    logger: options.logger,
  });
  if (database === 'migrated' && options.isFirmSetUp !== false) await recordSetUpFirm(server.app);
  return server;
};
