// AUTH_MODE=entra with ENTRA_ROLE_MAP: the portal groups a user holds follow their Entra app roles (`roles`) and
// security groups (`groups`) at every sign-in; groups given by hand stay; a token in the groups "overage" case
// (`_claim_names` instead of `groups`) leaves the group-id mappings as they were. Against the local issuer.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { identityTablesOf } from '../../server/auth/identity-tables';
import { testDatabaseKinds } from '../helpers/databases';
import { startLocalEntra, type LocalEntra } from '../helpers/entra-issuer';
import { startAuthApp, type AuthApp } from './auth-harness';

const CLIENT_ID = randomUUID();
const DOMAIN = 'contoso.onmicrosoft.com';
const SALES_GROUP_ID = randomUUID();

let entra: LocalEntra;
beforeAll(async () => {
  entra = await startLocalEntra([DOMAIN]);
});
afterAll(() => entra?.close());

describe.each(testDatabaseKinds)('Entra app roles and groups on %s', (kind) => {
  let api: AuthApp;
  const marta = { oid: randomUUID(), username: `marta@${DOMAIN}` };
  beforeAll(async () => {
    api = await startAuthApp(kind, {
      config: {
        authMode: 'entra',
        clientId: CLIENT_ID,
        authorityHost: entra.host,
        tenant: entra.tenants[0].id,
        allowedTenants: [],
        adminUsernames: [],
        roleMap: new Map([
          ['Portal.Admin', ['Administrators']],
          ['Portal.HR', ['HR managers']],
          [SALES_GROUP_ID, ['Sales managers']],
        ]),
      },
    });
  });
  afterAll(() => api?.close());

  const call = async (claims: Record<string, unknown>, method: 'GET' | 'PUT', url: string, payload?: object) => {
    const token = await entra.signToken({ tenant: entra.tenants[0], version: 2, clientId: CLIENT_ID, ...marta, claims });
    return api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  };
  const rolesWith = async (claims: Record<string, unknown>) => {
    const response = await call(claims, 'GET', '/api/users/roles');
    expect(response.statusCode).toBe(200);
    return response.json() as string[];
  };

  it('gives the mapped group of an app role, and takes it away with the role', async () => {
    expect(await rolesWith({ roles: ['Portal.HR'] })).toEqual(['HR MANAGE']);
    expect(await rolesWith({ roles: ['Portal.Admin', 'Portal.HR', 'Unmapped.Role'] })).toEqual(['ADMIN', 'HR MANAGE']);
    expect(await rolesWith({ roles: ['Portal.Admin'] })).toEqual(['ADMIN']);
    expect(await rolesWith({})).toEqual([]);
  });

  it("leaves a group given by hand as it is, and maps a security group's object id", async () => {
    const { db, schema } = api.app.portal;
    const tables = identityTablesOf(schema);
    const [user] = (await db.select({ id: tables.users.columns.id }).from(tables.users.table).where(eq(tables.users.columns.username, marta.username))) as { id: number }[];
    const [group] = (await db.insert(tables.groups.table).values({ name: `Accounts by hand ${kind}` }).returning()) as { id: number }[];
    const [role] = (await db.select({ id: tables.roles.columns.id }).from(tables.roles.table).where(eq(tables.roles.columns.name, 'ACCOUNTANT'))) as { id: number }[];
    await db.insert(tables.groupRoles.table).values({ groupId: group.id, roleId: role.id });
    // Given by hand, by an administrator (Marta herself, an administrator by her app role).
    expect((await call({ roles: ['Portal.Admin'] }, 'PUT', '/api/admin/rbac/group_users', { groupId: group.id, userId: user.id })).statusCode).toBe(201);

    expect(await rolesWith({ roles: ['Portal.HR'], groups: [SALES_GROUP_ID.toUpperCase()] })).toEqual(['ACCOUNTANT', 'HR MANAGE', 'SALES MANAGE']);
    expect(await rolesWith({ roles: [], groups: [] })).toEqual(['ACCOUNTANT']);
  });

  it('in the overage case applies the app roles and keeps the group mappings as they were', async () => {
    expect(await rolesWith({ roles: ['Portal.HR'], groups: [SALES_GROUP_ID] })).toEqual(['ACCOUNTANT', 'HR MANAGE', 'SALES MANAGE']);
    const overage = { _claim_names: { groups: 'src1' }, _claim_sources: { src1: { endpoint: 'https://graph.windows.net/x/users/y/getMemberObjects' } } };
    expect(await rolesWith({ roles: [], ...overage })).toEqual(['ACCOUNTANT', 'SALES MANAGE']);
  });
});

describe('an entra start where nobody could administer the portal', () => {
  it('is refused when no mapped group holds ADMIN and ADMIN_USERNAMES is empty', async () => {
    await expect(
      startAuthApp(testDatabaseKinds[0], {
        config: {
          authMode: 'entra',
          clientId: CLIENT_ID,
          authorityHost: entra.host,
          tenant: entra.tenants[0].id,
          allowedTenants: [],
          adminUsernames: [],
          roleMap: new Map([['Portal.Staff', ['Staff']]]),
        },
      }),
    ).rejects.toThrow(/ENTRA_ROLE_MAP maps no app role or group to a group holding ADMIN \(it names Staff\), and ADMIN_USERNAMES is unset/);
  });
});
