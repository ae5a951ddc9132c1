import { isSortableField } from '../../resources/sortable';
import { decodeListQuery, isGroup, ListQueryError, MAX_PAGE_OFFSET, type FilterNode, type ListQuery } from '../../resources/list-query';
import type { DatabaseSchema } from '../db/schema';
import { badRequest } from '../errors';
import { message } from '../i18n/message';
import { tableOf, type OperationContext } from './context';
import { boundValues } from './bound-values';
import { bindConditionValues, filterShapeOf } from './filters';
import { afterCondition, cursorShapeOf, cursorValues, type SortKey } from './keyset';
import { lookupFields } from './lookup';
import { ownField } from './own-field';

// What a list request's query string decides, whoever sends it: the query read, its filters checked and their
// values bound, its sort keys, its cursor, and the shape that names its kept statements (list-statements.ts).
// The caller's reach is not part of it: it is bound per request, before these values. A plan is kept by the
// query's text, so that the requests users repeat most — each list's first page, refine's refetch after every
// write — are not read and checked again (bench/history/2026-11-26-closer-to-the-floor-stops-36-41.md, "Stop 41").

/**
 * The furthest row a page may start at by offset: reading a page there reads every row before it, so deeper
 * pages are read after a cursor (`_after`, keyset.ts), whose cost does not grow with the depth. The list screen's
 * pager stops there too (resources/list-query.ts).
 */
export const MAX_OFFSET = MAX_PAGE_OFFSET;

const STAMPS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];

/** A request's query: its text (what a plan is kept by) and the values Fastify parsed from it. */
export type QueryString = { text: string; values: Record<string, string | string[] | undefined> };

export type ListPlan = {
  query: ListQuery;
  keys: readonly SortKey[];
  /** The cursor's values, one per sort key, when the page starts after a row. */
  cursor: readonly unknown[] | undefined;
  hasOffset: boolean;
  /** What decides the statements' text (list-statements.ts keeps them by it). */
  shapeKey: string;
  /** The filters' values, then the cursor's, as the driver takes them: bound after the caller's reach. */
  values: readonly unknown[];
  /** How many of `values` are the filters'. */
  conditionCount: number;
};

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

/** The plan of a query; a bad filter, sort, page or cursor is the 400 the request gets. */
const planOf = (context: OperationContext, query: ListQuery): ListPlan => {
  const { resource } = context;
  const { columns } = tableOf(context);
  checkFilterFields(context, query.where);
  // The values are checked and bound without building the conditions' SQL: a shape seen before has its
  // statements already, and only a new shape builds them (list.ts), with placeholders in the same order.
  const { bind, values, count } = boundValues();
  bindConditionValues(resource, columns, query.where, bind);
  const conditionCount = count();
  const keys = sortKeysOf(context, query);
  const { start, after } = query;
  if (after === undefined && start > MAX_OFFSET)
    throw badRequest(message('A page may start at row {{max}} at most; read further pages with _after (the X-Next-After of the page before)', { max: MAX_OFFSET }), {
      _start: message('At most {{max}} without _after', { max: MAX_OFFSET }),
    });
  const cursor = after === undefined ? undefined : cursorValues(resource, keys, after);
  if (cursor !== undefined) afterCondition({ columns, keys, values: cursor, bind });
  // drizzle leaves out an offset of 0, so the first page's text has none either.
  const hasOffset = cursor === undefined && start > 0;
  const shapeKey = [filterShapeOf(query.where), keys.map(({ field, order }) => `${field} ${order}`).join(','), cursor ? cursorShapeOf(cursor) : '', hasOffset ? 'offset' : ''].join('|');
  return { query, keys, cursor, hasOffset, shapeKey, values: Object.values(values), conditionCount };
};

/** How many plans are kept per schema; past it they are all dropped, and the next requests plan again. */
const MAX_PLANS = 1_000;
/**
 * The longest query text a plan is kept by: the screens' own are a few hundred characters, and a longer one (a
 * request may carry up to 16 KiB of URL) would let what is kept grow to many megabytes.
 */
const MAX_KEPT_TEXT = 2_000;

const plansBySchema = new WeakMap<DatabaseSchema, Map<string, ListPlan>>();

/**
 * The plan of a list request, kept by the resource, the path and the query's text. A page after a cursor is
 * planned each time and not kept: its text names one row, and is seldom sent twice. Nor is a very long text.
 */
export const listPlanOf = (context: OperationContext, queryString: QueryString): ListPlan => {
  let plans = plansBySchema.get(context.schema);
  if (!plans) plansBySchema.set(context.schema, (plans = new Map()));
  const key = `${context.resource.name}|${context.scope}|${queryString.text}`;
  const kept = plans.get(key);
  if (kept) return kept;
  const plan = planOf(context, readListQuery(queryString.values));
  if (plan.cursor === undefined && queryString.text.length <= MAX_KEPT_TEXT) {
    if (plans.size >= MAX_PLANS) plans.clear();
    plans.set(key, plan);
  }
  return plan;
};
