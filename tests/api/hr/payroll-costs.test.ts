import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { employeeWithContract, insertRows } from '../../helpers/payroll-fixture';
import { as, callerWith } from '../../helpers/test-caller';
import { fixtureNumber } from '../../helpers/fixture-numbers';

// The cost of people from the payrolls: totals equal the sum of the payrolls, to the cent.

describe.each(testDatabaseKinds)('cost from payrolls on %s', (kind) => {
  let t: TestApp;
  const accountant = as(callerWith(['ACCOUNTANT']));
  const employee = as(callerWith(['EMPLOYEE']));
  const ids: number[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    const anna = await employeeWithContract(t.app, { firstName: 'Anna', lastName: 'Bianchi' });
    const bruno = await employeeWithContract(t.app, { firstName: 'Bruno', lastName: 'Verdi' });
    ids.push(anna.id, bruno.id);
    const payroll = (employeeId: number, month: number, gross: number, tfr: number, cost: number, hours: number) => ({
      employeeId,
      year: 2026,
      month,
      number: fixtureNumber('LAB'),
      grossSalary: gross,
      tfr,
      totalCost: cost,
      workedHours: hours,
    });
    await insertRows(t.app, 'labour', [
      payroll(anna.id, 1, 2142.86, 172.69, 2958.41, 160),
      payroll(anna.id, 2, 2142.86, 172.69, 2958.41, 152.5),
      payroll(bruno.id, 1, 1800.1, 140.05, 2480.18, 120),
      // Another year: not counted.
      { ...payroll(bruno.id, 12, 5000, 300, 7000, 100), year: 2025 },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers = accountant) => t.app.inject({ method: 'GET', url, headers } as InjectOptions);

  test('the year: totals are the sum of its payrolls', async () => {
    const response = await get('/api/admin/cost_annual/2026');
    expect(response.statusCode, response.body).toBe(200);
    // 2,958.41 × 2 + 2,480.18; employer = cost − gross − TFR = 642.86 × 2 + 540.03
    expect(response.json()).toMatchObject({ year: 2026, totalCost: 8397, grossSalary: 6085.82, tfr: 485.43, employerContributions: 1825.75, payrolls: 3, workedHours: 432.5 });
  });

  test('per employee, with the hourly cost', async () => {
    const response = await get('/api/cost_annual/user/2026');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject([
      { employeeId: ids[0], employee: 'Anna Bianchi', totalCost: 5916.82, workedHours: 312.5, hourlyCost: 18.93 },
      { employeeId: ids[1], employee: 'Bruno Verdi', totalCost: 2480.18, workedHours: 120, hourlyCost: 20.67 },
    ]);
  });

  test('per month, all twelve', async () => {
    const months = (await get('/api/admin/cost_annual/monthly/2026')).json();
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ month: 1, totalCost: 5438.59, payrolls: 2 });
    expect(months[1]).toMatchObject({ month: 2, totalCost: 2958.41 });
    expect(months[11]).toMatchObject({ month: 12, totalCost: 0, payrolls: 0 });
  });

  test('an employee may not read the cost of people; a bad year is a 400', async () => {
    expect((await get('/api/admin/cost_annual/2026', employee)).statusCode).toBe(403);
    expect((await get('/api/cost_annual/user/2026', employee)).statusCode).toBe(403);
    expect((await get('/api/admin/cost_annual/monthly/2026', employee)).statusCode).toBe(403);
    expect((await get('/api/admin/cost_annual/nineteen')).statusCode).toBe(400);
  });
});
