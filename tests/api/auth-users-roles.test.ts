// Who the caller is and what they may do: users created on first sign-in, linked to their employee by
// e-mail, roles as the union of their RBAC groups' roles, and the baseline of roles and development users.
import { ensureIdentityBaseline } from '../../server/auth/identity-baseline';
import { testDatabaseKinds } from '../helpers/databases';
import { startAuthApp, type AuthApp } from './auth-harness';

let taxCodeSeed = 0;
const newEmployee = (email: string) => ({
  firstName: 'Giulia',
  lastName: 'Verdi',
  email,
  taxCode: `VRDGLI80A01F205${String.fromCharCode(65 + (taxCodeSeed++ % 26))}`,
  hireDate: '2024-01-15',
});

describe.each(testDatabaseKinds)('users and roles on %s', (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind);
  });
  afterAll(() => api?.close());

  const groupIdNamed = async (name: string) => {
    const response = await api.injectAs('admin', { url: `/api/admin/rbac/groups?name=${encodeURIComponent(name)}` });
    return response.json()[0].id as number;
  };
  const currentUserOf = async (username: string) => (await api.injectAs(username, { url: '/api/users/currentUser' })).json();

  it('gives each development user the role of its group', async () => {
    for (const [username, role] of [['admin', 'ADMIN'], ['hr', 'HR MANAGE'], ['employee', 'EMPLOYEE']]) {
      const response = await api.injectAs(username, { url: '/api/users/roles' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([role]);
    }
  });

  it('unites the roles of every group the user is in', async () => {
    const employee = await currentUserOf('employee');
    const added = await api.injectAs('admin', {
      method: 'PUT',
      url: '/api/admin/rbac/group_users',
      payload: { groupId: await groupIdNamed('Accountants'), userId: employee.id },
    });
    expect(added.statusCode).toBe(201);
    expect((await api.injectAs('employee', { url: '/api/users/roles' })).json()).toEqual(['ACCOUNTANT', 'EMPLOYEE']);
  });

  it('creates the user on first sign-in and links the employee with the same e-mail', async () => {
    const created = await api.injectAs('admin', { method: 'PUT', url: '/api/admin/employees', payload: newEmployee('giulia.verdi@portal.example') });
    expect(created.statusCode).toBe(201);
    const token = await api.signToken({
      claims: { sub: 'entra-object-id-1', preferred_username: 'giulia', name: 'Giulia Verdi', email: 'Giulia.Verdi@portal.example' },
    });
    const first = await api.app.inject({ url: '/api/users/currentUser', headers: { authorization: `Bearer ${token}` } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Giulia Verdi', username: 'giulia', employeeId: created.json().id });
    const again = await api.app.inject({ url: '/api/users/currentUser', headers: { authorization: `Bearer ${token}` } });
    expect(again.json().id).toBe(first.json().id);
    const roles = await api.app.inject({ url: '/api/users/roles', headers: { authorization: `Bearer ${token}` } });
    expect(roles.json()).toEqual([]);
  });

  it('shows another user by id with name and picture only', async () => {
    const pm = await currentUserOf('pm');
    const response = await api.injectAs('employee', { url: `/api/users/${pm.id}` });
    expect(response.json()).toEqual({ id: pm.id, name: 'Paolo Manager', profilePicture: null });
    expect((await api.injectAs('employee', { url: '/api/users/999999' })).statusCode).toBe(404);
    expect((await api.injectAs('employee', { url: '/api/users/abc' })).statusCode).toBe(400);
  });

  it('lists users with no employee for an admin only', async () => {
    const response = await api.injectAs('admin', { url: '/api/admin/users/not_employee?_start=0&_end=100' });
    expect(response.statusCode).toBe(200);
    const usernames = response.json().map((user: { username: string }) => user.username);
    expect(usernames).toEqual(expect.arrayContaining(['admin', 'pm', 'sales']));
    expect(usernames).not.toContain('giulia');
    expect(Number(response.headers['x-total-count'])).toBe(usernames.length);
    expect((await api.injectAs('employee', { url: '/api/admin/users/not_employee' })).statusCode).toBe(403);
  });

  it('lists all users for an admin with a total count, and refuses others', async () => {
    const response = await api.injectAs('admin', { url: '/api/admin/users?_start=0&_end=3' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(8);
    const refused = await api.injectAs('hr', { url: '/api/admin/users' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String) });
  });

  it('keeps the baseline idempotent and links a user whose employee appears later', async () => {
    const employee = await api.injectAs('admin', { method: 'PUT', url: '/api/admin/employees', payload: newEmployee('sales@portal.example') });
    expect(employee.statusCode).toBe(201);
    await ensureIdentityBaseline(api.app.portal.db, api.config, api.app.portal.schema);
    await ensureIdentityBaseline(api.app.portal.db, api.config, api.app.portal.schema);
    expect((await currentUserOf('sales')).employeeId).toBe(employee.json().id);
    const roles = await api.injectAs('admin', { url: '/api/admin/rbac/roles?_end=100' });
    expect(roles.json().map((role: { name: string }) => role.name).sort()).toEqual(
      ['ACCOUNTANT', 'ADMIN', 'EMPLOYEE', 'FINANCE MANAGE', 'HR MANAGE', 'PROJECT MANAGER', 'SALES MANAGE'],
    );
    const memberships = await api.injectAs('admin', { url: `/api/admin/rbac/group_users?groupId=${await groupIdNamed('Sales managers')}` });
    expect(memberships.json()).toHaveLength(1);
    expect((await api.injectAs('admin', { url: '/api/admin/rbac/groups?_end=100' })).json()).toHaveLength(7);
  });

  it('refuses a deactivated user', async () => {
    const finance = await currentUserOf('finance');
    const record = (await api.injectAs('admin', { url: `/api/admin/users/${finance.id}` })).json();
    const updated = await api.injectAs('admin', {
      method: 'POST',
      url: `/api/admin/users/${finance.id}`,
      payload: { version: record.version, isActive: false },
    });
    expect(updated.statusCode).toBe(200);
    expect((await api.injectAs('finance', { url: '/api/users/currentUser' })).statusCode).toBe(403);
  });
});
