import { and, eq } from 'drizzle-orm';
import { hasAnyRole, type Caller } from '../../../../server/auth/caller';
import type { Database } from '../../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../../server/db/schema';
import { notFound } from '../../../../server/errors';
import { message } from '../../../../server/i18n/message';
import type { Row } from '../../../../server/operations/context';
import { TEAM_ROLES } from '../../../../resources/vocabulary';
import { projectMembers } from '../../project-members.resource';
import { tasks as tasksResource } from '../../tasks.resource';

// Who may see a task's or a project's work: the project managers see all; an employee sees the tasks of the
// projects they are a member of (the tasks' own path narrows the same way: api.own.membership). A task
// outside one's reach is "not found", so ids do not leak.

export const isManager = (caller: Caller) => hasAnyRole(caller, TEAM_ROLES.pm);

export const isProjectMember = async (tx: Database, schema: DatabaseSchema, projectId: unknown, employeeId: number | null) => {
  if (employeeId === null || typeof projectId !== 'number') return false;
  const members = resourceTableOf(schema, projectMembers);
  const rows = await tx
    .select({ id: members.columns.id })
    .from(members.table)
    .where(and(eq(members.columns.projectId, projectId), eq(members.columns.employeeId, employeeId)))
    .limit(1);
  return rows.length > 0;
};

/** The task, when the caller is a member of its project or manages projects. */
export const reachTask = async (tx: Database, schema: DatabaseSchema, caller: Caller, taskId: number): Promise<Row> => {
  const tasks = resourceTableOf(schema, tasksResource);
  const [task] = await tx.select().from(tasks.table).where(eq(tasks.columns.id, taskId));
  const isReached = task !== undefined && (isManager(caller) || (await isProjectMember(tx, schema, task.projectId, caller.employeeId)));
  if (!isReached) throw notFound(message('Task {{id}} not found', { id: taskId }));
  return task;
};
