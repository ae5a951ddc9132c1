// `npx tsx bench/explain.ts`: EXPLAIN ANALYZE of the SQL behind the slow benchmark cases, on the database of
// DATA_DIR (PGlite) or DATABASE_URL, so that the plan summaries of bench/history/2026-11-23-what-the-numbers-say.md
// can be reproduced. The SQL is written out here as the API's operations build it (server/operations/list.ts,
// modules/search, dashboard).
//   options: --data-dir DIR  --analyze (run ANALYZE on the tables first: updates planner statistics only)
//            --full (print whole plans, not only the nodes and timings)
// With PGlite, stop any server on that folder first (one process per database folder).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { resources } from '../resources.config';
import type { Caller } from '../server/auth/caller';
import type { Database } from '../server/db/database';
import { buildSchema } from '../server/db/schema';
import { searchRecords } from '../server/modules/search/search-query';
import { searchableResources } from '../server/modules/search/searchable-resources';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { queryRows } from '../server/db/seed/context';
import { fixturesOf } from './cases';
import { addDays } from '../resources/firm-calendar';

const { values: options } = parseArgs({
  options: { 'data-dir': { type: 'string' }, analyze: { type: 'boolean', default: false }, full: { type: 'boolean', default: false } },
});
const env = readConfig();
const config = { ...env, dataDir: options['data-dir'] ? path.resolve(options['data-dir']) : env.dataDir };
const database = await openDatabase(config);
const { db } = database;

