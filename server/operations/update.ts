import { and, eq, sql } from 'drizzle-orm';
import { conflict } from '../errors';
import { authorize, checkStillOwned } from './access';
import { runAfterWrite } from './after-write';
import { changesBetween, recordAudit } from './audit';
import { tableOf, type OperationContext, type Row } from './context';
import { withDatabaseErrors } from './database-errors';
import { fillCopiedFields } from './copied-fields';
import { checkReferences } from './references';
import { findRow } from './rows';
import { validateWrite, versionOf } from './validation';

const staleVersion = (current: number, sent: number) =>
  conflict(`Someone else changed this record since you read it (version ${sent}, now ${current}); reload and try again`, {
    version: `Stale: the record is at version ${current}`,
  });

/** Writes the given fields if the caller edited the latest version; the version goes up by one. */
export const update = async (context: OperationContext & { id: number; body: unknown }): Promise<Row> => {
  const reach = await authorize(context, 'update');
  const { resource, schema, caller, id } = context;
  const version = versionOf(context.body);
  const values = validateWrite(resource, context.body, 'update');
  const { table, columns } = tableOf(context);
  return withDatabaseErrors(resource, () =>
    context.db.transaction(async (tx) => {
      const before = await findRow({ ...context, db: tx }, id, reach, { isLocked: true });
      if (before.version !== version) throw staleVersion(before.version, version);
      checkStillOwned(context, { ...before, ...values });
      await checkReferences(tx, schema, resource, values);
      await fillCopiedFields(tx, schema, resource, values);
      const changes = changesBetween(before, { ...before, ...values }, Object.keys(values));
      if (Object.keys(changes).length === 0) return before;
      const [row] = (await tx
        .update(table)
        .set({ ...values, version: sql`${columns.version} + 1`, updatedAt: new Date(), updatedBy: caller.username })
        .where(and(eq(columns.id, id), eq(columns.version, version)))
        .returning()) as Row[];
      if (!row) throw staleVersion(version + 1, version);
      await recordAudit(tx, { resource: resource.name, recordId: id, action: 'update', username: caller.username, changes });
      await runAfterWrite(context, tx, { resource: resource.name, action: 'update', before, after: row, caller });
      return row;
    }),
  );
};
