// A token is verified once and its caller read once (server/auth/verified-tokens.ts, known-callers.ts); writes to
// users, groups, their links and employees make the next request read the caller afresh, so a role given or
// taken away, a deactivated user or a new employee link counts from the very next request.
import { testDatabaseKinds } from '../helpers/databases';
import { startAuthApp, type AuthApp } from './auth-harness';

// Statements that read who a caller is: the user by name, and the roles through the caller's groups.
const isIdentityStatement = (statement: string) => /from "users"|"rbac_group_users"/.test(statement);

describe.each(testDatabaseKinds)('kept callers on %s', (kind) => {
  let api: AuthApp;
  const statements: string[] = [];
  const ids: Record<string, number> = {};
  const roleIds: Record<string, number> = {};
  beforeAll(async () => {
    api = await startAuthApp(kind, { queryLogger: { logQuery: (statement) => statements.push(statement) } });
    for (const username of ['employee', 'sales', 'accountant'])
      ids[username] = (await api.injectAs(username, { url: '/api/users/currentUser' })).json().id;
    for (const role of (await api.injectAs('admin', { url: '/api/admin/rbac/roles?_end=100' })).json()) roleIds[role.name] = role.id;
  });
  afterAll(() => api?.close());

  const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    api.injectAs('admin', { method, url, ...(payload ? { payload } : {}) });
  const withToken = (token: string, url: string) => api.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const statementsDuring = async (request: () => Promise<unknown>) => {
    statements.length = 0;
    await request();
    return [...statements];
  };

  it('reads the caller on the first request of a token and runs no identity statement on the second', async () => {
    const token = await api.signToken({ claims: { sub: 'kept-1', preferred_username: 'kept.caller', name: 'Kept Caller' } });
    const first = await statementsDuring(async () => expect((await withToken(token, '/api/users/roles')).statusCode).toBe(200));
    expect(first.filter(isIdentityStatement).length).toBeGreaterThanOrEqual(2);
    const second = await statementsDuring(async () => expect((await withToken(token, '/api/users/roles')).statusCode).toBe(200));
    expect(second).toEqual([]);
    // Another token of the same user finds the kept caller too.
    const renewed = await api.signToken({ claims: { sub: 'kept-1', preferred_username: 'kept.caller', name: 'Kept Caller', jti: 'renewed' } });
    expect((await statementsDuring(() => withToken(renewed, '/api/users/roles'))).filter(isIdentityStatement)).toEqual([]);
  });

  it('gives a role through a group membership from the next request on, and refuses the next request once it is taken away', async () => {
    const employees = '/api/admin/employees?_start=0&_end=1';
    expect((await api.injectAs('sales', { url: employees })).statusCode).toBe(403);
    const groupId = (await admin('PUT', '/api/admin/rbac/groups', { name: 'HR helpers' })).json().id;
    const joined = await admin('POST', '/api/admin/rbac/groups/users', { groupId, userIds: [ids.sales], roleIds: [roleIds['HR MANAGE']] });
    expect(joined.statusCode).toBe(200);
    expect((await api.injectAs('sales', { url: employees })).statusCode).toBe(200);
    expect((await admin('POST', '/api/admin/rbac/groups/users', { groupId, userIds: [] })).statusCode).toBe(200);
    expect((await api.injectAs('sales', { url: employees })).statusCode).toBe(403);
  });

  it('follows a membership row written through the generic API, and its delete', async () => {
    const payroll = '/api/admin/labour?_start=0&_end=1';
    expect((await api.injectAs('employee', { url: payroll })).statusCode).toBe(403);
    const accountants = (await admin('GET', `/api/admin/rbac/groups?name=Accountants`)).json()[0].id;
    const link = await admin('PUT', '/api/admin/rbac/group_users', { groupId: accountants, userId: ids.employee });
    expect(link.statusCode).toBe(201);
    expect((await api.injectAs('employee', { url: payroll })).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/rbac/group_users/${link.json().id}`)).statusCode).toBe(204);
    expect((await api.injectAs('employee', { url: payroll })).statusCode).toBe(403);
  });

  it('refuses a user deactivated since their last request', async () => {
    expect((await api.injectAs('accountant', { url: '/api/users/roles' })).statusCode).toBe(200);
    const record = (await admin('GET', `/api/admin/users/${ids.accountant}`)).json();
    expect((await admin('POST', `/api/admin/users/${ids.accountant}`, { version: record.version, isActive: false })).statusCode).toBe(200);
    expect((await api.injectAs('accountant', { url: '/api/users/roles' })).statusCode).toBe(403);
  });

  it('links the employee created since the caller was read at the next request', async () => {
    const token = await api.signToken({ claims: { sub: 'kept-2', preferred_username: 'marta', name: 'Marta Neri', email: 'marta.neri@portal.example' } });
    const before = await withToken(token, '/api/timesheet?_start=0&_end=1');
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe('Your user is not linked to an employee');
    const employee = await admin('PUT', '/api/admin/employees', {
      firstName: 'Marta',
      lastName: 'Neri',
      email: 'marta.neri@portal.example',
      taxCode: 'NREMRT80A41F205X',
      hireDate: '2024-01-15',
    });
    expect(employee.statusCode).toBe(201);
    expect((await withToken(token, '/api/timesheet?_start=0&_end=1')).statusCode).toBe(200);
  });

  it('refuses a kept token once it expires', async () => {
    const token = await api.signToken({ claims: { sub: 'kept-3', preferred_username: 'short.lived' }, expiresIn: 2 });
    expect((await withToken(token, '/api/users/roles')).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await withToken(token, '/api/users/roles')).statusCode).toBe(401), { timeout: 5000, interval: 200 });
  });
});
