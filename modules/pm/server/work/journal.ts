import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { Caller } from '../../../../server/auth/caller';
import type { Database } from '../../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../../server/db/schema';
import { attachments } from '../../../../server/db/system-tables';
import { forbidden, notFound } from '../../../../server/errors';
import { message } from '../../../../server/i18n/message';
import type { Row } from '../../../../server/operations/context';
import type { ActionCall } from '../../../../server/operations/actions/run-action';
import { createRecord, deleteRecord } from '../../../../server/operations/record-writer';

// A journal: comments on a project or a task, newest first, each with the files sent with it.

const filesOf = async (tx: Database, resourceName: string, ids: number[]) => {
  if (ids.length === 0) return new Map<number, unknown[]>();
  const rows = await tx
    .select({ id: attachments.id, recordId: attachments.recordId, fileName: attachments.fileName, contentType: attachments.contentType, size: attachments.size })
    .from(attachments)
    .where(and(eq(attachments.resource, resourceName), inArray(attachments.recordId, ids)))
    .orderBy(asc(attachments.id));
  const byEntry = new Map<number, unknown[]>();
  for (const { recordId, ...file } of rows) byEntry.set(recordId, [...(byEntry.get(recordId) ?? []), file]);
  return byEntry;
};

export const readJournal = async (tx: Database, schema: DatabaseSchema, journalResource: ResourceDeclaration, parentKey: string, parentId: number) => {
  const journal = resourceTableOf(schema, journalResource);
  const entries = await tx.select().from(journal.table).where(eq(journal.columns[parentKey], parentId)).orderBy(desc(journal.columns.id));
  const files = await filesOf(tx, journalResource.name, entries.map((entry) => entry.id));
  return entries.map((entry) => ({ ...entry, files: files.get(entry.id) ?? [] }));
};

/** A new comment by the caller, with the files sent along attached to it. */
export const addComment = async (call: ActionCall, journalResource: ResourceDeclaration, parentKey: string, parentId: number) => {
  const entry = await createRecord(call.write, journalResource, {
    [parentKey]: parentId,
    authorId: call.context.caller.employeeId,
    comment: call.input.comment,
  });
  return { ...entry, files: await call.attach(journalResource, entry.id, call.files) };
};

/** Only its author removes a comment; answers the storage keys of its files, to remove once committed. */
export const removeComment = async (tx: Database, call: ActionCall, caller: Caller, journalResource: ResourceDeclaration, entryId: number, check: (entry: Row) => Promise<unknown>) => {
  const journal = resourceTableOf(call.context.schema, journalResource);
  const [entry] = await tx.select().from(journal.table).where(eq(journal.columns.id, entryId)).for('update');
  if (!entry) throw notFound(message('Comment {{id}} not found', { id: entryId }));
  await check(entry);
  if (entry.authorId !== caller.employeeId) throw forbidden(message('Only its author may delete a comment'));
  return deleteRecord(call.write, journalResource, entry);
};
