import { and, eq, sql } from 'drizzle-orm';
import { monthRangeOf, weekRangeOf, type DateRange } from '../domain/workout-periods';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { badRequest, forbidden } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { createRecord, deleteRecord } from '../../../server/operations/record-writer';
import { rulesFor } from '../../../server/operations/write-rules';
import { firmToday } from '../../../resources/firm-calendar';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { workouts } from '../workouts.resource';
import { workoutActivities } from '../workout-activities.resource';
import { workoutBoardMembers } from '../workout-board-members.resource';
import { employees as employeesResource } from '../../hr/employees.resource';

// The Fit{product} area: an employee's own week and month totals, the team board of a month (only those who
// opted in are shown to colleagues; the caller always sees their own line), and the opt-in itself.

type Figures = { count: number; minutes: number; distanceKm: number };

const rowsOf = async <T extends Record<string, unknown>>(tx: Database, query: ReturnType<typeof sql>) => (await tx.execute<T>(query)).rows;

const figuresOf = (row: { count?: unknown; minutes?: unknown; distance?: unknown } | undefined): Figures => ({
  count: Number(row?.count ?? 0),
  minutes: Number(row?.minutes ?? 0),
  // Summed in SQL numerics (exact), two decimals as stored.
  distanceKm: Number(row?.distance ?? 0),
});

const totalsOf = async (tx: Database, schema: DatabaseSchema, employeeId: number, { from, to }: DateRange) => {
  const { table, columns } = resourceTableOf(schema, workouts);
  const [row] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select count(*) as count, coalesce(sum(${columns.minutes}), 0) as minutes, coalesce(sum(${columns.distanceKm}), 0) as distance
        from ${table} where ${columns.employeeId} = ${employeeId} and ${columns.date} between ${from} and ${to}`,
  );
  return { from, to, ...figuresOf(row) };
};

const employeeOf = (caller: { employeeId: number | null }) => {
  if (caller.employeeId === null) throw forbidden(message('Your user is not linked to an employee'));
  return caller.employeeId;
};


export const workoutWorkflows = workflowsOf(workouts, {
  // GET /workouts/totals?date=YYYY-MM-DD
  totals: async ({ tx, context, input }) => {
    const employeeId = employeeOf(context.caller);
    const day = typeof input.date === 'string' ? input.date : firmToday();
    return { week: await totalsOf(tx, context.schema, employeeId, weekRangeOf(day)), month: await totalsOf(tx, context.schema, employeeId, monthRangeOf(day)) };
  },
  // GET /workouts/team_board?year=&month=
  teamBoard: async ({ tx, context, input }) => {
    const employeeId = employeeOf(context.caller);
    const [year, month] = firmToday().split('-').map(Number);
    const chosen = { year: Number(input.year ?? year), month: Number(input.month ?? month) };
    if ((input.year === undefined || input.year === null) !== (input.month === undefined || input.month === null))
      throw badRequest(message('Give both year and month, or neither'), { month: message('Give both year and month') });
    const { from, to } = monthRangeOf(`${chosen.year}-${String(chosen.month).padStart(2, '0')}-01`);
    const [people, members, sessions] = [employeesResource, workoutBoardMembers, workouts].map((resource) => resourceTableOf(context.schema, resource));
    const [e, m, w] = [people.columns, members.columns, sessions.columns];
    const rows = await rowsOf<Record<string, unknown>>(
      tx,
      sql`select ${e.id} as "employeeId", ${e.fullName} as name, (${m.id} is not null) as "isShared",
            count(${w.id}) as count, coalesce(sum(${w.minutes}), 0) as minutes, coalesce(sum(${w.distanceKm}), 0) as distance
          from ${people.table}
          left join ${members.table} on ${m.employeeId} = ${e.id}
          left join ${sessions.table} on ${w.employeeId} = ${e.id} and ${w.date} between ${from} and ${to}
          where ${m.id} is not null or ${e.id} = ${employeeId}
          group by ${e.id}, ${e.fullName}, ${m.id}
          order by coalesce(sum(${w.minutes}), 0) desc, ${e.fullName}`,
    );
    const board = rows.map((row) => ({ employeeId: Number(row.employeeId), name: String(row.name), isMe: Number(row.employeeId) === employeeId, isShared: Boolean(row.isShared), ...figuresOf(row) }));
    return { ...chosen, from, to, isShared: board.some((row) => row.isMe && row.isShared), rows: board };
  },
  // POST /workouts/team_board { isShared }: join or leave the board.
  shareOnBoard: async ({ tx, context, input, write }) => {
    const employeeId = employeeOf(context.caller);
    const members = resourceTableOf(context.schema, workoutBoardMembers);
    const [member] = await tx.select().from(members.table).where(eq(members.columns.employeeId, employeeId)).for('update');
    if (input.isShared === true && !member) await createRecord(write, workoutBoardMembers, { employeeId });
    if (input.isShared !== true && member) await deleteRecord(write, workoutBoardMembers, member);
    return { isShared: input.isShared === true };
  },
});

/** A workout names an activity of the admin's list that is offered when it is picked. */
export const workoutWriteRules = [
  rulesFor(
    workouts,
    async (tx, { before, after, isDelete, schema }) => {
      if (isDelete) return;
      if (typeof after.activityId !== 'number' || before?.activityId === after.activityId) return;
      const activities = resourceTableOf(schema, workoutActivities);
      const [activity] = await tx
        .select()
        .from(activities.table)
        .where(and(eq(activities.columns.id, after.activityId), eq(activities.columns.isActive, true)));
      if (!activity) throw badRequest(message('This activity is no longer offered'), { activityId: message('Not offered') });
    },
  ),
];
