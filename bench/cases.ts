// What `npm run bench` measures: one case per API call, each with the request it sends, the status it must
// answer and its target. Record ids, dates and numbers come from the seeded database (`fixturesOf`), so the
// same cases work at any scale.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../server/db/database';
import { queryRows } from '../server/db/seed/context';
import { vacuumAnalyzeResources } from '../server/db/seed/analyze';
import { formatNumberSql, reserveNumbers } from '../server/db/seed/numbers';
import { cursorAfter } from '../server/operations/keyset';
import { addDays } from '../resources/firm-calendar';

export type Fixtures = {
  timesheetEntries: number;
  maxEntryId: number;
  /** An employee with history, its first work order and the last day of the history. */
  employeeId: number;
  workOrderId: number;
  lastDay: string;
  /** The newest month sheet's number (TSM-…), for the exact and prefix searches. */
  monthSheetNumber: string;
  /** A sprint of a project the `employee` dev user is a member of, holding BOARD_TASKS tasks (see `boardSprintOf`). */
  boardSprintId: number;
  boardTasks: number;
  /** Month sheets of the last year of history, spread over employees: the month grids an approver opens. */
  gridMonthIds: number[];
  /** The last twelve months of the history: the `employee` user's own grids. */
  ownPeriods: { year: number; month: number }[];
  /** Days that already have hours in an Open month (employee, work order, day): where a grid save lands within the rules. */
  openCells: { employeeId: number; workOrderId: number; date: string }[];
  /** The cursor (`_after`) of the row 100,000 deep in the date order: a deep page read by keyset. */
  deepCursor: string;
  /** The work order with the most entries in the last year of history, and that year. */
  reportWorkOrderId: number;
  reportStart: string;
  /** The `employee` user's newest Open month: the one it sends. */
  ownOpenPeriod: { year: number; month: number };
};

/** The size of the sprint board the board cases read (issue 9: a sprint with 500 tasks). */
export const BOARD_TASKS = 500;

/**
 * The sprint with the most tasks among the projects the `employee` dev user is a member of, topped up once to
 * BOARD_TASKS tasks (titled "Bench board task n", numbered from the tasks' own counter, since the database takes
 * numbers in the declared format only; they stay for later runs). The seed plans
 * sprints of a few dozen tasks, so a board of 500 has to be made.
 */
const boardSprintOf = async (db: Database) => {
  const [sprint] = await queryRows<{ sprintId: number; projectId: number; employeeId: number; tasks: number }>(
    db,
    sql`select s.id as "sprintId", s.project_id as "projectId", u.employee_id as "employeeId", count(t.id)::int as tasks
        from users u
        join project_members m on m.employee_id = u.employee_id
        join sprints s on s.project_id = m.project_id
        left join tasks t on t.sprint_id = s.id
        where u.username = 'employee'
        group by s.id, s.project_id, u.employee_id
        order by count(t.id) desc, s.id limit 1`,
  );
  if (!sprint) throw new Error('The seeded database has no sprint in a project of the employee dev user');
  const missing = BOARD_TASKS - Number(sprint.tasks);
  if (missing > 0) {
    const first = await reserveNumbers(db, 'tasks', 'TSK', missing);
    await db.execute(sql`insert into tasks (number, title, project_id, sprint_id, owner_id, assignee_id, status, priority, created_by, updated_by)
      select ${sql.raw(formatNumberSql('TSK', `${first} + n - ${Number(sprint.tasks) + 1}`))}, 'Bench board task ' || n, ${sprint.projectId}::int, ${sprint.sprintId}::int, ${sprint.employeeId}::int, ${sprint.employeeId}::int,
             (array['To Do', 'In Progress', 'In Review', 'Done'])[1 + n % 4], 'Medium', 'bench', 'bench'
      from generate_series(${Number(sprint.tasks) + 1}::int, ${BOARD_TASKS}::int) as n`);
    // A bulk insert like any other: merged into the trigram indexes, or the search's plans for tasks turn to
    // sequential scans (a pending list of 500 rows did that: 3 ms instead of 0.07 ms).
    await vacuumAnalyzeResources(db, ['tasks']);
  }
  const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from tasks where sprint_id = ${sprint.sprintId}`);
  return { boardSprintId: Number(sprint.sprintId), boardTasks: Number(count.total) };
};

export const countTimesheetEntries = async (db: Database) => {
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from timesheet_entries`);
  return Number(row.total);
};

