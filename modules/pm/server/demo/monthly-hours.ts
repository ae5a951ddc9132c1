import { sql } from 'drizzle-orm';
import { loadThenIndex } from '../../../../server/db/seed/load-then-index';
import type { ScaleContext } from '../../../../server/db/seed/scale';

// The timesheet entries' kept monthly totals (migration 0030_timesheet_monthly_hours) during a bulk load: the
// trigger that adds each entry to its total is set aside while millions of entries go in (14 M row triggers at
// scale 400), then the totals are counted again from all the entries with one grouped insert, as the migration
// first filled them.

const TRIGGER = 'timesheet_entries_keep_monthly_hours';

/** Runs `load`, which inserts timesheet entries, with the totals counted once afterwards instead of per row. */
export const loadThenCountMonthlyHours = async (context: ScaleContext, load: () => Promise<void>) => {
  await context.db.execute(sql.raw(`alter table timesheet_entries disable trigger ${TRIGGER}`));
  await load();
  await context.db.execute(sql.raw(`alter table timesheet_entries enable trigger ${TRIGGER}`));
  await context.run('timesheet monthly hours emptied', sql`delete from timesheet_monthly_hours`);
  // 7.6 million totals at scale 400: inserted without their two indexes, which are built once afterwards.
  await loadThenIndex(context, ['timesheet_monthly_hours'], () =>
    context.run(
      'timesheet monthly hours',
      sql`insert into timesheet_monthly_hours (work_order_id, month, employee_id, task_id, hours, entries)
        select work_order_id, date_trunc('month', date::timestamp)::date, employee_id, task_id, sum(hours), count(*)
        from timesheet_entries group by 1, 2, 3, 4`,
    ),
  );
};
