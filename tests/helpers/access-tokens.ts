// Access tokens shaped like the embedded provider's (server/auth/dev-token.ts), with one thing changed
// at a time, for "which tokens reach the API" checks. The development users' own tokens come from
// signDevToken itself.
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { apiAudience, apiScope, type ServerConfig } from '../../server/config';
import type { SigningKeys } from '../../server/auth/signing-keys';
import { issuerOf, SCOPE_NAME } from '../../server/auth/token-claims';

export type TokenChanges = {
  /** Replaces or adds claims; `undefined` removes a claim the provider would set. */
  claims?: Record<string, unknown>;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token; null for a token with no `exp` at all. */
  expiresIn?: number | null;
  privateJwk?: JWK;
  /** Leave out `sub` (and name the user nowhere unless `claims` does). */
  withoutSubject?: boolean;
};

export const strangerJwk = async (): Promise<JWK> => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: 'stranger', alg: 'RS256' };
};

export const signAccessToken = async (config: ServerConfig, keys: SigningKeys, username: string, changes: TokenChanges = {}) => {
  const jwk = changes.privateJwk ?? keys.privateJwk;
  const claims: Record<string, unknown> = {
    scope: `openid profile ${apiScope(config)}`,
    scp: SCOPE_NAME,
    preferred_username: username,
    name: username,
    email: `${username}@example.com`,
    client_id: config.clientId,
    ...changes.claims,
  };
  for (const [key, value] of Object.entries(claims)) if (value === undefined) delete claims[key];
  const token = new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(changes.issuer ?? issuerOf(config))
    .setAudience(changes.audience ?? apiAudience(config))
    .setIssuedAt();
  if (changes.expiresIn !== null) token.setExpirationTime(Math.floor(Date.now() / 1000) + (changes.expiresIn ?? 600));
  if (!changes.withoutSubject) token.setSubject(username);
  return token.sign(await importJWK(jwk, 'RS256'));
};

/** An unsigned token (`alg: none`) with otherwise valid claims. */
export const unsignedToken = (config: ServerConfig, username: string) => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({
    iss: issuerOf(config),
    aud: apiAudience(config),
    sub: username,
    preferred_username: username,
    scope: apiScope(config),
    scp: SCOPE_NAME,
    iat: now,
    exp: now + 600,
  })}.`;
};

/** HS256 with the provider's public key as the shared secret: the classic algorithm-confusion forgery. */
export const algorithmConfusionToken = async (config: ServerConfig, keys: SigningKeys, username: string) => {
  const secret = new TextEncoder().encode(JSON.stringify(keys.publicJwk));
  return new SignJWT({ scope: apiScope(config), scp: SCOPE_NAME, preferred_username: username })
    .setProtectedHeader({ alg: 'HS256', kid: keys.publicJwk.kid })
    .setIssuer(issuerOf(config))
    .setAudience(apiAudience(config))
    .setSubject(username)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
    .sign(secret);
};
