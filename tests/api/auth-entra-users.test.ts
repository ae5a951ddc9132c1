// AUTH_MODE=entra: a user is their Entra account (object id `oid` in tenant `tid`), not their name. A renamed
// account keeps its user row and the roles its RBAC groups give; a row made by name (ADMIN_USERNAMES) is linked
// to the first account signing in with that name, once; a name held by another account is never taken over.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { identityTablesOf } from '../../server/auth/identity-tables';
import { testDatabaseKinds } from '../helpers/databases';
import { startLocalEntra, type EntraTokenOptions, type LocalEntra } from '../helpers/entra-issuer';
import { startAuthApp, type AuthApp } from './auth-harness';

const CLIENT_ID = randomUUID();
const DOMAIN = 'contoso.onmicrosoft.com';

let entra: LocalEntra;
beforeAll(async () => {
  entra = await startLocalEntra([DOMAIN, 'partner.onmicrosoft.com']);
});
afterAll(() => entra?.close());

describe.each(testDatabaseKinds)('Entra users on %s', (kind) => {
  let api: AuthApp;
  const anna = { oid: randomUUID(), username: `anna@${DOMAIN}` };
  beforeAll(async () => {
    api = await startAuthApp(kind, {
      config: {
        authMode: 'entra',
        clientId: CLIENT_ID,
        authorityHost: entra.host,
        tenant: 'organizations',
        allowedTenants: entra.tenants.map(({ id }) => id),
        adminUsernames: [anna.username],
      },
    });
  });
  afterAll(() => api?.close());

  const as = async (user: Partial<EntraTokenOptions> & { username: string }, url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object) => {
    const token = await entra.signToken({ tenant: entra.tenants[0], version: 2, clientId: CLIENT_ID, ...user });
    return api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  };
  const rolesOf = async (user: Partial<EntraTokenOptions> & { username: string }) => (await as(user, '/api/users/roles')).json();
  const rowOf = async (id: number) => {
    const { users } = identityTablesOf(api.app.portal.schema);
    const [row] = await api.app.portal.db.select().from(users.table).where(eq(users.columns.id, id));
    return row as Record<string, unknown>;
  };
  const adminId = async () => (await as(anna, '/api/users/currentUser')).json().id as number;

  it('links the row ADMIN_USERNAMES made to the first account signing in with that name, keyed by oid and tid', async () => {
    const response = await as(anna, '/api/users/currentUser');
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe(anna.username);
    expect(await rolesOf(anna)).toEqual(['ADMIN']);
    expect(await rowOf(response.json().id)).toMatchObject({ entraObjectId: anna.oid, entraTenantId: entra.tenants[0].id });
  });

  it('follows a rename: the same row, its new name, and the roles of its groups', async () => {
    const id = await adminId();
    const renamed = { ...anna, username: `anna.rossi@${DOMAIN}`, name: 'Anna Rossi' };
    const response = await as(renamed, '/api/users/currentUser');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, username: renamed.username });
    expect(await rolesOf(renamed)).toEqual(['ADMIN']);
    // A v1 token of the same account (the name in upn) is the same user.
    expect((await as({ ...renamed, version: 1 }, '/api/users/currentUser')).json().id).toBe(id);
    anna.username = renamed.username;
  });

  it("gives a newcomer with the account's former name a user of their own, without its roles", async () => {
    const newcomer = { oid: randomUUID(), username: `anna@${DOMAIN}` };
    const response = await as(newcomer, '/api/users/currentUser');
    expect(response.statusCode).toBe(200);
    expect(response.json().id).not.toBe(await adminId());
    expect(await rolesOf(newcomer)).toEqual([]);
  });

  it('never lets another account take over a name an account holds', async () => {
    const holder = { oid: randomUUID(), username: `marco@${DOMAIN}` };
    expect((await as(holder, '/api/users/currentUser')).statusCode).toBe(200);
    const impostor = await as({ oid: randomUUID(), username: holder.username }, '/api/users/currentUser');
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json().message).toContain(holder.username);
    // The same object id in another tenant is another account.
    const elsewhere = await as({ oid: holder.oid, username: holder.username, tenant: entra.tenants[1] }, '/api/users/currentUser');
    expect(elsewhere.statusCode).toBe(403);
  });

  it('takes roles from the RBAC groups, for v1 and v2 tokens, before and after a rename', async () => {
    const giulia = { oid: randomUUID(), username: `giulia@${DOMAIN}`, version: 1 as const };
    const giuliaId = (await as(giulia, '/api/users/currentUser')).json().id as number;
    expect(await rolesOf(giulia)).toEqual([]);
    const roleIds = Object.fromEntries(
      (await as(anna, '/api/admin/rbac/roles?_end=100')).json().map((role: { id: number; name: string }) => [role.name, role.id]),
    );
    const groupId = (await as(anna, '/api/admin/rbac/groups', 'PUT', { name: 'Bookkeeping' })).json().id;
    const set = await as(anna, '/api/admin/rbac/groups/users', 'POST', { groupId, userIds: [giuliaId], roleIds: [roleIds.ACCOUNTANT] });
    expect(set.statusCode).toBe(200);
    expect(await rolesOf(giulia)).toEqual(['ACCOUNTANT']);
    const married = { ...giulia, version: 2 as const, username: `giulia.bianchi@${DOMAIN}` };
    expect((await as(married, '/api/users/currentUser')).json()).toMatchObject({ id: giuliaId, username: married.username });
    expect(await rolesOf(married)).toEqual(['ACCOUNTANT']);
    const members = (await as(anna, `/api/admin/rbac/groups/${groupId}/members`)).json();
    expect(JSON.stringify(members)).toContain(married.username);
  });
  it("records a token's first use as a sign-in, once, and a deactivated account's as locked", async () => {
    const bruno = { oid: randomUUID(), username: `bruno@${DOMAIN}` };
    const token = await entra.signToken({ tenant: entra.tenants[0], version: 2, clientId: CLIENT_ID, ...bruno });
    for (let call = 0; call < 3; call++)
      expect((await api.app.inject({ url: '/api/users/currentUser', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const { users } = identityTablesOf(api.app.portal.schema);
    const carlo = { oid: randomUUID(), username: `carlo@${DOMAIN}` };
    await api.app.portal.db.insert(users.table).values({ username: carlo.username, displayName: 'Carlo', isActive: false });
    expect((await as(carlo, '/api/users/currentUser')).statusCode).toBe(403);

    const trail = (await as(anna, '/api/admin/audit_trail?resource=users&_end=100')).json() as { username: string; action: string; changes: Record<string, unknown[]> }[];
    const of = (username: string) => trail.filter((row) => row.username === username).map((row) => [row.action, row.changes.mode?.[1]]);
    expect(of(bruno.username)).toEqual([['sign-in', 'entra']]);
    expect(of(carlo.username)).toEqual([['sign-in-locked', 'entra']]);
  });
});
