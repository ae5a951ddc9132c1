import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database';
import type { DatabaseSchema } from '../schema';
import { firstDayOf, lastMonths, todayDay, yearMonthOf, type Day, type YearMonth } from './calendar';
import { vacuumAnalyze } from './analyze';
import { queryRows, schemaOf, type SeedConfig, type SeedContext } from './context';
import { inSeedOrder, workingDaysOf } from './contributions';
import { createRandom } from './random';
import { TEAM_SIZE } from './scale-plan';

// Scale data for benchmarks: `seedScale(db, config, n)` makes the firm n times as large by adding
// n − 1 branch teams of the demo's size, each with its customers, work orders, projects and tasks and
// three years of history (timesheets, HR requests, payrolls, invoices, bank movements). Every big
// table is filled by one `insert … select` over generate_series and small temporary tables, so no row
// passes through JavaScript; the largest ones with their indexes built after the load (load-then-index.ts).
// Measured: see the report of `npm run seed -- --scale N` and bench/history/2026-11-26-scale-400.md.

export const SCALE_UNIT = TEAM_SIZE;
export const SCALE_HISTORY_MONTHS = 36;

export type ScaleOptions = { today?: Day; schema?: DatabaseSchema; onStep?: (step: string, milliseconds: number) => void };

export type ScaleContext = SeedContext & {
  teams: number;
  /** The branch number of the first new team (branches are numbered across runs). */
  firstBranch: number;
  historyStart: Day;
  months: YearMonth[];
  current: YearMonth;
  previous: YearMonth;
  /** Runs one set-based statement and reports how long it took. */
  run: (step: string, query: SQL) => Promise<void>;
};

/** The highest id of a resource's table before an insert: new rows are the ones above it. */
export const maxIdOf = async (context: ScaleContext, tableName: string) => {
  const [row] = await queryRows<{ id: number | null }>(context.db, sql`select max(id) as id from ${sql.identifier(tableName)}`);
  return Number(row.id ?? 0);
};

export const seedScale = async (db: Database, config: SeedConfig, n: number, options: ScaleOptions = {}) => {
  if (!Number.isInteger(n) || n < 1) throw new Error(`The scale must be a whole number of 1 or more, not ${n}`);
  const teams = n - 1;
  if (teams === 0) return;
  const schema = schemaOf(options);
  const today = options.today ?? todayDay();
  const months = lastMonths(today, SCALE_HISTORY_MONTHS);
  // Read when seeding, not when this file loads (as seedDemo does).
  const { demoParts } = await import('../../modules/workflows');
  const steps = inSeedOrder(demoParts.flatMap((part) => part.scaleSteps ?? []));
  const days = workingDaysOf(demoParts)(firstDayOf(months[0]), today);
  await db.transaction(async (tx) => {
    const run = async (step: string, query: SQL) => {
      const started = Date.now();
      await tx.execute(query);
      options.onStep?.(step, Date.now() - started);
    };
    // One transaction of millions of rows: its commit need not wait for the WAL flush (nothing reads the data
    // before the seed reports), and the indexes built after the load sort in memory.
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const base: SeedContext = { db: tx, schema, config, random: createRandom(n), today };
    const current = yearMonthOf(today);
    const context: ScaleContext = {
      ...base,
      teams,
      firstBranch: 0,
      historyStart: days[0],
      months: months.filter((month) => days.some((day) => yearMonthOf(day).year === month.year && yearMonthOf(day).month === month.month)),
      current,
      previous: months[months.length - 2],
      run,
    };
    // The history's working days, numbered: every set-based insert joins this small table.
    await run(
      'working days',
      sql`create temp table scale_day on commit drop as
        select d::date as day, extract(year from d)::int as year, extract(month from d)::int as month, (row_number() over (order by d))::int as idx
        from unnest(${`{${days.join(',')}}`}::date[]) as d`,
    );
    for (const step of steps) await step.seed(context);
  });
  await vacuumAnalyze(db);
};
