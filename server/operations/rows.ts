import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../errors';
import { message, term } from '../i18n/message';
import { tableOf, type OperationContext, type Row } from './context';

/** One row by id within the caller's reach; a row outside it is "not found", never "forbidden", so ids do not leak. */
export const findRow = async (
  context: OperationContext,
  id: number,
  reach: SQL | undefined,
  options: { isLocked?: boolean } = {},
): Promise<Row> => {
  const { table, columns } = tableOf(context);
  const query = context.db.select().from(table).where(and(eq(columns.id, id), reach));
  const rows = (await (options.isLocked ? query.for('update') : query)) as Row[];
  if (rows.length === 0) throw notFound(message('{{resource}} {{id}} not found', { resource: term(context.resource.singular), id }));
  return rows[0];
};
