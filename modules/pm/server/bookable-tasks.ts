import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { MonthGrid } from '../domain/month-grid';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { keptStatement } from '../../../server/db/statements';

// The tasks a month grid's row may choose (modules/pm/domain/month-grid.ts `bookableTasks`): on the work orders the
// grid shows, through each task's project. Those of the employee's projects, and any they own, are assigned or
// starred; Done tasks are left out (their time is booked already). The employee's own and starred ones first.
// Read on every grid load: the statement is built once (keptStatement), the employee and work orders its values.

/** Enough for any real project list; a grid is not a task browser. */
const MOST_TASKS = 500;

const employee = sql.placeholder('employee');

const bookableTasks = keptStatement((schema: DatabaseSchema, query) => {
  const table = (name: string) => resourceTableOf(schema, name);
  const [tasks, projects, members, favourites] = ['tasks', 'projects', 'projectMembers', 'favouriteTasks'].map(table);
  const t = tasks.columns;
  const isMember = sql`exists (select 1 from ${members.table} where ${members.columns.projectId} = ${t.projectId} and ${members.columns.employeeId} = ${employee})`;
  const isFavourite = sql<boolean>`exists (select 1 from ${favourites.table} where ${favourites.columns.taskId} = ${t.id} and ${favourites.columns.employeeId} = ${employee})`;
  const isMine = or(eq(t.ownerId, employee), eq(t.assigneeId, employee))!;
  return query
    .select({
      id: t.id,
      number: t.number,
      title: t.title,
      workOrderId: sql<number>`${projects.columns.workOrderId}`.as('workOrderId'),
      isMine: sql<boolean>`(${isMine})`.as('isMine'),
      isFavourite: sql<boolean>`${isFavourite}`.as('isFavourite'),
    })
    .from(tasks.table)
    .innerJoin(projects.table, eq(projects.columns.id, t.projectId))
    .where(and(sql`${projects.columns.workOrderId} = any(${sql.placeholder('workOrders')}::int[])`, ne(t.status, 'Done'), or(isMember, isMine, isFavourite)))
    .orderBy(desc(sql`(${isMine}) or ${isFavourite}`), asc(t.number))
    .limit(MOST_TASKS);
});

export const bookableTasksOf = async (tx: Database, schema: DatabaseSchema, employeeId: number, workOrderIds: readonly number[]): Promise<MonthGrid['bookableTasks']> => {
  if (workOrderIds.length === 0) return [];
  const rows = await bookableTasks(tx, schema, { employee: employeeId, workOrders: `{${workOrderIds.join(',')}}` });
  const offered = rows.map((row) => ({
    id: Number(row.id),
    number: String(row.number),
    title: String(row.title),
    workOrderId: Number(row.workOrderId),
    isMine: Boolean(row.isMine),
    isFavourite: Boolean(row.isFavourite),
  }));
  const isFirst = (task: (typeof offered)[number]) => (task.isMine || task.isFavourite ? 0 : 1);
  return offered.sort((a, b) => isFirst(a) - isFirst(b) || a.number.localeCompare(b.number));
};
