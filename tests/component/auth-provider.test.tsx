import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// MSAL and the HTTP client are mocked at their boundary; everything between them is ours.
const { msal, calls, http } = vi.hoisted(() => {
  const calls: string[] = [];
  const step = (name: string, result?: unknown) => vi.fn(async () => (calls.push(name), result));
  class InteractionRequiredAuthError extends Error {}
  const msal = {
    InteractionRequiredAuthError,
    initialize: step('initialize'),
    handleRedirectPromise: step('handleRedirectPromise', null),
    loginRedirect: step('loginRedirect'),
    logoutRedirect: step('logoutRedirect'),
    acquireTokenSilent: vi.fn(),
    acquireTokenRedirect: step('acquireTokenRedirect'),
    getAllAccounts: vi.fn((): unknown[] => []),
    getActiveAccount: vi.fn((): unknown => null),
    setActiveAccount: vi.fn(),
  };
  const http = { get: vi.fn(), setTokenSource: vi.fn() };
  return { msal, calls, http };
});

vi.mock('@azure/msal-browser', () => ({
  PublicClientApplication: vi.fn(function PublicClientApplication() {
    return msal;
  }),
  InteractionRequiredAuthError: msal.InteractionRequiredAuthError,
  BrowserCacheLocation: { SessionStorage: 'sessionStorage' },
  ProtocolMode: { OIDC: 'OIDC' },
}));
vi.mock('@azure/msal-browser/redirect-bridge', () => ({ broadcastResponseToMainFrame: vi.fn(async () => undefined) }));
vi.mock('../../src/providers/http-client', () => ({
  httpClient: () => ({ get: http.get }),
  setTokenSource: http.setTokenSource,
}));

import { PublicClientApplication } from '@azure/msal-browser';
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { startPortal } from '../../src/bootstrap';
import type { AuthSettings } from '../../src/providers/auth-settings';
import { authProvider } from '../../src/providers/authProvider';
import {
  acquireApiToken,
  forgetMsalClient,
  NO_ACCOUNTS,
  NOT_INITIALIZED,
  SIGNING_IN_AGAIN,
  signIn,
  signOut,
} from '../../src/providers/msal-client';
import { getSignedInUser, resetSignedInUser } from '../../src/providers/signed-in-user';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/current-locale';

const SCOPE = 'api://portal-client/Po.Read';
const entra: AuthSettings = {
  clientId: 'portal-client',
  tenant: 'firm-tenant',
  authMode: 'entra',
  authority: '',
  knownAuthorities: [],
  apiScope: SCOPE,
};
const account = { homeAccountId: 'pm', username: 'pm', name: 'Paolo Manager', idToken: 'id-token-of-pm' };

