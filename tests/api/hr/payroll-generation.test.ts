import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { absenceCause, bookHours, employeeWithContract, hrRequest, monthSheet, workOrder } from '../../helpers/payroll-fixture';
import { as, callerWith } from '../../helpers/test-caller';

// Generating a month's payrolls from the approved month sheets and requests (June 2026: Tuesday 2 June
// is the Festa della Repubblica; 6 June is a Saturday).

describe.each(testDatabaseKinds)('payroll generation on %s', (kind) => {
  let t: TestApp;
  let failClosing = false;
  const accountant = as(callerWith(['ACCOUNTANT'], { username: 'carla' }));
  const employee = as(callerWith(['EMPLOYEE']));
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, {
      writeRules: {
        // Lets a test make the last step of a generation fail, to prove the whole of it rolls back (after the
        // modules' own rules, which a test's rules join, not replace).
        timesheetMonths: [
          () => {
            if (failClosing) throw badRequest(message('Closing refused by the test'));
          },
        ],
      },
    });
    const { app } = t;
    const order = await workOrder(app);
    const ferie = await absenceCause(app, 'FER');
    ids.ferie = ferie.id;
    const anna = await employeeWithContract(app, { firstName: 'Anna', lastName: 'Bianchi' });
    const bruno = await employeeWithContract(app, { firstName: 'Bruno', lastName: 'Verdi' });
    await employeeWithContract(app, { firstName: 'Carla', lastName: 'Neri' });
    // Left in May: no payroll in June, and not reported either.
    await employeeWithContract(app, { firstName: 'Dario', lastName: 'Gialli' }, { endDate: '2026-05-31' });
    Object.assign(ids, { anna: anna.id, bruno: bruno.id });
    ids.annaSheet = (await monthSheet(app, anna.id, 2026, 6, 'Approved')).id;
    ids.brunoSheet = (await monthSheet(app, bruno.id, 2026, 6, 'Sent')).id;
    await bookHours(app, anna.id, order.id, { '2026-06-01': 10, '2026-06-03': 8, '2026-06-06': 4 });
    await hrRequest(app, { employeeId: anna.id, exceptionId: ferie.id, startDate: '2026-06-04', endDate: '2026-06-05', state: 'Approved' });
    await hrRequest(app, { employeeId: anna.id, exceptionId: ferie.id, startDate: '2026-06-08', endDate: '2026-06-08', state: 'Reviewing' });
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const generate = (payload: Record<string, unknown>, headers = accountant) =>
    inject({ method: 'POST', url: '/api/admin/labour/generate', headers, payload });
  const countOf = async (resource: string) => {
    const { table } = t.app.portal.schema.resourceTables.get(resource)!;
    return (await t.app.portal.db.select().from(table)).length;
  };
  const sheetStatus = async (id: number) => {
    const { table, columns } = t.app.portal.schema.resourceTables.get('timesheetMonths')!;
    return (await t.app.portal.db.select({ status: columns.status }).from(table).where(eq(columns.id, id)))[0].status;
  };

  test('only the payroll roles may generate; bad input is a 400', async () => {
    expect((await generate({ year: 2026, month: 6 }, employee)).statusCode).toBe(403);
    const bad = await generate({ year: 2026, month: 13 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('month');
  });

  test('a failure half-way leaves nothing: no payroll, no day, no closed sheet', async () => {
    failClosing = true;
    const response = await generate({ year: 2026, month: 6 });
    failClosing = false;
    expect(response.statusCode).toBe(400);
    expect(await countOf('labour')).toBe(0);
    expect(await countOf('labourDays')).toBe(0);
    expect(await sheetStatus(ids.annaSheet)).toBe('Approved');
  });

  test('generates the approved month, reports the others by name and closes the sheet it used', async () => {
    const response = await generate({ year: 2026, month: 6 });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.created.map((row: { employee: string }) => row.employee)).toEqual(['Anna Bianchi']);
    expect(report.missingApprovals).toEqual([
      { employeeId: ids.bruno, employee: 'Bruno Verdi', sheetStatus: 'Sent', sheetId: expect.any(Number), sheetNumber: expect.stringMatching(/^TSM-/) },
      { employeeId: expect.any(Number), employee: 'Carla Neri', sheetStatus: 'Missing', sheetId: null, sheetNumber: null },
    ]);
    expect(report.closedSheets).toHaveLength(1);
    expect(await sheetStatus(ids.annaSheet)).toBe('Closed');
    expect(await sheetStatus(ids.brunoSheet)).toBe('Sent');

    const payroll = (await inject({ method: 'GET', url: `/api/admin/labour/${report.created[0].id}`, headers: accountant })).json();
    // Worked 8 + 8 on weekdays, overtime 2 (Monday) + 4 (Saturday): derived from the days.
    expect(payroll).toMatchObject({ status: 'Draft', employeeId: ids.anna, year: 2026, month: 6, workedDays: 2, workedHours: 22, grossSalary: expect.any(Number) });
    // It records the approved sheet it was made from; the sheet's closing is no change to flag (issue 43).
    expect(payroll).toMatchObject({ calculatedSheetStatus: 'Approved', isStale: false, sheetStatusNow: null });
    const days = (await inject({ method: 'GET', url: `/api/admin/labour_day?labourId=${payroll.id}&_start=0&_end=100`, headers: accountant })).json();
    const rows = days as Record<string, unknown>[];
    // 22 weekdays in June 2026 and the Saturday with booked hours.
    expect(rows).toHaveLength(23);
    const on = (date: string) => rows.find((row) => row.date === date);
    expect(on('2026-06-01')).toMatchObject({ workedHours: 8, overtimeHours: 2, absenceHours: 0, isHoliday: false });
    expect(on('2026-06-02')).toMatchObject({ workedHours: 0, isHoliday: true });
    expect(on('2026-06-04')).toMatchObject({ absenceHours: 8, exceptionId: ids.ferie });
    expect(on('2026-06-06')).toMatchObject({ workedHours: 0, overtimeHours: 4 });
    // The request still under review is not an absence.
    expect(on('2026-06-08')).toMatchObject({ absenceHours: 0, exceptionId: null });
  });

  test('generating again changes nothing and adds only what is missing', async () => {
    const [payrolls, days] = [await countOf('labour'), await countOf('labourDays')];
    const again = (await generate({ year: 2026, month: 6 })).json();
    expect(again.created).toEqual([]);
    expect(again.alreadyGenerated.map((row: { employee: string }) => row.employee)).toEqual(['Anna Bianchi']);
    expect([await countOf('labour'), await countOf('labourDays')]).toEqual([payrolls, days]);

    // Bruno's sheet gets approved: the next run adds his payroll alone.
    const { table, columns } = t.app.portal.schema.resourceTables.get('timesheetMonths')!;
    await t.app.portal.db.update(table).set({ status: 'Approved' }).where(eq(columns.id, ids.brunoSheet));
    const batch = await inject({ method: 'POST', url: '/api/admin/labour/batch', headers: accountant, payload: { year: 2026, month: 6, employeeIds: `${ids.bruno}, ${ids.anna}` } });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().created.map((row: { employee: string }) => row.employee)).toEqual(['Bruno Verdi']);
    expect(batch.json().missingApprovals).toEqual([]);
    expect(await countOf('labour')).toBe(payrolls + 1);
  });

  test('several months at once, one report per month', async () => {
    const response = await inject({ method: 'POST', url: '/api/admin/labour/generate_specific_months', headers: accountant, payload: { months: '2026-07, 2026-06' } });
    expect(response.statusCode, response.body).toBe(200);
    const [june, july] = response.json();
    expect([june.month, july.month]).toEqual([6, 7]);
    expect(june.created).toEqual([]);
    expect(july.missingApprovals.map((row: { employee: string }) => row.employee)).toEqual(['Anna Bianchi', 'Bruno Verdi', 'Carla Neri']);
    const bad = await inject({ method: 'POST', url: '/api/admin/labour/generate_specific_months', headers: accountant, payload: { months: '2026-13' } });
    expect(bad.statusCode).toBe(400);
  });

  test('a batch naming an unknown employee is a 404 and writes nothing', async () => {
    const before = await countOf('labour');
    const response = await inject({ method: 'POST', url: '/api/admin/labour/batch', headers: accountant, payload: { year: 2026, month: 8, employeeIds: '999999' } });
    expect(response.statusCode).toBe(404);
    expect(await countOf('labour')).toBe(before);
  });
});
