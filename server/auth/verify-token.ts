import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
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
export const createTokenVerifier = (config: ServerConfig, keys?: SigningKeys): VerifyToken => {
  const keySet =
    hasEmbeddedProvider(config)
      ? createLocalJWKSet({ keys: [keys!.publicJwk] })
      : createRemoteJWKSet(new URL(`https://login.microsoftonline.com/${config.tenant}/discovery/v2.0/keys`));
  const issuer = issuerOf(config);
  const audience = [apiAudience(config), config.clientId];
  return async (token) => {
    let payload: TokenClaims;
    try {
      ({ payload } = await jwtVerify<TokenClaims>(token, keySet, { issuer, audience, algorithms: ['RS256'], requiredClaims: ['exp'] }));
    } catch (error) {
      throw new InvalidTokenError((error as Error).message);
    }
    if (!hasApiScope(payload)) throw new InvalidTokenError(`The token lacks the ${apiAudience(config)}/Po.Read scope`);
    return payload;
  };
};
