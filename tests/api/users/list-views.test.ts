// Saved views of lists (issue 45): each person reads and writes their own on /list_views, sees the views an
// administrator shared with one of their roles but cannot change them, only an administrator shares; a view must fit
// its list, and one view per person and list is the default.
import { testDatabaseKinds } from '../../helpers/databases';
import { startAuthApp, type AuthApp } from '../auth-harness';

describe.each(testDatabaseKinds)('saved list views on %s', (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind);
  });
  afterAll(() => api?.close());

  const as = (username: string) => (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    api.injectAs(username, { method, url, ...(payload ? { payload } : {}) });
  const employee = as('employee');
  const sales = as('sales');
  const admin = as('admin');
  const view = (name: string, changes: object = {}) => ({
    resource: 'employees',
    name,
    columns: JSON.stringify(['lastName', 'email']),
    filters: JSON.stringify([{ field: 'isActive', operator: 'eq', value: true }]),
    sorts: JSON.stringify([{ field: 'hireDate', order: 'desc' }]),
    ...changes,
  });
  const namesOf = async (caller: ReturnType<typeof as>, resource = 'employees') =>
    ((await caller('GET', `/api/list_views?resource=${resource}`)).json() as { name: string }[]).map((row) => row.name);

  it('keeps a person’s views for them alone: another person neither reads, changes nor deletes them', async () => {
    const created = await employee('PUT', '/api/list_views', view('Active by hire date'));
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ name: 'Active by hire date', isOwn: true, isDefault: false, sharedWithRole: null });
    expect(await namesOf(employee)).toEqual(['Active by hire date']);
    expect(await namesOf(sales)).toEqual([]);

    expect((await sales('POST', `/api/list_views/${saved.id}`, { version: saved.version, name: 'Taken over' })).statusCode).toBe(404);
    expect((await sales('DELETE', `/api/list_views/${saved.id}`)).statusCode).toBe(404);
    // Nor is a view saved for somebody else.
    const foreign = await sales('PUT', '/api/list_views', view('For you', { ownerId: saved.ownerId }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ errors: { ownerId: expect.any(String) } });

    const renamed = await employee('POST', `/api/list_views/${saved.id}`, { version: saved.version, name: 'Active staff' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Active staff', version: saved.version + 1 });
    expect((await employee('DELETE', `/api/list_views/${saved.id}`)).statusCode).toBe(204);
    expect(await namesOf(employee)).toEqual([]);
  });

  it('refuses a view that does not fit its list, and changes nothing', async () => {
    const refusals = [
      [view('No such list', { resource: 'nothing_here' }), 'resource'],
      [view('Bad column', { columns: JSON.stringify(['salary']) }), 'columns'],
      [view('Twice', { columns: JSON.stringify(['email', 'email']) }), 'columns'],
      [view('Not JSON', { filters: '{[' }), 'filters'],
      [view('Unknown operator', { filters: JSON.stringify([{ field: 'email', operator: 'regex', value: '.*' }]) }), 'filters'],
      [view('Unsorted', { sorts: JSON.stringify([{ field: 'email', order: 'sideways' }]) }), 'sorts'],
      [view('', {}), 'name'],
    ] as const;
    for (const [body, field] of refusals) {
      const reply = await employee('PUT', '/api/list_views', body);
      expect(reply.statusCode, field).toBe(400);
      expect(Object.keys(reply.json().errors ?? {}), field).toContain(field);
    }
    expect((await employee('GET', '/api/list_views?resource=nothing_here')).statusCode).toBe(400);
    expect((await employee('GET', '/api/list_views')).statusCode).toBe(400);
    expect(await namesOf(employee)).toEqual([]);
  });

  it('keeps one default per person and list: choosing another takes it from the first', async () => {
    const first = (await employee('PUT', '/api/list_views', view('First', { isDefault: true }))).json();
    const second = (await employee('PUT', '/api/list_views', view('Second', { isDefault: true }))).json();
    const rows = (await employee('GET', '/api/list_views?resource=employees')).json() as { id: number; isDefault: boolean }[];
    expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([second.id]);
    // The first's version moved with it, so a tab still holding the old one is told to reload.
    expect((await employee('POST', `/api/list_views/${first.id}`, { version: first.version, name: 'Stale' })).statusCode).toBe(409);
    const sameName = await employee('PUT', '/api/list_views', view('First'));
    expect(sameName.statusCode).toBe(409);
  });

  it('lets an administrator share a view with a role: its holders read it, cannot change it; others never share', async () => {
    const shared = await admin('PUT', '/api/list_views', view('Sales team view', { sharedWithRole: 'SALES MANAGE' }));
    expect(shared.statusCode).toBe(201);
    const seen = ((await sales('GET', '/api/list_views?resource=employees')).json() as { name: string; isOwn: boolean }[]).find((row) => row.name === 'Sales team view');
    expect(seen).toMatchObject({ isOwn: false });
    expect(await namesOf(employee)).not.toContain('Sales team view');
    expect((await sales('POST', `/api/list_views/${shared.json().id}`, { version: shared.json().version, name: 'Mine now' })).statusCode).toBe(404);

    const byEmployee = await employee('PUT', '/api/list_views', view('Everyone’s', { sharedWithRole: 'EMPLOYEE' }));
    expect(byEmployee.statusCode).toBe(403);
    // The admin path is the administrators' alone.
    expect((await employee('GET', '/api/admin/list_views')).statusCode).toBe(403);
    const all = (await admin('GET', '/api/admin/list_views?_end=100')).json() as { name: string }[];
    expect(all.map((row) => row.name)).toEqual(expect.arrayContaining(['Sales team view', 'First', 'Second']));
  });
});