/** How deep the deep-page cases read. */
const DEEP_ROW = 100_000;

const daysBefore = (day: string, days: number) => addDays(day, -days);

export const fixturesOf = async (db: Database): Promise<Fixtures> => {
  const [range] = await queryRows<{ maxId: number; lastDay: string }>(
    db,
    sql`select max(id)::int as "maxId", max(date)::text as "lastDay" from timesheet_entries`,
  );
  // The entry in the middle of the table names a typical (scale) employee and one of its work orders.
  const [middle] = await queryRows<{ employeeId: number; workOrderId: number }>(
    db,
    sql`select employee_id as "employeeId", work_order_id as "workOrderId" from timesheet_entries
        where id >= ${Math.floor(Number(range.maxId) / 2)} order by id limit 1`,
  );
  const [sheet] = await queryRows<{ number: string }>(db, sql`select number from timesheet_months order by id desc limit 1`);
  const reportStart = daysBefore(range.lastDay, 365);
  const grids = await queryRows<{ id: number }>(
    db,
    sql`select id from timesheet_months where make_date(year, month, 1) >= ${reportStart}::date order by (id::bigint * 7919) % 1000003 limit 400`,
  );
  const openCells = await queryRows<{ employeeId: number; workOrderId: number; date: string }>(
    db,
    sql`select distinct on (e.employee_id, e.date) e.employee_id as "employeeId", e.work_order_id as "workOrderId", e.date::text as date
        from timesheet_entries e join timesheet_months m on m.id = e.timesheet_month_id
        where m.status = 'Open' order by e.employee_id, e.date desc limit 300`,
  );
  const [deep] = await queryRows<{ date: string; id: number }>(
    db,
    sql`select date::text as date, id from timesheet_entries order by date asc, id asc offset ${DEEP_ROW - 1} limit 1`,
  );
  const [busiest] = await queryRows<{ workOrderId: number }>(
    db,
    sql`select work_order_id as "workOrderId" from timesheet_entries where date >= ${reportStart}::date
        group by work_order_id order by count(*) desc limit 1`,
  );
  const [ownOpen] = await queryRows<{ year: number; month: number }>(
    db,
    sql`select m.year, m.month from timesheet_months m join users u on u.employee_id = m.employee_id
        where u.username = 'employee' and m.status = 'Open' order by m.year desc, m.month desc limit 1`,
  );
  const last = new Date(`${range.lastDay}T00:00:00Z`);
  const ownPeriods = Array.from({ length: 12 }, (_, back) => {
    const month = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - back, 1));
    return { year: month.getUTCFullYear(), month: month.getUTCMonth() + 1 };
  });
  return {
    timesheetEntries: await countTimesheetEntries(db),
    maxEntryId: Number(range.maxId),
    employeeId: Number(middle.employeeId),
    workOrderId: Number(middle.workOrderId),
    lastDay: range.lastDay,
    monthSheetNumber: sheet.number,
    ...(await boardSprintOf(db)),
    gridMonthIds: grids.map((row) => Number(row.id)),
    ownPeriods,
    openCells: openCells.map((cell) => ({ employeeId: Number(cell.employeeId), workOrderId: Number(cell.workOrderId), date: cell.date })),
    deepCursor: cursorAfter({ id: Number(deep.id), version: 1, date: deep.date }, [
      { field: 'date', order: 'asc' },
      { field: 'id', order: 'asc' },
    ])!,
    reportWorkOrderId: Number(busiest.workOrderId),
    reportStart,
    // A seeded firm's employee has its current month Open; without one it sends last month, opened by the send.
    ownOpenPeriod: ownOpen ? { year: Number(ownOpen.year), month: Number(ownOpen.month) } : ownPeriods[1],
  };
};


export type Caller = 'admin' | 'employee';
type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

