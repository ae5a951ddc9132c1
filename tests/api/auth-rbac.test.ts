// RBAC administration (ADMIN only): groups through the generic CRUD plus the workflow paths of SPEC §7,
// and a group's users and roles replaced together in one transaction.
import { testDatabaseKinds } from '../helpers/databases';
import { startAuthApp, type AuthApp } from './auth-harness';

describe.each(testDatabaseKinds)('RBAC groups on %s', (kind) => {
  let api: AuthApp;
  const ids: Record<string, number> = {};
  const roleIds: Record<string, number> = {};
  beforeAll(async () => {
    api = await startAuthApp(kind);
    for (const username of ['employee', 'sales', 'hr'])
      ids[username] = (await api.injectAs(username, { url: '/api/users/currentUser' })).json().id;
    for (const role of (await api.injectAs('admin', { url: '/api/admin/rbac/roles?_end=100' })).json())
      roleIds[role.name] = role.id;
  });
  afterAll(() => api?.close());

  const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    api.injectAs('admin', { method, url, ...(payload ? { payload } : {}) });
  const rolesOf = async (username: string) => (await api.injectAs(username, { url: '/api/users/roles' })).json();

  it('creates a group, sets its users and roles together, and the members get the roles', async () => {
    const created = await admin('PUT', '/api/admin/rbac/groups', { name: 'Team leads', description: 'Leads of delivery teams' });
    expect(created.statusCode).toBe(201);
    const groupId = created.json().id;
    const set = await admin('POST', '/api/admin/rbac/groups/users', {
      groupId,
      userIds: [ids.employee, ids.sales],
      roleIds: [roleIds['PROJECT MANAGER'], roleIds.ACCOUNTANT],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      id: groupId,
      name: 'Team leads',
      roles: [{ name: 'ACCOUNTANT' }, { name: 'PROJECT MANAGER' }],
    });
    expect(set.json().users.map((user: { username: string }) => user.username).sort()).toEqual(['employee', 'sales']);
    expect(await rolesOf('employee')).toEqual(['PROJECT MANAGER', 'ACCOUNTANT', 'EMPLOYEE']);

    const members = await admin('GET', `/api/admin/rbac/groups/${groupId}/members`);
    expect(members.json()).toEqual(set.json());
    const groupsOfSales = await admin('GET', `/api/admin/rbac/groups/users/${ids.sales}`);
    expect(groupsOfSales.json().map((group: { name: string }) => group.name)).toEqual(['Sales managers', 'Team leads']);
  });

  it('replaces only the side that is sent', async () => {
    const groupId = (await admin('PUT', '/api/admin/rbac/groups', { name: 'Auditors' })).json().id;
    await admin('POST', '/api/admin/rbac/groups/users', { groupId, userIds: [ids.hr], roleIds: [roleIds['FINANCE MANAGE']] });
    const after = await admin('POST', '/api/admin/rbac/groups/users', { groupId, userIds: [] });
    expect(after.json().users).toEqual([]);
    expect(after.json().roles).toEqual([{ id: roleIds['FINANCE MANAGE'], name: 'FINANCE MANAGE' }]);
    expect(await rolesOf('hr')).toEqual(['HR MANAGE']);
  });

  it('changes nothing when one id of the change is unknown', async () => {
    const groupId = (await admin('PUT', '/api/admin/rbac/groups', { name: 'Interns' })).json().id;
    await admin('POST', '/api/admin/rbac/groups/users', { groupId, userIds: [ids.hr], roleIds: [roleIds.EMPLOYEE] });
    const refused = await admin('POST', '/api/admin/rbac/groups/users', { groupId, userIds: [ids.sales], roleIds: [999999] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.any(String), errors: { roleIds: expect.stringContaining('999999') } });
    const members = (await admin('GET', `/api/admin/rbac/groups/${groupId}/members`)).json();
    expect(members.users.map((user: { id: number }) => user.id)).toEqual([ids.hr]);
    expect(members.roles.map((role: { name: string }) => role.name)).toEqual(['EMPLOYEE']);
  });

  it('refuses a malformed change with 400 and an unknown group with 404', async () => {
    expect((await admin('POST', '/api/admin/rbac/groups/users', { groupId: 'x', userIds: 'all' })).statusCode).toBe(400);
    expect((await admin('POST', '/api/admin/rbac/groups/users', { groupId: 999999, userIds: [] })).statusCode).toBe(404);
  });

  it('updates a group by POST on the collection with its id in the body', async () => {
    const group = (await admin('PUT', '/api/admin/rbac/groups', { name: 'Old name' })).json();
    const updated = await admin('POST', '/api/admin/rbac/groups', { id: group.id, version: group.version, name: 'New name' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: group.id, name: 'New name', version: group.version + 1 });
    expect((await admin('POST', '/api/admin/rbac/groups', { name: 'No id' })).statusCode).toBe(400);
  });

  it('runs the portal\'s after-write work on a group updated by POST on the collection, as on PUT /{id}', async () => {
    const group = (await admin('PUT', '/api/admin/rbac/groups', { name: 'Heard' })).json();
    const heard: string[] = [];
    const listener = async (_tx: unknown, event: { resource: string; after: Record<string, unknown> }) => {
      if (event.resource === 'rbacGroups') heard.push(String(event.after.name));
    };
    api.app.portal.afterWrite.push(listener);
    try {
      const renamed = await admin('POST', '/api/admin/rbac/groups', { id: group.id, version: group.version, name: 'Heard again' });
      expect(renamed.statusCode).toBe(200);
    } finally {
      api.app.portal.afterWrite.splice(api.app.portal.afterWrite.indexOf(listener), 1);
    }
    expect(heard).toEqual(['Heard again']);
  });

  it('deletes a group and its members lose its roles', async () => {
    const groupId = (await admin('PUT', '/api/admin/rbac/groups', { name: 'Temporary' })).json().id;
    await admin('POST', '/api/admin/rbac/groups/users', { groupId, userIds: [ids.hr], roleIds: [roleIds['SALES MANAGE']] });
    expect(await rolesOf('hr')).toContain('SALES MANAGE');
    expect((await admin('DELETE', `/api/admin/rbac/groups/${groupId}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/admin/rbac/groups/${groupId}`)).statusCode).toBe(404);
    expect(await rolesOf('hr')).not.toContain('SALES MANAGE');
  });

  it('refuses every RBAC path to a non-admin with 403', async () => {
    const asHr = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      api.injectAs('hr', { method, url, ...(payload ? { payload } : {}) });
    for (const response of [
      await asHr('GET', '/api/admin/rbac/groups'),
      await asHr('PUT', '/api/admin/rbac/groups', { name: 'Mine' }),
      await asHr('GET', '/api/admin/rbac/roles'),
      await asHr('GET', `/api/admin/rbac/groups/users/${ids.hr}`),
      await asHr('POST', '/api/admin/rbac/groups/users', { groupId: 1, userIds: [ids.hr] }),
      await asHr('POST', '/api/admin/rbac/groups', { id: 1, version: 1, name: 'x' }),
      await asHr('GET', '/api/admin/rbac/groups/1/members'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});
