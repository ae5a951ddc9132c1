import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../../../server/errors';
import { message } from '../../../../server/i18n/message';
import { resourceTableOf, type ResourceRef } from '../../../../server/db/schema';
import type { ActionCall } from '../../../../server/operations/actions/run-action';
import { createRecord, deleteRecord, updateRecord } from '../../../../server/operations/record-writer';
import { workOrderToProject } from '../../../sales/server/chain';
import { taskActivity } from './activity';
import { workOrderBurnDown } from './burn-down';
import { addComment, readJournal, removeComment } from './journal';
import { assignMembers, membersOf } from './members';
import { isManager, reachTask } from './reach';
import { attachmentLinks, involvedEmployees, journalFile } from './task-reads';
import { workflowsOf } from '../../../../server/operations/actions/workflows-of';
import { workOrders } from '../../work-orders.resource';
import { projects } from '../../projects.resource';
import { sprints } from '../../sprints.resource';
import { tasks } from '../../tasks.resource';
import { taskJournal } from '../../task-journal.resource';
import { projectJournal } from '../../project-journal.resource';
import { favouriteTasks } from '../../favourite-tasks.resource';
import { invoices } from '../../../finance/invoices.resource';
import { projectMembers } from '../../project-members.resource';
import { statementsOfWork } from '../../../legal/statements-of-work.resource';
import { timesheetEntries } from '../../timesheet-entries.resource';
import { workOrderMembers } from '../../work-order-members.resource';

// Work orders, projects, sprints, tasks and favourites (modules/pm/): handlers of their declared actions.

const tableOf = (call: Pick<ActionCall, 'context'>, resource: ResourceRef) => resourceTableOf(call.context.schema, resource);
const me = (call: Pick<ActionCall, 'context'>) => call.context.caller.employeeId as number;

/** Rows of `resource` whose `key` is one of the ids (none when there are none). */
const rowsWhere = async (call: Pick<ActionCall, 'context' | 'tx'>, resource: ResourceRef, key: string, ids: number[], order: 'asc' | 'desc' = 'asc') => {
  if (ids.length === 0) return [];
  const { table, columns } = tableOf(call, resource);
  return await call.tx
    .select()
    .from(table)
    .where(inArray(columns[key], ids))
    .orderBy((order === 'asc' ? asc : desc)(columns.id));
};

const idsWhere = async (call: Pick<ActionCall, 'context' | 'tx'>, resource: ResourceRef, pick: string, key: string, value: number) => {
  const { table, columns } = tableOf(call, resource);
  const rows = await call.tx.select({ value: columns[pick] }).from(table).where(eq(columns[key], value));
  return rows.map((row) => row.value as number);
};

/** The own path's reach over tasks (the caller's projects); the project managers see every task. */
const taskReach = (call: Pick<ActionCall, 'context' | 'reach'>) => (isManager(call.context.caller) ? undefined : call.reach);

const tasksWhere = async (call: Pick<ActionCall, 'context' | 'tx'>, where: SQL | undefined) => {
  const { table, columns } = tableOf(call, tasks);
  return await call.tx.select().from(table).where(where).orderBy(asc(columns.id));
};

export const workOrderWorkflows = workflowsOf(workOrders, {
  // Work orders.
  assign: assignMembers(workOrderMembers, 'workOrderId'),
  members: membersOf(workOrderMembers, 'workOrderId'),
  burnDown: workOrderBurnDown,
  statements: (call) => rowsWhere(call, statementsOfWork, 'workOrderId', [call.record.id]),
  invoices: async (call) => {
    const { table, columns } = tableOf(call, invoices);
    const issued = and(eq(columns.workOrderId, call.record.id), inArray(columns.direction, ['out', 'foreign']));
    const pick = { id: columns.id, number: columns.number, date: columns.date, direction: columns.direction, taxable: columns.taxable, total: columns.total, dueDate: columns.dueDate, isPaid: columns.isPaid };
    return call.tx.select(pick).from(table).where(issued).orderBy(asc(columns.date));
  },
  ofCustomer: (call) => rowsWhere(call, workOrders, 'customerId', [call.input.customerId]),
  ofEmployee: async (call) => rowsWhere(call, workOrders, 'id', await idsWhere(call, workOrderMembers, 'workOrderId', 'employeeId', call.input.employeeId)),
  // The sales chain's last step, on the work order: its project (modules/sales/server/chain.ts).
  toProject: workOrderToProject,
  mine: async (call) => rowsWhere(call, workOrders, 'id', await idsWhere(call, workOrderMembers, 'workOrderId', 'employeeId', me(call))),
});

export const projectWorkflows = workflowsOf(projects, {
  // Projects.
  assign: assignMembers(projectMembers, 'projectId'),
  members: membersOf(projectMembers, 'projectId'),
  ofWorkOrder: (call) => rowsWhere(call, projects, 'workOrderId', [call.input.workOrderId]),
  ofEmployee: async (call) => rowsWhere(call, projects, 'id', await idsWhere(call, projectMembers, 'projectId', 'employeeId', call.input.employeeId)),
  journal: ({ tx, context, record }) => readJournal(tx, context.schema, projectJournal, 'projectId', record.id),
  comment: (call) => addComment(call, projectJournal, 'projectId', call.record.id),
});

