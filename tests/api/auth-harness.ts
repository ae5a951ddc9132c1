// The API with real sign-in for the auth tests: bearer tokens verified with jose, callers resolved from
// the users and RBAC tables, the embedded provider at /oidc. Not a test file itself (no .test.ts).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ServerConfig } from '../../server/config';
import type { QueryLogger } from '../../server/db/database';
import { signDevToken } from '../../server/auth/dev-token';
import { loadSigningKeys, type SigningKeys } from '../../server/auth/signing-keys';
import { signAccessToken, type TokenChanges } from '../helpers/access-tokens';
import type { TestDatabaseKind } from '../helpers/databases';
import { startPortalApp } from '../helpers/portal-app';

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
  const portal = await startPortalApp({
    kind,
    database: 'migrated',
    listen: options.listen ?? false,
    config: { clientId: 'test-portal-client', ...options.config },
    queryLogger: options.queryLogger,
  });
  const { config } = portal.app.portal;
  const keys = await loadSigningKeys(portal.app.portal.db, config);

  // The user named by `sub` or `preferred_username` (changes.claims may override any claim).
  const signToken = (changes: TokenChanges = {}) =>
    signAccessToken(config, keys, String(changes.claims?.sub ?? changes.claims?.preferred_username ?? 'someone'), changes);
  const tokenFor = (username: string) => signDevToken(config, keys, username);
  const injectAs = async (username: string, inject: InjectOptions) =>
    portal.app.inject({ ...inject, headers: { ...inject.headers, authorization: `Bearer ${await tokenFor(username)}` } });

  return {
    get app() {
      return portal.app;
    },
    config,
    keys,
    tokenFor,
    signToken,
    injectAs,
    restart: portal.restart,
    close: portal.close,
  };
};
