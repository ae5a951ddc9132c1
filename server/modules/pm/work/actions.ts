import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../../errors';
import { message } from '../../../i18n/message';
import { resourceTableOf } from '../../../db/schema';
import type { Row } from '../../../operations/context';
import type { ActionCall, ActionHandlers } from '../../../operations/actions/run-action';
import { createRecord, deleteRecord, updateRecord } from '../../../operations/record-writer';
import { taskActivity } from './activity';
import { workOrderBurnDown } from './burn-down';
import { addComment, readJournal, removeComment } from './journal';
import { assignMembers, membersOf } from './members';
import { isManager, reachTask } from './reach';
import { attachmentLinks, involvedEmployees, journalFile } from './task-reads';

// Work orders, projects, sprints, tasks and favourites (resources/pm/): handlers of their declared actions.

const tableOf = (call: ActionCall, name: string) => resourceTableOf(call.context.schema, name);
const idOf = (call: ActionCall, name: string) => call.input[name] as number;
const me = (call: ActionCall) => call.context.caller.employeeId as number;

/** Rows of `resource` whose `key` is one of the ids (none when there are none). */
const rowsWhere = async (call: ActionCall, resource: string, key: string, ids: number[], order: 'asc' | 'desc' = 'asc') => {
  if (ids.length === 0) return [];
  const { table, columns } = tableOf(call, resource);
  return (await call.tx
    .select()
    .from(table)
    .where(inArray(columns[key], ids))
    .orderBy((order === 'asc' ? asc : desc)(columns.id))) as Row[];
};

const idsWhere = async (call: ActionCall, resource: string, pick: string, key: string, value: number) => {
  const { table, columns } = tableOf(call, resource);
  const rows = await call.tx.select({ value: columns[pick] }).from(table).where(eq(columns[key], value));
  return rows.map((row) => row.value as number);
};

/** The own path's reach over tasks (the caller's projects); the project managers see every task. */
const taskReach = (call: ActionCall) => (isManager(call.context.caller) ? undefined : call.reach);

const tasksWhere = async (call: ActionCall, where: SQL | undefined) => {
  const { table, columns } = tableOf(call, 'tasks');
  return (await call.tx.select().from(table).where(where).orderBy(asc(columns.id))) as Row[];
};

