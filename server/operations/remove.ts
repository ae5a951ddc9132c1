import { authorize } from './access';
import type { OperationContext } from './context';
import { writeContextOf } from './create';
import { withDatabaseErrors } from './database-errors';
import type { FileStorage } from '../files/storage';
import { checkNotLocked } from './locks';
import { deleteRecord } from './record-writer';
import { findRow } from './rows';

/**
 * Deletes an unlocked row with its attachments and audits the delete. The audit row stays (it names the
 * record, it does not refer to it). A `restrict` reference from another row refuses the delete with a 409.
 */
export const remove = async (context: OperationContext & { id: number; storage?: FileStorage }) => {
  const reach = await authorize(context, 'delete');
  const { resource, id } = context;
  const storageKeys = await withDatabaseErrors(resource, () =>
    context.db.transaction(async (tx) => {
      const before = await findRow({ ...context, db: tx }, id, reach, { isLocked: true });
      checkNotLocked(resource, before);
      return deleteRecord(writeContextOf(context, tx), resource.name, before);
    }),
  );
  // Files go only once the delete is committed; a leftover file is harmless, a missing one is not.
  await Promise.all(storageKeys.map((key) => context.storage?.remove(key)));
};
