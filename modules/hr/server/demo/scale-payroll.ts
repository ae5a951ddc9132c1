import { sql } from 'drizzle-orm';
import { queryRows } from '../../../../server/db/seed/context';
import { loadThenIndex } from '../../../../server/db/seed/load-then-index';
import { formatNumberSql, reserveNumbers } from '../../../../server/db/seed/numbers';
import type { ScaleContext } from '../../../../server/db/seed/scale';
import { onLeaveSql } from './scale-people';

// Scale teams' payrolls: one per person per closed month (paid, last month's approved until payday),
// the days it is computed from, and the monthly and yearly costs — the same arithmetic as the demo's.

const SEED = sql.raw(`'seed', 'seed'`);

export const seedScalePayroll = async (context: ScaleContext) => {
  const { run, current, today } = context;
  const isCurrent = sql`(d.year = ${current.year}::int and d.month = ${current.month}::int)`;
  const [{ count }] = await queryRows<{ count: number }>(
    context.db,
    sql`select count(*)::int as count from scale_employee cross join (select distinct year, month from scale_day d where not ${isCurrent}) as m`,
  );
  const [{ before }] = await queryRows<{ before: number }>(context.db, sql`select coalesce(max(id), 0)::int as before from labour`);
  const first = await reserveNumbers(context.db, 'labour', 'LAB', count);
  const [approver] = await queryRows<{ id: number }>(context.db, sql`select id from users where username in ('accountant', 'admin') order by username limit 1`);
  await loadThenIndex(context, ['labour'], () =>
    run(
      'payrolls',
      sql`insert into labour (number, employee_id, year, month, status, approver_id, worked_days, worked_hours, gross_salary, tfr_monthly_salary,
          contributions, withholding_tax, tfr, net_salary, total_cost, payment_date, created_by, updated_by)
        select ${sql.raw(formatNumberSql('LAB', `${first} + row_number() over (order by m.year, m.month, m.id) - 1`))}, m.id, m.year, m.month,
          case when pay.day < ${today}::date then 'Paid' else 'Approved' end, ${approver?.id ?? null}::int, m.worked, m.worked * 8,
          g.gross, round(m.salary / 12, 2), c.contributions, w.withholding, round(m.salary / 13.5 / 12, 2),
          g.gross - c.contributions - w.withholding, round(g.gross * 1.3 + m.salary / 13.5 / 12, 2), pay.day, ${SEED}
        from (select e.id, e.salary, d.year, d.month, count(*) filter (where not ${onLeaveSql}) as worked
              from scale_employee e cross join scale_day d where not ${isCurrent} group by e.id, e.salary, d.year, d.month) as m,
          lateral (select (make_date(m.year, m.month, 1) + interval '1 month' + interval '26 days')::date as day) as pay,
          lateral (select round(m.salary / 14 * case when m.month in (7, 12) then 2 else 1 end, 2) as gross) as g,
          lateral (select round(g.gross * 0.0919, 2) as contributions) as c,
          lateral (select round((g.gross - c.contributions) * case when m.salary > 50000 then 0.33 when m.salary > 28000 then 0.27 else 0.21 end, 2) as withholding) as w
        order by m.year, m.month, m.id`,
    ),
  );
  await run(
    'scale payroll table',
    sql`create temp table scale_labour on commit drop as
      select id, employee_id, year, month, status, net_salary, gross_salary, tfr, total_cost, worked_hours, payment_date from labour where id > ${before}`,
  );
  await run('scale payroll statistics', sql`analyze scale_labour`);
  await loadThenIndex(context, ['labour_days'], () =>
    run(
      'payroll days',
      sql`insert into labour_days (labour_id, employee_id, date, worked_hours, overtime_hours, absence_hours, exception_id, is_holiday, created_by, updated_by)
        select l.id, e.id, d.day, case when ${onLeaveSql} then 0 else 8 end, 0, case when ${onLeaveSql} then 8 else 0 end,
          case when ${onLeaveSql} then ex.id end, false, ${SEED}
        from scale_labour l join scale_employee e on e.id = l.employee_id
        join scale_day d on d.year = l.year and d.month = l.month
        left join exceptions ex on ex.code = 'FER'`,
    ),
  );
  await run(
    'monthly costs',
    sql`insert into monthly_costs (employee_id, year, month, labour_id, gross_salary, contributions, tfr, total_cost, worked_hours, created_by, updated_by)
      select employee_id, year, month, id, gross_salary, round(gross_salary * 0.3, 2), tfr, total_cost, worked_hours, ${SEED} from scale_labour order by id`,
  );
  await run(
    'annual costs',
    sql`insert into annual_costs (employee_id, year, gross_salary, contributions, tfr, other_costs, total_cost, worked_hours, hourly_cost, created_by, updated_by)
      select e.id, y.year, g.gross, round(g.gross * 0.3, 2), round(g.gross / 13.5, 2), round(650 * y.share, 2),
        round(g.gross * 1.3 + g.gross / 13.5 + 650 * y.share, 2), round(1720 * y.share, 2),
        round((g.gross * 1.3 + g.gross / 13.5 + 650 * y.share) / (1720 * y.share), 2), ${SEED}
      from scale_employee e
      cross join (select distinct year, case when year = ${current.year}::int then ${current.month}::int / 12.0 else 1 end as share from scale_day) as y,
        lateral (select round(e.salary * y.share, 2) as gross) as g
      order by e.id, y.year`,
  );
};
