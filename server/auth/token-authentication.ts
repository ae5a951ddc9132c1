import type { Authentication } from '../app';
import { hasEmbeddedProvider } from '../config';
import { forgetCallersOnIdentityWrites } from './identity-changes';
import { ensureIdentityBaseline } from './identity-baseline';
import { createKnownCallers } from './known-callers';
import { authenticationPlugin } from './plugin';
import { callerKeyOf, createCallerResolver } from './resolve-caller';
import { loadSigningKeys } from './signing-keys';
import { keepingVerifiedTokens } from './verified-tokens';
import { isSignedOutToken } from './sign-outs';
import { createTokenVerifier, InvalidTokenError } from './verify-token';

/**
 * The real authentication for `buildApp` (server/main.ts): bearer tokens verified with jose (the
 * embedded provider's key in dev and local, Entra's keys otherwise), callers resolved from the users and RBAC
 * tables. Makes sure the roles (and in dev the development users) exist first. A token is verified once and
 * kept until it expires; a caller is read once and kept until an identity write (README, Sign-in).
 */
export const tokenAuthentication: Authentication = async (app, portal) => {
  const { config, db, schema } = portal;
  const keys = hasEmbeddedProvider(config) ? await loadSigningKeys(config.dataDir) : undefined;
  await ensureIdentityBaseline(db, config, schema);
  const callers = createKnownCallers();
  const resolveCaller = createCallerResolver(db, schema);
  forgetCallersOnIdentityWrites(app, portal, callers);
  await app.register(authenticationPlugin, {
    verifyToken: keepingVerifiedTokens(createTokenVerifier(config, keys)),
    resolveCaller: async (claims) => {
      const caller = await callers.callerOf(callerKeyOf(claims), () => resolveCaller(claims));
      if (isSignedOutToken(claims, caller)) throw new InvalidTokenError('the user has been signed out since it was issued');
      return caller;
    },
  });
};
