// The embedded provider over real HTTP, as a browser and MSAL use it: authorization code with PKCE through
// our sign-in page, tokens the API accepts, a refresh, and a logout that lands back on the portal.
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { apiAudience, apiScope } from '../../server/config';
import { startAuthApp, type AuthApp } from './auth-harness';
import { authorizeUrl as providerAuthorizeUrl, backAtPortal, oidcBrowser as browser } from './oidc-browser';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

describe('the embedded OpenID provider over HTTP', () => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp('pglite', { listen: true });
  });
  afterAll(() => api?.close());

  const authorizeUrl = (params: Record<string, string>) => providerAuthorizeUrl(api.config, params);

  /** authorize → our sign-in page → username → back to the portal with a code. */
  const signIn = async (username: string, verifier: string) => {
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const client = browser(api.config.publicUrl);
    const start = await client.request(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(start.status).toBe(303);
    const interaction = start.headers.get('location')!;
    expect(interaction).toMatch(/^\/oidc\/interaction\//);

    const page = await client.request(interaction);
    const html = await page.text();
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/); // nothing fetched from elsewhere

    const unknown = await client.postForm(interaction, { username: 'nobody' });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('Unknown user');

    const response = await backAtPortal(api.config, client, await client.postForm(interaction, { username }));
    const back = new URL(response.headers.get('location')!);
    expect(back.origin + back.pathname.replace(/\/$/, '')).toBe(api.config.publicUrl);
    expect(back.searchParams.get('state')).toBe('state-1');
    return { client, code: back.searchParams.get('code')! };
  };

  const exchange = (client: ReturnType<typeof browser>, form: Record<string, string>) =>
    client.postForm('/oidc/token', { client_id: api.config.clientId, ...form });

  it('signs a development user in with PKCE and issues an access token the API accepts', async () => {
    const verifier = base64url(randomBytes(32));
    const { client, code } = await signIn('employee', verifier);
    const tokens = await (await exchange(client, { grant_type: 'authorization_code', code, redirect_uri: api.config.publicUrl, code_verifier: verifier })).json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), id_token: expect.any(String), refresh_token: expect.any(String) });

    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt', kid: api.keys.privateJwk.kid });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: `${api.config.publicUrl}/oidc`,
      aud: apiAudience(api.config),
      sub: 'employee',
      scp: 'Po.Read',
      preferred_username: 'employee',
      name: 'Enrico Dipendente',
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ name: 'Enrico Dipendente', preferred_username: 'employee', nonce: 'nonce-1' });

    const me = await fetch(`${api.config.publicUrl}/api/users/currentUser`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'employee', name: 'Enrico Dipendente' });

    // MSAL asks for offline_access on refresh even when the sign-in did not; the provider lets it through.
    const refreshed = await exchange(client, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: `openid profile offline_access ${apiScope(api.config)}`,
    });
    expect(refreshed.status).toBe(200);
    const renewed = await refreshed.json();
    const roles = await fetch(`${api.config.publicUrl}/api/users/roles`, { headers: { authorization: `Bearer ${renewed.access_token}` } });
    expect(await roles.json()).toEqual(['EMPLOYEE']);
  });

  it('keeps the sign-in session in one SameSite=Lax cookie, which a browser accepts over plain HTTP', async () => {
    const { client } = await signIn('accountant', base64url(randomBytes(32)));
    const sessionCookies = client.cookiesSet.filter((cookie) => cookie.startsWith('_session'));
    expect(sessionCookies.map((cookie) => cookie.split('=')[0])).toEqual(['_session', '_session.sig']);
    for (const cookie of sessionCookies) expect(cookie.toLowerCase()).toContain('samesite=lax');
  });

  it('refuses a code exchanged without the right code verifier', async () => {
    const { client, code } = await signIn('pm', base64url(randomBytes(32)));
    const response = await exchange(client, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: api.config.publicUrl,
      code_verifier: base64url(randomBytes(32)),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_grant');
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const response = await browser(api.config.publicUrl).request(authorizeUrl({}));
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs out without a client id or token hint and lands back on the portal', async () => {
    const { client } = await signIn('hr', base64url(randomBytes(32)));
    const logout = await client.request(`/oidc/session/end?${new URLSearchParams({ post_logout_redirect_uri: api.config.publicUrl })}`);
    expect(logout.status).toBe(200);
    const html = await logout.text();
    expect(html).toContain(".submit()");
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const confirmed = await client.postForm(action, { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(new URL(confirmed.headers.get('location')!).href).toBe(new URL(api.config.publicUrl).href);
  });

  it('serves a discovery document whose endpoints carry the /oidc prefix', async () => {
    const discovery = await (await fetch(`${api.config.publicUrl}/oidc/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${api.config.publicUrl}/oidc`);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint'])
      expect(discovery[key]).toMatch(new RegExp(`^${api.config.publicUrl}/oidc/`));
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });
});
