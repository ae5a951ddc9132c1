import { testDatabaseKinds } from '../helpers/databases';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

describe.each(testDatabaseKinds)('pending HR request count on %s', (kind) => {
  const { inject, insert } = useShellApi(kind);
  const ids: Record<string, number> = {};
  const url = '/api/admin/hr_timesheet/count-pending';

  beforeAll(async () => {
    const mario = await insert('employees', employeeRow());
    const lucia = await insert('employees', employeeRow());
    ids.mario = mario.id;
    const leave = await insert('exceptions', { code: 'FER', name: 'Ferie', category: 'Leave' });
    const request = (number: string, employeeId: number, startDate: string, state: string) =>
      insert('hrTimesheetRequests', { number, employeeId, exceptionId: leave.id, startDate, endDate: startDate, state });
    await request('HRQ-000001', mario.id, '2025-03-03', 'Reviewing');
    await request('HRQ-000002', mario.id, '2025-04-01', 'Reviewing');
    await request('HRQ-000003', lucia.id, '2025-03-31', 'Reviewing');
    await request('HRQ-000004', mario.id, '2025-03-10', 'Approved');
  });

  const count = async (query = '', caller = callerWith(['ADMIN'])) => {
    const response = await inject({ method: 'GET', url: `${url}${query}`, headers: as(caller) });
    return { status: response.statusCode, body: response.json() };
  };

  test('counts the requests in Reviewing', async () => {
    expect(await count()).toEqual({ status: 200, body: { count: 3 } });
    expect((await count('', callerWith(['HR MANAGE']))).body).toEqual({ count: 3 });
  });

  // Issue 43: an approver cannot decide their own requests (four eyes), so the badge does not count them.
  test("an approver's badge leaves out their own requests", async () => {
    expect((await count('', callerWith(['HR MANAGE', 'EMPLOYEE'], { employeeId: ids.mario }))).body).toEqual({ count: 1 });
    expect((await count('?year=2025&month=3', callerWith(['HR MANAGE', 'EMPLOYEE'], { employeeId: ids.mario }))).body).toEqual({ count: 1 });
    // Asked about one employee by name, the count is that employee's, as the spec's query says.
    expect((await count(`?employeeId=${ids.mario}`, callerWith(['HR MANAGE', 'EMPLOYEE'], { employeeId: ids.mario }))).body).toEqual({ count: 2 });
  });

  test('narrows to one employee and the month a request starts in', async () => {
    expect((await count(`?employeeId=${ids.mario}`)).body).toEqual({ count: 2 });
    expect((await count('?year=2025&month=3')).body).toEqual({ count: 2 });
    expect((await count(`?employeeId=${ids.mario}&year=2025&month=3`)).body).toEqual({ count: 1 });
  });

  test('refuses other roles and a half-given month', async () => {
    expect((await count('', callerWith(['EMPLOYEE']))).status).toBe(403);
    expect((await count('?year=2025')).status).toBe(400);
    expect((await count('?year=2025&month=13')).status).toBe(400);
  });
});
