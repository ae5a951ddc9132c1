import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { employeeWithContract, insertRows } from '../../helpers/payroll-fixture';
import { as, callerWith } from '../../helpers/test-caller';
import { actingOnReadVersion } from '../../helpers/versioned-action';

// An employee sees a payroll, its days and its payslips only once it is Approved (api.own.visibleIn):
// a Draft or Calculated one answers 404 on every own path and is not found by search.

describe.each(testDatabaseKinds)('payroll visibility for the employee on %s', (kind) => {
  let t: TestApp;
  let payroll: { id: number; number: string };
  let dayId: number;
  let fileId: number;
  // A user id no row has: the author of a change is never notified of it.
  const accountant = as({ ...callerWith(['ACCOUNTANT'], { username: 'carla' }), userId: 990_001 });
  let employee: ReturnType<typeof as>;
  let employeeUserId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const anna = await employeeWithContract(t.app, { firstName: 'Anna', lastName: 'Visibile' });
    employee = as(callerWith(['EMPLOYEE'], { employeeId: anna.id }));
    [{ id: employeeUserId }] = await insertRows(t.app, 'users', [{ username: 'anna.visibile', displayName: 'Anna', employeeId: anna.id }]);
    payroll = (await t.app.inject({ method: 'PUT', url: '/api/admin/labour', headers: accountant, payload: { employeeId: anna.id, year: 2026, month: 3 } })).json();
    [{ id: dayId }] = await insertRows(t.app, 'labourDays', [{ labourId: payroll.id, employeeId: anna.id, date: '2026-03-02', workedHours: 8 }]);
    const body = multipartOf([{ fileName: 'cedolino.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
    const uploaded = await t.app.inject({ method: 'PUT', url: `/api/admin/labour/payroll/${payroll.id}`, headers: { ...accountant, ...body.headers }, payload: body.payload });
    [{ id: fileId }] = uploaded.json();
  });
  afterAll(() => t.close());

  const status = (options: InjectOptions) => t.app.inject({ ...options, headers: employee }).then((response) => response.statusCode);
  const ownPayrollIds = async () => (await t.app.inject({ method: 'GET', url: '/api/labour', headers: employee })).json().map((row: { id: number }) => row.id);
  const ownDayIds = async () => (await t.app.inject({ method: 'GET', url: '/api/labour_day', headers: employee })).json().map((row: { id: number }) => row.id);
  const searchHits = async () => (await t.app.inject({ method: 'GET', url: `/api/admin/search?term=${payroll.number}`, headers: employee })).json();
  // A step sends the version of the payroll as read, as the screens do.
  const act = actingOnReadVersion((options) => t.app.inject(options));
  const advance = () => act({ method: 'POST', url: `/api/admin/labour/advance_status/${payroll.id}`, headers: accountant });

  const messages = async () => {
    const notifications = t.app.portal.schema.resourceTables.get('notifications')!;
    const rows = await t.app.portal.db.select({ message: notifications.columns.message }).from(notifications.table).where(eq(notifications.columns.recipientId, employeeUserId));
    return rows.map((row) => row.message);
  };

  test('Draft and Calculated are invisible on every own path and in search', async () => {
    for (const step of ['Draft', 'Calculated']) {
      expect(await ownPayrollIds(), step).toEqual([]);
      expect(await status({ url: `/api/labour/${payroll.id}` })).toBe(404);
      expect(await ownDayIds()).toEqual([]);
      expect(await status({ url: `/api/labour_day/${dayId}` })).toBe(404);
      expect(await status({ url: `/api/labour/attachments/${payroll.id}` })).toBe(404);
      expect(await status({ url: `/api/labour/attachments/${payroll.id}/${fileId}` })).toBe(404);
      expect(await searchHits()).toEqual([]);
      if (step === 'Draft') expect((await advance()).statusCode).toBe(200);
    }
    // Nothing tells the employee of a payroll they cannot open yet.
    expect(await messages()).toEqual([]);
    // The accountant sees it all along.
    expect((await t.app.inject({ url: `/api/admin/labour/${payroll.id}`, headers: accountant })).statusCode).toBe(200);
  });

  test('once Approved the payroll, its days, its payslip and its search hit appear', async () => {
    expect((await advance()).json().status).toBe('Approved');
    expect(await ownPayrollIds()).toEqual([payroll.id]);
    expect(await status({ url: `/api/labour/${payroll.id}` })).toBe(200);
    expect(await ownDayIds()).toEqual([dayId]);
    expect(await status({ url: `/api/labour_day/${dayId}` })).toBe(200);
    expect(await status({ url: `/api/labour/attachments/${payroll.id}/${fileId}` })).toBe(200);
    expect(await searchHits()).toMatchObject([{ type: 'LABOUR', id: payroll.id }]);
    // Told once, by the approval (its payslip, uploaded on the draft, was not announced then).
    expect(await messages()).toHaveLength(1);
    expect((await messages())[0]).toMatch(/^Your payslip for .* is ready$/);
  });

  test('rolled back to Calculated it is hidden again', async () => {
    expect((await act({ method: 'POST', url: `/api/admin/labour/rollback_status/${payroll.id}`, headers: accountant })).json().status).toBe('Calculated');
    expect(await ownPayrollIds()).toEqual([]);
    expect(await status({ url: `/api/labour_day/${dayId}` })).toBe(404);
  });
});
