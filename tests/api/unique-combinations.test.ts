// A declaration's `uniqueTogether` is a unique index: a second payroll for the same employee and month is a
// 409 that names the fields, and nothing is written.
import { testDatabaseKinds } from '../helpers/databases';
import { startAuthApp, type AuthApp } from './auth-harness';

describe.each(testDatabaseKinds)('unique combinations on %s', (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind);
  });
  afterAll(() => api?.close());

  it('refuses a second payroll for the same employee, year and month', async () => {
    const employee = await api.injectAs('hr', {
      method: 'PUT',
      url: '/api/admin/employees',
      payload: { firstName: 'Pia', lastName: 'Paga', email: 'pia.paga@example.com', taxCode: 'PGAPIA80A41F205Z', hireDate: '2022-05-02' },
    });
    expect(employee.statusCode, employee.body).toBe(201);
    const payroll = { employeeId: employee.json().id, year: 2026, month: 9 };
    expect((await api.injectAs('accountant', { method: 'PUT', url: '/api/admin/labour', payload: payroll })).statusCode).toBe(201);

    const again = await api.injectAs('accountant', { method: 'PUT', url: '/api/admin/labour', payload: payroll });
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json().errors).sort()).toEqual(['employeeId', 'month', 'year']);
    const listed = await api.injectAs('accountant', { url: `/api/admin/labour?employeeId=${payroll.employeeId}` });
    expect(listed.headers['x-total-count']).toBe('1');

    const nextMonth = await api.injectAs('accountant', { method: 'PUT', url: '/api/admin/labour', payload: { ...payroll, month: 10 } });
    expect(nextMonth.statusCode).toBe(201);
  });
});
