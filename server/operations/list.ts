import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import { decodeListQuery, isGroup, ListQueryError, type FilterNode, type ListQuery } from '../../resources/list-query';
import { badRequest } from '../errors';
import { message } from '../i18n/message';
import { authorize } from './access';
import { tableOf, type OperationContext, type Row } from './context';
import { conditionOf } from './filters';
import { countMatches } from './list-total';
import { lookupColumns, lookupFields } from './lookup';
import { ownField } from './own-field';

const SORTABLE_STAMPS = ['id', 'createdAt', 'updatedAt'];

/** `isTotalEstimated`: the matches passed EXACT_TOTAL_CAP and `total` is the planner's estimate (list-total.ts). */
export type ListResult = { rows: Row[]; total: number; isTotalEstimated: boolean };

/** Reads a query string into a ListQuery, answering a malformed one with a 400. */
export const readListQuery = (query: Record<string, string | string[] | undefined>): ListQuery => {
  try {
    return decodeListQuery(query);
  } catch (error) {
    if (error instanceof ListQueryError) {
      const reason = message(error.key, error.values);
      throw badRequest(reason, { [error.field]: reason });
    }
    throw error;
  }
};

/**
 * A list filters by the fields its declaration offers as filters and by references (both indexed), and by id;
 * a lookup by id and title only. Fields unknown to the resource are left to the filter builder's own 400.
 */
const checkFilterFields = (context: OperationContext, nodes: readonly FilterNode[]) => {
  const { resource } = context;
  const isOffered = (field: string) => {
    if (context.scope === 'lookup') return lookupFields(context.schema, resource).has(field);
    const declared = ownField(resource, field);
    return declared === undefined || declared.isFilterable === true || declared.type === 'reference';
  };
  for (const node of nodes) {
    if (isGroup(node)) checkFilterFields(context, node.value);
    else if (!isOffered(node.field)) throw badRequest(message('Cannot filter by {{field}}', { field: node.field }), { [node.field]: message('Not a filter of this list') });
  }
};

const isSortable = (resource: ResourceDeclaration, field: string) => ownField(resource, field) !== undefined || SORTABLE_STAMPS.includes(field);

const orderOf = (context: OperationContext, query: ListQuery): SQL[] => {
  const { resource } = context;
  const { columns } = tableOf(context);
  const sortable = context.scope === 'lookup' ? (field: string) => lookupFields(context.schema, resource).has(field) : (field: string) => isSortable(resource, field);
  const defaultSort = context.scope === 'lookup' ? { field: resource.titleField, order: 'asc' as const } : resource.defaultSort;
  const requested = query.sort.length > 0 ? query.sort : defaultSort ? [defaultSort] : [];
  for (const { field } of requested)
    if (!sortable(field)) throw badRequest(message('Cannot sort by {{field}}', { field }), { _sort: message('Unknown field {{field}}', { field }) });
  // id last makes paging stable when the sort field has ties.
  const order = requested.some(({ field }) => field === 'id') ? requested : [...requested, { field: 'id', order: 'asc' as const }];
  return order.map(({ field, order }) => (order === 'desc' ? desc(columns[field]) : asc(columns[field])));
};

/** A page of rows matching the filters, in the requested order, with the total of matches (exact up to a cap). */
export const list = async (context: OperationContext & { query: ListQuery }): Promise<ListResult> => {
  const reach = await authorize(context, 'read');
  const { table, columns } = tableOf(context);
  checkFilterFields(context, context.query.where);
  const where = and(reach, conditionOf(context.resource, columns, context.query.where));
  const order = orderOf(context, context.query);
  const { start, end } = context.query;
  const selection =
    context.scope === 'lookup'
      ? context.db.select(Object.fromEntries(lookupColumns(context.schema, context.resource).map((field) => [field, columns[field]])))
      : context.db.select();
  const rows = (await selection
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(end - start)
    .offset(start)) as Row[];
  const { total, isEstimate } = await countMatches(context.db, table, where);
  return { rows, total, isTotalEstimated: isEstimate };
};
