// AUTH_MODE=entra against a local Entra ID (tests/helpers/entra-issuer.ts): which access tokens reach the API.
// The tenant is set by id, by domain, or as `organizations` with an allow-list; tokens of both versions.
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../../server/config';
import { strangerJwk } from '../helpers/access-tokens';
import { testDatabaseKinds } from '../helpers/databases';
import { startLocalEntra, type EntraTokenOptions, type LocalEntra } from '../helpers/entra-issuer';
import { startAuthApp, type AuthApp } from './auth-harness';

const CLIENT_ID = randomUUID();

let entra: LocalEntra;
beforeAll(async () => {
  entra = await startLocalEntra(['contoso.onmicrosoft.com', 'partner.onmicrosoft.com', 'stranger.onmicrosoft.com']);
});
afterAll(() => entra?.close());

const entraConfig = (changes: Partial<ServerConfig>): Partial<ServerConfig> => ({
  authMode: 'entra',
  clientId: CLIENT_ID,
  authorityHost: entra.host,
  // entra mode starts only with somebody able to administer the portal.
  adminUsernames: ['it-admin@contoso.onmicrosoft.com'],
  ...changes,
});

describe.each(testDatabaseKinds)('Entra tokens on %s', (kind) => {
  const statusWith = async (api: AuthApp, token: string) => {
    const response = await api.app.inject({ url: '/api/users/currentUser', headers: { authorization: `Bearer ${token}` } });
    return { status: response.statusCode, body: response.json() };
  };

  describe('a tenant set by domain', () => {
    let api: AuthApp;
    const [firm, partner] = [0, 1].map((index) => () => entra.tenants[index]);
    beforeAll(async () => {
      api = await startAuthApp(kind, { config: entraConfig({ tenant: 'contoso.onmicrosoft.com' }) });
    });
    afterAll(() => api?.close());

    const tokenOf = (changes: Partial<EntraTokenOptions> = {}) =>
      entra.signToken({ tenant: firm(), version: 2, username: 'paolo@contoso.onmicrosoft.com', clientId: CLIENT_ID, ...changes });
    const statusOf = async (changes: Partial<EntraTokenOptions> = {}) => statusWith(api, await tokenOf(changes));

    it('reads the tenant metadata of both versions once, on first use', async () => {
      const start = entra.reads.length;
      for (let request = 0; request < 3; request++) expect((await statusOf({ username: `reader${request}@contoso.onmicrosoft.com` })).status).toBe(200);
      expect(entra.reads.slice(start).filter((path) => path.startsWith('/contoso.onmicrosoft.com/')).sort()).toEqual([
        '/contoso.onmicrosoft.com/.well-known/openid-configuration',
        '/contoso.onmicrosoft.com/v2.0/.well-known/openid-configuration',
      ]);
    });

    it('accepts a v2 token (audience the client id) and answers who it is', async () => {
      const { status, body } = await statusOf({ name: 'Paolo Manager' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ username: 'paolo@contoso.onmicrosoft.com', name: 'Paolo Manager' });
    });

    it('accepts a v1 token (issuer sts, audience api://<client id>, name in upn)', async () => {
      const { status, body } = await statusOf({ version: 1, username: 'vera@contoso.onmicrosoft.com' });
      expect(status).toBe(200);
      expect(body.username).toBe('vera@contoso.onmicrosoft.com');
    });

    it('accepts either audience in either version', async () => {
      expect((await statusOf({ version: 1, audience: CLIENT_ID })).status).toBe(200);
      expect((await statusOf({ version: 2, audience: `api://${CLIENT_ID}` })).status).toBe(200);
    });

    it('allows 50 s of clock skew either way, not 120 s', async () => {
      expect((await statusOf({ expiresIn: -50 })).status).toBe(200);
      expect((await statusOf({ notBefore: 50 })).status).toBe(200);
      expect((await statusOf({ expiresIn: -120 })).status).toBe(401);
      expect((await statusOf({ notBefore: 120 })).status).toBe(401);
    });

    it("refuses another tenant's token, though signed by the same keys with its own issuer", async () => {
      const { status, body } = await statusOf({ tenant: partner() });
      expect(status).toBe(401);
      expect(body.message).toContain(partner().id);
      expect((await statusOf({ tenant: partner(), version: 1 })).status).toBe(401);
    });

    it("refuses an issuer that is not the one of the token's tenant", async () => {
      expect((await statusOf({ issuer: entra.issuerOf(partner(), 2) })).status).toBe(401);
      expect((await statusOf({ tenant: partner(), issuer: entra.issuerOf(firm(), 2) })).status).toBe(401);
      expect((await statusOf({ issuer: `${entra.host}/contoso.onmicrosoft.com/v2.0` })).status).toBe(401);
      expect((await statusOf({ issuer: `https://login.microsoftonline.com/${firm().id}/v2.0` })).status).toBe(401);
    });

    it('refuses a token for another audience', async () => {
      expect((await statusOf({ audience: randomUUID() })).status).toBe(401);
      expect((await statusOf({ version: 1, audience: 'api://someone-else' })).status).toBe(401);
    });

    it('refuses a token signed by a key the tenant does not publish, and an unsigned one', async () => {
      expect((await statusOf({ privateJwk: await strangerJwk() })).status).toBe(401);
      const [header, payload] = (await tokenOf()).split('.');
      const none = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(header, 'base64url').toString()), alg: 'none' })).toString('base64url');
      expect((await statusWith(api, `${none}.${payload}.`)).status).toBe(401);
      expect((await statusWith(api, `${header}.${payload}.`)).status).toBe(401);
    });

    it('refuses a token without the Po.Read scope, or without the account (oid, tid)', async () => {
      expect((await statusOf({ claims: { scp: 'User.Read' } })).status).toBe(401);
      expect((await statusOf({ claims: { oid: undefined } })).status).toBe(401);
      expect((await statusOf({ claims: { tid: undefined } })).status).toBe(401);
    });

    it('gives MSAL the authority on the configured host, and lets the page reach it', async () => {
      const response = await api.app.inject({ url: '/config.js' });
      const config = JSON.parse(/^window\.__APP_CONFIG__ = (.*);\n$/s.exec(response.body)![1]);
      expect(config).toMatchObject({
        authMode: 'entra',
        authority: `${entra.host}/contoso.onmicrosoft.com`,
        knownAuthorities: [],
        apiScope: `api://${CLIENT_ID}/Po.Read`,
      });
      expect(config.authorityMetadata).toBeUndefined();
      expect(response.headers['content-security-policy']).toMatch(new RegExp(`connect-src [^;]*${entra.host}`));
    });
  });

  describe('a tenant set by id', () => {
    let api: AuthApp;
    beforeAll(async () => {
      api = await startAuthApp(kind, { config: entraConfig({ tenant: entra.tenants[0].id }) });
    });
    afterAll(() => api?.close());

    const tokenOf = (changes: Partial<EntraTokenOptions> = {}) =>
      entra.signToken({ tenant: entra.tenants[0], version: 2, username: 'lia@contoso.onmicrosoft.com', clientId: CLIENT_ID, ...changes });

    it('answers 503, not 401, while Entra cannot be reached, and accepts the token once it can', async () => {
      entra.setDown(true);
      try {
        const { status, body } = await statusWith(api, await tokenOf());
        expect(status).toBe(503);
        expect(body).toEqual({ message: expect.any(String) });
      } finally {
        entra.setDown(false);
      }
      expect((await statusWith(api, await tokenOf())).status).toBe(200);
    });

    it('accepts v2 and v1 tokens of the tenant and refuses the others', async () => {
      expect((await statusWith(api, await tokenOf({ version: 1 }))).status).toBe(200);
      expect((await statusWith(api, await tokenOf({ tenant: entra.tenants[1] }))).status).toBe(401);
    });
  });

  describe('a multi-tenant setting (organizations) with an allow-list', () => {
    let api: AuthApp;
    const [firm, partner, stranger] = [0, 1, 2].map((index) => () => entra.tenants[index]);
    beforeAll(async () => {
      api = await startAuthApp(kind, {
        config: entraConfig({ tenant: 'organizations', allowedTenants: [firm().id, partner().id] }),
      });
    });
    afterAll(() => api?.close());

    const statusOf = async (changes: Partial<EntraTokenOptions> & Pick<EntraTokenOptions, 'tenant'>) =>
      (await statusWith(api, await entra.signToken({ version: 2, username: `u${randomUUID()}@example.com`, clientId: CLIENT_ID, ...changes }))).status;

    it('accepts v2 and v1 tokens of every allowed tenant, each with its own issuer', async () => {
      expect(await statusOf({ tenant: firm() })).toBe(200);
      expect(await statusOf({ tenant: firm(), version: 1 })).toBe(200);
      expect(await statusOf({ tenant: partner() })).toBe(200);
      expect(await statusOf({ tenant: partner(), version: 1 })).toBe(200);
    });

    it('refuses a tenant not on the list, and an issuer of another tenant than the tid', async () => {
      expect(await statusOf({ tenant: stranger() })).toBe(401);
      expect(await statusOf({ tenant: stranger(), version: 1 })).toBe(401);
      expect(await statusOf({ tenant: stranger(), issuer: entra.issuerOf(firm(), 2) })).toBe(401);
      expect(await statusOf({ tenant: partner(), issuer: entra.issuerOf(firm(), 2) })).toBe(401);
      expect(await statusOf({ tenant: firm(), issuer: `${entra.host}/{tenantid}/v2.0` })).toBe(401);
    });

    it('allows 50 s of clock skew, refuses beyond the 60 s', async () => {
      expect(await statusOf({ tenant: partner(), expiresIn: -50 })).toBe(200);
      expect(await statusOf({ tenant: partner(), expiresIn: -90 })).toBe(401);
    });
  });
});
