import { and } from 'drizzle-orm';
import { isSortableField } from '../../resources/sortable';
import { decodeListQuery, isGroup, ListQueryError, MAX_PAGE_OFFSET, type FilterNode, type ListQuery } from '../../resources/list-query';
import { badRequest } from '../errors';
import { message } from '../i18n/message';
import { authorize } from './access';
import { tableOf, type OperationContext, type Row } from './context';
import { boundValues, placeholdersFrom } from './bound-values';
import { bindConditionValues, conditionOf, filterShapeOf } from './filters';
import { afterCondition, cursorAfter, cursorShapeOf, cursorValues, type SortKey } from './keyset';
import { keptListStatements, listStatementsOf, PAGE_OFFSET, PAGE_SIZE } from './list-statements';
import { lookupColumns, lookupFields } from './lookup';
import { ownField } from './own-field';

/**
 * The furthest row a page may start at by offset: reading a page there reads every row before it, so deeper
 * pages are read after a cursor (`_after`, keyset.ts), whose cost does not grow with the depth. The list screen's
 * pager stops there too (resources/list-query.ts).
 */
export const MAX_OFFSET = MAX_PAGE_OFFSET;

const STAMPS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];

/**
 * `isTotalEstimated`: the matches passed EXACT_TOTAL_CAP and `total` is the planner's estimate (list-total.ts).
 * `nextAfter`: the cursor of the page after this one (X-Next-After), when the page is full.
 */
export type ListResult = { rows: Row[]; total: number; isTotalEstimated: boolean; nextAfter?: string };

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

/**
 * The sort keys of a page, id last. A list sorts only by fields with an index of their own (resources/sortable.ts),
 * so a sorted page is read in index order; another field is refused rather than sorted by scanning the table.
 */
const sortKeysOf = (context: OperationContext, query: ListQuery): SortKey[] => {
  const { resource } = context;
  const lookup = context.scope === 'lookup' ? lookupFields(context.schema, resource) : undefined;
  const defaultSort = lookup ? { field: resource.titleField, order: 'asc' as const } : resource.defaultSort;
  const requested = query.sort.length > 0 ? query.sort : defaultSort ? [defaultSort] : [];
  for (const { field } of requested) {
    if (lookup ? lookup.has(field) : isSortableField(resource, field)) continue;
    const isKnown = ownField(resource, field) !== undefined || STAMPS.includes(field);
    throw badRequest(message('Cannot sort by {{field}}', { field }), {
      _sort: isKnown ? message('{{field}} is not a sort of this list (no index)', { field }) : message('Unknown field {{field}}', { field }),
    });
  }
  // id last makes paging stable when the sort field has ties. It runs the way the last key runs (newest first
  // among a day's entries sorted by date descending), so that keys of one direction are one index order, read
  // forwards or backwards, and a cursor is a row comparison that starts the scan at the cursor (keyset.ts).
  const tieBreak = { field: 'id', order: requested.at(-1)?.order ?? ('asc' as const) };
  return requested.some(({ field }) => field === 'id') ? requested : [...requested, tieBreak];
};

/**
 * A page of rows matching the filters, in the requested order, with the total of matches (exact up to a cap).
 * The request's values are bound to placeholders, so that its statements are those of its shape, built once
 * (list-statements.ts); the shape is what decides their text.
 */
export const list = async (context: OperationContext & { query: ListQuery }): Promise<ListResult> => {
  const { resource, query } = context;
  const { bind, values, count } = boundValues();
  const reach = await authorize(context, 'read', (employeeId) => bind(employeeId));
  const { columns } = tableOf(context);
  checkFilterFields(context, query.where);
  // The filters' values are checked and bound first, without building their SQL: a shape seen before has its
  // statements already (list-statements.ts), and only a new shape builds the condition, with the same placeholders.
  const conditionsFrom = count();
  bindConditionValues(resource, columns, query.where, bind);
  const keys = sortKeysOf(context, query);
  const { start, end, after } = query;
  if (after === undefined && start > MAX_OFFSET)
    throw badRequest(message('A page may start at row {{max}} at most; read further pages with _after (the X-Next-After of the page before)', { max: MAX_OFFSET }), {
      _start: message('At most {{max}} without _after', { max: MAX_OFFSET }),
    });
  const cursor = after === undefined ? undefined : cursorValues(resource, keys, after);
  const afterCursor = cursor === undefined ? undefined : afterCondition({ columns, keys, values: cursor, bind });
  // drizzle leaves out an offset of 0, so the first page's text has none either.
  const hasOffset = cursor === undefined && start > 0;
  const key = [filterShapeOf(query.where), keys.map(({ field, order }) => `${field} ${order}`).join(','), cursor ? cursorShapeOf(cursor) : '', hasOffset ? 'offset' : ''].join('|');
  const statements =
    keptListStatements(context, key) ??
    (() => {
      const where = and(reach, conditionOf(resource, columns, query.where, 'and', placeholdersFrom(conditionsFrom)));
      return listStatementsOf(context, {
        key,
        where,
        pageWhere: afterCursor === undefined ? where : and(where, afterCursor),
        keys,
        fields: context.scope === 'lookup' ? lookupColumns(context.schema, resource) : Object.keys(columns),
        hasOffset,
      });
    })();
  values[PAGE_SIZE] = end - start;
  if (hasOffset) values[PAGE_OFFSET] = start;
  const rows = await statements.page(values);
  // Past the cap the planner estimates the matches of this request's condition, written out with its values.
  const { total, isEstimate } = await statements.total(values, async () => and(await authorize(context, 'read'), conditionOf(resource, columns, query.where)));
  const last = rows.length > 0 && rows.length === end - start ? rows[rows.length - 1] : undefined;
  const nextAfter = last ? cursorAfter(last, keys) : undefined;
  return { rows, total, isTotalEstimated: isEstimate, ...(nextAfter ? { nextAfter } : {}) };
};
