import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWK, type JWTPayload, type JWTVerifyOptions } from 'jose';
import { apiAudience, hasEmbeddedProvider, type ServerConfig } from '../config';
import type { SigningKeys } from './signing-keys';
import { hasApiScope, issuerOf } from './token-claims';

export type TokenClaims = JWTPayload & {
  preferred_username?: string;
  name?: string;
  email?: string;
  upn?: string;
  scp?: string;
  scope?: string;
};

export type VerifyToken = (token: string) => Promise<TokenClaims>;

export class InvalidTokenError extends Error {}

/** Checks signature, issuer, audience, expiry (a token without `exp` never expires, so it is refused) and the API scope; anything else is an InvalidTokenError. */
/** A token naming a key this process does not know asks the database again, at most this often. */
const KEY_RELOAD_INTERVAL_MS = 5000;

/**
 * The embedded provider's keys, read again from the database when a token names an unknown key: after
 * `npm run keys -- rotate`, a replica restarted first signs with the new key, and the others learn it this way.
 */
const embeddedKeySet = (keys: SigningKeys, reloadKeys?: () => Promise<JWK[]>) => {
  let keySet = createLocalJWKSet({ keys: keys.trustedJwks });
  let reloadedAt = 0;
  const verify = (token: string, options: JWTVerifyOptions) => jwtVerify<TokenClaims>(token, keySet, options);
  return async (token: string, options: JWTVerifyOptions) => {
    try {
      return await verify(token, options);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey) || !reloadKeys || Date.now() - reloadedAt < KEY_RELOAD_INTERVAL_MS) throw error;
      reloadedAt = Date.now();
      const jwks = await reloadKeys();
      if (jwks.length > 0) keySet = createLocalJWKSet({ keys: jwks.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })) });
      return verify(token, options);
    }
  };
};

export const createTokenVerifier = (config: ServerConfig, keys?: SigningKeys, reloadKeys?: () => Promise<JWK[]>): VerifyToken => {
  const entraKeys = hasEmbeddedProvider(config) ? undefined : createRemoteJWKSet(new URL(`https://login.microsoftonline.com/${config.tenant}/discovery/v2.0/keys`));
  const verifyJwt = entraKeys
    ? (token: string, options: JWTVerifyOptions) => jwtVerify<TokenClaims>(token, entraKeys, options)
    : embeddedKeySet(keys!, reloadKeys);
  const issuer = issuerOf(config);
  const audience = [apiAudience(config), config.clientId];
  return async (token) => {
    let payload: TokenClaims;
    try {
      ({ payload } = await verifyJwt(token, { issuer, audience, algorithms: ['RS256'], requiredClaims: ['exp'] }));
    } catch (error) {
      throw new InvalidTokenError((error as Error).message);
    }
    if (!hasApiScope(payload)) throw new InvalidTokenError(`The token lacks the ${apiAudience(config)}/Po.Read scope`);
    return payload;
  };
};
