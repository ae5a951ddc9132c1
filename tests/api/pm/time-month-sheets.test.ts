import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { auditTrail } from '../../../server/db/system-tables';
import { testDatabaseKinds } from '../../helpers/databases';
import { sampleRows } from '../../helpers/sample-rows';
import { employeeRow, useShellApi } from '../../helpers/shell-api';
import { as, callerWith } from '../../helpers/test-caller';
import { fixtureNumber } from '../../helpers/fixture-numbers';
import { describedReplies } from '../../helpers/described-reply';

// The month sheet workflow and the booking rules of timesheet entries (issue 8): send, approve, send back
// with a note, explicit status moves, the totals the server keeps, and the locks of a sent month.

describe.each(testDatabaseKinds)('month sheets and timesheet entries on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'admin' }));
  const pm = as(callerWith(['PROJECT MANAGER'], { username: 'pm' }));
  let workOrderId: number;
  let otherWorkOrderId: number;

  const call = (options: InjectOptions) => inject(options);
  const asEmployee = async () => {
    const employee = await insert('employees', employeeRow());
    await inject({ method: 'PUT', url: '/api/admin/work_order_employee', headers: admin, payload: { workOrderId, employeeId: employee.id } });
    return { id: employee.id, headers: as(callerWith(['EMPLOYEE'], { username: `e${employee.id}`, employeeId: employee.id })) };
  };
  const book = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call({ method: 'PUT', url: '/api/timesheet', headers, payload: { workOrderId, ...body } });
  const monthOf = async (headers: Record<string, string>, year: number, month: number) =>
    (await call({ method: 'GET', url: `/api/month/status?year=${year}&month=${month}`, headers })).json();

  beforeAll(async () => {
    const rows = sampleRows((method, url, payload) => inject({ method, url, headers: admin, payload: payload as Record<string, unknown> }));
    workOrderId = (await rows.create('workOrders', { startDate: '2026-01-01', endDate: '2026-06-30' })).id;
    otherWorkOrderId = (await rows.create('workOrders', { startDate: '2026-01-01' })).id;
  });

  test('booking opens the month sheet, whose total the server keeps through create, update and delete', async () => {
    const employee = await asEmployee();
    const first = await book(employee.headers, { date: '2026-03-02', hours: 7.5 });
    expect(first.statusCode).toBe(201);
    const second = (await book(employee.headers, { date: '2026-03-03', hours: 8 })).json();
    let month = await monthOf(employee.headers, 2026, 3);
    expect(month).toMatchObject({ status: 'Open', totalHours: 15.5, employeeId: employee.id });
    expect(first.json().timesheetMonthId).toBe(month.id);

    const updated = await call({ method: 'POST', url: `/api/timesheet/${second.id}`, headers: employee.headers, payload: { hours: 4, version: second.version } });
    expect(updated.statusCode).toBe(200);
    expect((await monthOf(employee.headers, 2026, 3)).totalHours).toBe(11.5);
    expect((await call({ method: 'DELETE', url: `/api/timesheet/${second.id}`, headers: employee.headers })).statusCode).toBeLessThan(300);
    month = await monthOf(employee.headers, 2026, 3);
    expect(month.totalHours).toBe(7.5);
    // A client cannot write the total.
    const forged = await call({ method: 'POST', url: `/api/admin/month/${month.id}`, headers: admin, payload: { totalHours: 99, version: month.version } });
    expect((await monthOf(employee.headers, 2026, 3)).totalHours).toBe(7.5);
    expect(forged.statusCode).toBe(400);
  });

  test('the booking rules refuse with a message on the field, and write nothing', async () => {
    const employee = await asEmployee();
    const notMember = await book(employee.headers, { date: '2026-03-02', hours: 2, workOrderId: otherWorkOrderId });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().errors).toEqual({ workOrderId: 'Not assigned to this work order' });
    const outside = await book(employee.headers, { date: '2026-07-01', hours: 2 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({ date: 'Outside the work order dates' });
    const step = await book(employee.headers, { date: '2026-03-02', hours: 2.3 });
    expect(step.statusCode).toBe(400);
    expect(step.json().errors).toEqual({ hours: 'Use steps of 0.25 h' });
    // An approver's correction may book on any work order, still within its dates.
    const correction = await call({ method: 'PUT', url: '/api/admin/timesheet', headers: admin, payload: { employeeId: employee.id, workOrderId: otherWorkOrderId, date: '2026-03-09', hours: 1 } });
    expect(correction.statusCode).toBe(201);

    expect((await book(employee.headers, { date: '2026-03-04', hours: 20 })).statusCode).toBe(201);
    const tooMuch = await book(employee.headers, { date: '2026-03-04', hours: 4.25 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/24.25 h/);
    // Approved leave counts in the day: a whole day is 8 h.
    await insert('hrTimesheetRequests', { number: fixtureNumber('HRQ'), employeeId: employee.id, exceptionId: (await insert('exceptions', { code: `F${employee.id}`, name: 'Ferie', category: 'Leave' })).id, startDate: '2026-03-05', endDate: '2026-03-05', state: 'Approved' });
    expect((await book(employee.headers, { date: '2026-03-05', hours: 16 })).statusCode).toBe(201);
    const overLeave = await book(employee.headers, { date: '2026-03-05', hours: 0.25 });
    expect(overLeave.statusCode).toBe(400);
    expect(overLeave.json().message).toMatch(/8 h of leave/);
    expect((await monthOf(employee.headers, 2026, 3)).totalHours).toBe(37);
  });

  test('a day above the contract\'s daily hours is saved with a warning in the reply, not refused', async () => {
    const employee = await asEmployee();
    const type = await insert('contractTypes', { code: `PT${employee.id}`, name: 'Part time' });
    await insert('employeeContracts', { employeeId: employee.id, contractTypeId: type.id, title: 'Part time 30 h', startDate: '2025-01-01', weeklyHours: 30 });
    const within = await book(employee.headers, { date: '2026-02-09', hours: 6 });
    expect(within.statusCode).toBe(201);
    expect(within.json().warnings).toBeUndefined();
    const over = await book(employee.headers, { date: '2026-02-09', hours: 1.5 });
    expect(over.statusCode).toBe(201);
    expect(over.json().warnings).toEqual([{ field: 'hours', message: "2026-02-09 has 7.5 h, above the contract's 6 h a day" }]);
    // An update that brings the day back within the contract answers without warnings.
    const lowered = await call({ method: 'POST', url: `/api/timesheet/${within.json().id}`, headers: employee.headers, payload: { hours: 4.5, version: within.json().version } });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().warnings).toBeUndefined();
    expect((await monthOf(employee.headers, 2026, 2)).totalHours).toBe(6);
    // Without a contract a day is 8 h.
    const other = await asEmployee();
    expect((await book(other.headers, { date: '2026-02-09', hours: 8 })).json().warnings).toBeUndefined();
    expect((await book(other.headers, { date: '2026-02-10', hours: 9 })).json().warnings).toHaveLength(1);
  });

  test('an employee sends a month: it is Sent, its entries are locked, and only an approver moves it on', async () => {
    const employee = await asEmployee();
    const user = await insert('users', { username: `user${employee.id}`, displayName: 'Employee user', employeeId: employee.id });
    const userHeaders = as({ ...callerWith(['EMPLOYEE'], { username: `user${employee.id}`, employeeId: employee.id }), userId: user.id });
    const entry = (await book(employee.headers, { date: '2026-04-01', hours: 8 })).json();
    const sent = await call({ method: 'POST', url: '/api/month/send', headers: employee.headers, payload: { year: 2026, month: 4 } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'Sent', totalHours: 8 });

    const more = await book(employee.headers, { date: '2026-04-02', hours: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toMatch(/04\/2026 is Sent/);
    expect((await call({ method: 'POST', url: `/api/timesheet/${entry.id}`, headers: employee.headers, payload: { hours: 1, version: entry.version } })).statusCode).toBe(409);
    expect((await call({ method: 'DELETE', url: `/api/timesheet/${entry.id}`, headers: employee.headers })).statusCode).toBe(409);
    expect((await call({ method: 'DELETE', url: `/api/admin/timesheet/${entry.id}`, headers: admin })).statusCode).toBe(409);

    // Sending again is an illegal move; the employee cannot approve or send back.
    expect((await call({ method: 'POST', url: '/api/month/send', headers: employee.headers, payload: { year: 2026, month: 4 } })).statusCode).toBe(409);
    expect((await call({ method: 'POST', url: '/api/admin/month/advance_status', headers: employee.headers, payload: { ids: [sent.json().id] } })).statusCode).toBe(403);
    const ownBack = await call({ method: 'POST', url: `/api/month/status/${sent.json().id}`, headers: employee.headers, payload: { status: 'Open' } });
    expect(ownBack.statusCode).toBe(403);

    const approved = await call({ method: 'POST', url: '/api/admin/month/advance_status', headers: pm, payload: { ids: [sent.json().id] } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()[0].status).toBe('Approved');
    expect((await monthOf(employee.headers, 2026, 4)).status).toBe('Approved');

    // The employee's user is told, through the status write the action made.
    const bell = (await call({ method: 'GET', url: '/api/notifications/current_user/', headers: userHeaders })).json();
    expect(JSON.stringify(bell)).toContain('Your month sheet for 04/2026 was approved');
  });

  test('bulk approval moves all or none; an open month cannot be approved', async () => {
    const [a, b] = [await asEmployee(), await asEmployee()];
    await book(a.headers, { date: '2026-05-04', hours: 8 });
    await book(b.headers, { date: '2026-05-04', hours: 8 });
    const sentA = (await call({ method: 'POST', url: '/api/month/send', headers: a.headers, payload: { year: 2026, month: 5 } })).json();
    const openB = await monthOf(b.headers, 2026, 5);
    const refused = await call({ method: 'POST', url: '/api/admin/month/advance_status', headers: admin, payload: { ids: [sentA.id, openB.id] } });
    expect(refused.statusCode).toBe(409);
    expect((await monthOf(a.headers, 2026, 5)).status).toBe('Sent');
    const bulk = await call({ method: 'POST', url: '/api/admin/month/status', headers: admin, payload: { ids: [sentA.id], status: 'Approved' } });
    expect(bulk.statusCode).toBe(200);
    expect((await monthOf(a.headers, 2026, 5)).status).toBe('Approved');
    // Approved → Open is no legal move.
    const skip = await call({ method: 'POST', url: `/api/admin/month/status/${sentA.id}`, headers: admin, payload: { status: 'Open', note: 'x' } });
    expect(skip.statusCode).toBe(409);
  });

  test('an approver sends a month back with a note; the employee corrects it and sends it again', async () => {
    const employee = await asEmployee();
    await book(employee.headers, { date: '2026-06-01', hours: 8 });
    const month = (await call({ method: 'POST', url: '/api/month/send', headers: employee.headers, payload: { year: 2026, month: 6 } })).json();
    const noNote = await call({ method: 'POST', url: `/api/admin/month/status/${month.id}`, headers: pm, payload: { status: 'Open' } });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({ note: 'Required when sending a month back' });
    const back = await call({ method: 'POST', url: `/api/admin/month/status/${month.id}`, headers: pm, payload: { status: 'Open', note: 'Manca il 2 giugno' } });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'Open', note: 'Manca il 2 giugno' });

    expect((await book(employee.headers, { date: '2026-06-03', hours: 8 })).statusCode).toBe(201);
    const again = await call({ method: 'POST', url: `/api/month/status/${month.id}`, headers: employee.headers, payload: { status: 'Sent' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'Sent', totalHours: 16 });
  });

  test('an admin\'s correction of an approved month sends it back to Sent, and the approver sees which cells changed', async () => {
    const employee = await asEmployee();
    const kept = (await book(employee.headers, { date: '2026-05-11', hours: 8 })).json();
    const changed = (await book(employee.headers, { date: '2026-05-12', hours: 8 })).json();
    const month = (await call({ method: 'POST', url: '/api/month/send', headers: employee.headers, payload: { year: 2026, month: 5 } })).json();
    expect((await call({ method: 'POST', url: '/api/admin/month/advance_status', headers: pm, payload: { ids: [month.id] } })).statusCode).toBe(200);
    const approvedGrid = (await call({ method: 'GET', url: `/api/admin/month/sheet/${month.id}`, headers: pm })).json();
    expect(approvedGrid.changesSinceApproval).toEqual([]);

    // The employee and a project manager still cannot touch an approved month.
    expect((await call({ method: 'POST', url: `/api/timesheet/${kept.id}`, headers: employee.headers, payload: { hours: 1, version: kept.version } })).statusCode).toBe(409);
    expect((await call({ method: 'POST', url: `/api/admin/timesheet/${kept.id}`, headers: pm, payload: { hours: 1, version: kept.version } })).statusCode).toBe(409);

    // An admin corrects one cell and adds one: the month is Sent again, the approved hours kept.
    const corrected = await call({ method: 'POST', url: `/api/admin/timesheet/${changed.id}`, headers: admin, payload: { hours: 6, version: changed.version } });
    expect(corrected.statusCode).toBe(200);
    expect((await monthOf(employee.headers, 2026, 5)).status).toBe('Sent');
    const added = await call({ method: 'PUT', url: '/api/admin/timesheet', headers: admin, payload: { employeeId: employee.id, workOrderId, date: '2026-05-13', hours: 2 } });
    expect(added.statusCode).toBe(201);
    // The employee still cannot write in the re-sent month.
    expect((await book(employee.headers, { date: '2026-05-14', hours: 1 })).statusCode).toBe(409);

    const grid = (await call({ method: 'GET', url: `/api/admin/month/sheet/${month.id}`, headers: pm })).json();
    expect(grid.changesSinceApproval).toEqual([
      { cell: `${workOrderId}:|2026-05-12`, approved: 8, now: 6 },
      { cell: `${workOrderId}:|2026-05-13`, approved: 0, now: 2 },
    ]);
    expect(grid.month).toMatchObject({ status: 'Sent', totalHours: 16 });
    // The change is in the audit trail as the correction it is.
    const audit = await portal().db.select().from(auditTrail).where(and(eq(auditTrail.resource, 'timesheetMonths'), eq(auditTrail.recordId, month.id), eq(auditTrail.via, 'correction')));
    expect(audit.map((row) => [row.username, row.changes.status])).toEqual([['admin', ['Approved', 'Sent']]]);

    // Approving again takes the corrected hours as the new approved ones.
    expect((await call({ method: 'POST', url: '/api/admin/month/advance_status', headers: pm, payload: { ids: [month.id] } })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/admin/month/sheet/${month.id}`, headers: pm })).json().changesSinceApproval).toEqual([]);
  });

  test('the monthly balance: booked hours against the contract\'s hours, leave and holidays counted', async () => {
    const employee = await asEmployee();
    const type = await insert('contractTypes', { code: `BT${employee.id}`, name: 'Part time' });
    await insert('employeeContracts', { employeeId: employee.id, contractTypeId: type.id, title: 'Part time 30 h', startDate: '2025-01-01', weeklyHours: 30 });
    // June 2026: 22 weekdays, 2 June a holiday → 21 working days of 6 h = 126 h expected.
    const cause = await insert('exceptions', { code: `B${employee.id}`, name: 'Ferie', category: 'Leave' });
    await insert('hrTimesheetRequests', { number: fixtureNumber('HRQ'), employeeId: employee.id, exceptionId: cause.id, startDate: '2026-06-05', endDate: '2026-06-07', state: 'Approved' });
    await insert('hrTimesheetRequests', { number: fixtureNumber('HRQ'), employeeId: employee.id, exceptionId: cause.id, startDate: '2026-06-08', endDate: '2026-06-08', hours: 2, state: 'Approved' });
    await book(employee.headers, { date: '2026-06-01', hours: 7 });
    await book(employee.headers, { date: '2026-06-08', hours: 4 });
    const grid = (await call({ method: 'GET', url: '/api/month/sheet?year=2026&month=6', headers: employee.headers })).json();
    // Leave: Friday 5 June a whole day (6 h; the weekend counts nothing) and a 2 h permission.
    expect(grid.balance).toEqual({ workingDays: 21, expected: 126, booked: 11, leave: 8, balance: -107, overtime: 0, missing: 107 });
  });

  test('own reads: one month (Open without an id when nothing is booked) and all months', async () => {
    const employee = await asEmployee();
    expect(await monthOf(employee.headers, 2026, 2)).toMatchObject({ id: null, status: 'Open', totalHours: 0 });
    await book(employee.headers, { date: '2026-02-02', hours: 3 });
    await book(employee.headers, { date: '2026-01-05', hours: 2 });
    const all = (await call({ method: 'GET', url: '/api/month/all', headers: employee.headers })).json();
    expect(all.map((row: { month: number; totalHours: number }) => [row.month, row.totalHours])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    const other = await asEmployee();
    expect((await call({ method: 'GET', url: '/api/month/all', headers: other.headers })).json()).toEqual([]);
  });

  test('the month grid in one read: work orders, entries, approved leave; an approver reads anyone\'s by month sheet', async () => {
    const employee = await asEmployee();
    await book(employee.headers, { date: '2026-01-07', hours: 6 });
    const cause = await insert('exceptions', { code: `G${employee.id}`, name: 'Permesso', category: 'Permission' });
    await insert('hrTimesheetRequests', { number: fixtureNumber('HRQ'), employeeId: employee.id, exceptionId: cause.id, startDate: '2026-01-08', endDate: '2026-01-08', hours: 2, state: 'Approved' });
    await insert('hrTimesheetRequests', { number: fixtureNumber('HRQ'), employeeId: employee.id, exceptionId: cause.id, startDate: '2026-01-09', endDate: '2026-01-09', hours: 2, state: 'Reviewing' });
    const own = await call({ method: 'GET', url: '/api/month/sheet?year=2026&month=1', headers: employee.headers });
    expect(own.statusCode).toBe(200);
    const grid = own.json();
    expect(grid.workOrders.map((order: { id: number }) => order.id)).toEqual([workOrderId]);
    expect(grid.entries).toMatchObject([{ date: '2026-01-07', workOrderId, hours: 6 }]);
    expect(grid.leave).toMatchObject([{ startDate: '2026-01-08', hours: 2, cause: 'Permesso' }]);
    expect(grid.month).toMatchObject({ status: 'Open', totalHours: 6 });
    expect(grid.workOrders[0].isAssigned).toBe(true);
    // February's grid carries January's entries, the pattern "Copy last month" repeats.
    const february = (await call({ method: 'GET', url: '/api/month/sheet?year=2026&month=2', headers: employee.headers })).json();
    expect(february.previousEntries).toEqual([{ date: '2026-01-07', workOrderId, taskId: null, hours: 6 }]);
    expect(february.entries).toEqual([]);

    const byApprover = await call({ method: 'GET', url: `/api/admin/month/sheet/${grid.month.id}`, headers: pm });
    expect(byApprover.json().entries).toEqual(grid.entries);
    // Both reads answer the grid's one declared reply, as the API description says (and the screen's type is made from).
    const mismatchOf = await describedReplies(call, pm);
    expect(mismatchOf('get', '/api/month/sheet', own)).toBe('');
    expect(mismatchOf('get', '/api/admin/month/sheet/{id}', byApprover)).toBe('');
    // A month with nothing booked yet: no sheet, no version, number or approval.
    const empty = await call({ method: 'GET', url: '/api/month/sheet?year=2026&month=9', headers: employee.headers });
    expect(empty.json().month).toMatchObject({ id: null, version: null, number: null, approvedHours: null });
    expect(mismatchOf('get', '/api/month/sheet', empty)).toBe('');
    expect((await call({ method: 'GET', url: `/api/admin/month/sheet/${grid.month.id}`, headers: employee.headers })).statusCode).toBe(403);
  });
});

// A GET action reads its record without locking it (server/operations/actions/run-action.ts): an approver opens a
// month sheet while a writer holds its row lock. Two connections at once: PostgreSQL only.
describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))('reading a locked month sheet on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'admin' }));
  const pm = as(callerWith(['PROJECT MANAGER'], { username: 'pm' }));

  test("the approver's grid answers while a writer holds the sheet's row lock", async () => {
    const workOrderId = (await sampleRows((method, url, payload) => inject({ method, url, headers: admin, payload: payload as Record<string, unknown> })).create('workOrders', { startDate: '2026-01-01' })).id;
    const employee = await insert('employees', employeeRow());
    await inject({ method: 'PUT', url: '/api/admin/work_order_employee', headers: admin, payload: { workOrderId, employeeId: employee.id } });
    const own = as(callerWith(['EMPLOYEE'], { username: `e${employee.id}`, employeeId: employee.id }));
    const booked = (await inject({ method: 'PUT', url: '/api/timesheet', headers: own, payload: { workOrderId, date: '2026-04-01', hours: 6 } })).json();
    const monthId = booked.timesheetMonthId as number;

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const writer = portal().db.transaction(async (tx) => {
      await tx.execute(sql`select id from timesheet_months where id = ${monthId} for update`);
      locked();
      await released;
    });
    try {
      await isLocked;
      // With the lock taken to read, this request would wait for the writer, which waits for it: the test times out.
      const grid = await inject({ method: 'GET', url: `/api/admin/month/sheet/${monthId}`, headers: pm });
      expect(grid.statusCode).toBe(200);
      expect(grid.json().entries.map((entry: { hours: number }) => entry.hours)).toEqual([6]);
    } finally {
      release();
      await writer;
    }
  });
});
