import { testDatabaseKinds } from '../../helpers/databases';
import { sampleRows } from '../../helpers/sample-rows';
import { employeeRow, useShellApi } from '../../helpers/shell-api';
import { describedReplies } from '../../helpers/described-reply';
import { as, callerWith } from '../../helpers/test-caller';

// GET /admin/timesheet/report (hours on a work order by employee and day; totals equal the sum of the
// entries) and the own reads GET /timesheet/employees/{id} and GET /timesheet/task/{id}.

describe.each(testDatabaseKinds)('the hours report on %s', (kind) => {
  const { inject, insert } = useShellApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'admin' }));
  const pm = as(callerWith(['PROJECT MANAGER'], { username: 'pm' }));
  const accountant = as(callerWith(['ACCOUNTANT'], { username: 'accountant' }));
  let workOrderId: number;
  let otherId: number;
  const people: { id: number; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    const rows = sampleRows((method, url, payload) => inject({ method, url, headers: admin, payload: payload as Record<string, unknown> }));
    workOrderId = (await rows.create('workOrders', { startDate: '2026-01-01' })).id;
    otherId = (await rows.create('workOrders', { startDate: '2026-01-01' })).id;
    for (const lastName of ['Bianchi', 'Albertini']) {
      const employee = await insert('employees', employeeRow({ lastName }));
      for (const id of [workOrderId, otherId])
        await inject({ method: 'PUT', url: '/api/admin/work_order_employee', headers: admin, payload: { workOrderId: id, employeeId: employee.id } });
      people.push({ id: employee.id, headers: as(callerWith(['EMPLOYEE'], { username: lastName, employeeId: employee.id })) });
    }
    const book = (person: number, date: string, hours: number, id = workOrderId) =>
      inject({ method: 'PUT', url: '/api/timesheet', headers: people[person].headers, payload: { workOrderId: id, date, hours } });
    await book(0, '2026-02-02', 7.25);
    await book(0, '2026-02-02', 0.5);
    await book(0, '2026-02-03', 8);
    await book(1, '2026-02-03', 3.75);
    await book(1, '2026-02-03', 4, otherId);
    await book(1, '2026-03-01', 5);
  });

  test('hours by employee and day for the work order and period; the totals are the sums of the entries', async () => {
    const response = await inject({ method: 'GET', url: `/api/admin/timesheet/report?workOrderId=${workOrderId}&startDate=2026-02-01&endDate=2026-02-28`, headers: pm });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.granularity).toBe('day');
    expect(report.employees.map((row: { name: string; periods: unknown; total: number }) => [row.name.split(' ')[0], row.periods, row.total])).toEqual([
      ['Albertini', { '2026-02-03': 3.75 }, 3.75],
      ['Bianchi', { '2026-02-02': 7.75, '2026-02-03': 8 }, 15.75],
    ]);
    expect(report.periods).toEqual({ '2026-02-02': 7.75, '2026-02-03': 11.75 });
    expect(report.total).toBe(19.5);
    // What the API description says of it is the report's one declared reply, as the screen reads it.
    expect((await describedReplies(inject, pm))('get', '/api/admin/timesheet/report', response)).toBe('');
    const all = (await inject({ method: 'GET', url: `/api/admin/timesheet?workOrderId=${workOrderId}&_start=0&_end=100`, headers: admin })).json();
    const inPeriod = all.filter((entry: { date: string }) => entry.date <= '2026-02-28');
    expect(inPeriod.reduce((total: number, entry: { hours: number }) => total + entry.hours, 0)).toBe(report.total);
  });

  test('a period longer than two months is by month: whole months from the kept totals, its ends from the entries, the same hours as by day', async () => {
    for (const [date, hours] of [['2026-01-14', 1], ['2026-01-20', 2], ['2026-03-31', 1.5], ['2026-04-05', 6], ['2026-04-20', 3]] as const)
      expect((await inject({ method: 'PUT', url: '/api/timesheet', headers: people[0].headers, payload: { workOrderId, date, hours } })).statusCode).toBe(201);
    const reportOf = async (startDate: string, endDate: string) => {
      const response = await inject({ method: 'GET', url: `/api/admin/timesheet/report?workOrderId=${workOrderId}&startDate=${startDate}&endDate=${endDate}`, headers: pm });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const report = await reportOf('2026-01-15', '2026-04-10');
    expect(report.granularity).toBe('month');
    expect(report.employees.map((row: { name: string; periods: unknown; total: number }) => [row.name.split(' ')[0], row.periods, row.total])).toEqual([
      ['Albertini', { '2026-02': 3.75, '2026-03': 5 }, 8.75],
      ['Bianchi', { '2026-01': 2, '2026-02': 15.75, '2026-03': 1.5, '2026-04': 6 }, 25.25],
    ]);
    expect(report.periods).toEqual({ '2026-01': 2, '2026-02': 19.5, '2026-03': 6.5, '2026-04': 6 });
    expect(report.total).toBe(34);
    // The same period by day, in two parts of up to 62 days, adds up to the same months.
    const byMonth: Record<string, number> = {};
    for (const part of [await reportOf('2026-01-15', '2026-03-01'), await reportOf('2026-03-02', '2026-04-10')]) {
      expect(part.granularity).toBe('day');
      for (const [day, hours] of Object.entries(part.periods as Record<string, number>)) byMonth[day.slice(0, 7)] = (byMonth[day.slice(0, 7)] ?? 0) + hours;
    }
    expect(byMonth).toEqual(report.periods);
    // 62 days are still by day, 63 by month.
    expect((await reportOf('2026-07-01', '2026-08-31')).granularity).toBe('day');
    expect((await reportOf('2026-07-01', '2026-09-01')).granularity).toBe('month');
  });

  test('the wrong role is refused, bad input is a 400 naming the field', async () => {
    const url = `/api/admin/timesheet/report?workOrderId=${workOrderId}&startDate=2026-02-01&endDate=2026-02-28`;
    expect((await inject({ method: 'GET', url, headers: accountant })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url, headers: people[0].headers })).statusCode).toBe(403);
    const missing = await inject({ method: 'GET', url: `/api/admin/timesheet/report?workOrderId=${workOrderId}`, headers: pm });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ startDate: 'Required', endDate: 'Required' });
    const backwards = await inject({ method: 'GET', url: `/api/admin/timesheet/report?workOrderId=${workOrderId}&startDate=2026-03-01&endDate=2026-02-01`, headers: pm });
    expect(backwards.statusCode).toBe(400);
  });

  test('an employee reads their own entries by employee id and by task, never another\'s', async () => {
    const own = await inject({ method: 'GET', url: `/api/timesheet/employees/${people[1].id}`, headers: people[1].headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((entry: { hours: number }) => entry.hours)).toEqual([3.75, 4, 5]);
    expect((await inject({ method: 'GET', url: `/api/timesheet/employees/${people[0].id}`, headers: people[1].headers })).statusCode).toBe(404);
    const byTask = await inject({ method: 'GET', url: '/api/timesheet/task/999999', headers: people[1].headers });
    expect(byTask.statusCode).toBe(200);
    expect(byTask.json()).toEqual([]);
  });
});
