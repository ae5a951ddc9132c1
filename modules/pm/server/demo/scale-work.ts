import { sql } from 'drizzle-orm';
import { queryRows } from '../../../../server/db/seed/context';
import { loadThenIndex } from '../../../../server/db/seed/load-then-index';
import { captureNew, maxId } from '../../../../server/db/seed/scale-tables';
import { loadThenCountMonthlyHours } from './monthly-hours';
import { formatNumberSql, reserveNumbers } from '../../../../server/db/seed/numbers';
import { TASK_TITLES } from './tasks';
import type { ScaleContext } from '../../../../server/db/seed/scale';
import { onLeaveSql } from '../../../hr/server/demo/scale-people';
import {
  arrayLiteral,
  CUSTOMERS_PER_TEAM,
  FIRST_DELIVERY_POSITION,
  POSITIONS,
  TASKS_PER_PROJECT,
  WORK_ORDERS_PER_TEAM,
} from '../../../../server/db/seed/scale-plan';

// Scale teams' work for the customers sales made (scale_customer): work orders with members, one project each with
// its tasks, and the big one — a timesheet entry for every working day of three years (a delivery person splits the day
// 5 + 3 hours over two work orders, often on a task; the office books 8 hours on internal work) —
// with the month sheets that total them.

const SEED = sql.raw(`'seed', 'seed'`);
const WO = WORK_ORDERS_PER_TEAM;
const WORK_ORDER_NAMES = ['Portale clienti', 'Integrazione ERP', 'App mobile', 'Analisi dati e reportistica', 'Manutenzione evolutiva'];

export const seedScaleWork = async (context: ScaleContext) => {
  const { run, teams, firstBranch } = context;
  let before = await maxId(context, 'work_orders');
  const firstWorkOrder = await reserveNumbers(context.db, 'workOrders', 'WO', teams * WO);
  await run(
    'work orders',
    sql`insert into work_orders (number, name, customer_id, manager_id, description, start_date, amount, budget_hours, status, created_by, updated_by)
      select ${sql.raw(formatNumberSql('WO', `${firstWorkOrder} + w.rn - 1`))}, (${arrayLiteral(WORK_ORDER_NAMES)}::text[])[1 + w.slot] || ' - ' || c.name,
        c.id, m.id, 'Commessa della sede ' || (${firstBranch}::int + w.team), ${context.historyStart}::date - 30, 150000, 3000, 'Active', ${SEED}
      from (select t.team, s.slot, row_number() over (order by t.team, s.slot) as rn from generate_series(0, ${teams - 1}::int) as t(team), generate_series(0, ${WO - 1}) as s(slot)) as w
      join scale_customer c on c.team = w.team and c.slot = w.slot % ${CUSTOMERS_PER_TEAM}
      join scale_employee m on m.team = w.team and m.pos = ${FIRST_DELIVERY_POSITION}
      order by w.rn`,
  );
  await captureNew(context, 'scale_work_order', 'work_orders', before, `name, customer_id, manager_id, k / ${WO} as team, k % ${WO} as slot, 60 + (k % ${WO}) * 5 as rate`);

  // Delivery people work on two of their team's work orders; the office on the demo's internal one.
  const [internal] = await queryRows<{ id: number }>(context.db, sql`select id from work_orders where name = 'Attività interne' order by id limit 1`);
  const internalId = internal?.id ?? null;
  await run(
    'work order members',
    sql`insert into work_order_members (work_order_id, employee_id, role, hourly_rate, created_by, updated_by)
      select w.id, e.id, (${arrayLiteral(POSITIONS.map((position) => position.jobTitle))}::text[])[1 + e.pos], w.rate, ${SEED}
      from scale_employee e cross join (values (0), (2)) as o(shift)
      join scale_work_order w on w.team = e.team and w.slot = (e.pos + o.shift) % ${WO}
      where e.pos >= ${FIRST_DELIVERY_POSITION}
      union all
      select ${internalId}::int, e.id, 'Staff', 0, ${SEED} from scale_employee e where e.pos < ${FIRST_DELIVERY_POSITION} and ${internalId}::int is not null`,
  );

  before = await maxId(context, 'projects');
  const firstProject = await reserveNumbers(context.db, 'projects', 'PRJ', teams * WO);
  await run(
    'projects',
    sql`insert into projects (number, name, work_order_id, manager_id, description, start_date, budget_hours, status, created_by, updated_by)
      select ${sql.raw(formatNumberSql('PRJ', `${firstProject} + w.k`))}, 'Progetto ' || w.name, w.id, w.manager_id, 'Progetto principale della commessa.',
        ${context.historyStart}::date - 30, 2800, 'Active', ${SEED}
      from scale_work_order w order by w.k`,
  );
  await captureNew(context, 'scale_project', 'projects', before, `k / ${WO} as team, k % ${WO} as slot`);
  await run(
    'project members',
    sql`insert into project_members (project_id, employee_id, role, allocation_percent, created_by, updated_by)
      select p.id, e.id, case when e.pos = ${FIRST_DELIVERY_POSITION} then 'Project manager' else 'Team member' end, 50, ${SEED}
      from scale_employee e cross join (values (0), (2)) as o(shift)
      join scale_project p on p.team = e.team and p.slot = (e.pos + o.shift) % ${WO}
      where e.pos >= ${FIRST_DELIVERY_POSITION}`,
  );

  before = await maxId(context, 'tasks');
  const firstTask = await reserveNumbers(context.db, 'tasks', 'TSK', teams * WO * TASKS_PER_PROJECT);
  // Task n of a project: the first six done, then in progress, in review, to do; assigned to a member.
  await run(
    'tasks',
    sql`insert into tasks (number, title, project_id, owner_id, assignee_id, status, priority, estimate_hours, created_by, updated_by)
      select ${sql.raw(formatNumberSql('TSK', `${firstTask} + row_number() over (order by p.team, p.slot, n) - 1`))},
        (${arrayLiteral(TASK_TITLES)}::text[])[1 + (p.team * 7 + p.slot * ${TASKS_PER_PROJECT} + n) % ${TASK_TITLES.length}], p.id, o.id, a.id,
        case when n < 6 then 'Done' when n < 8 then 'In Progress' when n = 8 then 'In Review' else 'To Do' end,
        (array['Low', 'Medium', 'Medium', 'High'])[1 + n % 4], 4 + (n % 5) * 4, ${SEED}
      from scale_project p cross join generate_series(0, ${TASKS_PER_PROJECT - 1}) as n
      join scale_employee o on o.team = p.team and o.pos = ${FIRST_DELIVERY_POSITION}
      join scale_employee a on a.team = p.team and a.pos = 5 * (1 + n % 4) + p.slot
      order by p.team, p.slot, n`,
  );
  await captureNew(context, 'scale_task', 'tasks', before, `k / ${WO * TASKS_PER_PROJECT} as team, (k / ${TASKS_PER_PROJECT}) % ${WO} as slot, k % ${TASKS_PER_PROJECT} as n, owner_id, title`);
  // A task's activity is its audit trail: each scale task's creation is written there.
  await run(
    'task activity',
    sql`insert into audit_trail (username, resource, record_id, action, changes)
      select 'seed', 'tasks', id, 'create', jsonb_build_object('title', jsonb_build_array(null, title)) from scale_task order by id`,
  );
  await seedScaleTimesheets(context, internalId);
};

