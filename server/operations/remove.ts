import { and, eq } from 'drizzle-orm';
import { attachments } from '../db/system-tables';
import type { FileStorage } from '../files/storage';
import { authorize } from './access';
import { changesBetween, recordAudit } from './audit';
import { tableOf, type OperationContext } from './context';
import { withDatabaseErrors } from './database-errors';
import { findRow } from './rows';

/**
 * Deletes a row with its attachments and audits the delete. The audit row stays (it names the record,
 * it does not refer to it). A `restrict` reference from another row refuses the delete with a 409.
 */
export const remove = async (context: OperationContext & { id: number; storage?: FileStorage }) => {
  const reach = await authorize(context, 'delete');
  const { resource, caller, id } = context;
  const { table, columns } = tableOf(context);
  const storageKeys = await withDatabaseErrors(resource, () =>
    context.db.transaction(async (tx) => {
      const before = await findRow({ ...context, db: tx }, id, reach, { isLocked: true });
      await tx.delete(table).where(eq(columns.id, id));
      const files = await tx
        .delete(attachments)
        .where(and(eq(attachments.resource, resource.name), eq(attachments.recordId, id)))
        .returning({ storageKey: attachments.storageKey });
      await recordAudit(tx, {
        resource: resource.name,
        recordId: id,
        action: 'delete',
        username: caller.username,
        changes: changesBetween(before, {}, Object.keys(resource.fields)),
      });
      return files.map((file) => file.storageKey);
    }),
  );
  // Files go only once the delete is committed; a leftover file is harmless, a missing one is not.
  await Promise.all(storageKeys.map((key) => context.storage?.remove(key)));
};
