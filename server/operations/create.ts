import { authorize, claimOwnership } from './access';
import type { OperationContext, Row } from './context';
import { withDatabaseErrors } from './database-errors';
import { createRecord } from './record-writer';
import { validateWrite } from './validation';

/** Validates a client's new row and writes it through the trusted writer, in one transaction. */
export const create = async (context: OperationContext & { body: unknown }): Promise<Row> => {
  await authorize(context, 'create');
  const { resource } = context;
  const values = validateWrite(resource, claimOwnership(context, context.body), 'create');
  return withDatabaseErrors(resource, () =>
    context.db.transaction((tx) => createRecord(writeContextOf(context, tx), resource.name, values)),
  );
};

/** The writer's view of an operation: its transaction, caller and the modules' hooks. */
export const writeContextOf = (context: OperationContext, tx: OperationContext['db'], via?: string) => ({
  tx,
  schema: context.schema,
  caller: context.caller,
  afterWrite: context.afterWrite,
  derivations: context.derivations,
  writeRules: context.writeRules,
  via,
});
