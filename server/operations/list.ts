import { and, asc, count, desc, type SQL } from 'drizzle-orm';
import { decodeListQuery, ListQueryError, type ListQuery } from '../../resources/list-query';
import { badRequest } from '../errors';
import { authorize } from './access';
import { tableOf, type OperationContext, type Row } from './context';
import { conditionOf } from './filters';

const SORTABLE_STAMPS = ['id', 'createdAt', 'updatedAt'];

export type ListResult = { rows: Row[]; total: number };

/** Reads a query string into a ListQuery, answering a malformed one with a 400. */
export const readListQuery = (query: Record<string, string | string[] | undefined>): ListQuery => {
  try {
    return decodeListQuery(query);
  } catch (error) {
    if (error instanceof ListQueryError) throw badRequest(error.message, { [error.field]: error.message });
    throw error;
  }
};

const orderOf = (context: OperationContext, query: ListQuery): SQL[] => {
  const { resource } = context;
  const { columns } = tableOf(context);
  const requested = query.sort.length > 0 ? query.sort : resource.defaultSort ? [resource.defaultSort] : [];
  for (const { field } of requested)
    if (!(field in resource.fields) && !SORTABLE_STAMPS.includes(field))
      throw badRequest(`Cannot sort by ${field}`, { _sort: `Unknown field ${field}` });
  // id last makes paging stable when the sort field has ties.
  const order = requested.some(({ field }) => field === 'id') ? requested : [...requested, { field: 'id', order: 'asc' as const }];
  return order.map(({ field, order }) => (order === 'desc' ? desc(columns[field]) : asc(columns[field])));
};

/** A page of rows matching the filters, in the requested order, with the total count of matches. */
export const list = async (context: OperationContext & { query: ListQuery }): Promise<ListResult> => {
  const reach = await authorize(context, 'read');
  const { table, columns } = tableOf(context);
  const where = and(reach, conditionOf(context.resource, columns, context.query.where));
  const order = orderOf(context, context.query);
  const { start, end } = context.query;
  const rows = (await context.db
    .select()
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(end - start)
    .offset(start)) as Row[];
  const [{ total }] = await context.db.select({ total: count() }).from(table).where(where);
  return { rows, total };
};
