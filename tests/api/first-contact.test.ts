import { firstContactLine } from '../../server/first-contact';
import { readConfig } from '../../server/config';
import { startTestApp, type TestApp } from '../helpers/api-app';

// First contact: the line the log prints once listening, and the page opened on 127.0.0.1 that moves to the
// public URL (whose origin alone the sign-in takes as a redirect URI) instead of ending on "invalid_redirect_uri".

describe('the first-contact line', () => {
  it('says where to go and who can sign in, per mode', () => {
    expect(firstContactLine(readConfig({}))).toBe(
      'Open http://localhost:3000 — sign in as admin, pm, accountant, employee, hr, finance, sales, ilaria, pietro, carla (by name alone, no password)',
    );
    expect(firstContactLine(readConfig({ AUTH_MODE: 'local', PUBLIC_URL: 'https://portal.firm.example.com/' }))).toMatch(
      /^Open https:\/\/portal\.firm\.example\.com — sign in as admin with a password/,
    );
    const entra = readConfig({
      AUTH_MODE: 'entra',
      VITE_APP_CLIENT_ID: 'c2b6a3f4-1111-4222-8333-944455556666',
      VITE_APP_TENANT: 'contoso.onmicrosoft.com',
      ENTRA_ROLE_MAP: 'Portal.Admin=Administrators',
      PORT: '8080',
    });
    expect(firstContactLine(entra)).toBe(
      'Open http://localhost:8080 — sign in with a Microsoft Entra account of the tenant; administrators: and the users whose Entra app roles ENTRA_ROLE_MAP maps to a group',
    );
  });
});

describe('a page opened on another loopback name', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite', { config: { port: 3999, publicUrl: 'http://localhost:3999' } });
  });
  afterAll(() => testApp?.close());

  it('moves to the same path on the public URL', async () => {
    for (const host of ['127.0.0.1:3999', '[::1]:3999']) {
      const page = await testApp.app.inject({ method: 'GET', url: '/hr/employees?page=2', headers: { host } });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('http://localhost:3999/hr/employees?page=2');
    }
    const signIn = await testApp.app.inject({ method: 'GET', url: '/oidc/auth?client_id=x', headers: { host: '127.0.0.1:3999' } });
    expect(signIn.headers.location).toBe('http://localhost:3999/oidc/auth?client_id=x');
  });

  it('leaves the API, the public URL itself and other ports alone', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health/live', headers: { host: '127.0.0.1:3999' } });
    expect(health.statusCode).toBe(200);
    const config = await testApp.app.inject({ method: 'GET', url: '/config.js', headers: { host: 'localhost:3999' } });
    expect(config.statusCode).toBe(200);
    const proxied = await testApp.app.inject({ method: 'GET', url: '/config.js', headers: { host: '127.0.0.1:8443' } });
    expect(proxied.statusCode).toBe(200);
  });
});
