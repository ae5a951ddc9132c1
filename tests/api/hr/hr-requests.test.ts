import { eq } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { testDatabaseKinds } from '../../helpers/databases';
import { employeeRow, useShellApi } from '../../helpers/shell-api';
import { as, callerWith } from '../../helpers/test-caller';
import { fixtureNumber } from '../../helpers/fixture-numbers';

// HR requests (SPEC §7): the employee files and withdraws, HR decides; overlaps are refused, decided requests
// are read-only for the employee, and the reads answer on their spec paths.

describe.each(testDatabaseKinds)('HR requests on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const ids: Record<string, number> = {};
  let mario: ReturnType<typeof as>;
  let lucia: ReturnType<typeof as>;
  // A user id no row of `users` holds: the author of a change is never told of it, and HR is not Mario.
  const hr = as({ ...callerWith(['HR MANAGE'], { username: 'hr' }), userId: 987_654 });
  const pm = as(callerWith(['PROJECT MANAGER']));

  beforeAll(async () => {
    ids.mario = (await insert('employees', employeeRow())).id;
    ids.lucia = (await insert('employees', employeeRow())).id;
    ids.fer = (await insert('exceptions', { code: 'FER', name: 'Ferie', category: 'Leave' })).id;
    ids.rol = (await insert('exceptions', { code: 'ROL', name: 'Permesso ROL', category: 'Permission' })).id;
    ids.mal = (await insert('exceptions', { code: 'MAL', name: 'Malattia', category: 'Sick leave', needsCertificate: true })).id;
    const users = resourceTableOf(portal().schema, 'users');
    const [user] = (await portal().db.insert(users.table).values({ username: 'mario', displayName: 'Mario', employeeId: ids.mario }).returning()) as { id: number }[];
    ids.marioUser = user.id;
    mario = as({ ...callerWith(['EMPLOYEE'], { username: 'mario', employeeId: ids.mario }), userId: user.id });
    lucia = as(callerWith(['EMPLOYEE'], { username: 'lucia', employeeId: ids.lucia }));
  });

  const ask = (headers: ReturnType<typeof as>, body: Record<string, unknown>) =>
    inject({ method: 'PUT', url: '/api/hr_timesheet', headers, payload: { exceptionId: ids.fer, ...body } });
  const read = async (id: number) => (await inject({ method: 'GET', url: `/api/admin/hr_timesheet/${id}`, headers: hr })).json();

  test('an employee asks for leave; an overlapping request of the same employee is refused, another employee is free', async () => {
    const first = await ask(mario, { startDate: '2030-03-04', endDate: '2030-03-08' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ employeeId: ids.mario, state: 'Reviewing' });
    const overlap = await ask(mario, { startDate: '2030-03-08', endDate: '2030-03-12' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/overlaps HR request/);
    expect((await ask(lucia, { startDate: '2030-03-04', endDate: '2030-03-08' })).statusCode).toBe(201);
    // An edit that moves into another request is refused too.
    const later = (await ask(mario, { startDate: '2030-03-20', endDate: '2030-03-20' })).json();
    const moved = await inject({ method: 'POST', url: `/api/hr_timesheet/${later.id}`, headers: mario, payload: { version: later.version, startDate: '2030-03-06' } });
    expect([moved.statusCode, (await read(later.id)).startDate]).toEqual([409, '2030-03-20']);
  });

  test('bad requests are 400: end before start, hours over several days, a missing certificate', async () => {
    const backwards = await ask(mario, { startDate: '2030-05-10', endDate: '2030-05-09' });
    expect([backwards.statusCode, backwards.json().errors]).toEqual([400, { endDate: 'On or after the start date' }]);
    expect((await ask(mario, { startDate: '2030-05-10', endDate: '2030-05-11', hours: 2 })).statusCode).toBe(400);
    const sick = await ask(mario, { exceptionId: ids.mal, startDate: '2030-05-13', endDate: '2030-05-13' });
    expect([sick.statusCode, sick.json().errors]).toEqual([400, { certificateNumber: 'Required for this cause' }]);
    expect((await ask(mario, { exceptionId: ids.mal, startDate: '2030-05-13', endDate: '2030-05-13', certificateNumber: '123456789' })).statusCode).toBe(201);
  });

  test('HR approves with a note; the employee is told and can no longer edit or withdraw it', async () => {
    const request = (await ask(mario, { startDate: '2030-06-03', endDate: '2030-06-05', note: 'Mare' })).json();
    expect((await inject({ method: 'POST', url: `/api/admin/hr_timesheet/status/${request.id}`, headers: pm, payload: { state: 'Approved' } })).statusCode).toBe(403);
    const approved = await inject({ method: 'POST', url: `/api/admin/hr_timesheet/status/${request.id}`, headers: hr, payload: { state: 'Approved', note: 'Buone vacanze' } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'Approved', reviewerNote: 'Buone vacanze' });
    const notifications = resourceTableOf(portal().schema, 'notifications');
    const told = await portal().db.select().from(notifications.table).where(eq(notifications.columns.recipientId, ids.marioUser));
    // Told once, with HR's note.
    expect(told.filter((row) => row.parent === request.id).map((row) => row.message)).toEqual([
      `Your request ${request.number} (2030-06-03 – 2030-06-05) was approved. Note from HR: Buone vacanze`,
    ]);
    const edit = await inject({ method: 'POST', url: `/api/hr_timesheet/${request.id}`, headers: mario, payload: { version: 2, endDate: '2030-06-07' } });
    expect(edit.statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/hr_timesheet/${request.id}`, headers: mario })).statusCode).toBe(409);
    expect((await read(request.id)).endDate).toBe('2030-06-05');
    // Deciding again is an illegal move; reopening is HR's.
    expect((await inject({ method: 'POST', url: `/api/admin/hr_timesheet/status/${request.id}`, headers: hr, payload: { state: 'Refused' } })).statusCode).toBe(409);
    expect((await inject({ method: 'POST', url: `/api/admin/hr_timesheet/status/${request.id}`, headers: hr, payload: { state: 'Reviewing' } })).json().state).toBe('Reviewing');
  });

  test('a refused request frees its days; a request in Reviewing is withdrawn by its employee only', async () => {
    const request = (await ask(mario, { startDate: '2030-07-01', endDate: '2030-07-02' })).json();
    await inject({ method: 'POST', url: `/api/admin/hr_timesheet/status/${request.id}`, headers: hr, payload: { state: 'Refused', note: 'Rilascio' } });
    // The refusal's note reaches the employee: on the request they read, and in one notification.
    expect((await inject({ method: 'GET', url: `/api/hr_timesheet/${request.id}`, headers: mario })).json()).toMatchObject({ state: 'Refused', reviewerNote: 'Rilascio' });
    const notifications = resourceTableOf(portal().schema, 'notifications');
    const told = await portal().db.select().from(notifications.table).where(eq(notifications.columns.recipientId, ids.marioUser));
    expect(told.filter((row) => row.parent === request.id).map((row) => row.message)).toEqual([`Your request ${request.number} (2030-07-01 – 2030-07-02) was refused. Note from HR: Rilascio`]);
    const again = (await ask(mario, { startDate: '2030-07-01', endDate: '2030-07-01' })).json();
    expect(again.state).toBe('Reviewing');
    expect((await inject({ method: 'DELETE', url: `/api/hr_timesheet/${again.id}`, headers: lucia })).statusCode).toBe(404);
    expect((await inject({ method: 'DELETE', url: `/api/hr_timesheet/${again.id}`, headers: mario })).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: `/api/admin/hr_timesheet/${again.id}`, headers: hr })).statusCode).toBe(404);
  });

  test('removing one day shortens a request at its ends and splits it in the middle', async () => {
    const request = (await ask(mario, { startDate: '2030-09-02', endDate: '2030-09-06' })).json();
    const remove = (id: number, day: string, headers = mario) => inject({ method: 'DELETE', url: `/api/hr_timesheet/${id}/${day}`, headers });
    expect((await remove(request.id, '2030-09-02')).json().map((row: { startDate: string }) => row.startDate)).toEqual(['2030-09-03']);
    const split = (await remove(request.id, '2030-09-04')).json();
    expect(split.map((row: { startDate: string; endDate: string }) => [row.startDate, row.endDate])).toEqual([
      ['2030-09-03', '2030-09-03'],
      ['2030-09-05', '2030-09-06'],
    ]);
    expect((await remove(request.id, '2030-09-10')).statusCode).toBe(400);
    expect((await remove(request.id, '2030-09-03', lucia)).statusCode).toBe(404);
    expect((await remove(request.id, '2030-09-03')).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/admin/hr_timesheet/${request.id}`, headers: hr })).statusCode).toBe(404);
    await inject({ method: 'POST', url: `/api/admin/hr_timesheet/status/${split[1].id}`, headers: hr, payload: { state: 'Approved' } });
    expect((await remove(split[1].id, '2030-09-05')).statusCode).toBe(409);
  });

  test('HR approves a selection at once, all or none', async () => {
    const a = (await ask(lucia, { startDate: '2030-10-01', endDate: '2030-10-01' })).json();
    const b = (await ask(lucia, { startDate: '2030-10-02', endDate: '2030-10-02' })).json();
    const done = await inject({ method: 'POST', url: '/api/admin/hr_timesheet/approve', headers: hr, payload: { ids: [a.id, b.id] } });
    expect(done.json().map((row: { state: string }) => row.state)).toEqual(['Approved', 'Approved']);
    const c = (await ask(lucia, { startDate: '2030-10-03', endDate: '2030-10-03' })).json();
    expect((await inject({ method: 'POST', url: '/api/admin/hr_timesheet/approve', headers: hr, payload: { ids: [c.id, a.id] } })).statusCode).toBe(409);
    expect((await read(c.id)).state).toBe('Reviewing');
  });

  test('the reads: by state, by number, by employee and month or year, and the compact shape', async () => {
    const request = (await ask(lucia, { startDate: '2031-02-27', endDate: '2031-03-03', note: 'Neve' })).json();
    const get = (url: string, headers = hr) => inject({ method: 'GET', url: `/api${url}`, headers });
    const reviewing = (await get('/admin/hr_timesheet/state/Reviewing')).json();
    expect(reviewing.every((row: { state: string }) => row.state === 'Reviewing')).toBe(true);
    expect(reviewing.map((row: { id: number }) => row.id)).toContain(request.id);
    expect((await get('/admin/hr_timesheet/state/Maybe')).statusCode).toBe(400);
    expect((await get('/admin/hr_timesheet/state/Reviewing', lucia)).statusCode).toBe(403);
    expect((await get(`/admin/hr_timesheet/by-number/${request.number}`)).json().id).toBe(request.id);
    expect((await get('/admin/hr_timesheet/by-number/HRQ-999999')).statusCode).toBe(404);
    const ids_ = (response: { json: () => { id: number }[] }) => response.json().map((row) => row.id);
    expect(ids_(await get(`/admin/hr_timesheet/employees/${ids.lucia}?year=2031&month=3`))).toEqual([request.id]);
    expect(ids_(await get(`/admin/hr_timesheet/employees/${ids.lucia}?year=2031&month=4`))).toEqual([]);
    expect(ids_(await get(`/admin/hr_timesheet/find_by_year/${ids.lucia}?year=2031`))).toEqual([request.id]);
    expect(ids_(await get(`/hr_timesheet/employees/${ids.lucia}?year=2031&month=2`, lucia))).toEqual([request.id]);
    expect(ids_(await get(`/hr_timesheet/employees/${ids.lucia}?year=2031&month=2`, mario))).toEqual([]);
    expect(ids_(await get('/hr_timesheet/employees/find_by_year/?year=2031', lucia))).toEqual([request.id]);
    const compact = (await get('/hr_timesheet_little', lucia)).json();
    expect(compact.find((row: { id: number }) => row.id === request.id)).toEqual({
      id: request.id,
      number: request.number,
      employeeId: ids.lucia,
      exceptionId: ids.fer,
      startDate: '2031-02-27',
      endDate: '2031-03-03',
      hours: null,
      state: 'Reviewing',
    });
    const open = (await get('/hr_timesheet_little/approve_and_rew', lucia)).json();
    expect(open.every((row: { state: string }) => row.state !== 'Refused')).toBe(true);
    expect((await get(`/hr_timesheet_little/employees/${ids.lucia}`, mario)).json()).toEqual([]);
    expect((await get(`/hr_timesheet_little/employees/approve_and_rew/${ids.lucia}`, lucia)).json().length).toBe(open.length);
  });

  test('balances: the employee reads their own, HR anyone\'s, others are refused', async () => {
    const ownHolidays = (await inject({ method: 'GET', url: '/api/hr_timesheet/balance?year=2032', headers: lucia })).json();
    expect(ownHolidays.map((row: { code: string }) => row.code)).toEqual(['FER', 'ROL']);
    expect(ownHolidays[0]).toMatchObject({ entitlement: 208, pending: 0 });
    const admin = await inject({ method: 'GET', url: `/api/admin/hr_timesheet/balance/${ids.lucia}?year=2030`, headers: hr });
    // Lucia's 2030 holidays: 5 days pending in March, 2 approved (planned: still ahead) and 1 pending in October; all of 2029 carried.
    expect(admin.json()[0]).toMatchObject({ code: 'FER', entitlement: 208, carriedOver: 208, taken: 0, planned: 16, pending: 48, left: 208 + 208 - 16 - 48 });
    expect((await inject({ method: 'GET', url: `/api/admin/hr_timesheet/balance/${ids.lucia}`, headers: lucia })).statusCode).toBe(403);
  });

  test('a request beyond its balance is flagged for HR; one within it is not', async () => {
    const small = await ask(mario, { exceptionId: ids.rol, startDate: '2034-03-01', endDate: '2034-03-01' });
    expect([small.statusCode, small.json().isBeyondBalance]).toEqual([201, false]);
    // ROL is 72 h a year plus last year's 72 h carried over: two months of it is far beyond.
    const big = await ask(mario, { exceptionId: ids.rol, startDate: '2034-04-02', endDate: '2034-05-31' });
    expect([big.statusCode, big.json().isBeyondBalance]).toEqual([201, true]);
    const flagged = await inject({ method: 'GET', url: `/api/admin/hr_timesheet?isBeyondBalance=true&employeeId=${ids.mario}`, headers: hr });
    expect(flagged.json().map((row: { id: number }) => row.id)).toEqual([big.json().id]);
    // Shortened to fit, the flag goes.
    const fits = await inject({ method: 'POST', url: `/api/hr_timesheet/${big.json().id}`, headers: mario, payload: { version: big.json().version, endDate: '2034-04-03' } });
    expect(fits.json().isBeyondBalance).toBe(false);
    // Sick leave has no entitlement, so it is never beyond.
    expect((await ask(mario, { exceptionId: ids.mal, startDate: '2034-06-05', endDate: '2034-06-30', certificateNumber: '42' })).json().isBeyondBalance).toBe(false);
  });

  test('coverage: colleagues off in the same active work orders, and the days approving would leave one short', async () => {
    const paolo = (await insert('employees', employeeRow({ firstName: 'Paolo', lastName: 'Pending' }))).id;
    const customer = (await insert('customers', { name: `Coverage customer ${kind}` })).id;
    const active = await insert('workOrders', { number: fixtureNumber('WO'), name: 'Help desk', customerId: customer, startDate: '2033-01-01', status: 'Active' });
    const closed = await insert('workOrders', { number: fixtureNumber('WO'), name: 'Old job', customerId: customer, startDate: '2020-01-01', status: 'Closed' });
    for (const employeeId of [ids.mario, ids.lucia, paolo]) await insert('workOrderMembers', { workOrderId: active.id, employeeId });
    await insert('workOrderMembers', { workOrderId: closed.id, employeeId: ids.mario });
    const luciaOff = (await ask(lucia, { startDate: '2033-11-07', endDate: '2033-11-08' })).json();
    await inject({ method: 'POST', url: `/api/admin/hr_timesheet/status/${luciaOff.id}`, headers: hr, payload: { state: 'Approved' } });
    const paoloOff = await insert('hrTimesheetRequests', { number: fixtureNumber('HRQ'), employeeId: paolo, exceptionId: ids.fer, startDate: '2033-11-08', endDate: '2033-11-08' });
    const request = (await ask(mario, { startDate: '2033-11-07', endDate: '2033-11-09' })).json();
    const url = `/api/admin/hr_timesheet/coverage/${request.id}`;
    expect((await inject({ method: 'GET', url, headers: mario })).statusCode).toBe(403);
    const coverage = (await inject({ method: 'GET', url, headers: hr })).json();
    expect(coverage).toMatchObject({ minPresent: 2, isShort: true });
    expect(coverage.workOrders).toHaveLength(1);
    const [helpDesk] = coverage.workOrders;
    expect(helpDesk).toMatchObject({ workOrderId: active.id, name: 'Help desk', members: 3, fewestPresent: 1, shortDays: ['2033-11-07', '2033-11-08'] });
    expect(helpDesk.absent.map((row: { id: number; employeeName: string; state: string }) => [row.id, row.state])).toEqual(
      expect.arrayContaining([
        [luciaOff.id, 'Approved'],
        [paoloOff.id, 'Reviewing'],
      ]),
    );
    expect(helpDesk.absent).toHaveLength(2);
    // A permission of some hours leaves its person present: no work order is short.
    const hours = (await ask(mario, { exceptionId: ids.rol, startDate: '2033-11-14', endDate: '2033-11-14', hours: 2 })).json();
    expect((await inject({ method: 'GET', url: `/api/admin/hr_timesheet/coverage/${hours.id}`, headers: hr })).json()).toMatchObject({ isShort: false });
  });
});
