import { authorize, claimOwnership } from './access';
import type { OperationContext, Row } from './context';
import { withDatabaseErrors } from './database-errors';
import { createRecord } from './record-writer';
import { validateWrite } from './validation';
import type { WriteWarning } from './write-rules';

/** Validates a client's new row and writes it through the trusted writer, in one transaction. */
export const create = async (context: OperationContext & { body: unknown }): Promise<Row> => {
  await authorize(context, 'create');
  const { resource } = context;
  const values = validateWrite(resource, claimOwnership(context, context.body), 'create');
  return withDatabaseErrors(resource, () =>
    context.db.transaction(async (tx) => {
      const write = writeContextOf(context, tx);
      return withWarnings(await createRecord(write, resource.name, values), write.warnings);
    }),
  );
};

/** The written row, with the rules' warnings beside its fields when there are any (the reply of a write). */
export const withWarnings = (row: Row, warnings: readonly WriteWarning[]): Row => (warnings.length === 0 ? row : { ...row, warnings: [...warnings] });

/** The writer's view of an operation: its transaction, caller and the modules' hooks. */
export const writeContextOf = (context: OperationContext, tx: OperationContext['db'], via?: string) => ({
  tx,
  schema: context.schema,
  caller: context.caller,
  afterWrite: context.afterWrite,
  derivations: context.derivations,
  writeRules: context.writeRules,
  via,
  warnings: [] as WriteWarning[],
});
