import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../../server/db/schema';
import { auditTrail } from '../../../../server/db/system-tables';
import { peopleNamesOf } from '../../../../server/modules/audit/people-names';
import { taskJournal } from '../../task-journal.resource';

// A task's activity is its audit trail, written by the trusted writer on every change (never by a client):
// one line per changed field, plus its comments. Oldest first. Who did it reads as the journal shows it: the
// user's name, not their username.

export type ActivityLine = {
  at: Date;
  by: string;
  action: string;
  fieldName: string | null;
  oldValue: unknown;
  newValue: unknown;
};

const actionOf = (action: string, field: string | null, via: string | null) => {
  if (action === 'create') return 'Created';
  if (field === 'status') return 'Status changed';
  if (field === 'assigneeId') return 'Assigned';
  if (field === 'sprintId' || via === 'moveToSprint') return 'Moved to sprint';
  return 'Updated';
};

export const taskActivity = async (tx: Database, schema: DatabaseSchema, taskId: number): Promise<ActivityLine[]> => {
  const journal = resourceTableOf(schema, taskJournal);
  const comments = await tx.select({ id: journal.columns.id }).from(journal.table).where(eq(journal.columns.taskId, taskId));
  const commentIds = comments.map((row) => row.id as number);
  const rows = await tx
    .select()
    .from(auditTrail)
    .where(
      or(
        and(eq(auditTrail.resource, 'tasks'), eq(auditTrail.recordId, taskId)),
        commentIds.length > 0 ? and(eq(auditTrail.resource, taskJournal.name), inArray(auditTrail.recordId, commentIds)) : undefined,
      ),
    )
    .orderBy(asc(auditTrail.id));
  const nameOf = await peopleNamesOf(tx, schema, rows.map((row) => row.username));
  const lines = rows.flatMap((row): ActivityLine[] => {
    if (row.resource === taskJournal.name)
      return row.action === 'create' ? [{ at: row.at, by: row.username, action: 'Commented', fieldName: 'comment', oldValue: null, newValue: row.changes.comment?.[1] ?? null }] : [];
    if (row.action === 'create') return [{ at: row.at, by: row.username, action: 'Created', fieldName: null, oldValue: null, newValue: row.changes.title?.[1] ?? null }];
    return Object.entries(row.changes).map(([field, [before, after]]) => ({
      at: row.at,
      by: row.username,
      action: actionOf(row.action, field, row.via),
      fieldName: field,
      oldValue: before,
      newValue: after,
    }));
  });
  return lines.map((line) => ({ ...line, by: nameOf(line.by) }));
};
