// ADMIN_USERNAMES names the first administrators of a deployment (with Entra ID nobody holds a role until an
// administrator grants it): at start they are put in the Administrators group, whatever case they sign in with.
import { readConfig } from '../../server/config';
import { ensureIdentityBaseline } from '../../server/auth/identity-baseline';
import { testDatabaseKinds } from '../helpers/databases';
import { startAuthApp, type AuthApp } from './auth-harness';

describe.each(testDatabaseKinds)('configured administrators on %s', (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind);
  });
  afterAll(() => api?.close());

  it('reads ADMIN_USERNAMES as trimmed lower-case names', () => {
    expect(readConfig({ ADMIN_USERNAMES: ' Anna@Firm.example , bob ' }).adminUsernames).toEqual(['anna@firm.example', 'bob']);
    expect(readConfig({}).adminUsernames).toEqual([]);
  });

  it('makes a named user an administrator before their first sign-in, once however often it runs', async () => {
    const { db, schema } = api.app.portal;
    const token = await api.signToken({ claims: { preferred_username: 'Anna@Firm.example', name: 'Anna Rossi' } });
    const rolesOf = async () =>
      (await api.app.inject({ url: '/api/users/roles', headers: { authorization: `Bearer ${token}` } })).json();
    expect(await rolesOf()).toEqual([]);
    for (let run = 0; run < 2; run += 1)
      await ensureIdentityBaseline(db, { authMode: 'entra', adminUsernames: ['anna@firm.example'] }, schema);
    // The baseline runs at start, before any caller is kept; a restart serves the next request as a new start would.
    await api.restart();
    expect(await rolesOf()).toEqual(['ADMIN']);
    const groups = await api.injectAs('admin', { url: '/api/admin/rbac/groups?name=Administrators' });
    const [administrators] = groups.json();
    const members = await api.injectAs('admin', { url: `/api/admin/rbac/group_users?groupId=${administrators.id}&_end=100` });
    const anna = (await api.app.inject({ url: '/api/users/currentUser', headers: { authorization: `Bearer ${token}` } })).json();
    expect(members.json().filter((member: { userId: number }) => member.userId === anna.id)).toHaveLength(1);
  });
});