const serve = (documents: Record<string, unknown>) =>
  http.get.mockImplementation(async (path: string) => ({ data: documents[path] }));

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  calls.length = 0;
  vi.clearAllMocks();
  msal.handleRedirectPromise.mockImplementation(async () => (calls.push('handleRedirectPromise'), null));
  msal.getAllAccounts.mockReturnValue([]);
  msal.getActiveAccount.mockReturnValue(null);
  forgetMsalClient();
  resetSignedInUser();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('start-up', () => {
  it('initialises, handles the redirect, then starts login and never mounts when no account is held', async () => {
    const mount = vi.fn();
    await startPortal({ mount, settings: entra });
    expect(calls).toEqual(['initialize', 'handleRedirectPromise', 'loginRedirect']);
    expect(msal.loginRedirect).toHaveBeenCalledWith({ scopes: [SCOPE], redirectStartPage: window.location.href });
    expect(mount).not.toHaveBeenCalled();
    expect(getSignedInUser().isAuthenticated).toBe(false);
  });

  it("asks the provider for its pages in the language chosen in the portal (ui_locales), once one is chosen", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'it');
    try {
      await startPortal({ mount: vi.fn(), settings: entra });
      expect(msal.loginRedirect).toHaveBeenCalledWith({ scopes: [SCOPE], redirectStartPage: window.location.href, extraQueryParameters: { ui_locales: 'it' } });
    } finally {
      window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    }
  });

  it('configures Entra with the tenant authority, session storage and the origin as redirect', async () => {
    await startPortal({ mount: vi.fn(), settings: entra });
    expect(PublicClientApplication).toHaveBeenCalledWith({
      auth: expect.objectContaining({
        clientId: 'portal-client',
        authority: 'https://login.microsoftonline.com/firm-tenant',
        redirectUri: window.location.origin,
        postLogoutRedirectUri: window.location.origin,
      }),
      cache: { cacheLocation: 'sessionStorage' },
      system: {},
    });
  });

  it('takes the Entra authority and its host from /config.js (ENTRA_AUTHORITY_HOST)', async () => {
    await startPortal({
      mount: vi.fn(),
      settings: { ...entra, authority: 'https://login.microsoftonline.us/firm-tenant' },
    });
    expect(PublicClientApplication).toHaveBeenCalledWith({
      auth: expect.objectContaining({
        clientId: 'portal-client',
        authority: 'https://login.microsoftonline.us/firm-tenant',
        redirectUri: window.location.origin,
        postLogoutRedirectUri: window.location.origin,
      }),
      cache: { cacheLocation: 'sessionStorage' },
      system: {},
    });
  });

  it('configures the embedded provider in OIDC mode with its metadata and no offline_access', async () => {
    const metadata = JSON.stringify({ issuer: 'http://localhost:3000/oidc' });
    await startPortal({
      mount: vi.fn(),
      settings: { ...entra, authMode: 'dev', authority: 'https://localhost:3000/oidc', authorityMetadata: metadata, knownAuthorities: ['localhost:3000'] },
    });
    expect(PublicClientApplication).toHaveBeenCalledWith(
      expect.objectContaining({
        auth: expect.objectContaining({
          authority: 'https://localhost:3000/oidc',
          authorityMetadata: metadata,
          knownAuthorities: ['localhost:3000'],
          OIDCOptions: { defaultScopes: ['openid', 'profile'] },
        }),
        system: { protocolMode: 'OIDC' },
      }),
    );
  });

  it('with an account, signs the user in, loads the current user and the roles, then mounts', async () => {
    msal.getAllAccounts.mockReturnValue([account]);
    serve({
      '/users/currentUser': { id: 7, name: 'Paolo Manager', username: 'pm', profilePicture: '/api/users/7/picture' },
      '/users/roles': ['PROJECT MANAGER'],
    });
    const mount = vi.fn(() => expect(getSignedInUser().isLoaded).toBe(true));
    await startPortal({ mount, settings: entra });
    expect(msal.setActiveAccount).toHaveBeenCalledWith(account);
    expect(msal.loginRedirect).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalledOnce();
    expect(http.setTokenSource).toHaveBeenCalledWith(acquireApiToken);
    expect(getSignedInUser()).toMatchObject({
      isAuthenticated: true,
      name: 'Paolo Manager',
      username: 'Paolo Manager',
      id: 7,
      profilePicture: '/api/users/7/picture',
      roles: ['PROJECT MANAGER'],
    });
    await expect(authProvider.check()).resolves.toEqual({ authenticated: true });
    await expect(authProvider.getPermissions?.()).resolves.toEqual(['PROJECT MANAGER']);
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ id: 7, name: 'Paolo Manager' });
  });

  it('takes the account coming back from the redirect', async () => {
    msal.handleRedirectPromise.mockResolvedValue({ account } as never);
    serve({ '/users/currentUser': { id: 7, name: 'Paolo Manager' }, '/users/roles': null });
    const mount = vi.fn();
    await startPortal({ mount, settings: entra });
    expect(mount).toHaveBeenCalledOnce();
    expect(getSignedInUser().roles).toEqual([]);
  });

  it('mounts with no roles and logs when the roles cannot be loaded', async () => {
    msal.getAllAccounts.mockReturnValue([account]);
    http.get.mockImplementation(async (path: string) => {
      if (path === '/users/roles') throw new Error('Request failed with status code 500');
      return { data: { id: 7, name: 'Paolo Manager' } };
    });
    const mount = vi.fn();
    await startPortal({ mount, settings: entra });
    expect(mount).toHaveBeenCalledOnce();
    expect(getSignedInUser().roles).toEqual([]);
    expect(consoleError).toHaveBeenCalled();
  });

  it('in a silent-renewal frame, hands the answer to the main window and starts nothing', async () => {
    window.history.replaceState(null, '', '/#code=abc&state=xyz');
    window.opener = {};
    try {
      const mount = vi.fn();
      await startPortal({ mount, settings: entra });
      expect(broadcastResponseToMainFrame).toHaveBeenCalledOnce();
      expect(calls).toEqual([]);
      expect(mount).not.toHaveBeenCalled();
    } finally {
      window.opener = null;
      window.history.replaceState(null, '', '/');
    }
  });

  it('only logs an initialisation failure and shows nothing', async () => {
    msal.initialize.mockRejectedValueOnce(new Error('crypto unavailable'));
    const mount = vi.fn();
    await startPortal({ mount, settings: entra });
    expect(mount).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('Sign-in client initialisation failed', expect.any(Error));
  });
});

