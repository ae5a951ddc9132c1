// A field declared `copiedFrom` is kept by the server: a payroll day takes its employee from its payroll,
// so the employee finds the day on the plain /labour_day path.
import { devUserEmail } from '../../server/auth/dev-users';
import { testDatabaseKinds } from '../helpers/databases';
import { startAuthApp, type AuthApp } from './auth-harness';

describe.each(testDatabaseKinds)('copied fields on %s', (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind);
  });
  afterAll(() => api?.close());

  const createAs = async (username: string, url: string, payload: Record<string, unknown>) => {
    const response = await api.injectAs(username, { method: 'PUT', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; version: number; employeeId?: number };
  };

  it("fills a payroll day's employee from its payroll and follows a change of payroll", async () => {
    const self = await createAs('hr', '/api/admin/employees', {
      firstName: 'Enrico',
      lastName: 'Dipendente',
      email: devUserEmail('employee'),
      taxCode: 'DPNNRC90A01F205X',
      hireDate: '2024-01-08',
    });
    const other = await createAs('hr', '/api/admin/employees', {
      firstName: 'Olga',
      lastName: 'Altra',
      email: 'olga.altra@example.com',
      taxCode: 'LTRLGO85B41F205Y',
      hireDate: '2023-03-01',
    });
    const ownPayroll = await createAs('accountant', '/api/admin/labour', { employeeId: self.id, year: 2026, month: 10 });
    const otherPayroll = await createAs('accountant', '/api/admin/labour', { employeeId: other.id, year: 2026, month: 10 });
    // The employee sees payroll days once their payroll is approved.
    for (const payroll of [ownPayroll, otherPayroll])
      for (const status of ['Calculated', 'Approved']) {
        const moved = await api.injectAs('admin', { method: 'POST', url: `/api/admin/labour/status/${payroll.id}`, payload: { status } });
        expect(moved.statusCode, moved.body).toBe(200);
      }

    const day = await createAs('accountant', '/api/admin/labour_day', { labourId: ownPayroll.id, date: '2026-10-01', workedHours: 8 });
    expect(day.employeeId).toBe(self.id);
    const ownDays = await api.injectAs('employee', { url: '/api/labour_day' });
    expect(ownDays.json().map((row: { id: number }) => row.id)).toEqual([day.id]);

    const moved = await api.injectAs('accountant', {
      method: 'POST',
      url: `/api/admin/labour_day/${day.id}`,
      payload: { version: day.version, labourId: otherPayroll.id },
    });
    expect(moved.json().employeeId).toBe(other.id);
    expect((await api.injectAs('employee', { url: '/api/labour_day' })).json()).toEqual([]);
  });

  it('refuses a copied field in the body like any field the server sets', async () => {
    const response = await api.injectAs('accountant', {
      method: 'PUT',
      url: '/api/admin/labour_day',
      payload: { labourId: 1, date: '2026-10-02', employeeId: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.employeeId).toBeDefined();
  });
});
