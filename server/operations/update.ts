import { authorize, checkStillOwned } from './access';
import type { OperationContext, Row } from './context';
import { withWarnings, writeContextOf } from './create';
import { withDatabaseErrors } from './database-errors';
import { checkNotLocked } from './locks';
import { updateRecord } from './record-writer';
import { findRow } from './rows';
import { validateWrite, versionOf } from './validation';

/** Writes the given fields if the caller edited the latest version of an unlocked record; the version goes up by one. */
export const update = async (context: OperationContext & { id: number; body: unknown }): Promise<Row> => {
  const reach = await authorize(context, 'update');
  const { resource, id } = context;
  const version = versionOf(context.body);
  const values = validateWrite(resource, context.body, 'update');
  return withDatabaseErrors(resource, () =>
    context.db.transaction(async (tx) => {
      const before = await findRow({ ...context, db: tx }, id, reach, { isLocked: true });
      checkNotLocked(resource, before);
      checkStillOwned(context, { ...before, ...values });
      const write = writeContextOf(context, tx);
      return withWarnings(await updateRecord(write, resource.name, before, values, { expectedVersion: version }), write.warnings);
    }),
  );
};
