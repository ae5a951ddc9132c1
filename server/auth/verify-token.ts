import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWK, type JWTPayload, type JWTVerifyGetKey, type JWTVerifyOptions } from 'jose';
import { apiAudience, entraSettingsProblems, hasEmbeddedProvider, type ServerConfig } from '../config';
import { createEntraIssuer, IssuerUnavailableError } from './entra-issuer';
import type { SigningKeys } from './signing-keys';
import { hasApiScope, issuerOf } from './token-claims';

export type TokenClaims = JWTPayload & {
  preferred_username?: string;
  name?: string;
  email?: string;
  upn?: string;
  /** v1 Entra tokens name the user here when they have no `upn` (guests). */
  unique_name?: string;
  /** Entra: the user's object id, stable across renames, and their tenant's id. */
  oid?: string;
  tid?: string;
  scp?: string;
  scope?: string;
  /** Entra: the app roles assigned to the user, and their security groups' object ids (ENTRA_ROLE_MAP). */
  roles?: string[];
  groups?: string[];
  /** Entra: where the groups are to be read instead, when the user is in too many to carry (the overage case). */
  _claim_names?: Record<string, string>;
};

export type VerifyToken = (token: string) => Promise<TokenClaims>;

export class InvalidTokenError extends Error {}

/** Entra's clocks and ours may disagree by this much (Microsoft's own libraries allow five minutes). */
export const ENTRA_CLOCK_SKEW_S = 60;

type Check = (token: string) => Promise<TokenClaims>;

const checked = async (verify: () => Promise<{ payload: TokenClaims }>) => {
  try {
    return (await verify()).payload;
  } catch (error) {
    if (error instanceof IssuerUnavailableError) throw error;
    throw new InvalidTokenError((error as Error).message);
  }
};

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

const embeddedCheck = (config: ServerConfig, keys: SigningKeys, reloadKeys?: () => Promise<JWK[]>): Check => {
  const verify = embeddedKeySet(keys, reloadKeys);
  const options = { issuer: issuerOf(config), audience: [apiAudience(config), config.clientId], algorithms: ['RS256'], requiredClaims: ['exp'] };
  return (token) => checked(() => verify(token, options));
};

/**
 * Entra: v1 tokens are for `api://<clientId>` and v2 ones for the client id itself; the issuer must be one of
 * the token's own tenant (`tid`), and that tenant one allowed to sign in (server/auth/entra-issuer.ts).
 */
const entraCheck = (config: ServerConfig): Check => {
  const problems = entraSettingsProblems(config);
  if (problems.length) throw new Error(`Cannot start: ${problems.join('; ')}`);
  const entraIssuer = createEntraIssuer(config);
  const keys: JWTVerifyGetKey = async (header, token) => (await entraIssuer()).keys(header, token);
  const options = {
    audience: [apiAudience(config), config.clientId],
    algorithms: ['RS256'],
    requiredClaims: ['exp', 'iss', 'tid', 'oid'],
    clockTolerance: ENTRA_CLOCK_SKEW_S,
  };
  return async (token) => {
    const payload = await checked(() => jwtVerify<TokenClaims>(token, keys, options));
    const tid = String(payload.tid);
    const issuers = (await entraIssuer()).issuersOf(tid);
    if (issuers.length === 0) throw new InvalidTokenError(`The tenant ${tid} may not sign in here`);
    if (!issuers.includes(String(payload.iss))) throw new InvalidTokenError(`The issuer ${payload.iss} is not tenant ${tid}'s`);
    return payload;
  };
};

/**
 * Checks signature, issuer, audience, expiry (a token without `exp` never expires, so it is refused) and the API
 * scope; anything else is an InvalidTokenError. Entra's metadata or keys out of reach is an IssuerUnavailableError.
 */
export const createTokenVerifier = (config: ServerConfig, keys?: SigningKeys, reloadKeys?: () => Promise<JWK[]>): VerifyToken => {
  const check = hasEmbeddedProvider(config) ? embeddedCheck(config, keys!, reloadKeys) : entraCheck(config);
  return async (token) => {
    const payload = await check(token);
    if (!hasApiScope(payload)) throw new InvalidTokenError(`The token lacks the ${apiAudience(config)}/Po.Read scope`);
    return payload;
  };
};
