import { sql } from 'drizzle-orm';
import { devUserEmail } from '../../../../server/auth/dev-users';
import { queryRows } from '../../../../server/db/seed/context';
import { ensureRoleGroup } from '../../../users/server/demo/identity';
import { loadThenIndex } from '../../../../server/db/seed/load-then-index';
import { formatNumberSql, reserveNumbers } from '../../../../server/db/seed/numbers';
import type { ScaleContext } from '../../../../server/db/seed/scale';
import { arrayLiteral, FIRST_NAMES, LAST_NAMES, LEAVE_EVERY, POSITIONS, TEAM_SIZE } from '../../../../server/db/seed/scale-plan';

// Scale teams' people: employees (tax codes unique by construction), their users in the Employees
// group, their contracts and their approved and pending leave.

const DOMAIN = devUserEmail('x').split('@')[1];
const SEED = sql.raw(`'seed', 'seed'`);

/** The codice fiscale shape (surname, name, birth date, town, check letter) made unique by the serial `s`:
 * day, month and year of birth and the town digits spell out s (unique below 12 million), and the "S"
 * town letter keeps clear of the demo's real towns. */
const taxCodeSql = sql.raw(`
  left(regexp_replace(upper(ln), '[AEIOU]', '', 'g') || regexp_replace(upper(ln), '[^AEIOU]', '', 'g') || 'XXX', 3)
  || left(regexp_replace(upper(fn), '[AEIOU]', '', 'g') || regexp_replace(upper(fn), '[^AEIOU]', '', 'g') || 'XXX', 3)
  || lpad((60 + (s / 336) % 36)::text, 2, '0')
  || substr('ABCDEHLMPRST', 1 + ((s / 28) % 12)::int, 1)
  || lpad((1 + s % 28 + case when s % 2 = 1 then 40 else 0 end)::text, 2, '0')
  || 'S' || lpad(((s / 12096) % 1000)::text, 3, '0') || 'X'`);

/** Whether employee `e` is on approved leave on day `d` (one working day in LEAVE_EVERY). */
export const onLeaveSql = sql.raw(`((d.idx + e.k * 7) % ${LEAVE_EVERY} = 0)`);