describe('sign-in client errors (SPEC §8, word for word)', () => {
  it('refuses login, logout and token acquisition before initialisation', async () => {
    await expect(signIn()).rejects.toThrow(new Error('MSAL not initialized. Call initializeMsal() before using MSAL API.'));
    await expect(signOut()).rejects.toThrow(NOT_INITIALIZED);
    await expect(acquireApiToken()).rejects.toThrow(NOT_INITIALIZED);
  });

  it('refuses a token when no account is signed in', async () => {
    await startPortal({ mount: vi.fn(), settings: entra });
    await expect(acquireApiToken()).rejects.toThrow(new Error('No accounts found. Please login first.'));
    expect(NO_ACCOUNTS).toBe('No accounts found. Please login first.');
  });
});

describe('the access token', () => {
  it('is acquired silently from the first account with the single Po.Read scope', async () => {
    const second = { ...account, homeAccountId: 'other' };
    msal.getAllAccounts.mockReturnValue([account, second]);
    serve({ '/users/currentUser': {}, '/users/roles': [] });
    await startPortal({ mount: vi.fn(), settings: entra });
    msal.acquireTokenSilent.mockResolvedValue({ accessToken: 'token-1' });
    await expect(acquireApiToken()).resolves.toBe('token-1');
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({ scopes: [SCOPE], account });
  });

  it('is asked for by redirect when interaction is required, and the failure logged; no token is given', async () => {
    msal.getAllAccounts.mockReturnValue([account]);
    serve({ '/users/currentUser': {}, '/users/roles': [] });
    await startPortal({ mount: vi.fn(), settings: entra });
    msal.acquireTokenSilent.mockRejectedValue(new msal.InteractionRequiredAuthError('interaction_required'));
    await expect(acquireApiToken()).rejects.toThrow(SIGNING_IN_AGAIN);
    expect(msal.acquireTokenRedirect).toHaveBeenCalledWith({ scopes: [SCOPE], account, redirectStartPage: window.location.href });
    expect(consoleError).toHaveBeenCalledWith('Silent token acquisition failed', expect.any(Error));
  });

  it('fails without a redirect when the silent request fails for another reason', async () => {
    msal.getAllAccounts.mockReturnValue([account]);
    serve({ '/users/currentUser': {}, '/users/roles': [] });
    await startPortal({ mount: vi.fn(), settings: entra });
    msal.acquireTokenSilent.mockRejectedValue(new Error('network_error'));
    await expect(acquireApiToken()).rejects.toThrow('network_error');
    expect(msal.acquireTokenRedirect).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('sets isAuthenticated to false at once and redirects through MSAL with the id token hint', async () => {
    msal.getAllAccounts.mockReturnValue([account]);
    msal.getActiveAccount.mockReturnValue(account);
    serve({ '/users/currentUser': { id: 7, name: 'Paolo Manager' }, '/users/roles': ['ADMIN'] });
    await startPortal({ mount: vi.fn(), settings: entra });
    let wasSignedInDuringRedirect: boolean | undefined;
    msal.logoutRedirect.mockImplementation(async () => {
      wasSignedInDuringRedirect = getSignedInUser().isAuthenticated;
    });
    await authProvider.logout({});
    expect(msal.logoutRedirect).toHaveBeenCalledWith({
      account,
      idTokenHint: 'id-token-of-pm',
      postLogoutRedirectUri: window.location.origin,
    });
    expect(wasSignedInDuringRedirect).toBe(false);
    expect(getSignedInUser().isAuthenticated).toBe(false);
    await expect(authProvider.check()).resolves.toMatchObject({ authenticated: false });
  });
});

describe('API errors seen by refine', () => {
  it('log out on 401 only, never on 403', async () => {
    await expect(authProvider.onError({ statusCode: 401 })).resolves.toMatchObject({ logout: true });
    await expect(authProvider.onError({ response: { status: 401 } })).resolves.toMatchObject({ logout: true });
    await expect(authProvider.onError({ statusCode: 403 })).resolves.toEqual({});
    await expect(authProvider.onError({ statusCode: 500 })).resolves.toEqual({});
  });
});
