import Provider, { errors, type KoaContextWithOIDC } from 'oidc-provider';
import { apiAudience, apiScope, type ServerConfig } from '../../config';
import type { SigningKeys } from '../signing-keys';
import { issuerOf } from '../token-claims';
import type { Account } from 'oidc-provider';
import { accessTokenClaims, findDevAccount } from './dev-accounts';
import { errorPage, logoutPage, signedOutPage } from './pages';
import { replyLanguage } from '../../i18n/reply-language';

// The embedded OpenID provider for AUTH_MODE=dev and local: one public SPA client signing in with PKCE, JWT
// access tokens for the API signed with the key `verify-token.ts` trusts, its state kept in the database
// (database-adapter.ts). Settings follow shared/notes/embedded-oidc.md.

/** Where the provider is mounted; its issuer is `${publicUrl}${OIDC_PATH}`. */
export const OIDC_PATH = '/oidc';

/** The single client: the SPA at the public origin (listed with and without a slash, matching is exact). */
const spaClient = (config: ServerConfig) => ({
  client_id: config.clientId,
  client_name: 'Staff portal',
  token_endpoint_auth_method: 'none',
  application_type: 'web',
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  redirect_uris: [config.publicUrl, `${config.publicUrl}/`],
  post_logout_redirect_uris: [config.publicUrl, `${config.publicUrl}/`],
});

/**
 * Grant whatever the SPA asks, so there is never a consent screen (and prompt=none works): the one client
 * is the firm's own portal asking for its own API, in dev and local mode alike.
 */
const grantEverythingAsked = (config: ServerConfig) => async (ctx: KoaContextWithOIDC) => {
  const { client, session, result, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid profile email offline_access');
  grant.addResourceScope(apiAudience(config), apiScope(config));
  await grant.save();
  return grant;
};

/** Who may sign in: the development users (dev) or the users table with passwords (local). */
export type ProviderAccounts = {
  findAccount: (ctx: unknown, sub: string) => Promise<Account | undefined>;
  accessTokenClaims: (accountId: string | undefined) => Promise<Record<string, unknown> | undefined> | Record<string, unknown> | undefined;
};

export const devAccounts: ProviderAccounts = { findAccount: findDevAccount, accessTokenClaims };

/** Asked by the profile's "Change password" (local mode): the sign-in page opens on the change form. */
export const PORTAL_ACTION_PARAM = 'portal_action';

export const createEmbeddedProvider = (
  config: ServerConfig,
  keys: SigningKeys,
  { accounts, adapter }: { accounts: ProviderAccounts; adapter: unknown },
) => {
  const audience = apiAudience(config);
  const provider = new Provider(issuerOf(config), {
    clients: [spaClient(config)],
    // Shared by every replica through the database (signing-keys.ts): the newest signs, the older still verify.
    jwks: { keys: keys.privateJwks },
    // Lax (oidc-provider 9's default, 8's was None, which browsers drop without HTTPS) is enough: the SPA
    // reaches the provider by top-level redirects and its silent-renewal iframe is on the same site. Kept
    // explicit so that a change of default cannot send the cookie cross-site.
    cookies: { keys: keys.cookieSecrets, long: { sameSite: 'lax' } },
    adapter,
    extraParams: [PORTAL_ACTION_PARAM],
    findAccount: accounts.findAccount,
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    // MSAL names the account from the ID token, so profile claims go there too.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    // oidc-provider 9 requires PKCE only where a profile says so; the SPA always sends it, so it is required.
    pkce: { required: () => true },
    clientBasedCORS: (_ctx: unknown, origin: string) => origin === new URL(config.publicUrl).origin,
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(grant: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: grantEverythingAsked(config),
    extraTokenClaims: async (_ctx: unknown, token: { kind?: string; accountId?: string }) =>
      token.kind === 'AccessToken' ? accounts.accessTokenClaims(token.accountId) : undefined,
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // On by default since oidc-provider 9. The API checks bearer tokens only (verify-token.ts) and MSAL
      // sends no DPoP proof, so a DPoP-bound token would be accepted there without its proof: not offered.
      dPoP: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form)(replyLanguage(ctx));
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = signedOutPage()(replyLanguage(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        // MSAL never sends `resource`, so every token is for the API.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: apiScope(config),
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 60 * 60,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: async (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(out)(replyLanguage(ctx));
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: 24 * 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
  });
  return provider;
};
