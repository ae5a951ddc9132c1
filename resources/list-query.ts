// The list query language shared by the data provider (which encodes) and the API (which decodes).
// Paging and sorting are simple-rest's (`_start`, `_end`, `_sort`, `_order`); a filter on one field is
// `field_op=value` (plain `field=value` is equals); and/or groups travel as JSON in `_where`.
// SPEC §9 operators: text starts with / contains / not contains / ends with / equals / not equals;
// numeric = ≠ < ≤ > ≥; date is / is not / before / after.

export const FILTER_OPERATORS = [
  'eq',
  'ne',
  'lt',
  'lte',
  'gt',
  'gte',
  'contains',
  'ncontains',
  'startswith',
  'endswith',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type FieldFilter = { field: string; operator: FilterOperator; value: string | number | boolean | null };
/**
 * A filter a link may open a list on: one of the list's own, or "is one of" several values (refine's `in`), which
 * the data provider sends as an or-group of equals, so the list keeps one removable filter, not several.
 */
export type ListLinkFilter = FieldFilter | { field: string; operator: 'in'; value: readonly string[] };
export type FilterGroup = { operator: 'and' | 'or'; value: FilterNode[] };
export type FilterNode = FieldFilter | FilterGroup;

export type ListQuery = {
  /** All top-level nodes must hold (an implicit `and`). */
  where: FilterNode[];
  sort: { field: string; order: 'asc' | 'desc' }[];
  start: number;
  end: number;
  /**
   * Keyset paging: the page starts after the row this cursor names (the X-Next-After of the page before) and
   * holds `end - start` rows; `start` is then only the page's place in the list.
   */
  after?: string;
};

export const DEFAULT_PAGE_SIZE = 25;

/**
 * The deepest row a page may start at by offset; further pages go by keyset (`_after`). The list screen's pager
 * stops there too, so no page number it shows is refused: a longer list is narrowed with a filter.
 */
export const MAX_PAGE_OFFSET = 10_000;
export const MAX_PAGE_SIZE = 1000;
/** The furthest row a page may start or end at (int4, like every id). */
export const MAX_ROW_POSITION = 2_147_483_647;

/** URL suffix of each operator; `eq` has none so that `field=value` keeps simple-rest's meaning. */
const SUFFIX: Record<FilterOperator, string> = {
  eq: '',
  ne: '_ne',
  lt: '_lt',
  lte: '_lte',
  gt: '_gt',
  gte: '_gte',
  contains: '_like',
  ncontains: '_nlike',
  startswith: '_startswith',
  endswith: '_endswith',
};

export const isGroup = (node: FilterNode): node is FilterGroup => node.operator === 'and' || node.operator === 'or';

/** Encodes filters into query pairs: single-field filters as `field_op`, groups as one `_where` JSON. */
export const encodeFilters = (nodes: readonly FilterNode[]): [string, string][] => {
  const pairs: [string, string][] = [];
  const groups: FilterGroup[] = [];
  for (const node of nodes) {
    if (isGroup(node)) groups.push(node);
    else if (node.value !== undefined && node.value !== null && node.value !== '')
      pairs.push([`${node.field}${SUFFIX[node.operator]}`, String(node.value)]);
  }
  if (groups.length > 0) pairs.push(['_where', JSON.stringify(groups)]);
  return pairs;
};

/** `key` is the server's catalogue key (English with `{{name}}` placeholders), `message` its English text. */
export class ListQueryError extends Error {
  constructor(
    readonly key: string,
    readonly field = '_where',
    readonly values: Record<string, string | number> = {},
  ) {
    super(key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name])));
  }
}

const RESERVED = new Set(['_start', '_end', '_sort', '_order', '_where', '_after', 'q']);

const parseKey = (key: string): FieldFilter | undefined => {
  for (const operator of FILTER_OPERATORS) {
    const suffix = SUFFIX[operator];
    if (suffix && key.endsWith(suffix)) return { field: key.slice(0, -suffix.length), operator, value: null };
  }
  return undefined;
};

const checkNode = (node: unknown): FilterNode => {
  if (typeof node !== 'object' || node === null) throw new ListQueryError('Each filter must be an object');
  const candidate = node as Record<string, unknown>;
  if (candidate.operator === 'and' || candidate.operator === 'or') {
    if (!Array.isArray(candidate.value)) throw new ListQueryError('An and/or group needs a list of filters');
    return { operator: candidate.operator, value: candidate.value.map(checkNode) };
  }
  if (typeof candidate.field !== 'string') throw new ListQueryError('A filter needs a field');
  if (!FILTER_OPERATORS.includes(candidate.operator as FilterOperator))
    throw new ListQueryError('Unknown filter operator {{operator}}', candidate.field, { operator: String(candidate.operator) });
  const value = candidate.value;
  if (value !== null && !['string', 'number', 'boolean'].includes(typeof value))
    throw new ListQueryError('A filter value must be a string, number or boolean', candidate.field);
  return { field: candidate.field, operator: candidate.operator as FilterOperator, value: value as FieldFilter['value'] };
};

const toInteger = (raw: string | undefined, fallback: number, name: string) => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  // Bounded so that `_start=1e300` is refused here rather than by the database's OFFSET.
  if (!Number.isInteger(value) || value < 0 || value > MAX_ROW_POSITION)
    throw new ListQueryError('{{name}} must be a whole number from 0 to {{max}}', name, { name, max: MAX_ROW_POSITION });
  return value;
};

/**
 * Decodes a query string object (as Fastify parses it) into a ListQuery. Field names are not checked here:
 * the API checks them against the resource's declaration. Unknown reserved keys are ignored.
 */
export const decodeListQuery = (query: Record<string, string | string[] | undefined>): ListQuery => {
  const single = (key: string) => {
    const value = query[key];
    return Array.isArray(value) ? value[value.length - 1] : value;
  };
  const start = toInteger(single('_start'), 0, '_start');
  const end = toInteger(single('_end'), start + DEFAULT_PAGE_SIZE, '_end');
  if (end < start) throw new ListQueryError('_end must not be before _start', '_end');
  if (end - start > MAX_PAGE_SIZE) throw new ListQueryError('At most {{max}} rows per page', '_end', { max: MAX_PAGE_SIZE });

  const sortFields = (single('_sort') ?? '').split(',').filter(Boolean);
  const orders = (single('_order') ?? '').split(',');
  const sort = sortFields.map((field, index) => {
    const order = (orders[index] || 'asc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw new ListQueryError('_order must be asc or desc', '_order');
    return { field, order: order as 'asc' | 'desc' };
  });

  const where: FilterNode[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key) || raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    const parsed = parseKey(key) ?? { field: key, operator: 'eq' as const, value: null };
    const nodes = values.map((value): FieldFilter => ({ ...parsed, value }));
    // A repeated key lists alternatives (`id=1&id=2`, simple-rest's getMany): any of them may match.
    where.push(nodes.length === 1 ? nodes[0] : { operator: 'or', value: nodes });
  }
  const rawWhere = single('_where');
  if (rawWhere) {
    let groups: unknown;
    try {
      groups = JSON.parse(rawWhere);
    } catch {
      throw new ListQueryError('_where is not valid JSON');
    }
    if (!Array.isArray(groups)) throw new ListQueryError('_where must be a list of filters');
    where.push(...groups.map(checkNode));
  }
  const after = single('_after');
  return { where, sort, start, end, ...(after ? { after } : {}) };
};
