import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { testDatabaseKinds } from '../../helpers/databases';
import { sampleRows } from '../../helpers/sample-rows';
import { employeeRow, useShellApi } from '../../helpers/shell-api';
import { as, callerWith } from '../../helpers/test-caller';

// The kept monthly totals of booked hours (migration 0030_timesheet_monthly_hours): after every kind of write to
// the timesheet entries — the API's create, update and delete, a task's logged time, a task's deletion, an
// approver's correction of an approved month — the totals equal the entries summed by work order, month,
// employee and task; and writers of one total at once (PostgreSQL) leave the right sum.

type Total = { workOrderId: number; month: string; employeeId: number; taskId: number | null; hours: string; entries: number };

describe.each(testDatabaseKinds)('the kept monthly totals on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'admin' }));
  const pm = as(callerWith(['PROJECT MANAGER'], { username: 'pm' }));
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await portal().db.execute(query)) as unknown as { rows: T[] }).rows;
  const kept = () =>
    rowsOf<Total>(sql`select work_order_id as "workOrderId", month::text as month, employee_id as "employeeId", task_id as "taskId", hours::text as hours, entries
      from timesheet_monthly_hours order by 1, 2, 3, 4 nulls first`);
  const summed = () =>
    rowsOf<Total>(sql`select work_order_id as "workOrderId", date_trunc('month', date::timestamp)::date::text as month, employee_id as "employeeId", task_id as "taskId",
        sum(hours)::text as hours, count(*)::int as entries
      from timesheet_entries group by 1, 2, 3, 4 order by 1, 2, 3, 4 nulls first`);
  const expectTotalsOfEntries = async () => expect(await kept()).toEqual(await summed());
  const ok = async (options: InjectOptions, status = 200) => {
    const response = await inject(options);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };

  test('every write to the entries keeps the totals equal to their sums', async () => {
    const rows = sampleRows((method, url, payload) => inject({ method, url, headers: admin, payload: payload as Record<string, unknown> }));
    const workOrderId = (await rows.create('workOrders', { startDate: '2026-01-01' })).id;
    const otherWorkOrderId = (await rows.create('workOrders', { startDate: '2026-01-01' })).id;
    const employee = await insert('employees', employeeRow({ lastName: 'Totali' }));
    for (const id of [workOrderId, otherWorkOrderId]) await ok({ method: 'PUT', url: '/api/admin/work_order_employee', headers: admin, payload: { workOrderId: id, employeeId: employee.id } }, 201);
    const headers = as(callerWith(['EMPLOYEE'], { username: `totals-${kind}`, employeeId: employee.id }));
    const projectId = (await insert('projects', { name: `Totals project ${kind}`, workOrderId })).id;
    await ok({ method: 'POST', url: `/api/admin/project/assign/${projectId}`, headers: pm, payload: { employeeIds: [employee.id] } });
    const newTask = (title: string) => ok({ method: 'PUT', url: '/api/admin/task', headers: pm, payload: { projectId, ownerId: employee.id, title } }, 201);
    const [design, build] = [await newTask('Design'), await newTask('Build')];
    const book = (body: Record<string, unknown>) => ok({ method: 'PUT', url: '/api/timesheet', headers, payload: { workOrderId, ...body } }, 201);
    const change = async (entry: { id: number; version: number }, body: Record<string, unknown>) =>
      ok({ method: 'POST', url: `/api/timesheet/${entry.id}`, headers, payload: { ...body, version: entry.version } });
    const totalOf = async (month: string, where: { workOrderId: number; taskId: number | null }) =>
      (await kept()).find((total) => total.month === month && total.employeeId === employee.id && total.workOrderId === where.workOrderId && total.taskId === where.taskId);

    // Created: two entries of one total, one on a task.
    let moving = await book({ date: '2026-03-02', hours: 7.5 });
    await book({ date: '2026-03-03', hours: 2 });
    const onTask = await book({ date: '2026-03-04', hours: 1.25, taskId: design.id });
    await expectTotalsOfEntries();
    expect(await totalOf('2026-03-01', { workOrderId, taskId: null })).toMatchObject({ hours: '9.50', entries: 2 });

    // Updated: the hours, the date into another month, the work order, the task (set and taken away).
    moving = await change(moving, { hours: 4 });
    await expectTotalsOfEntries();
    moving = await change(moving, { date: '2026-04-01' });
    await expectTotalsOfEntries();
    expect(await totalOf('2026-03-01', { workOrderId, taskId: null })).toMatchObject({ hours: '2.00', entries: 1 });
    moving = await change(moving, { workOrderId: otherWorkOrderId });
    await expectTotalsOfEntries();
    // The last entry of a total gone, the total is gone too.
    expect(await totalOf('2026-04-01', { workOrderId, taskId: null })).toBeUndefined();
    moving = await change(moving, { workOrderId, taskId: build.id });
    await expectTotalsOfEntries();
    moving = await change(moving, { taskId: null, hours: 3 });
    await expectTotalsOfEntries();

    // Time logged on a task is an entry like any other.
    await ok({ method: 'PUT', url: `/api/task/time/${design.id}`, headers, payload: { date: '2026-03-05', hours: 2.5 } });
    await expectTotalsOfEntries();
    expect(await totalOf('2026-03-01', { workOrderId, taskId: design.id })).toMatchObject({ hours: '3.75', entries: 2 });

    // Deleted: an entry, then a task whose entries keep their hours without it (the key sets the task to null).
    expect((await inject({ method: 'DELETE', url: `/api/timesheet/${onTask.id}`, headers })).statusCode).toBeLessThan(300);
    await expectTotalsOfEntries();
    expect((await inject({ method: 'DELETE', url: `/api/admin/task/${design.id}`, headers: pm })).statusCode).toBe(204);
    await expectTotalsOfEntries();
    expect(await totalOf('2026-03-01', { workOrderId, taskId: design.id })).toBeUndefined();

    // A month sent and approved, then corrected by an administrator: the correction moves the totals as well.
    const may = await book({ date: '2026-05-04', hours: 8 });
    const sent = await ok({ method: 'POST', url: '/api/month/send', headers, payload: { year: 2026, month: 5 } });
    await ok({ method: 'POST', url: '/api/admin/month/advance_status', headers: pm, payload: { ids: [sent.id] } });
    await expectTotalsOfEntries();
    const current = await ok({ method: 'GET', url: `/api/admin/timesheet/${may.id}`, headers: admin });
    await ok({ method: 'POST', url: `/api/admin/timesheet/${may.id}`, headers: admin, payload: { hours: 6, version: current.version } });
    await expectTotalsOfEntries();
    expect(await totalOf('2026-05-01', { workOrderId, taskId: null })).toMatchObject({ hours: '6.00', entries: 1 });
  });

  test('emptying the entries empties their totals', async () => {
    const { db } = portal();
    await db.transaction(async (tx) => {
      await tx.execute(sql`truncate table timesheet_entries cascade`);
      expect(((await tx.execute(sql`select count(*)::int as n from timesheet_monthly_hours`)) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
    });
    await expectTotalsOfEntries();
  });
});

