// The SPA reads its runtime settings from what /config.js assigns, with safe defaults for a missing key.
import { readRuntimeConfig, withProductName } from '../../src/config';

describe('runtime configuration of the SPA', () => {
  it('takes the client, tenant, API base, environment and company from /config.js', () => {
    const company = { name: 'Rossi & Bianchi S.r.l.', address: 'Via Roma 12, Milano', url: 'https://example.com' };
    expect(
      readRuntimeConfig({
        VITE_APP_CLIENT_ID: 'client-1',
        VITE_APP_TENANT: 'tenant-1',
        authority: 'https://login.example/tenant-1',
        apiBaseUrl: '/api/',
        environment: 'staging',
        company,
        productName: 'Staff',
        adminContacts: ['it@firm.example'],
        firmTimeZone: 'Europe/Zurich',
      }),
    ).toEqual({
      clientId: 'client-1',
      tenant: 'tenant-1',
      authority: 'https://login.example/tenant-1',
      apiBaseUrl: '/api',
      environment: 'staging',
      company,
      productName: 'Staff',
      adminContacts: ['it@firm.example'],
      firmTimeZone: 'Europe/Zurich',
    });
  });

  it("takes a test run's fixed today, and only a real day", () => {
    expect(readRuntimeConfig({ firmToday: '2026-12-31' }).firmToday).toBe('2026-12-31');
    expect(readRuntimeConfig({ firmToday: '2026-12-32' }).firmToday).toBeUndefined();
    expect(readRuntimeConfig(undefined).firmToday).toBeUndefined();
  });

  it('puts the configured product name into a declared label', () => {
    expect(withProductName('Fit{product}', 'Staff')).toBe('FitStaff');
    expect(withProductName('HR', 'Staff')).toBe('HR');
  });

  it('defaults to production behind /api when /config.js says nothing', () => {
    expect(readRuntimeConfig(undefined)).toMatchObject({ apiBaseUrl: '/api', environment: 'production', tenant: 'common', company: undefined, productName: 'Portal', adminContacts: [] });
  });
});
