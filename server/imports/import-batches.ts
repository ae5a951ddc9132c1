import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ImportBatch } from '../../resources/imports';
import { importBatches } from '../db/system-tables';
import type { FileStorage } from '../files/storage';
import { conflict, notFound } from '../errors';
import { message } from '../i18n/message';
import { authorize } from '../operations/access';
import { tableOf, type OperationContext } from '../operations/context';
import { writeContextOf } from '../operations/create';
import { withDatabaseErrors } from '../operations/database-errors';
import { deleteRecord } from '../operations/record-writer';

// A list's import batches, and undoing one: its records deleted through the trusted writer (rules, audit) in one
// transaction, only while every one is still at the version the import left it (the versions tell a change). The
// batch row is locked first, so two undos at once undo once; each record is locked before its version is read.

const MOST_BATCHES = 100;
const MOST_NAMED = 5;

const batchOf = (row: typeof importBatches.$inferSelect): ImportBatch => ({
  id: row.id,
  resource: row.resource,
  fileName: row.fileName,
  rowCount: row.rowCount,
  importedBy: row.importedBy,
  importedAt: row.importedAt.toISOString(),
  undoneBy: row.undoneBy,
  undoneAt: row.undoneAt?.toISOString() ?? null,
});

/** The resource's latest batches, newest first. */
export const listImportBatches = async (context: OperationContext): Promise<ImportBatch[]> => {
  await authorize(context, 'create');
  const rows = await context.db
    .select()
    .from(importBatches)
    .where(eq(importBatches.resource, context.resource.name))
    .orderBy(desc(importBatches.id))
    .limit(MOST_BATCHES);
  return rows.map(batchOf);
};

export const undoImportBatch = async (context: OperationContext & { batchId: number; storage?: FileStorage }): Promise<ImportBatch> => {
  await authorize(context, 'create');
  const { resource, caller } = context;
  const { table, columns } = tableOf(context);
  const { batch, storageKeys } = await withDatabaseErrors(resource, () =>
    context.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(importBatches)
        .where(and(eq(importBatches.id, context.batchId), eq(importBatches.resource, resource.name)))
        .for('update');
      if (!found) throw notFound(message('Import {{id}} not found', { id: context.batchId }));
      if (found.undoneAt) throw conflict(message('This import was undone already'));
      const ids = found.records.map(([id]) => id);
      const rows = ids.length === 0 ? [] : await tx.select().from(table).where(inArray(columns.id, ids)).orderBy(columns.id).for('update');
      const stored = new Map(rows.map((row) => [Number(row.id), row]));
      const changed = found.records.filter(([id, version]) => stored.get(id)?.version !== version);
      if (changed.length > 0) {
        const named = changed.slice(0, MOST_NAMED).map(([id]) => String(stored.get(id)?.[resource.titleField] ?? `#${id}`));
        throw conflict(
          message('{{count}} records of this import have changed or gone since ({{records}}); it can no longer be undone', {
            count: changed.length,
            records: named.join(', ') + (changed.length > MOST_NAMED ? ', …' : ''),
          }),
        );
      }
      const write = writeContextOf(context, tx, 'import-undo');
      const keys: string[] = [];
      // The newest first, so that a record made from an earlier one of the same file goes before it.
      for (const [id] of [...found.records].reverse()) keys.push(...(await deleteRecord(write, resource.name, stored.get(id)!)));
      const [undone] = await tx
        .update(importBatches)
        .set({ undoneAt: new Date(), undoneBy: caller.username })
        .where(eq(importBatches.id, found.id))
        .returning();
      return { batch: batchOf(undone), storageKeys: keys };
    }),
  );
  await Promise.all(storageKeys.map((key) => context.storage?.remove(key)));
  return batch;
};
