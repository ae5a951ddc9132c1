import { importJWK, SignJWT } from 'jose';
import { apiAudience, apiScope, type ServerConfig } from '../config';
import { devUserEmail, findDevUser } from './dev-users';
import type { SigningKeys } from './signing-keys';
import { issuerOf, SCOPE_NAME } from './token-claims';

/**
 * Signs an access token for a development user with the embedded provider's key, shaped like the ones
 * the provider itself issues (for `npm run token`, scripts and tests). Dev mode only.
 */
export const signDevToken = async (
  config: ServerConfig,
  keys: Pick<SigningKeys, 'privateJwk'>,
  username: string,
  lifetimeSeconds = 3600,
) => {
  if (config.authMode !== 'dev') throw new Error('Development tokens exist only when AUTH_MODE=dev');
  const user = findDevUser(username);
  if (!user) throw new Error(`No development user named ${username}`);
  const key = await importJWK(keys.privateJwk, 'RS256');
  return new SignJWT({
    scope: `openid profile ${apiScope(config)}`,
    scp: SCOPE_NAME,
    preferred_username: user.username,
    name: user.name,
    email: devUserEmail(user.username),
    client_id: config.clientId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid, typ: 'at+jwt' })
    .setIssuer(issuerOf(config))
    .setAudience(apiAudience(config))
    .setSubject(user.username)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(key);
};