export const seedScalePeople = async (context: ScaleContext) => {
  const { run, teams } = context;
  const count = teams * TEAM_SIZE;
  const first = await reserveNumbers(context.db, 'employees', 'EMP', count);
  context.firstBranch = Math.floor((first - 1) / TEAM_SIZE) + 1;
  const [{ before }] = await queryRows<{ before: number }>(context.db, sql`select coalesce(max(id), 0)::int as before from employees`);
  const titles = arrayLiteral(POSITIONS.map((position) => position.jobTitle));
  const centres = arrayLiteral(POSITIONS.map((position) => position.costCentre));
  const salaries = arrayLiteral(POSITIONS.map((position) => position.salary));
  await run(
    'employees',
    sql`insert into employees (number, first_name, last_name, email, tax_code, phone, birth_date, hire_date, job_title, cost_centre, hourly_cost, address, is_active, created_by, updated_by)
      select ${sql.raw(formatNumberSql('EMP', 's'))}, fn, ln, lower(fn || '.' || ln || '.' || s) || ${`@${DOMAIN}`}, ${taxCodeSql},
        '+39 3' || (20 + s % 30) || ' ' || (100 + s % 900) || ' ' || lpad((s * 7919 % 10000)::text, 4, '0'),
        make_date((1960 + (s / 336) % 36)::int, (1 + (s / 28) % 12)::int, (1 + s % 28)::int),
        ${context.historyStart}::date - (30 + (s * 37) % 2500)::int,
        (${titles}::text[])[1 + k % ${TEAM_SIZE}], (${centres}::text[])[1 + k % ${TEAM_SIZE}],
        round((${salaries}::numeric[])[1 + k % ${TEAM_SIZE}] * 1.42 / 1720, 2),
        'Via Lombardia ' || (1 + s % 120) || ', 20100 Milano (MI)', true, ${SEED}
      from (select g - 1 as k, ${first}::int + g - 1 as s from generate_series(1, ${count}::int) as g) as n,
        lateral (select (${arrayLiteral(FIRST_NAMES)}::text[])[1 + s % ${FIRST_NAMES.length}] as fn,
                        (${arrayLiteral(LAST_NAMES)}::text[])[1 + (s * 7 + s / ${LAST_NAMES.length}) % ${LAST_NAMES.length}] as ln) as names
      order by k`,
  );
  // Who is who in the new teams, for every later insert: position in the team, team, salary.
  await run(
    'scale employees table',
    sql`create temp table scale_employee on commit drop as
      select id, k, k % ${TEAM_SIZE} as pos, k / ${TEAM_SIZE} as team, email, first_name || ' ' || last_name as name, hire_date,
        (${salaries}::numeric[])[1 + k % ${TEAM_SIZE}] as salary
      from (select employees.*, (row_number() over (order by id) - 1)::int as k from employees where id > ${before}) as x`,
  );
  await run(
    'users',
    sql`insert into users (username, display_name, email, employee_id, is_active, created_by, updated_by)
      select email, name, email, id, true, ${SEED} from scale_employee order by k`,
  );
  const groupId = await ensureRoleGroup(context, 'EMPLOYEE');
  await run(
    'group members',
    sql`insert into rbac_group_users (group_id, user_id, created_by, updated_by)
      select ${groupId}::int, u.id, ${SEED} from users u join scale_employee e on e.id = u.employee_id order by u.id`,
  );
  await run(
    'employee contracts',
    sql`insert into employee_contracts (employee_id, contract_type_id, title, ccnl, level, start_date, weekly_hours, gross_annual_salary, monthly_instalments, created_by, updated_by)
      select e.id, ct.id, ct.name || ' - ' || e.name, 'Commercio e Terziario',
        case when e.salary >= 45000 then '1' when e.salary >= 35000 then '2' else '3' end, e.hire_date, 40, e.salary, 14, ${SEED}
      from scale_employee e join contract_types ct on ct.code = 'IND' order by e.k`,
  );
  await seedScaleLeave(context);
};

/** Approved single days of leave (the days the timesheets leave out) and some requests waiting for HR. */
const seedScaleLeave = async (context: ScaleContext) => {
  const [{ approved }] = await queryRows<{ approved: number }>(
    context.db,
    sql`select count(*)::int as approved from scale_employee e join scale_day d on ${onLeaveSql}`,
  );
  const pending = await queryRows<{ count: number }>(context.db, sql`select count(*)::int as count from scale_employee where pos % 6 = 0`);
  const first = await reserveNumbers(context.db, 'hrTimesheetRequests', 'HRQ', approved + pending[0].count);
  await loadThenIndex(context, ['hr_timesheet_requests'], () =>
    context.run(
      'HR requests',
      sql`insert into hr_timesheet_requests (number, employee_id, exception_id, start_date, end_date, note, state, created_by, updated_by)
        select ${sql.raw(formatNumberSql('HRQ', `${first} + rn - 1`))}, employee_id, ex.id, day, day, note, state, ${SEED}
        from (
          select e.id as employee_id, d.day, 'Ferie' as note, 'Approved' as state, row_number() over (order by d.day, e.id) as rn
          from scale_employee e join scale_day d on ${onLeaveSql}
          union all
          select e.id, ${context.today}::date + 14 + e.pos + case extract(isodow from ${context.today}::date + 14 + e.pos) when 6 then 2 when 7 then 1 else 0 end,
            'Vacanze', 'Reviewing', ${approved}::int + row_number() over (order by e.id)
          from scale_employee e where e.pos % 6 = 0
        ) as requests
        join exceptions ex on ex.code = 'FER'`,
    ),
  );
};