export const sprintWorkflows = workflowsOf(sprints, {
  // Sprints.
  mine: async (call) => rowsWhere(call, sprints, 'projectId', await idsWhere(call, projectMembers, 'projectId', 'employeeId', me(call)), 'desc'),
  ofProject: (call) => rowsWhere(call, sprints, 'projectId', [call.input.projectId]),
  close: async (call) => {
    const { columns } = tableOf(call, tasks);
    const { nextSprintId } = call.input;
    if (nextSprintId === call.record.id) throw badRequest(message('Choose another sprint for the unfinished tasks'), { nextSprintId: message('Not the sprint being closed') });
    if (call.record.status === 'Closed') throw conflict(message('Sprint {{name}} is already closed', { name: String(call.record.name) }));
    const unfinished = await tasksWhere(call, and(eq(columns.sprintId, call.record.id), ne(columns.status, 'Done')));
    // The task's narrowedBy refuses a sprint of another project.
    for (const task of unfinished) await updateRecord(call.write, tasks, task, { sprintId: nextSprintId }, {});
    return updateRecord(call.write, sprints, call.record, { status: 'Closed' });
  },
});

export const taskWorkflows = workflowsOf(tasks, {
  // Tasks. The sprint must belong to the task's project: the field's narrowedBy, kept by the writer.
  moveToSprint: ({ record, input, write }) => updateRecord(write, tasks, record, { sprintId: input.sprintId ?? null }),
  backlog: (call) => {
    const { columns } = tableOf(call, tasks);
    const { projectId } = call.input;
    return tasksWhere(call, and(isNull(columns.sprintId), projectId === null ? undefined : eq(columns.projectId, projectId)));
  },
  ofSprint: async (call) => {
    const { columns } = tableOf(call, tasks);
    const sprintId = call.input.sprintId;
    const own = [call.input.justOwner ? eq(columns.ownerId, me(call)) : undefined, call.input.justAssigned ? eq(columns.assigneeId, me(call)) : undefined];
    // Everybody on the project sees the whole sprint; others nothing of it.
    return tasksWhere(call, and(eq(columns.sprintId, sprintId), taskReach(call), ...own));
  },
  assignedToMe: (call) => tasksWhere(call, and(eq(tableOf(call, tasks).columns.assigneeId, me(call)), taskReach(call))),
  ownedByMe: (call) => tasksWhere(call, and(eq(tableOf(call, tasks).columns.ownerId, me(call)), taskReach(call))),
  ofEmployee: (call) => {
    const { columns } = tableOf(call, tasks);
    const employeeId = call.input.employeeId;
    return tasksWhere(call, or(eq(columns.ownerId, employeeId), eq(columns.assigneeId, employeeId)));
  },
  journal: async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, call.input.taskId);
    return readJournal(call.tx, call.context.schema, taskJournal, 'taskId', task.id);
  },
  comment: async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, call.input.taskId);
    return addComment(call, taskJournal, 'taskId', task.id);
  },
  logTime: async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, call.input.taskId);
    const projectTable = tableOf(call, projects);
    const [project] = await call.tx.select({ workOrderId: projectTable.columns.workOrderId }).from(projectTable.table).where(eq(projectTable.columns.id, Number(task.projectId)));
    if (!project) throw notFound(message('Project {{id}} not found', { id: Number(task.projectId) }));
    return createRecord(call.write, timesheetEntries, {
      employeeId: me(call),
      workOrderId: project.workOrderId,
      taskId: task.id,
      date: call.input.date,
      hours: call.input.hours,
      note: call.input.note ?? null,
    });
  },
  uncomment: async (call) => {
    const storageKeys = await removeComment(call.tx, call, call.context.caller, taskJournal, call.input.commentId, (entry) =>
      reachTask(call.tx, call.context.schema, call.context.caller, entry.taskId as number),
    );
    // The comment's files leave the storage once the delete is committed (a leftover file is harmless, a missing one is not).
    call.afterCommit(async () => void (await Promise.all(storageKeys.map((key) => call.storage?.remove(key)))));
  },
  activity: async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, call.input.taskId);
    return taskActivity(call.tx, call.context.schema, task.id);
  },
  journalFile: journalFile,
  involvedEmployees: involvedEmployees,
  attachmentLinks: attachmentLinks,
});

export const favouriteTaskWorkflows = workflowsOf(favouriteTasks, {
  // Favourites: per user; one may star only a task one can see.
  star: async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, call.input.taskId);
    const existing = await favouriteOf(call, task.id);
    return existing ?? createRecord(call.write, favouriteTasks, { employeeId: me(call), taskId: task.id });
  },
  unstar: async (call) => {
    const existing = await favouriteOf(call, call.input.taskId);
    if (!existing) throw notFound(message('Task {{id}} is not among your favourites', { id: call.input.taskId }));
    await deleteRecord(call.write, favouriteTasks, existing);
  },
  isFavorite: async (call) => ({ isFavorite: (await favouriteOf(call, call.input.taskId)) !== undefined }),
});

const favouriteOf = async (call: Pick<ActionCall, 'context' | 'tx'>, taskId: number) => {
  const { table, columns } = tableOf(call, favouriteTasks);
  const [row] = await call.tx
    .select()
    .from(table)
    .where(and(eq(columns.employeeId, me(call)), eq(columns.taskId, taskId)));
  return row;
};
