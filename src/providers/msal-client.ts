// The one MSAL client of the SPA and the sign-in calls the rest of the app uses (SPEC §2 Start-up, §8).
import {
  BrowserCacheLocation,
  InteractionRequiredAuthError,
  ProtocolMode,
  PublicClientApplication,
  type AccountInfo,
  type Configuration,
} from '@azure/msal-browser';
import type { AuthSettings } from './auth-settings';
import { chosenLocale } from '../i18n/current-locale';

export const NOT_INITIALIZED = 'MSAL not initialized. Call initializeMsal() before using MSAL API.';
export const NO_ACCOUNTS = 'No accounts found. Please login first.';
/** The failure of a call held back while the page leaves to sign the user in again. */
export const SIGNING_IN_AGAIN = 'Signing in again: the request was not sent';

let client: PublicClientApplication | undefined;
let apiScope = '';
/** The one interactive renewal under way: MSAL refuses a second interaction while one runs. */
let renewal: Promise<void> | undefined;

export const msalConfiguration = (settings: AuthSettings, origin = window.location.origin): Configuration => {
  // dev and local both sign in at the embedded provider; only Entra ID is reached through its own authority.
  const isEmbedded = settings.authMode !== 'entra';
  return {
    auth: {
      clientId: settings.clientId,
      // Entra: `{ENTRA_AUTHORITY_HOST}/{tenant}` from /config.js (Microsoft's own host when it names none).
      authority: settings.authority || `https://login.microsoftonline.com/${settings.tenant}`,
      redirectUri: origin,
      postLogoutRedirectUri: origin,
      ...(isEmbedded
        ? {
            authorityMetadata: settings.authorityMetadata,
            knownAuthorities: settings.knownAuthorities,
            // Without offline_access: oidc-provider refuses a refresh asking for scopes the login did not grant.
            OIDCOptions: { defaultScopes: ['openid', 'profile'] },
          }
        : {}),
    },
    cache: { cacheLocation: BrowserCacheLocation.SessionStorage },
    system: isEmbedded ? { protocolMode: ProtocolMode.OIDC } : {},
  };
};

/**
 * Creates the client, initialises it and handles a redirect back from the provider.
 * Returns the signed-in account (made active), or undefined when the user must still sign in.
 */
export const initializeMsal = async (settings: AuthSettings): Promise<AccountInfo | undefined> => {
  apiScope = settings.apiScope;
  const msal = new PublicClientApplication(msalConfiguration(settings));
  await msal.initialize();
  client = msal;
  const result = await msal.handleRedirectPromise();
  const account = result?.account ?? msal.getAllAccounts()[0];
  if (account) msal.setActiveAccount(account);
  return account ?? undefined;
};

/**
 * The provider's pages in the language chosen in the portal (`ui_locales`, which the embedded provider and Entra ID
 * both honour); with no choice made, the provider uses the stored user's or the browser's language.
 */
export const languageParameters = (): Record<string, string> => {
  const locale = chosenLocale();
  return locale ? { ui_locales: locale } : {};
};

/** A redirect request's extra parameters: the language's, when one was chosen (none at all otherwise). */
const withLanguage = () => {
  const parameters = languageParameters();
  return Object.keys(parameters).length > 0 ? { extraQueryParameters: parameters } : {};
};

const requireClient = () => {
  if (!client) throw new Error(NOT_INITIALIZED);
  return client;
};

/**
 * Full-page redirect to the provider, back to the origin (SPEC §2); asks for the API scope already (see notes).
 * MSAL then returns to the page the visitor opened (its start page), so a deep link opened before sign-in lands
 * there, not on the home page.
 */
export const signIn = async () => {
  await requireClient().loginRedirect({ scopes: [apiScope], redirectStartPage: window.location.href, ...withLanguage() });
};

/**
 * local mode: back to the provider asking for one of its account pages (`portal_action`, an extra parameter
 * the provider accepts): changing the password or turning on two-step sign-in; then the user signs in again
 * and returns here.
 */
export const openAccountStep = async (step: 'change_password' | 'two_step') => {
  await requireClient().loginRedirect({
    scopes: [apiScope],
    redirectStartPage: window.location.href,
    prompt: 'login',
    extraQueryParameters: { ...languageParameters(), portal_action: step },
  });
};

export const signOut = async () => {
  const msal = requireClient();
  const account = msal.getActiveAccount() ?? msal.getAllAccounts()[0];
  // idTokenHint lets the provider honour postLogoutRedirectUri (MSAL 5 sends no client_id).
  await msal.logoutRedirect({
    account,
    idTokenHint: account?.idToken,
    postLogoutRedirectUri: window.location.origin,
  });
};

/**
 * SPEC §6: silently, from the first signed-in account, with the single Po.Read scope. When the provider wants
 * the user (an expired session, new consent, a second factor), Microsoft's pattern: the same request as a redirect
 * (https://learn.microsoft.com/entra/identity-platform/scenario-spa-acquire-token). A call never goes without a
 * token: it fails instead, which is no 401 and so signs nobody out.
 */
export const acquireApiToken = async (): Promise<string> => {
  const msal = requireClient();
  const account = msal.getAllAccounts()[0];
  if (!account) throw new Error(NO_ACCOUNTS);
  const request = { scopes: [apiScope], account };
  try {
    return (await msal.acquireTokenSilent(request)).accessToken;
  } catch (error) {
    console.error('Silent token acquisition failed', error);
    if (!(error instanceof InteractionRequiredAuthError)) throw error;
    renewal ??= msal.acquireTokenRedirect({ ...request, redirectStartPage: window.location.href, ...withLanguage() }).catch((failure: unknown) => {
      renewal = undefined;
      console.error('Interactive token acquisition failed', failure);
    });
    await renewal;
    throw new Error(SIGNING_IN_AGAIN);
  }
};

/** For tests: forget the client as a fresh page would. */
export const forgetMsalClient = () => {
  client = undefined;
  renewal = undefined;
};