try {
  if (options.analyze) {
    const started = performance.now();
    await db.execute(sql.raw('ANALYZE'));
    console.log(`ANALYZE of every table: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
  const fixtures = await fixturesOf(db);
  const [own] = await queryRows<{ employeeId: number }>(db, sql`select employee_id as "employeeId" from users where username = 'employee'`);
  const { employeeId, lastDay, monthSheetNumber } = fixtures;
  const from = addDays(lastDay, -90);
  const month = lastDay.slice(0, 7);
  const [deepRow] = await queryRows<{ date: string; id: number }>(db, sql`select date::text as date, id from timesheet_entries order by date, id offset 99999 limit 1`);
  const [deepDescRow] = await queryRows<{ date: string; id: number }>(db, sql`select date::text as date, id from timesheet_entries order by date desc, id desc offset 99999 limit 1`);
  const queries: [string, string][] = [
    ['X-Total-Count of the unfiltered list', 'select count(*) from timesheet_entries'],
    ['list page 1 (date desc, id desc)', 'select * from timesheet_entries order by date desc, id desc limit 25'],
    ['X-Total-Count of the unfiltered list, counted up to the cap', 'select count(*) from (select 1 from timesheet_entries limit 10001) capped'],
    ['sorted deep page by offset (date asc, offset 100000; the API refuses it now)', 'select * from timesheet_entries order by date asc, id asc limit 25 offset 100000'],
    [
      // One direction over columns that cannot be empty: the row comparison keyset.ts writes.
      'sorted deep page by keyset (date asc, after row 100,000)',
      `select * from timesheet_entries where (date, id) > ('${deepRow.date}', ${deepRow.id}) order by date asc, id asc limit 25`,
    ],
    [
      'list deep page by keyset (date desc, id desc: the default sort, after row 100,000 from the end)',
      `select * from timesheet_entries where (date, id) < ('${deepDescRow.date}', ${deepDescRow.id}) order by date desc, id desc limit 25`,
    ],
    [`own path: employee ${own?.employeeId}`, `select * from timesheet_entries where employee_id = ${Number(own?.employeeId)} order by date desc, id desc limit 25`],
    [
      'filtered list',
      `select * from timesheet_entries where employee_id = ${employeeId} and date >= '${from}' and date <= '${lastDay}' and work_order_id = ${fixtures.workOrderId} order by date desc, id desc limit 25`,
    ],
    [
      'search: number prefix on month sheets',
      `select id, number from timesheet_months where upper(number) like '${monthSheetNumber.slice(0, 6)}%' order by case when upper(number) = '${monthSheetNumber.slice(0, 6)}' then 0 else 1 end, number limit 20`,
    ],
    [
      'search: number contains / year on month sheets',
      "select id, number from timesheet_months where (upper(number) like '%2025%' or upper(status) like '%2025%' or year = 2025 or month = 2025) and not (upper(number) like '2025%') order by case when upper(number) like '%2025%' then 2 else 3 end, number limit 20",
    ],
    [
      'dashboard: hours by project this month',
      `select p.id, p.name, w.id, w.name, sum(t.hours) from timesheet_entries t join work_orders w on w.id = t.work_order_id
       left join tasks k on k.id = t.task_id left join projects p on p.id = k.project_id
       where t.date >= '${month}-01' and t.date <= '${lastDay}' group by p.id, p.name, w.id, w.name order by sum(t.hours) desc`,
    ],
    // Time (issue 8): the month grid's entries of one employee's month and the report's aggregate over a year.
    [
      'month grid: one employee\'s month of entries',
      `select * from timesheet_entries where employee_id = ${employeeId} and date >= '${month}-01' and date <= '${lastDay}' order by date, id`,
    ],
    [
      'hours report: a work order over a year, by employee and day',
      `select t.employee_id, e.last_name, t.date, sum(t.hours) from timesheet_entries t join employees e on e.id = t.employee_id
       where t.work_order_id = ${fixtures.reportWorkOrderId} and t.date >= '${fixtures.reportStart}' and t.date <= '${lastDay}'
       group by t.employee_id, e.last_name, e.first_name, t.date order by e.last_name, e.first_name, t.date`,
    ],
  ];
  const explain = async (title: string, query: SQL, text: string) => {
    const rows = await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers, costs off) ${query}`);
    const lines = rows.map((row) => Object.values(row)[0]);
    const shown = options.full ? lines : lines.filter((line, index) => index === 0 || /->|Sort Method|Rows Removed|Planning Time|Execution Time/.test(line));
    console.log(`== ${title}\n${text}\n${shown.join('\n')}\n`);
  };
  for (const [title, query] of queries) await explain(title, sql.raw(query), query.replace(/\s+/g, ' '));
  // The global search's one statement, as searchRecords builds it (captured instead of run), for an admin and an employee.
  // searchRecords keeps a statement with placeholders per shape (server/db/statements.ts) and runs it with the term's
  // values: the capture takes both, and the statement is written out with its values bound in their places.
  const searchStatement = async (term: string, caller: Caller) => {
    let built: { sql: string; params: unknown[] } | undefined;
    let values: Record<string, unknown> = {};
    const { dialect } = db as unknown as { dialect: unknown };
    const session = { prepareQuery: (query: typeof built) => ((built = query), { all: async (given: typeof values) => ((values = given), []) }) };
    const capture = { dialect, session } as unknown as Database;
    await searchRecords({ db: capture, schema: buildSchema(resources), searchable: searchableResources(resources), caller, term });
    const valueOf = (param: unknown) => (param instanceof Placeholder ? values[param.name] : param);
    return sql.join(built!.sql.split(/\$(\d+)/).map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${valueOf(built!.params[Number(part) - 1])}`)));
  };
  const admin = { roles: ['ADMIN'], employeeId: null } as unknown as Caller;
  const employee = { roles: ['EMPLOYEE'], employeeId: Number(own?.employeeId) } as unknown as Caller;
  for (const [title, term, caller] of [
    ['search (admin): number prefix', monthSheetNumber.slice(0, 6), admin],
    ['search (admin): digits, number contains + year', '2025', admin],
    ['search (employee): digits, own rows only', '2025', employee],
  ] as const)
    await explain(title, await searchStatement(term, caller), `UNION ALL of the searchable types, term ${term}`);
} finally {
  await database.close();
}
