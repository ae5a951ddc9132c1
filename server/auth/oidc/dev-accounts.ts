import type { Account } from 'oidc-provider';
import { SCOPE_NAME } from '../token-claims';
import { devUserEmail, findDevUser } from '../dev-users';

// The embedded provider's accounts are the development users; the account id is the username.

/** The profile claims of a development user, the same in the ID token, userinfo and the access token. */
export const devUserClaims = (username: string) => {
  const user = findDevUser(username);
  if (!user) return undefined;
  return { preferred_username: user.username, name: user.name, email: devUserEmail(user.username) };
};

export const findDevAccount = async (_ctx: unknown, sub: string): Promise<Account | undefined> => {
  const claims = devUserClaims(sub);
  if (!claims) return undefined;
  return { accountId: sub, claims: () => ({ sub, ...claims }) };
};

/** Makes the provider's access token look like the one `npm run token` signs (and like Entra's). */
export const accessTokenClaims = (accountId: string | undefined) => {
  const claims = accountId ? devUserClaims(accountId) : undefined;
  return claims ? { ...claims, scp: SCOPE_NAME } : undefined;
};