// Writers of one total at once: PostgreSQL runs them on separate connections, each holding its transaction open
// until all the others wait on it (PGlite has one connection and cannot overlap them).
describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))('the kept monthly totals under concurrent writers on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'admin' }));
  // Below the pool's 10 connections: the open transaction, the writers and the look at who waits.
  const WRITERS = 6;

  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await portal().db.execute(query)) as unknown as { rows: T[] }).rows;
  const waitingOnLocks = async () =>
    (await rowsOf<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0].n;
  const until = async (condition: () => Promise<boolean>) => {
    const deadline = Date.now() + 20_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('The writers never met on the total');
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const totalOf = async (workOrderId: number, employeeId: number) =>
    rowsOf<{ hours: string; entries: number }>(
      sql`select hours::text as hours, entries from timesheet_monthly_hours where work_order_id = ${workOrderId} and employee_id = ${employeeId} and task_id is null and month = '2026-06-01'`,
    );

  /**
   * One transaction does `first` and stays open; `WRITERS` others run `each` on the same total and wait for it;
   * then the first commits and the others go through.
   */
  const race = async (first: ReturnType<typeof sql>, each: (index: number) => ReturnType<typeof sql>) => {
    const { db } = portal();
    let holding!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const before = await waitingOnLocks();
    const opener = db.transaction(async (tx) => {
      await tx.execute(first);
      holding();
      await released;
    });
    await held;
    const failures: unknown[] = [];
    const others = Array.from({ length: WRITERS }, (_, index) => db.execute(each(index)).catch((error: unknown) => failures.push(error)));
    await until(async () => {
      if (failures.length > 0) throw failures[0];
      return (await waitingOnLocks()) >= before + WRITERS;
    });
    release();
    await Promise.all([opener, ...others]);
  };

  test('writers adding to one total at once, the first of them creating it, leave the sum of all', async () => {
    const rows = sampleRows((method, url, payload) => inject({ method, url, headers: admin, payload: payload as Record<string, unknown> }));
    const workOrderId = (await rows.create('workOrders', { startDate: '2026-01-01' })).id;
    const employeeId = (await insert('employees', employeeRow({ lastName: 'Concorrente' }))).id;
    const entry = (day: number, hours: number) =>
      sql`insert into timesheet_entries (employee_id, work_order_id, date, hours, created_by, updated_by) values (${employeeId}, ${workOrderId}, ${`2026-06-${String(day).padStart(2, '0')}`}, ${hours}, 'race', 'race')`;
    await race(entry(1, 1), (index) => entry(index + 2, 0.25 * (index + 1)));
    // 1 + 0.25 × (1 + 2 + … + 6)
    expect(await totalOf(workOrderId, employeeId)).toEqual([{ hours: '6.25', entries: WRITERS + 1 }]);

    // The last entries of the total deleted by one writer while others add to it: the total is theirs alone.
    await race(
      sql`delete from timesheet_entries where work_order_id = ${workOrderId} and employee_id = ${employeeId}`,
      (index) => entry(index + 12, 1),
    );
    expect(await totalOf(workOrderId, employeeId)).toEqual([{ hours: `${WRITERS}.00`, entries: WRITERS }]);

    // Writers that each add an hour to one of the other entries while one deletes an entry of the total.
    const ids = (await rowsOf<{ id: number }>(sql`select id from timesheet_entries where work_order_id = ${workOrderId} and employee_id = ${employeeId} order by id`)).map((row) => row.id);
    const rest = ids.slice(1);
    await race(sql`delete from timesheet_entries where id = ${ids[0]}`, (index) => sql`update timesheet_entries set hours = hours + 1 where id = ${rest[index % rest.length]}`);
    expect(await totalOf(workOrderId, employeeId)).toEqual([{ hours: `${rest.length + WRITERS}.00`, entries: rest.length }]);
  }, 60_000);
});
