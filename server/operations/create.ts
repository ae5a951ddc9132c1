import { authorize, claimOwnership } from './access';
import { runAfterWrite } from './after-write';
import { changesBetween, recordAudit } from './audit';
import { tableOf, type OperationContext, type Row } from './context';
import { withDatabaseErrors } from './database-errors';
import { nextNumber } from './numbering';
import { fillCopiedFields } from './copied-fields';
import { checkReferences } from './references';
import { validateWrite } from './validation';

/** Validates, numbers, inserts and audits a new row, all in one transaction. */
export const create = async (context: OperationContext & { body: unknown }): Promise<Row> => {
  await authorize(context, 'create');
  const { resource, schema, caller } = context;
  const values = validateWrite(resource, claimOwnership(context, context.body), 'create');
  const { table } = tableOf(context);
  return withDatabaseErrors(resource, () =>
    context.db.transaction(async (tx) => {
      await checkReferences(tx, schema, resource, values);
      await fillCopiedFields(tx, schema, resource, values);
      if (resource.numbering) values[resource.numbering.field] = await nextNumber(tx, resource.name, resource.numbering.prefix);
      const stamps = { createdBy: caller.username, updatedBy: caller.username };
      const [row] = (await tx.insert(table).values({ ...values, ...stamps }).returning()) as Row[];
      await recordAudit(tx, {
        resource: resource.name,
        recordId: row.id,
        action: 'create',
        username: caller.username,
        changes: changesBetween({}, row, Object.keys(resource.fields)),
      });
      await runAfterWrite(context, tx, { resource: resource.name, action: 'create', after: row, caller });
      return row;
    }),
  );
};
