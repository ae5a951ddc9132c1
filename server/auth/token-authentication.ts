import type { Authentication } from '../app';
import { hasEmbeddedProvider } from '../config';
import { localClusterEvents, postgresClusterEvents } from '../db/cluster-events';
import { forgetCallersOnIdentityWrites } from './identity-changes';
import { ensureIdentityBaseline } from './identity-baseline';
import { createKnownCallers } from './known-callers';
import { authenticationPlugin } from './plugin';
import { callerKeyOf, createCallerResolver, DEACTIVATED, usernameOf } from './resolve-caller';
import { exportKeyForTokenScript, loadSigningKeys, readSigningJwks } from './signing-keys';
import { keepingVerifiedTokens } from './verified-tokens';
import { isSignedOutToken } from './sign-outs';
import { createTokenVerifier, InvalidTokenError, type TokenClaims } from './verify-token';
import { oncePerToken, recordSignIn } from './sign-in-records';
import { HttpError } from '../errors';
import { directoryKeyOf, ensureDirectoryGroups } from './directory-groups';
import { identityTablesOf } from './identity-tables';

/**
 * The real authentication for `buildApp` (server/main.ts): bearer tokens verified with jose (the
 * embedded provider's keys in dev and local, Entra's keys otherwise), callers resolved from the users and RBAC
 * tables. Makes sure the roles (and in dev the development users) exist first. A token is verified once and
 * kept until it expires; a caller is read once and kept until an identity write, in this process or, on
 * PostgreSQL, in any other on the same database (docs/operators/sign-in.md and replicas.md).
 */
export const tokenAuthentication: Authentication = async (app, portal) => {
  const { config, db, schema, database } = portal;
  // Replicas started at once would each insert the same roles and users: one at a time.
  await database.exclusively(async () => {
    await ensureIdentityBaseline(db, config, schema);
    // Entra: the groups ENTRA_ROLE_MAP names, and the refusal to start when nobody could be an administrator.
    if (config.authMode === 'entra') await ensureDirectoryGroups(db, identityTablesOf(schema), config.roleMap, config.adminUsernames);
  });
  const keys = hasEmbeddedProvider(config) ? await loadSigningKeys(db, config) : undefined;
  if (keys && database.kind === 'pglite' && config.authMode === 'dev') exportKeyForTokenScript(keys, config.dataDir);
  const events = config.databaseUrl
    ? await postgresClusterEvents(config.databaseUrl, {
        onConnectionLost: (error) => app.log.warn(`Listening for other replicas' identity writes: ${error.message}; reconnecting`),
      })
    : localClusterEvents();
  app.addHook('onClose', () => events.close());
  const callers = createKnownCallers();
  const resolveCaller = createCallerResolver(db, schema, config.authMode === 'entra' ? config.roleMap : undefined, () => callers.forget());
  // A token whose mapped groups differ from the kept caller's is resolved afresh (and the groups applied).
  const keyOf = (claims: TokenClaims) => `${callerKeyOf(claims)}${config.authMode === 'entra' ? directoryKeyOf(config.roleMap, claims) : ''}`;
  forgetCallersOnIdentityWrites(app, portal, callers, events);
  // Entra signs people in elsewhere: a token's first use (and a refused account) is the sign-in the portal sees.
  const isFirstUse = oncePerToken();
  const recordEntraSignIn = async (claims: TokenClaims, outcome: { action: 'sign-in' | 'sign-in-failed' | 'sign-in-locked'; reason?: string }) => {
    if (config.authMode !== 'entra' || !isFirstUse(`${callerKeyOf(claims)}:${claims.iat ?? ''}:${outcome.action}`)) return;
    await recordSignIn(db, schema, { username: usernameOf(claims), mode: 'entra', ...outcome });
  };
  await app.register(authenticationPlugin, {
    verifyToken: keepingVerifiedTokens(createTokenVerifier(config, keys, () => readSigningJwks(db))),
    resolveCaller: async (claims) => {
      let caller;
      try {
        caller = await callers.callerOf(keyOf(claims), () => resolveCaller(claims));
      } catch (error) {
        // A deactivated account is locked out; a name held by another account is a failed sign-in.
        if (error instanceof HttpError && error.status === 403)
          await recordEntraSignIn(claims, { action: error.text === DEACTIVATED ? 'sign-in-locked' : 'sign-in-failed', reason: error.message });
        throw error;
      }
      if (isSignedOutToken(claims, caller)) throw new InvalidTokenError('the user has been signed out since it was issued');
      await recordEntraSignIn(claims, { action: 'sign-in' });
      return caller;
    },
  });
};