export const workActionHandlers: ActionHandlers = {
  // Work orders.
  'workOrders.assign': assignMembers('workOrderMembers', 'workOrderId'),
  'workOrders.members': membersOf('workOrderMembers', 'workOrderId'),
  'workOrders.burnDown': workOrderBurnDown,
  'workOrders.statements': (call) => rowsWhere(call, 'statementsOfWork', 'workOrderId', [call.record.id]),
  'workOrders.invoices': async (call) => {
    const { table, columns } = tableOf(call, 'invoices');
    const issued = and(eq(columns.workOrderId, call.record.id), inArray(columns.direction, ['out', 'foreign']));
    const pick = { id: columns.id, number: columns.number, date: columns.date, direction: columns.direction, taxable: columns.taxable, total: columns.total, dueDate: columns.dueDate, isPaid: columns.isPaid };
    return call.tx.select(pick).from(table).where(issued).orderBy(asc(columns.date));
  },
  'workOrders.ofCustomer': (call) => rowsWhere(call, 'workOrders', 'customerId', [idOf(call, 'customerId')]),
  'workOrders.ofEmployee': async (call) => rowsWhere(call, 'workOrders', 'id', await idsWhere(call, 'workOrderMembers', 'workOrderId', 'employeeId', idOf(call, 'employeeId'))),
  'workOrders.mine': async (call) => rowsWhere(call, 'workOrders', 'id', await idsWhere(call, 'workOrderMembers', 'workOrderId', 'employeeId', me(call))),

  // Projects.
  'projects.assign': assignMembers('projectMembers', 'projectId'),
  'projects.members': membersOf('projectMembers', 'projectId'),
  'projects.ofWorkOrder': (call) => rowsWhere(call, 'projects', 'workOrderId', [idOf(call, 'workOrderId')]),
  'projects.ofEmployee': async (call) => rowsWhere(call, 'projects', 'id', await idsWhere(call, 'projectMembers', 'projectId', 'employeeId', idOf(call, 'employeeId'))),
  'projects.journal': ({ tx, context, record }) => readJournal(tx, context.schema, 'projectJournal', 'projectId', record.id),
  'projects.comment': (call) => addComment(call, 'projectJournal', 'projectId', call.record.id),

  // Sprints.
  'sprints.mine': async (call) => rowsWhere(call, 'sprints', 'projectId', await idsWhere(call, 'projectMembers', 'projectId', 'employeeId', me(call)), 'desc'),
  'sprints.ofProject': (call) => rowsWhere(call, 'sprints', 'projectId', [idOf(call, 'projectId')]),

  'sprints.close': async (call) => {
    const { columns } = tableOf(call, 'tasks');
    const nextSprintId = (call.input.nextSprintId as number | null) ?? null;
    if (nextSprintId === call.record.id) throw badRequest(message('Choose another sprint for the unfinished tasks'), { nextSprintId: message('Not the sprint being closed') });
    if (call.record.status === 'Closed') throw conflict(message('Sprint {{name}} is already closed', { name: String(call.record.name) }));
    const unfinished = await tasksWhere(call, and(eq(columns.sprintId, call.record.id), ne(columns.status, 'Done')));
    // The task's narrowedBy refuses a sprint of another project.
    for (const task of unfinished) await updateRecord(call.write, 'tasks', task, { sprintId: nextSprintId }, {});
    return updateRecord(call.write, 'sprints', call.record, { status: 'Closed' });
  },

  // Tasks. The sprint must belong to the task's project: the field's narrowedBy, kept by the writer.
  'tasks.moveToSprint': ({ record, input, write }) => updateRecord(write, 'tasks', record, { sprintId: input.sprintId ?? null }),
  'tasks.backlog': (call) => {
    const { columns } = tableOf(call, 'tasks');
    const projectId = call.input.projectId as number | null;
    return tasksWhere(call, and(isNull(columns.sprintId), projectId === null ? undefined : eq(columns.projectId, projectId)));
  },
  'tasks.ofSprint': async (call) => {
    const { columns } = tableOf(call, 'tasks');
    const sprintId = idOf(call, 'sprintId');
    const own = [call.input.justOwner ? eq(columns.ownerId, me(call)) : undefined, call.input.justAssigned ? eq(columns.assigneeId, me(call)) : undefined];
    // Everybody on the project sees the whole sprint; others nothing of it.
    return tasksWhere(call, and(eq(columns.sprintId, sprintId), taskReach(call), ...own));
  },
  'tasks.assignedToMe': (call) => tasksWhere(call, and(eq(tableOf(call, 'tasks').columns.assigneeId, me(call)), taskReach(call))),
  'tasks.ownedByMe': (call) => tasksWhere(call, and(eq(tableOf(call, 'tasks').columns.ownerId, me(call)), taskReach(call))),
  'tasks.ofEmployee': (call) => {
    const { columns } = tableOf(call, 'tasks');
    const employeeId = idOf(call, 'employeeId');
    return tasksWhere(call, or(eq(columns.ownerId, employeeId), eq(columns.assigneeId, employeeId)));
  },
  'tasks.journal': async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, idOf(call, 'taskId'));
    return readJournal(call.tx, call.context.schema, 'taskJournal', 'taskId', task.id);
  },
  'tasks.comment': async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, idOf(call, 'taskId'));
    return addComment(call, 'taskJournal', 'taskId', task.id);
  },
  'tasks.logTime': async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, idOf(call, 'taskId'));
    const projects = tableOf(call, 'projects');
    const [project] = await call.tx.select({ workOrderId: projects.columns.workOrderId }).from(projects.table).where(eq(projects.columns.id, Number(task.projectId)));
    if (!project) throw notFound(message('Project {{id}} not found', { id: Number(task.projectId) }));
    return createRecord(call.write, 'timesheetEntries', {
      employeeId: me(call),
      workOrderId: project.workOrderId,
      taskId: task.id,
      date: call.input.date,
      hours: call.input.hours,
      note: call.input.note ?? null,
    });
  },
  'tasks.uncomment': async (call) => {
    const storageKeys = await removeComment(call.tx, call, call.context.caller, 'taskJournal', idOf(call, 'commentId'), (entry) =>
      reachTask(call.tx, call.context.schema, call.context.caller, entry.taskId as number),
    );
    // The comment's files leave the storage once the delete is committed (a leftover file is harmless, a missing one is not).
    call.afterCommit(async () => void (await Promise.all(storageKeys.map((key) => call.storage?.remove(key)))));
  },
  'tasks.activity': async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, idOf(call, 'taskId'));
    return taskActivity(call.tx, call.context.schema, task.id);
  },
  'tasks.journalFile': journalFile,
  'tasks.involvedEmployees': involvedEmployees,
  'tasks.attachmentLinks': attachmentLinks,

  // Favourites: per user; one may star only a task one can see.
  'favouriteTasks.star': async (call) => {
    const task = await reachTask(call.tx, call.context.schema, call.context.caller, idOf(call, 'taskId'));
    const existing = await favouriteOf(call, task.id);
    return existing ?? createRecord(call.write, 'favouriteTasks', { employeeId: me(call), taskId: task.id });
  },
  'favouriteTasks.unstar': async (call) => {
    const existing = await favouriteOf(call, idOf(call, 'taskId'));
    if (!existing) throw notFound(message('Task {{id}} is not among your favourites', { id: idOf(call, 'taskId') }));
    await deleteRecord(call.write, 'favouriteTasks', existing);
  },
  'favouriteTasks.isFavorite': async (call) => ({ isFavorite: (await favouriteOf(call, idOf(call, 'taskId'))) !== undefined }),
};

const favouriteOf = async (call: ActionCall, taskId: number) => {
  const { table, columns } = tableOf(call, 'favouriteTasks');
  const [row] = (await call.tx
    .select()
    .from(table)
    .where(and(eq(columns.employeeId, me(call)), eq(columns.taskId, taskId)))) as Row[];
  return row;
};
