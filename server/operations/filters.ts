import { and, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../resources/declaration';
import { isGroup, type FieldFilter, type FilterNode } from '../../resources/list-query';
import { badRequest } from '../errors';
import { message, type Message } from '../i18n/message';
import { calendarDay, fieldTypeOf, FIRST_YEAR, INT4_RANGE, LAST_YEAR, type FilterKind, type NumberRange } from '../field-types';
import { inline, type Bind } from './bound-values';
import { ownField } from './own-field';

// SPEC §9 filters as parameterised SQL. Text comparisons ignore case; numbers and dates are read by
// the field's type, so a bad value is a 400 rather than a database error.

const STAMP_KINDS: Record<string, FilterKind> = {
  id: 'number',
  version: 'number',
  createdAt: 'datetime',
  updatedAt: 'datetime',
  createdBy: 'text',
  updatedBy: 'text',
};

export const kindOf = (resource: ResourceDeclaration, field: string): FilterKind => {
  const declared = ownField(resource, field);
  if (declared) return fieldTypeOf(declared).filter;
  const stamp = Object.hasOwn(STAMP_KINDS, field) ? STAMP_KINDS[field] : undefined;
  if (!stamp) throw badRequest(message('Unknown filter field {{field}}', { field }), { [field]: message('Unknown field') });
  return stamp;
};

const refuse = (filter: FieldFilter, why: Message): never => {
  throw badRequest(message('Bad filter on {{field}}: {{why}}', { field: filter.field, why }), { [filter.field]: why });
};

/** `%` and `_` in the user's text are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const textCondition = (column: PgColumn, filter: FieldFilter, isExact: boolean, bind: Bind): SQL => {
  const text = String(filter.value);
  const like = (pattern: string) => ilike(column, bind(pattern, column));
  switch (filter.operator) {
    case 'eq':
      return isExact ? eq(column, bind(text, column)) : like(escapeLike(text));
    case 'ne':
      return or(isNull(column), isExact ? ne(column, bind(text, column)) : not(like(escapeLike(text))))!;
    case 'contains':
      return like(`%${escapeLike(text)}%`);
    case 'ncontains':
      return or(isNull(column), not(like(`%${escapeLike(text)}%`)))!;
    case 'startswith':
      return like(`${escapeLike(text)}%`);
    case 'endswith':
      return like(`%${escapeLike(text)}`);
    default:
      return refuse(filter, message('{{operator}} does not apply to text', { operator: filter.operator }));
  }
};

const compare = (column: PgColumn, filter: FieldFilter, unbound: unknown, bind: Bind): SQL => {
  const value = bind(unbound, column);
  switch (filter.operator) {
    case 'eq':
      return eq(column, value);
    case 'ne':
      return or(isNull(column), ne(column, value))!;
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
    case 'gt':
      return gt(column, value);
    case 'gte':
      return gte(column, value);
    default:
      return refuse(filter, message('{{operator}} does not apply to this field', { operator: filter.operator }));
  }
};

/** The stamps id and version are int4; a declared number field says its own range. */
const rangeOf = (resource: ResourceDeclaration, field: string): NumberRange => {
  const declared = ownField(resource, field);
  return declared ? (fieldTypeOf(declared).filterRange?.(declared) ?? INT4_RANGE) : INT4_RANGE;
};

const numberOf = (filter: FieldFilter, range: NumberRange) => {
  const value = typeof filter.value === 'number' ? filter.value : Number(filter.value);
  if (filter.value === '' || typeof filter.value === 'boolean' || !Number.isFinite(value)) refuse(filter, message('Must be a number'));
  if (range.isWhole && !Number.isInteger(value)) refuse(filter, message('Must be a whole number'));
  if (range.isWhole ? Math.abs(value) > range.limit : Math.abs(value) >= range.limit) refuse(filter, message('Must be between -{{limit}} and {{limit}}', { limit: range.limit }));
  return value;
};

const dayOf = (filter: FieldFilter) => {
  const parsed = calendarDay.safeParse(filter.value);
  if (!parsed.success) refuse(filter, message('Must be a date YYYY-MM-DD'));
  return parsed.data as string;
};

/** A date-time filter given a day alone means the whole day (two bounds); given an instant, that instant. */
const isDayShaped = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** A whole day (UTC) for a date-only value, so "date is" works on a date-time column too. */
const datetimeCondition = (column: PgColumn, filter: FieldFilter, bind: Bind): SQL => {
  const text = String(filter.value);
  if (!isDayShaped(text)) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(text)) refuse(filter, message('Must be a date or an ISO date-time'));
    if (instant.getUTCFullYear() < FIRST_YEAR || instant.getUTCFullYear() > LAST_YEAR) refuse(filter, message('Must be between the years {{first}} and {{last}}', { first: FIRST_YEAR, last: LAST_YEAR }));
    return compare(column, filter, instant, bind);
  }
  const start = bind(new Date(`${dayOf(filter)}T00:00:00Z`), column);
  const end = bind(nextDay(dayOf(filter)), column);
  switch (filter.operator) {
    case 'eq':
      return and(gte(column, start), lt(column, end))!;
    case 'ne':
      return or(isNull(column), lt(column, start), gte(column, end))!;
    case 'lt':
      return lt(column, start);
    case 'lte':
      return lt(column, end);
    case 'gt':
      return gte(column, end);
    case 'gte':
      return gte(column, start);
    default:
      return refuse(filter, message('{{operator}} does not apply to dates', { operator: filter.operator }));
  }
};

