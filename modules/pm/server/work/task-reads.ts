import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { API_PREFIX } from '../../../../resources/paths';
import { resourceTableOf } from '../../../../server/db/schema';
import { attachments } from '../../../../server/db/system-tables';
import { notFound } from '../../../../server/errors';
import { message } from '../../../../server/i18n/message';
import { FileReply, type ActionCall } from '../../../../server/operations/actions/run-action';
import type { CallWith } from '../../../../server/operations/actions/workflows-of';
import { reachTask } from './reach';
import { employees as employeesResource } from '../../../hr/employees.resource';
import { taskJournal } from '../../task-journal.resource';

// The task page's own reads (SPEC §7 Tasks): who is involved, every file with its download path, and one
// file of a comment. Each starts from reachTask, so a task outside the caller's projects is "not found".

type Involvement = 'Owner' | 'Assignee' | 'Commenter';

type TaskCall = CallWith<{ taskId: number }>;

const taskOf = (call: TaskCall) => reachTask(call.tx, call.context.schema, call.context.caller, call.input.taskId);

const commentIdsOf = async (call: Pick<ActionCall, 'tx' | 'context'>, taskId: number) => {
  const journal = resourceTableOf(call.context.schema, taskJournal);
  const rows = await call.tx.select({ id: journal.columns.id, authorId: journal.columns.authorId }).from(journal.table).where(eq(journal.columns.taskId, taskId));
  return rows as { id: number; authorId: number | null }[];
};

/** GET /task/involved-employees/{id}: the owner, the assignee and the authors of its comments, once each. */
export const involvedEmployees = async (call: TaskCall) => {
  const task = await taskOf(call);
  const involvement = new Map<number, Involvement[]>();
  const add = (employeeId: unknown, what: Involvement) => {
    if (typeof employeeId !== 'number') return;
    const known = involvement.get(employeeId) ?? [];
    if (!known.includes(what)) involvement.set(employeeId, [...known, what]);
  };
  add(task.ownerId, 'Owner');
  add(task.assigneeId, 'Assignee');
  for (const comment of await commentIdsOf(call, task.id)) add(comment.authorId, 'Commenter');
  if (involvement.size === 0) return [];
  const employees = resourceTableOf(call.context.schema, employeesResource);
  const rows = await call.tx
    .select({ employeeId: employees.columns.id, fullName: employees.columns.fullName, email: employees.columns.email })
    .from(employees.table)
    .where(inArray(employees.columns.id, [...involvement.keys()]))
    .orderBy(asc(employees.columns.id));
  return rows.map((row) => ({ ...row, involvement: involvement.get(row.employeeId as number) ?? [] }));
};

const fileColumns = { id: attachments.id, resource: attachments.resource, recordId: attachments.recordId, fileName: attachments.fileName, contentType: attachments.contentType, size: attachments.size, uploadedBy: attachments.uploadedBy, uploadedAt: attachments.uploadedAt };

/** GET /task/attachments/link/{id}: the task's files and its comments' files, each with the path that downloads it on the own path. */
export const attachmentLinks = async (call: TaskCall) => {
  const task = await taskOf(call);
  const commentIds = (await commentIdsOf(call, task.id)).map((comment) => comment.id);
  const ofTask = and(eq(attachments.resource, 'tasks'), eq(attachments.recordId, task.id));
  const ofComments = commentIds.length > 0 ? and(eq(attachments.resource, 'taskJournal'), inArray(attachments.recordId, commentIds)) : undefined;
  const files = await call.tx.select(fileColumns).from(attachments).where(or(ofTask, ofComments)).orderBy(asc(attachments.id));
  return files.map(({ resource, recordId, ...file }) =>
    resource === 'tasks'
      ? { ...file, source: 'task', commentId: null, link: `${API_PREFIX}/task/attachments/${task.id}/${file.id}` }
      : { ...file, source: 'comment', commentId: recordId, link: `${API_PREFIX}/task/journal/${task.id}/files/${file.id}` },
  );
};

/** GET /task/journal/{taskId}/files/{attachmentId}: one file of one of the task's comments. */
export const journalFile = async (call: CallWith<{ taskId: number; attachmentId: number }>) => {
  const task = await taskOf(call);
  const commentIds = (await commentIdsOf(call, task.id)).map((comment) => comment.id);
  const { attachmentId } = call.input;
  const [file] =
    commentIds.length === 0
      ? []
      : await call.tx
          .select()
          .from(attachments)
          .where(and(eq(attachments.id, attachmentId), eq(attachments.resource, 'taskJournal'), inArray(attachments.recordId, commentIds)));
  if (!file || !call.storage) throw notFound(message('File {{file}} not found on task {{task}}', { file: attachmentId, task: task.id }));
  return new FileReply({ fileName: file.fileName, contentType: file.contentType, size: file.size, content: await call.storage.read(file.storageKey) });
};