export type BenchCase = {
  name: string;
  /** What the case sends, for the README and the results file. */
  request: string;
  caller: Caller;
  /** p95 target in milliseconds (on PGlite `targetP95Pglite` when the targets differ). */
  targetP95: number;
  targetP95Pglite?: number;
  expectStatus: number;
  /** The request of the index-th run. */
  build: (index: number) => InjectOptions;
  /** Called with every answer (after the status check): keeps what later cases need. */
  onResponse?: (response: Response, index: number) => void;
  /** A write that cannot repeat as it is (a month sent twice is a 409): the request that undoes it, sent untimed after each run. */
  undo?: (response: Response) => { caller: Caller; request: InjectOptions };
  /** A list answers with X-Total-Count; it is reported. */
  isList?: boolean;
};

const TIMESHEET = '/api/admin/timesheet';

/** The cases in the order they run; the writes come last and remove what they created (see `cleanupOf`). */
export const casesOf = (fixtures: Fixtures, database: 'postgres' | 'pglite') => {
  const { employeeId, workOrderId, lastDay, monthSheetNumber, maxEntryId, boardSprintId, gridMonthIds, ownPeriods, openCells, reportWorkOrderId, reportStart, deepCursor, ownOpenPeriod } = fixtures;
  const created: { id: number; version: number }[] = [];
  // Issue 16's targets for lists and search differ by database: [PostgreSQL, PGlite].
  const byDatabase = ([postgres, pglite]: readonly [number, number]) => (database === 'pglite' ? pglite : postgres);
  const get = (name: string, url: string, caller: Caller, target: number | readonly [number, number], isList = false, expectStatus = 200): BenchCase => ({
    name,
    request: `GET ${url}`,
    caller,
    targetP95: typeof target === 'number' ? target : byDatabase(target),
    expectStatus,
    build: () => ({ method: 'GET', url }),
    isList,
  });
  const filtered = `${TIMESHEET}?employeeId=${employeeId}&date_gte=${daysBefore(lastDay, 90)}&date_lte=${lastDay}&workOrderId=${workOrderId}&_start=0&_end=25`;
  // Spread the single reads over the table, so that they are not all answered from one cached page.
  const entryIdOf = (index: number) => 1 + ((index * 7919 * 13) % maxEntryId);
  const cases: BenchCase[] = [
    get('list page 1 (admin)', `${TIMESHEET}?_start=0&_end=25`, 'admin', [25, 50], true),
    get('list filtered (employee + dates + work order)', filtered, 'admin', 100, true),
    // A page 100,000 rows deep in the date order, read after the previous page's last row (keyset), as the list
    // screen reads every page after the first 10,000 rows; deeper offsets are refused (the next case).
    get('list deep page by cursor (date asc, row 100,000)', `${TIMESHEET}?_start=100000&_end=100025&_sort=date&_order=asc&_after=${deepCursor}`, 'admin', [25, 50], true),
    get('list deep offset refused (_start=100000)', `${TIMESHEET}?_start=100000&_end=100025&_sort=date&_order=asc`, 'admin', 25, false, 400),
    get('list sort without an index refused (hours)', `${TIMESHEET}?_sort=hours&_order=desc`, 'admin', 25, false, 400),
    get('list own path (employee)', '/api/timesheet?_start=0&_end=25', 'employee', 100, true),
    {
      name: 'get one',
      request: `GET ${TIMESHEET}/:id (ids spread over the table)`,
      caller: 'admin',
      targetP95: 20,
      expectStatus: 200,
      build: (index) => ({ method: 'GET', url: `${TIMESHEET}/${entryIdOf(index)}` }),
    },
    get('search number prefix', `/api/admin/search?term=${encodeURIComponent(monthSheetNumber.slice(0, 6))}`, 'admin', [15, 40]),
    get('search exact number', `/api/admin/search?term=${encodeURIComponent(monthSheetNumber)}`, 'admin', [15, 40]),
    get('search digits (contains + year)', '/api/admin/search?term=2025', 'admin', [15, 40]),
    // The employee finds only their own rows: the row filter sits inside each type's select.
    get('search own rows (employee, digits)', '/api/admin/search?term=2025', 'employee', [15, 40]),
    get('dashboard aggregates', '/api/admin/dashboard', 'admin', 300),
    // Work (issue 9): a sprint's board of 500 tasks, as the planning page lists it and as a member reads it,
    // and a work order's burn-down summed over the whole timesheet table.
    get('task board, 500 tasks (admin list)', `/api/admin/task?sprintId=${boardSprintId}&_start=0&_end=${BOARD_TASKS}&_sort=id&_order=asc`, 'admin', 150, true),
    get('task board, 500 tasks (member, /task/sprint)', `/api/task/sprint/${boardSprintId}`, 'employee', 150),
    get('work order burn-down', `/api/admin/workorders/burn_down/${workOrderId}`, 'admin', 150),
    // Time (issue 8): the month grid's one read, an approver's and the employee's own, over a year of history.
    {
      name: 'month grid load (approver, any month)',
      request: `GET /api/admin/month/sheet/:id (${gridMonthIds.length} month sheets of the last year, spread over employees)`,
      caller: 'admin',
      targetP95: 100,
      expectStatus: 200,
      build: (index) => ({ method: 'GET', url: `/api/admin/month/sheet/${gridMonthIds[index % gridMonthIds.length]}` }),
    },
    {
      name: 'month grid load (own)',
      request: 'GET /api/month/sheet?year&month (the employee user, the last 12 months)',
      caller: 'employee',
      targetP95: 100,
      expectStatus: 200,
      build: (index) => {
        const { year, month } = ownPeriods[index % ownPeriods.length];
        return { method: 'GET', url: `/api/month/sheet?year=${year}&month=${month}` };
      },
    },
    get(
      'hours report (busiest work order, a year)',
      `/api/admin/timesheet/report?workOrderId=${reportWorkOrderId}&startDate=${reportStart}&endDate=${lastDay}`,
      'admin',
      300,
    ),
    {
      name: 'create entry (with audit)',
      request: `PUT ${TIMESHEET}`,
      caller: 'admin',
      targetP95: 100,
      expectStatus: 201,
      // A month grid's save is one such write per changed cell, through the booking rules (assignment, dates,
      // 24 h a day, the contract's daily hours, locked months) and the month total; spread over days that
      // already have hours in an Open month, a quarter hour each, so the rules let every run through.
      build: (index) => {
        const cell = openCells[index % openCells.length] ?? { employeeId, workOrderId, date: lastDay };
        return { method: 'PUT', url: TIMESHEET, payload: { ...cell, hours: 0.25, note: 'bench' } };
      },
      onResponse: (response) => {
        const row = response.json() as { id: number; version: number };
        created.push({ id: row.id, version: row.version });
      },
    },
    {
      name: 'update entry (with audit)',
      request: `POST ${TIMESHEET}/:id (a row just created)`,
      caller: 'admin',
      targetP95: 100,
      expectStatus: 200,
      build: (index) => {
        const row = created[index % created.length];
        return { method: 'POST', url: `${TIMESHEET}/${row.id}`, payload: { version: row.version, hours: index % 2 === 0 ? 0.5 : 0.25 } };
      },
      onResponse: (response, index) => {
        created[index % created.length].version = (response.json() as { version: number }).version;
      },
    },
    {
      name: 'month send (own)',
      request: `POST /api/month/send {${ownOpenPeriod.year}, ${ownOpenPeriod.month}} as the employee; sent back to Open by an approver after each run, untimed`,
      caller: 'employee',
      targetP95: 100,
      expectStatus: 200,
      build: () => ({ method: 'POST', url: '/api/month/send', payload: ownOpenPeriod }),
      undo: (response) => {
        const sheet = response.json() as { id: number };
        return { caller: 'admin', request: { method: 'POST', url: `/api/admin/month/status/${sheet.id}`, payload: { status: 'Open', note: 'Sent back by the benchmark' } } };
      },
    },
  ];
  return { cases, created };
};

/** Deletes the rows the write cases created, so that repeated runs measure the same table. */
export const cleanupOf = async (
  inject: (caller: Caller, options: InjectOptions) => Promise<Response>,
  created: readonly { id: number }[],
) => {
  for (const { id } of created) {
    const response = await inject('admin', { method: 'DELETE', url: `${TIMESHEET}/${id}` });
    if (response.statusCode !== 204) throw new Error(`Could not delete the benchmark's entry ${id}: ${response.statusCode} ${response.body}`);
  }
};