const booleanOf = (filter: FieldFilter) => {
  if (filter.value === true || filter.value === 'true') return true;
  if (filter.value === false || filter.value === 'false') return false;
  return refuse(filter, message('Must be true or false'));
};

const fieldCondition = (resource: ResourceDeclaration, columns: Record<string, PgColumn>, filter: FieldFilter, bind: Bind): SQL => {
  const kind = kindOf(resource, filter.field);
  const column = columns[filter.field];
  if (filter.value === null) {
    if (filter.operator === 'eq') return isNull(column);
    if (filter.operator === 'ne') return isNotNull(column);
    return refuse(filter, message('Only equals and not equals compare with no value'));
  }
  switch (kind) {
    case 'text':
    case 'exact':
      return textCondition(column, filter, kind === 'exact' && (filter.operator === 'eq' || filter.operator === 'ne'), bind);
    case 'number':
      return compare(column, filter, numberOf(filter, rangeOf(resource, filter.field)), bind);
    case 'date':
      return compare(column, filter, dayOf(filter), bind);
    case 'datetime':
      return datetimeCondition(column, filter, bind);
    case 'boolean':
      if (filter.operator !== 'eq' && filter.operator !== 'ne') refuse(filter, message('{{operator}} does not apply to yes/no fields', { operator: filter.operator }));
      return compare(column, filter, booleanOf(filter), bind);
  }
};

/**
 * The SQL condition of a list of filter nodes, all of which must hold; and/or groups nest. Values go where `bind`
 * puts them (bound-values.ts): into the condition by default, or placeholders of a statement kept per shape.
 */
export const conditionOf = (
  resource: ResourceDeclaration,
  columns: Record<string, PgColumn>,
  nodes: readonly FilterNode[],
  join: 'and' | 'or' = 'and',
  bind: Bind = inline,
): SQL | undefined => {
  const conditions = nodes.map((node) =>
    isGroup(node) ? (conditionOf(resource, columns, node.value, node.operator, bind) ?? sql`true`) : fieldCondition(resource, columns, node, bind),
  );
  if (conditions.length === 0) return undefined;
  return join === 'and' ? and(...conditions) : or(...conditions);
};

/**
 * What decides the SQL text of `conditionOf` apart from the values: the fields, operators and groups, and of
 * each value only what a builder above branches on — whether it is empty (null), day-shaped (a date-time filter
 * on a whole day) and its type. Two filter lists of the same shape give the same text with the values bound
 * (list-statements.ts keeps one statement per shape); a new branch on a value above must show here too.
 */
export const filterShapeOf = (nodes: readonly FilterNode[]): string =>
  nodes
    .map((node) => {
      if (isGroup(node)) return `${node.operator}(${filterShapeOf(node.value)})`;
      const { value } = node;
      const kind = value === null ? 'null' : typeof value === 'string' && isDayShaped(value) ? 'day' : typeof value;
      return `${node.field}.${node.operator}.${kind}`;
    })
    .join(',');