const seedScaleTimesheets = async (context: ScaleContext, internalId: number | null) => {
  const { run, current, previous } = context;
  // The month sheets first, so that every entry is inserted with its sheet (scale 400: 13.7 million entries,
  // which a later update would write a second time).
  const [{ count }] = await queryRows<{ count: number }>(
    context.db,
    sql`select count(*)::int as count from scale_employee cross join (select distinct year, month from scale_day) as m`,
  );
  const before = await maxId(context, 'timesheet_months');
  const first = await reserveNumbers(context.db, 'timesheetMonths', 'TSM', count);
  await loadThenIndex(context, ['timesheet_months'], () =>
    run(
      'timesheet months',
      sql`insert into timesheet_months (number, employee_id, year, month, status, total_hours, created_by, updated_by)
        select ${sql.raw(formatNumberSql('TSM', `${first} + row_number() over (order by m.year, m.month, m.id) - 1`))}, m.id, m.year, m.month,
          case when m.year = ${current.year}::int and m.month = ${current.month}::int then 'Open'
               when m.year = ${previous.year}::int and m.month = ${previous.month}::int then case when m.k % 5 = 0 then 'Sent' else 'Approved' end
               else 'Closed' end,
          m.worked * 8, ${SEED}
        from (select e.id, e.k, d.year, d.month, count(*) filter (where not ${onLeaveSql}) as worked
              from scale_employee e cross join scale_day d group by e.id, e.k, d.year, d.month) as m
        order by m.year, m.month, m.id`,
    ),
  );
  await run(
    'scale_month table',
    sql`create temp table scale_month on commit drop as select id, employee_id, year, month from timesheet_months where id > ${before}`,
  );
  // Temporary tables have no statistics until analysed; with them the planner hashes the big joins.
  await run('statistics of the scale tables', sql`analyze scale_employee, scale_day, scale_work_order, scale_task, scale_month`);
  await loadThenCountMonthlyHours(context, () =>
    loadThenIndex(context, ['timesheet_entries'], () =>
      run(
        'timesheet entries',
        sql`insert into timesheet_entries (employee_id, date, work_order_id, task_id, hours, timesheet_month_id, created_by, updated_by)
          select e.id, d.day, w.id, t.id, case when o.shift = 0 then 5 else 3 end, m.id, ${SEED}
          from scale_employee e
          join scale_day d on not ${onLeaveSql}
          join scale_month m on m.employee_id = e.id and m.year = d.year and m.month = d.month
          cross join (values (0), (2)) as o(shift)
          join scale_work_order w on w.team = e.team and w.slot = (e.pos + o.shift) % ${WO}
          left join scale_task t on t.team = e.team and t.slot = w.slot and t.n = (d.idx + e.pos) % ${TASKS_PER_PROJECT}
          where e.pos >= ${FIRST_DELIVERY_POSITION}
          union all
          select e.id, d.day, ${internalId}::int, null, 8, m.id, ${SEED}
          from scale_employee e join scale_day d on not ${onLeaveSql}
          join scale_month m on m.employee_id = e.id and m.year = d.year and m.month = d.month
          where e.pos < ${FIRST_DELIVERY_POSITION} and ${internalId}::int is not null`,
      ),
    ),
  );
};
