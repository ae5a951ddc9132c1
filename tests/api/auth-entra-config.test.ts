// AUTH_MODE=entra refuses to start on settings that would refuse every real token or let any tenant in, and
// names the settings to fix.
import { randomUUID } from 'node:crypto';
import { readConfig } from '../../server/config';
import { createTokenVerifier } from '../../server/auth/verify-token';

const TENANT_ID = randomUUID();
const entra = { AUTH_MODE: 'entra', VITE_APP_CLIENT_ID: randomUUID(), VITE_APP_TENANT: 'contoso.onmicrosoft.com', ADMIN_USERNAMES: 'anna@contoso.example' };

describe('entra settings', () => {
  it('refuses to start without the client id and the tenant, naming both', () => {
    expect(() => readConfig({ AUTH_MODE: 'entra', ADMIN_USERNAMES: 'anna' })).toThrow(/VITE_APP_CLIENT_ID and VITE_APP_TENANT/);
    expect(() => readConfig({ ...entra, VITE_APP_CLIENT_ID: ' ' })).toThrow(/needs VITE_APP_CLIENT_ID \(/);
    expect(() => readConfig({ ...entra, VITE_APP_TENANT: undefined })).toThrow(/needs VITE_APP_TENANT \(/);
  });

  it('starts dev and local mode without them, on development values', () => {
    expect(readConfig({ AUTH_MODE: 'dev' })).toMatchObject({ authMode: 'dev', tenant: 'common', clientId: expect.any(String) });
    expect(readConfig({ AUTH_MODE: 'local' }).authMode).toBe('local');
  });

  it("reads the tenant, Microsoft's authority host by default, and no allow-list for a single tenant", () => {
    expect(readConfig(entra)).toMatchObject({
      authMode: 'entra',
      clientId: entra.VITE_APP_CLIENT_ID,
      tenant: 'contoso.onmicrosoft.com',
      authorityHost: 'https://login.microsoftonline.com',
      allowedTenants: [],
    });
    expect(readConfig({ ...entra, ENTRA_AUTHORITY_HOST: 'https://login.microsoftonline.us/' }).authorityHost).toBe('https://login.microsoftonline.us');
  });

  it('refuses organizations or common without ENTRA_ALLOWED_TENANTS, and takes tenant ids in it', () => {
    expect(() => readConfig({ ...entra, VITE_APP_TENANT: 'organizations' })).toThrow(/ENTRA_ALLOWED_TENANTS/);
    expect(() => readConfig({ ...entra, VITE_APP_TENANT: 'common' })).toThrow(/ENTRA_ALLOWED_TENANTS/);
    const other = randomUUID();
    expect(readConfig({ ...entra, VITE_APP_TENANT: 'organizations', ENTRA_ALLOWED_TENANTS: ` ${TENANT_ID.toUpperCase()}, ${other}` }).allowedTenants).toEqual([
      TENANT_ID,
      other,
    ]);
    expect(() => readConfig({ ...entra, VITE_APP_TENANT: 'common', ENTRA_ALLOWED_TENANTS: 'contoso.onmicrosoft.com' })).toThrow(
      /ENTRA_ALLOWED_TENANTS: takes tenant ids \(GUIDs\) separated by commas; given "contoso\.onmicrosoft\.com"/,
    );
    expect(() => readConfig({ ...entra, ENTRA_ALLOWED_TENANTS: TENANT_ID })).toThrow(/a single tenant allows only itself/);
  });

  it('refuses an authority host over http, except on loopback', () => {
    expect(() => readConfig({ ...entra, ENTRA_AUTHORITY_HOST: 'http://login.example' })).toThrow(/ENTRA_AUTHORITY_HOST: must be https \(http only on loopback\)/);
    expect(() => readConfig({ ...entra, ENTRA_AUTHORITY_HOST: 'login.example' })).toThrow(/ENTRA_AUTHORITY_HOST: must be an https:\/\/ URL/);
    expect(readConfig({ ...entra, ENTRA_AUTHORITY_HOST: 'http://127.0.0.1:4010' }).authorityHost).toBe('http://127.0.0.1:4010');
  });
});

describe('the token verifier', () => {
  it('refuses an entra configuration built in code (not read from the environment) the same way', () => {
    const config = { ...readConfig({}), authMode: 'entra' as const, tenant: 'common', allowedTenants: [] };
    expect(() => createTokenVerifier(config)).toThrow(/ENTRA_ALLOWED_TENANTS/);
    expect(() => createTokenVerifier({ ...config, tenant: 'organizations', authorityHost: 'http://login.example' })).toThrow(
      /ENTRA_AUTHORITY_HOST must be https/,
    );
  });
});
