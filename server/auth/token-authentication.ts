import type { Authentication } from '../app';
import { hasEmbeddedProvider } from '../config';
import { ensureIdentityBaseline } from './identity-baseline';
import { authenticationPlugin } from './plugin';
import { createCallerResolver } from './resolve-caller';
import { loadSigningKeys } from './signing-keys';
import { createTokenVerifier } from './verify-token';

/**
 * The real authentication for `buildApp` (server/main.ts): bearer tokens verified with jose (the
 * embedded provider's key in dev and local, Entra's keys otherwise), callers resolved from the users and RBAC
 * tables. Makes sure the roles (and in dev the development users) exist first.
 */
export const tokenAuthentication: Authentication = async (app, portal) => {
  const { config, db, schema } = portal;
  const keys = hasEmbeddedProvider(config) ? await loadSigningKeys(config.dataDir) : undefined;
  await ensureIdentityBaseline(db, config, schema);
  await app.register(authenticationPlugin, {
    verifyToken: createTokenVerifier(config, keys),
    resolveCaller: createCallerResolver(db, schema),
  });
};
