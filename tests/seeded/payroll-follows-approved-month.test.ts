import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { firmToday } from '../../resources/firm-calendar';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { as, callerWith } from '../helpers/test-caller';

// Issue 26: "Recalculate kept 149 h / 19 days for an approved November of 165 h". On the demo firm the current
// month's payroll is a Draft made from the hours booked so far; the employee then books the rest of the month,
// sends it and it is approved, but Recalculate read only the payroll's days, made before. Now Recalculate
// rebuilds the days from the approved month sheet, keeping the days the accountant corrected by hand.

type Payroll = { id: number; version: number; workedHours: number; workedDays: number; status: string; isStale?: boolean };
type Day = { id: number; date: string; workedHours: number; overtimeHours: number; absenceHours: number };
type Sheet = { month: { id: number; version: number; totalHours: number; status: string }; workOrders: { id: number; startDate: string; endDate: string | null; isAssigned: boolean }[]; entries: { date: string; hours: number }[]; leave: unknown[] };

const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

describe.each(testDatabaseKinds)('Recalculate follows the approved month sheet on %s (seeded)', (kind) => {
  let t: TestApp;
  let employeeId: number;
  const accountant = as(callerWith(['ACCOUNTANT'], { username: 'accountant' }));
  const admin = as(callerWith(['ADMIN'], { username: 'admin' }));
  const pm = as(callerWith(['PROJECT MANAGER'], { username: 'pm' }));
  let employee: ReturnType<typeof as>;
  const today = firmToday();
  const period = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };

  beforeAll(async () => {
    t = await startTestApp(kind, { database: 'seeded' });
    const users = t.app.portal.schema.resourceTables.get('users')!;
    const [user] = (await t.app.portal.db.select({ employeeId: users.columns.employeeId }).from(users.table).where(eq(users.columns.username, 'employee'))) as { employeeId: number }[];
    employeeId = user.employeeId;
    employee = as(callerWith(['EMPLOYEE'], { username: 'employee', employeeId }));
  });
  afterAll(() => t.close());

  const inject = async <T>(options: InjectOptions, status = 200) => {
    const response = await t.app.inject(options);
    expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(status);
    return response.json() as T;
  };
  const payrollOfMonth = async () => {
    const labour = t.app.portal.schema.resourceTables.get('labour')!;
    const [row] = (await t.app.portal.db
      .select({ id: labour.columns.id })
      .from(labour.table)
      .where(and(eq(labour.columns.employeeId, employeeId), eq(labour.columns.year, period.year), eq(labour.columns.month, period.month)))) as { id: number }[];
    return inject<Payroll>({ method: 'GET', url: `/api/admin/labour/${row.id}`, headers: accountant });
  };
  const daysOf = (payrollId: number) => inject<Day[]>({ method: 'GET', url: `/api/admin/labour_day?labourId=${payrollId}&_end=100`, headers: accountant });
  const sheet = () => inject<Sheet>({ method: 'GET', url: `/api/month/sheet?year=${period.year}&month=${period.month}`, headers: employee });
  const recalculate = (id: number) => inject<Payroll>({ method: 'POST', url: `/api/admin/labour/recalculate/${id}`, headers: accountant, payload: {} });
  const approve = async () => {
    const { month } = await sheet();
    await inject({ method: 'POST', url: '/api/admin/month/advance_status', headers: pm, payload: { ids: [month.id], versions: [month.version] } });
  };

  test("the demo's Draft payroll of this month takes the hours of the month once it is approved", async () => {
    const draft = await payrollOfMonth();
    expect(draft.status).toBe('Draft');

    // The employee books the rest of the month and two hours of overtime on its first booked day, then sends it.
    const before = await sheet();
    const last = new Date(Date.UTC(period.year, period.month, 0)).toISOString().slice(0, 10);
    const booked = new Set(before.entries.map((entry) => entry.date));
    const openOn = (day: string) => before.workOrders.find((order) => order.isAssigned && order.startDate <= day && (!order.endDate || order.endDate >= day));
    const firstBooked = [...booked].sort()[0];
    const toBook: [string, number][] = firstBooked ? [[firstBooked, 2]] : [];
    for (let day = new Date(`${today}T00:00:00Z`); day.toISOString().slice(0, 10) <= last; day.setUTCDate(day.getUTCDate() + 1)) {
      const date = day.toISOString().slice(0, 10);
      if (isWeekday(date) && !booked.has(date) && openOn(date)) toBook.push([date, 8]);
    }
    expect(toBook.length).toBeGreaterThan(0);
    for (const [date, hours] of toBook) await inject({ method: 'PUT', url: '/api/timesheet', headers: employee, payload: { date, workOrderId: openOn(date)!.id, hours } }, 201);
    await inject({ method: 'POST', url: '/api/month/send', headers: employee, payload: period });
    await approve();
    const { month, entries } = await sheet();
    expect(month.status).toBe('Approved');

    // The cause: the payroll's days were made before, and Recalculate read only them.
    const stale = await payrollOfMonth();
    expect(stale.workedHours).not.toBe(month.totalHours);
    // And now it says so (issue 43): calculated from the Open month with fewer hours, it moves no further until recalculated.
    expect(stale).toMatchObject({ isStale: true, calculatedSheetStatus: 'Open', sheetStatusNow: 'Approved', sheetHoursNow: month.totalHours });
    await inject({ method: 'POST', url: `/api/admin/labour/advance_status/${draft.id}`, headers: accountant, payload: { version: stale.version } }, 409);

    const recalculated = await recalculate(draft.id);
    const workedDays = new Set(entries.filter((entry) => entry.hours > 0).map((entry) => entry.date)).size;
    expect(recalculated).toMatchObject({ workedHours: month.totalHours, workedDays, isStale: false, calculatedSheetStatus: 'Approved' });
    const overtimeDay = (await daysOf(draft.id)).find((day) => day.date === firstBooked);
    if (firstBooked) expect(overtimeDay?.overtimeHours).toBeGreaterThanOrEqual(2);

    // Again: nothing changes (the days already follow the month).
    expect(await recalculate(draft.id)).toMatchObject({ workedHours: month.totalHours, workedDays });
  });

  test('a day the accountant corrected stays corrected; the others follow a correction of the month', async () => {
    const payroll = await payrollOfMonth();
    const [corrected, other] = (await daysOf(payroll.id)).filter((day) => isWeekday(day.date) && day.workedHours > 0);
    await inject({ method: 'PUT', url: '/api/admin/labour_day/bulk_update', headers: accountant, payload: { ids: [corrected.id], workedHours: 0, absenceHours: 8 } });

    // An admin adds an hour on each of both days (the month goes back to Sent) and it is approved again.
    const { entries, workOrders } = await sheet();
    for (const date of [corrected.date, other.date]) {
      const workOrderId = workOrders.find((order) => order.startDate <= date && (!order.endDate || order.endDate >= date))!.id;
      await inject({ method: 'PUT', url: '/api/admin/timesheet', headers: admin, payload: { employeeId, date, workOrderId, hours: 1 } }, 201);
    }
    expect(entries.length).toBeGreaterThan(0);
    await approve();

    await recalculate(payroll.id);
    const days = await daysOf(payroll.id);
    expect(days.find((day) => day.id === corrected.id)).toMatchObject({ workedHours: 0, absenceHours: 8 });
    const followed = days.find((day) => day.id === other.id)!;
    expect(followed.workedHours + followed.overtimeHours).toBe(other.workedHours + other.overtimeHours + 1);
  });

  test('without an approved month sheet the days stay as they are; a Paid payroll is not recalculated', async () => {
    const labour = t.app.portal.schema.resourceTables.get('labour')!;
    const sheets = t.app.portal.schema.resourceTables.get('timesheetMonths')!;
    // Another employee's payroll of this month: their sheet is Open (this month), so nothing is approved yet.
    const [other] = (await t.app.portal.db
      .select({ id: labour.columns.id, employeeId: labour.columns.employeeId })
      .from(labour.table)
      .innerJoin(sheets.table, and(eq(sheets.columns.employeeId, labour.columns.employeeId), eq(sheets.columns.year, labour.columns.year), eq(sheets.columns.month, labour.columns.month)))
      .where(and(eq(labour.columns.year, period.year), eq(labour.columns.month, period.month), eq(sheets.columns.status, 'Open')))
      .limit(1)) as { id: number }[];
    const days = await daysOf(other.id);
    await recalculate(other.id);
    expect(await daysOf(other.id)).toEqual(days);

    const [paid] = (await t.app.portal.db.select({ id: labour.columns.id }).from(labour.table).where(eq(labour.columns.status, 'Paid')).limit(1)) as { id: number }[];
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/labour/recalculate/${paid.id}`, headers: accountant, payload: {} })).statusCode).toBe(409);
  });
});
