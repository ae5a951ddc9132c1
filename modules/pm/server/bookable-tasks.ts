import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { MonthGrid } from '../domain/month-grid';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';

// The tasks a month grid's row may choose (modules/pm/domain/month-grid.ts `bookableTasks`): on the work orders the
// grid shows, through each task's project. Those of the employee's projects, and any they own, are assigned or
// starred; Done tasks are left out (their time is booked already). The employee's own and starred ones first.

/** Enough for any real project list; a grid is not a task browser. */
const MOST_TASKS = 500;

export const bookableTasksOf = async (tx: Database, schema: DatabaseSchema, employeeId: number, workOrderIds: readonly number[]): Promise<MonthGrid['bookableTasks']> => {
  if (workOrderIds.length === 0) return [];
  const table = (name: string) => resourceTableOf(schema, name);
  const [tasks, projects, members, favourites] = ['tasks', 'projects', 'projectMembers', 'favouriteTasks'].map(table);
  const t = tasks.columns;
  const isMember = sql`exists (select 1 from ${members.table} where ${members.columns.projectId} = ${t.projectId} and ${members.columns.employeeId} = ${employeeId})`;
  const isFavourite = sql<boolean>`exists (select 1 from ${favourites.table} where ${favourites.columns.taskId} = ${t.id} and ${favourites.columns.employeeId} = ${employeeId})`;
  const isMine = or(eq(t.ownerId, employeeId), eq(t.assigneeId, employeeId))!;
  const rows = (await tx
    .select({ id: t.id, number: t.number, title: t.title, workOrderId: projects.columns.workOrderId, isMine: sql<boolean>`(${isMine})`, isFavourite })
    .from(tasks.table)
    .innerJoin(projects.table, eq(projects.columns.id, t.projectId))
    .where(and(inArray(projects.columns.workOrderId, [...workOrderIds]), ne(t.status, 'Done'), or(isMember, isMine, isFavourite)))
    .orderBy(desc(sql`(${isMine}) or ${isFavourite}`), asc(t.number))
    .limit(MOST_TASKS)) as { id: number; number: string; title: string; workOrderId: number; isMine: boolean; isFavourite: boolean }[];
  const offered = rows.map((row) => ({ ...row, number: String(row.number), title: String(row.title), workOrderId: Number(row.workOrderId), isMine: Boolean(row.isMine), isFavourite: Boolean(row.isFavourite) }));
  const isFirst = (task: (typeof offered)[number]) => (task.isMine || task.isFavourite ? 0 : 1);
  return offered.sort((a, b) => isFirst(a) - isFirst(b) || a.number.localeCompare(b.number));
};
