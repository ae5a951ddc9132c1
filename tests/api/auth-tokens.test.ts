// Only a token from our provider, for our API, with the Po.Read scope and not expired, reaches the API.
import { apiScope } from '../../server/config';
import { buildRuntimeConfig } from '../../server/routes/runtime-config';
import { testDatabaseKinds } from '../helpers/databases';
import { strangerJwk } from '../helpers/access-tokens';
import { startAuthApp, type AuthApp } from './auth-harness';

describe.each(testDatabaseKinds)('bearer tokens on %s', (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind);
  });
  afterAll(() => api?.close());

  const currentUserWith = (token?: string) =>
    api.app.inject({ url: '/api/users/currentUser', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers 401 without a token', async () => {
    const response = await currentUserWith();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 401 to a token that is not a JWT', async () => {
    expect((await currentUserWith('not-a-token')).statusCode).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const token = await api.signToken({ claims: { preferred_username: 'admin' }, expiresIn: -120 });
    expect((await currentUserWith(token)).statusCode).toBe(401);
  });

  it('answers 401 to a token without exp (it would never expire)', async () => {
    const token = await api.signToken({ claims: { preferred_username: 'admin' }, expiresIn: null });
    expect((await currentUserWith(token)).statusCode).toBe(401);
    expect((await currentUserWith(await api.signToken({ claims: { preferred_username: 'admin' } }))).statusCode).toBe(200);
  });

  it('answers 401 to a token signed by another key', async () => {
    const token = await api.signToken({ claims: { preferred_username: 'admin' }, privateJwk: await strangerJwk() });
    expect((await currentUserWith(token)).statusCode).toBe(401);
  });

  it('answers 401 to a token for another audience', async () => {
    const token = await api.signToken({ claims: { preferred_username: 'admin' }, audience: 'api://someone-else' });
    expect((await currentUserWith(token)).statusCode).toBe(401);
  });

  it('answers 401 to a token from another issuer', async () => {
    const token = await api.signToken({ claims: { preferred_username: 'admin' }, issuer: 'https://elsewhere.example/oidc' });
    expect((await currentUserWith(token)).statusCode).toBe(401);
  });

  it('answers 401 to a token without the Po.Read scope', async () => {
    const token = await api.signToken({ claims: { preferred_username: 'admin', scope: 'openid profile', scp: 'User.Read' } });
    const response = await currentUserWith(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('Po.Read');
  });

  it('accepts a development user token and answers who it is', async () => {
    const response = await currentUserWith(await api.tokenFor('pm'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Paolo Manager',
      username: 'pm',
      email: 'pm@portal.example',
      employeeId: null,
      profilePicture: null,
    });
  });

  it('serves /config.js without a token, with the API scope and the provider metadata', async () => {
    const response = await api.app.inject({ url: '/config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('javascript');
    const match = /^window\.__APP_CONFIG__ = (.*);\n$/s.exec(response.body);
    const config = JSON.parse(match![1]);
    expect(config).toMatchObject({
      VITE_APP_CLIENT_ID: 'test-portal-client',
      authMode: 'dev',
      apiBaseUrl: '/api',
      apiScope: apiScope(api.config),
      knownAuthorities: [new URL(api.config.publicUrl).host],
      company: api.config.company,
    });
    expect(config.authority).toMatch(/^https:\/\//);
    const metadata = JSON.parse(config.authorityMetadata);
    expect(metadata.issuer).toBe(`${api.config.publicUrl}/oidc`);
    expect(metadata.authorization_endpoint).toBe(`${api.config.publicUrl}/oidc/auth`);
    expect(metadata.token_endpoint).toBe(`${api.config.publicUrl}/oidc/token`);
  });

  it('gives MSAL the tenant authority of Entra ID in entra mode, with no provider metadata', async () => {
    const entra = await buildRuntimeConfig(api.app, { ...api.config, authMode: 'entra', tenant: 'contoso.onmicrosoft.com' });
    expect(entra).toMatchObject({ authMode: 'entra', authority: 'https://login.microsoftonline.com/contoso.onmicrosoft.com' });
    expect(entra.authorityMetadata).toBeUndefined();
  });
});
