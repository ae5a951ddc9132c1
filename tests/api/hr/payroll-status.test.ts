import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { auditTrail } from '../../../server/db/system-tables';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { absenceCause, employeeWithContract, insertRows, workOrder } from '../../helpers/payroll-fixture';
import { as, callerWith } from '../../helpers/test-caller';

// A payroll's steps (Draft → Calculated → Approved → Paid), its estimate and the consultant's figures,
// its approver, and the accountant's corrections of its days.

describe.each(testDatabaseKinds)('payroll status, figures and days on %s', (kind) => {
  let t: TestApp;
  let employeeId: number;
  let unpaidId: number;
  const accountant = as(callerWith(['ACCOUNTANT'], { username: 'carla' }));
  const admin = as(callerWith(['ADMIN'], { username: 'root' }));
  let employee: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ id: employeeId } = await employeeWithContract(t.app, { firstName: 'Anna', lastName: 'Bianchi' }, { grossAnnualSalary: 30000 }));
    unpaidId = (await absenceCause(t.app, 'ASP', false)).id;
    employee = as(callerWith(['EMPLOYEE'], { employeeId }));
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const post = (url: string, payload: Record<string, unknown> = {}, headers = accountant) => inject({ method: 'POST', url: `/api/admin/labour${url}`, headers, payload });
  // A step runs once per version: the caller sends the version(s) it read, as the list and record screens do.
  const versionOf = async (id: number) => ((await inject({ method: 'GET', url: `/api/admin/labour/${id}`, headers: accountant })).json() as { version: number }).version;
  const step = async (url: string, payload: Record<string, unknown> = {}, headers = accountant) => {
    const ids = payload.ids as number[] | undefined;
    const read = ids ? { versions: await Promise.all(ids.map(versionOf)) } : { version: await versionOf(Number(url.split('/').pop())) };
    return post(url, { ...read, ...payload }, headers);
  };
  let month = 0;
  const newPayroll = async () => {
    month += 1;
    const response = await inject({ method: 'PUT', url: '/api/admin/labour', headers: accountant, payload: { employeeId, year: 2026, month } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; number: string };
  };

  test('advance moves one step at a time, computing the estimate from Draft; the ends are refused with 409', async () => {
    const payroll = await newPayroll();
    expect((await step(`/rollback_status/${payroll.id}`)).statusCode).toBe(409);
    const calculated = await step(`/advance_status/${payroll.id}`);
    expect(calculated.statusCode, calculated.body).toBe(200);
    // 30,000 RAL in 14 instalments (worked example of tests/unit/payroll-figures.test.ts).
    expect(calculated.json()).toMatchObject({
      status: 'Calculated',
      grossSalary: 2142.86,
      estimatedGross: 2142.86,
      contributions: 196.93,
      withholdingTax: 301.54,
      netSalary: 1644.39,
      tfrMonthlySalary: 2500,
      tfr: 172.69,
      totalCost: 2958.41,
    });
    expect((await step(`/advance_status/${payroll.id}`)).json().status).toBe('Approved');
    expect((await step(`/rollback_status/${payroll.id}`)).json().status).toBe('Calculated');
    await step(`/advance_status/${payroll.id}`);
    expect((await step(`/advance_status/${payroll.id}`)).json().status).toBe('Paid');
    const end = await step(`/advance_status/${payroll.id}`);
    expect(end.statusCode).toBe(409);
    expect(end.json().message).toMatch(/is Paid/);
    // Paid locks: no step back, no recalculation, no figures, no generic edit or delete.
    expect((await step(`/rollback_status/${payroll.id}`)).statusCode).toBe(409);
    expect((await post(`/recalculate/${payroll.id}`)).statusCode).toBe(409);
    expect((await post(`/salary/${payroll.id}`, { grossSalary: 1 })).statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/admin/labour/${payroll.id}`, headers: accountant })).statusCode).toBe(409);
  });

  test('the list advances many payrolls at once, or none when one cannot move', async () => {
    const [a, b] = [await newPayroll(), await newPayroll()];
    const moved = await step('/advance_status', { ids: [a.id, b.id] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().map((row: { status: string; grossSalary: number }) => [row.status, row.grossSalary])).toEqual([
      ['Calculated', 2142.86],
      ['Calculated', 2142.86],
    ]);
    const c = await newPayroll();
    for (let count = 0; count < 2; count += 1) await step(`/advance_status/${a.id}`);
    expect((await step('/advance_status', { ids: [c.id, a.id] })).statusCode).toBe(409);
    const unchanged = (await inject({ method: 'GET', url: `/api/admin/labour/${c.id}`, headers: accountant })).json();
    expect(unchanged.status).toBe('Draft');
  });

  test('status is set by an admin only, and only along a declared move', async () => {
    const payroll = await newPayroll();
    expect((await post(`/status/${payroll.id}`, { status: 'Calculated' })).statusCode).toBe(403);
    expect((await post(`/status/${payroll.id}`, { status: 'Paid' }, admin)).statusCode).toBe(409);
    expect((await post(`/status/${payroll.id}`, { status: 'Nonsense' }, admin)).statusCode).toBe(400);
    const set = await post(`/status/${payroll.id}`, { status: 'Calculated' }, admin);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().status).toBe('Calculated');
    expect((await step(`/advance_status/${payroll.id}`, {}, employee)).statusCode).toBe(403);
  });

  test("the consultant's gross and TFR pay win over the estimate, which stays beside them", async () => {
    const payroll = await newPayroll();
    await post(`/recalculate/${payroll.id}`);
    const salary = await post(`/salary/${payroll.id}`, { grossSalary: 2000 });
    expect(salary.statusCode, salary.body).toBe(200);
    // 2,000 × 9.19% = 183.80; the estimate stays 2,142.86 so the difference shows.
    expect(salary.json()).toMatchObject({ grossSalary: 2000, estimatedGross: 2142.86, isGrossFromConsultant: true, contributions: 183.8, totalCost: 2000 + 600 + 172.69 });
    const tfr = await post(`/tfr_monthly_salary/${payroll.id}`, { tfrMonthlySalary: 2400 });
    // 2,400 / 13.5 = 177.78, less 12.00
    expect(tfr.json()).toMatchObject({ tfrMonthlySalary: 2400, tfr: 165.78, isTfrSalaryFromConsultant: true, grossSalary: 2000 });
    const again = await post(`/recalculate/${payroll.id}`);
    expect(again.json()).toMatchObject({ grossSalary: 2000, tfrMonthlySalary: 2400, tfr: 165.78 });
    expect((await post(`/salary/${payroll.id}`, { grossSalary: -5 })).statusCode).toBe(400);
  });

  test('approving a payroll records its approver: the user who moved it to Approved', async () => {
    const payroll = await newPayroll();
    const users = t.app.portal.schema.resourceTables.get('users')!;
    const [user] = (await t.app.portal.db.insert(users.table).values({ username: 'carla.approver', displayName: 'Carla Conti' }).returning()) as { id: number }[];
    const carla = as({ ...callerWith(['ACCOUNTANT'], { username: 'carla.approver' }), userId: user.id });
    const calculated = (await step(`/advance_status/${payroll.id}`, {}, carla)).json();
    expect(calculated).toMatchObject({ status: 'Calculated', approverId: null });
    const approved = await step(`/advance_status/${payroll.id}`, {}, carla);
    expect(approved.json()).toMatchObject({ status: 'Approved', approverId: user.id });
    const read = await inject({ method: 'GET', url: `/api/admin/labour/approver/${payroll.id}`, headers: accountant });
    expect(read.json()).toEqual({ approverId: user.id, approver: { id: user.id, displayName: 'Carla Conti' } });
    // Paid: history, no payslip upload nor recalculation (409), as the screen no longer offers them.
    expect((await step(`/advance_status/${payroll.id}`, {}, carla)).json()).toMatchObject({ status: 'Paid' });
    expect((await post(`/recalculate/${payroll.id}`)).statusCode).toBe(409);
  });

  test('the approver is set and read back; the payrolls of an employee come newest first', async () => {
    const payroll = await newPayroll();
    const users = t.app.portal.schema.resourceTables.get('users')!;
    const [user] = (await t.app.portal.db.insert(users.table).values({ username: 'ada', displayName: 'Ada Lovelace' }).returning()) as { id: number }[];
    const set = await post(`/${payroll.id}/approver/${user.id}`);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().approverId).toBe(user.id);
    const read = await inject({ method: 'GET', url: `/api/admin/labour/approver/${payroll.id}`, headers: accountant });
    expect(read.json()).toEqual({ approverId: user.id, approver: { id: user.id, displayName: 'Ada Lovelace' } });
    expect((await post(`/${payroll.id}/approver/999999`)).statusCode).toBe(400);
    const list = await inject({ method: 'GET', url: `/api/admin/labour/employees/${employeeId}`, headers: accountant });
    const months = list.json().map((row: { month: number }) => row.month);
    expect(months).toEqual([...months].sort((a, b) => b - a));
    expect(months.length).toBe(month);
  });

  test('the accountant corrects days in bulk: audited, worked days and hours follow, the estimate too; not on a paid payroll', async () => {
    const payroll = await newPayroll();
    const days = await insertRows(t.app, 'labourDays', [
      { labourId: payroll.id, employeeId, date: '2026-05-04', workedHours: 8 },
      { labourId: payroll.id, employeeId, date: '2026-05-05', workedHours: 8 },
      { labourId: payroll.id, employeeId, date: '2026-05-06', workedHours: 8 },
    ]);
    const response = await inject({
      method: 'PUT',
      url: '/api/admin/labour_day/bulk_update',
      headers: accountant,
      payload: { ids: [days[0].id, days[1].id], workedHours: 0, absenceHours: 8, exceptionId: unpaidId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((day: { absenceHours: number; overtimeHours: number }) => [day.absenceHours, day.overtimeHours])).toEqual([
      [8, 0],
      [8, 0],
    ]);
    const after = (await inject({ method: 'GET', url: `/api/admin/labour/${payroll.id}`, headers: accountant })).json();
    expect(after).toMatchObject({ workedDays: 1, workedHours: 8 });
    const audit = await t.app.portal.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.resource, 'labourDays'), eq(auditTrail.recordId, days[0].id)))
      .orderBy(asc(auditTrail.id));
    expect(audit.map((row) => [row.action, row.via, row.username])).toContainEqual(['update', 'bulkUpdate', 'carla']);
    // 16 unpaid hours at 2,142.857… / 168 = 204.08 off the gross.
    expect((await post(`/recalculate/${payroll.id}`)).json().grossSalary).toBe(1938.78);

    expect((await inject({ method: 'PUT', url: '/api/admin/labour_day/bulk_update', headers: employee, payload: { ids: [days[2].id], workedHours: 1 } })).statusCode).toBe(403);
    for (let count = 0; count < 3; count += 1) await step(`/advance_status/${payroll.id}`);
    const locked = await inject({ method: 'PUT', url: '/api/admin/labour_day/bulk_update', headers: accountant, payload: { ids: [days[2].id], workedHours: 4 } });
    expect(locked.statusCode).toBe(409);
  });

  test('the employee reads their own payrolls and days but changes none', async () => {
    const own = await inject({ method: 'GET', url: '/api/labour', headers: employee });
    expect(own.statusCode).toBe(200);
    expect(own.json().length).toBeGreaterThan(0);
    const [first] = own.json();
    expect((await inject({ method: 'GET', url: `/api/labour/${first.id}`, headers: employee })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: `/api/admin/labour/recalculate/${first.id}`, headers: employee })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/labour/${first.id}`, headers: employee })).statusCode).toBeGreaterThanOrEqual(403);
  });

  // Issue 43: a payroll made before its month sheet settled (157 h against an approved 165 h) said nothing.
  test('advancing a selection with several stale payrolls names each of them, and moves none', async () => {
    const order = await workOrder(t.app);
    const stalePayroll = async (firstName: string) => {
      const { id } = await employeeWithContract(t.app, { firstName, lastName: 'Stale' });
      const person = as(callerWith(['EMPLOYEE'], { employeeId: id, username: firstName.toLowerCase() }));
      await insertRows(t.app, 'workOrderMembers', [{ workOrderId: order.id, employeeId: id }]);
      const book = async (date: string) =>
        expect((await inject({ method: 'PUT', url: '/api/timesheet', headers: person, payload: { workOrderId: order.id, date, hours: 8 } })).statusCode).toBe(201);
      await book('2025-04-01');
      const made = await inject({ method: 'PUT', url: '/api/admin/labour', headers: accountant, payload: { employeeId: id, year: 2025, month: 4 } });
      expect(made.statusCode, made.body).toBe(201);
      await book('2025-04-02');
      return made.json() as { id: number; number: string };
    };
    const [first, second] = [await stalePayroll('Bruno'), await stalePayroll('Dora')];
    const refused = await step('/advance_status', { ids: [first.id, second.id] });
    expect(refused.statusCode).toBe(409);
    const { message: said } = refused.json() as { message: string };
    expect(said).toContain(`Payroll ${first.number}: its month sheet changed`);
    expect(said).toContain(`Payroll ${second.number}: its month sheet changed`);
    for (const payroll of [first, second]) expect((await inject({ method: 'GET', url: `/api/admin/labour/${payroll.id}`, headers: accountant })).json().status).toBe('Draft');
  });

  test('a payroll whose month sheet changed since its calculation is flagged and moves no further until recalculated or confirmed', async () => {
    const { id: lucaId } = await employeeWithContract(t.app, { firstName: 'Luca', lastName: 'Stale' });
    const luca = as(callerWith(['EMPLOYEE'], { employeeId: lucaId, username: 'luca' }));
    const order = await workOrder(t.app);
    await insertRows(t.app, 'workOrderMembers', [{ workOrderId: order.id, employeeId: lucaId }]);
    const book = async (date: string) => {
      const booked = await inject({ method: 'PUT', url: '/api/timesheet', headers: luca, payload: { workOrderId: order.id, date, hours: 8 } });
      expect(booked.statusCode, booked.body).toBe(201);
    };
    const read = async (id: number) => (await inject({ method: 'GET', url: `/api/admin/labour/${id}`, headers: accountant })).json();
    await book('2025-03-03');
    const made = await inject({ method: 'PUT', url: '/api/admin/labour', headers: accountant, payload: { employeeId: lucaId, year: 2025, month: 3 } });
    expect(made.statusCode, made.body).toBe(201);
    const payroll = made.json() as { id: number; number: string };
    expect(await read(payroll.id)).toMatchObject({ calculatedSheetStatus: 'Open', calculatedSheetHours: 8, isStale: false, sheetStatusNow: null });

    // More hours in the sheet: the payroll says so, in its record and in the list's filter.
    await book('2025-03-04');
    expect(await read(payroll.id)).toMatchObject({ isStale: true, sheetStatusNow: 'Open', sheetHoursNow: 16 });
    const flagged = await inject({ method: 'GET', url: '/api/admin/labour?isStale=true', headers: accountant });
    expect(flagged.json().map((row: { id: number }) => row.id)).toContain(payroll.id);
    const refused = await step(`/advance_status/${payroll.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/month sheet changed after it was calculated \(8(\.00)? h then, 16(\.00)? h now\); recalculate it or confirm the difference/);
    expect((await step('/advance_status', { ids: [payroll.id] })).statusCode).toBe(409);
    expect((await read(payroll.id)).status).toBe('Draft');

    // Recalculated: it follows the sheet as it is now.
    expect((await post(`/recalculate/${payroll.id}`)).statusCode).toBe(200);
    expect(await read(payroll.id)).toMatchObject({ isStale: false, calculatedSheetHours: 16, sheetStatusNow: null });

    // Changed again, then confirmed with a note (required), which stays on the payroll and in its history.
    await book('2025-03-05');
    expect((await read(payroll.id)).isStale).toBe(true);
    expect((await step(`/confirm_difference/${payroll.id}`, {})).statusCode).toBe(400);
    expect((await step(`/confirm_difference/${payroll.id}`, { note: 'Not mine' }, employee)).statusCode).toBe(403);
    const confirmed = await step(`/confirm_difference/${payroll.id}`, { note: 'The 5 March hours are paid next month' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ isStale: false, differenceNote: 'The 5 March hours are paid next month', calculatedSheetHours: 24 });
    const audit = await t.app.portal.db.select().from(auditTrail).where(and(eq(auditTrail.resource, 'labour'), eq(auditTrail.recordId, payroll.id), eq(auditTrail.via, 'confirmDifference')));
    expect(audit.map((row) => [row.username, (row.changes as Record<string, unknown[]>).differenceNote?.[1]])).toEqual([['carla', 'The 5 March hours are paid next month']]);
    expect((await step(`/confirm_difference/${payroll.id}`, { note: 'Again' })).statusCode).toBe(409);
    expect((await step(`/advance_status/${payroll.id}`)).json().status).toBe('Calculated');

    // The sheet sent for approval changed state: stale again, and not even an administrator sets it Approved.
    const sent = await inject({ method: 'POST', url: '/api/month/send', headers: luca, payload: { year: 2025, month: 3 } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await read(payroll.id)).toMatchObject({ isStale: true, sheetStatusNow: 'Sent' });
    const set = await post(`/status/${payroll.id}`, { status: 'Approved' }, admin);
    expect(set.statusCode).toBe(409);
    expect(set.json().errors).toHaveProperty('isStale');
    expect((await post(`/recalculate/${payroll.id}`)).statusCode).toBe(200);
    expect((await step(`/advance_status/${payroll.id}`)).json()).toMatchObject({ status: 'Approved', isStale: false });
  });
});
