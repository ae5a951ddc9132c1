import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedApiStub } from '../helpers/api-stub-server';

// When Entra wants the user again, a business call is held back (never sent without a token, so never a 401
// that signs the user out) and MSAL renews the token by redirect. MSAL is mocked at its boundary; the HTTP
// client is the real one, calling a real local server.
const { msal, InteractionRequiredAuthError } = vi.hoisted(() => {
  class InteractionRequiredAuthError extends Error {
    constructor(readonly errorCode: string) {
      super(errorCode);
    }
  }
  const msal = {
    initialize: vi.fn(async () => undefined),
    handleRedirectPromise: vi.fn(async () => null),
    acquireTokenSilent: vi.fn(),
    acquireTokenRedirect: vi.fn(async () => undefined),
    getAllAccounts: vi.fn((): unknown[] => []),
    setActiveAccount: vi.fn(),
  };
  return { msal, InteractionRequiredAuthError };
});

vi.mock('@azure/msal-browser', () => ({
  PublicClientApplication: vi.fn(function PublicClientApplication() {
    return msal;
  }),
  InteractionRequiredAuthError,
  BrowserCacheLocation: { SessionStorage: 'sessionStorage' },
  ProtocolMode: { OIDC: 'OIDC' },
}));

import { authProvider } from '../../src/providers/authProvider';
import { createHttpClient, type ApiError } from '../../src/providers/http-client';
import { acquireApiToken, forgetMsalClient, initializeMsal, SIGNING_IN_AGAIN } from '../../src/providers/msal-client';

const SCOPE = 'api://portal-client/Po.Read';
const account = { homeAccountId: 'pm', username: 'pm@firm.example', name: 'Paolo Manager' };

const stub = sharedApiStub(() => ({ body: { id: 7 } }));
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  vi.clearAllMocks();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  forgetMsalClient();
  msal.getAllAccounts.mockReturnValue([account]);
  await initializeMsal({ clientId: 'portal-client', tenant: 'firm', authMode: 'entra', authority: '', knownAuthorities: [], apiScope: SCOPE });
});
afterEach(() => consoleError.mockRestore());

const client = () => createHttpClient({ baseURL: `${stub.origin}/api`, getAccessToken: acquireApiToken });
const failureOf = (call: Promise<unknown>) => call.then(() => expect.fail('the call should fail'), (error: unknown) => error as ApiError);

describe('a business call', () => {
  it('carries the token acquired silently', async () => {
    msal.acquireTokenSilent.mockResolvedValue({ accessToken: 'token-1' });
    await expect(client().get('/users/currentUser')).resolves.toMatchObject({ data: { id: 7 } });
    expect(stub.last().headers.authorization).toBe('Bearer token-1');
    expect(msal.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it('is not sent when interaction is required: the token is renewed by one redirect, and nobody is signed out', async () => {
    msal.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('interaction_required'));
    const [first, second] = await Promise.all([failureOf(client().get('/users/currentUser')), failureOf(client().get('/users/roles'))]);
    expect(stub.requests).toEqual([]);
    expect(first.message).toBe(SIGNING_IN_AGAIN);
    expect(second.message).toBe(SIGNING_IN_AGAIN);
    expect(msal.acquireTokenRedirect).toHaveBeenCalledOnce();
    expect(msal.acquireTokenRedirect).toHaveBeenCalledWith({ scopes: [SCOPE], account, redirectStartPage: window.location.href });
    await expect(authProvider.onError(first)).resolves.toEqual({});
  });

  it('is not sent when the silent request fails otherwise, and no redirect starts', async () => {
    msal.acquireTokenSilent.mockRejectedValue(new Error('network_error'));
    const failure = await failureOf(client().get('/users/currentUser'));
    expect(failure.message).toBe('network_error');
    expect(stub.requests).toEqual([]);
    expect(msal.acquireTokenRedirect).not.toHaveBeenCalled();
    await expect(authProvider.onError(failure)).resolves.toEqual({});
  });

  it('may start a renewal again after a redirect that could not start', async () => {
    msal.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('consent_required'));
    msal.acquireTokenRedirect.mockRejectedValueOnce(new Error('interaction_in_progress'));
    await failureOf(client().get('/users/currentUser'));
    await failureOf(client().get('/users/currentUser'));
    expect(msal.acquireTokenRedirect).toHaveBeenCalledTimes(2);
    expect(stub.requests).toEqual([]);
  });
});
