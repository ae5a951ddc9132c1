// The API with real sign-in for the auth tests: bearer tokens verified with jose, callers resolved from
// the users and RBAC tables, the embedded provider at /oidc. Not a test file itself (no .test.ts).
import { freePort } from '../helpers/free-port';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import type { QueryLogger } from '../../server/db/database';
import { signDevToken } from '../../server/auth/dev-token';
import { loadSigningKeys, type SigningKeys } from '../../server/auth/signing-keys';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import { signAccessToken, type TokenChanges } from '../helpers/access-tokens';
import { createTestDatabase, type TestDatabaseKind } from '../helpers/databases';

export type AuthApp = {
  app: FastifyInstance;
  config: ServerConfig;
  keys: SigningKeys;
  /** A development user's token, as `npm run token` makes it. */
  tokenFor: (username: string) => Promise<string>;
  /** Any token, signed with the provider's key unless another key is given. */
  signToken: (changes?: TokenChanges) => Promise<string>;
  /** `app.inject` as a development user. */
  injectAs: (username: string, options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Stops the app and starts it again on the same database and data folder (a restart of the server). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};


/**
 * Starts the API on its own copy of the migrated database. With `listen`, it serves HTTP on
 * a free port of 127.0.0.1 and the public URL is that address, as the OIDC flow needs.
 */
export const startAuthApp = async (
  kind: TestDatabaseKind,
  options: { listen?: boolean; config?: Partial<ServerConfig>; queryLogger?: QueryLogger } = {},
): Promise<AuthApp> => {
  const database = await createTestDatabase(kind, 'migrated');
  const port = options.listen ? await freePort() : 3000;
  const start = async () => {
    const started = await buildApp({
      config: {
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        authMode: 'dev',
        port,
        publicUrl: `http://127.0.0.1:${port}`,
        clientId: 'test-portal-client',
        ...options.config,
      },
      authentication: tokenAuthentication,
      queryLogger: options.queryLogger,
      distDir: `${database.dataDir}/no-spa`,
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
  const { config } = app.portal;
  const keys = await loadSigningKeys(app.portal.db, config);

  // The user named by `sub` or `preferred_username` (changes.claims may override any claim).
  const signToken = (changes: TokenChanges = {}) =>
    signAccessToken(config, keys, String(changes.claims?.sub ?? changes.claims?.preferred_username ?? 'someone'), changes);
  const tokenFor = (username: string) => signDevToken(config, keys, username);
  const injectAs = async (username: string, inject: InjectOptions) =>
    app.inject({ ...inject, headers: { ...inject.headers, authorization: `Bearer ${await tokenFor(username)}` } });

  return {
    get app() {
      return app;
    },
    config,
    keys,
    tokenFor,
    signToken,
    injectAs,
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
