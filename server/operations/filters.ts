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

/** The builders a condition is made with: drizzle's, or none at all when only the values are wanted. */
type ConditionOps = {
  eq: (column: PgColumn, value: unknown) => SQL;
  ne: (column: PgColumn, value: unknown) => SQL;
  lt: (column: PgColumn, value: unknown) => SQL;
  lte: (column: PgColumn, value: unknown) => SQL;
  gt: (column: PgColumn, value: unknown) => SQL;
  gte: (column: PgColumn, value: unknown) => SQL;
  ilike: (column: PgColumn, value: unknown) => SQL;
  isNull: (column: PgColumn) => SQL;
  isNotNull: (column: PgColumn) => SQL;
  not: (condition: SQL) => SQL;
  and: (...conditions: (SQL | undefined)[]) => SQL | undefined;
  or: (...conditions: (SQL | undefined)[]) => SQL | undefined;
  always: () => SQL;
};

const SQL_OPS: ConditionOps = {
  eq,
  ne,
  lt,
  lte,
  gt,
  gte,
  ilike: (column, value) => ilike(column, value as string),
  isNull,
  isNotNull,
  not,
  and,
  or,
  always: () => sql`true`,
};

const nothing = () => undefined as unknown as SQL;
const NO_SQL: ConditionOps = { eq: nothing, ne: nothing, lt: nothing, lte: nothing, gt: nothing, gte: nothing, ilike: nothing, isNull: nothing, isNotNull: nothing, not: nothing, and: nothing, or: nothing, always: nothing };

const textCondition = (o: ConditionOps, column: PgColumn, filter: FieldFilter, isExact: boolean, bind: Bind): SQL => {
  const text = String(filter.value);
  const like = (pattern: string) => o.ilike(column, bind(pattern, column));
  switch (filter.operator) {
    case 'eq':
      return isExact ? o.eq(column, bind(text, column)) : like(escapeLike(text));
    case 'ne':
      return o.or(o.isNull(column), isExact ? o.ne(column, bind(text, column)) : o.not(like(escapeLike(text))))!;
    case 'contains':
      return like(`%${escapeLike(text)}%`);
    case 'ncontains':
      return o.or(o.isNull(column), o.not(like(`%${escapeLike(text)}%`)))!;
    case 'startswith':
      return like(`${escapeLike(text)}%`);
    case 'endswith':
      return like(`%${escapeLike(text)}`);
    default:
      return refuse(filter, message('{{operator}} does not apply to text', { operator: filter.operator }));
  }
};

const compare = (o: ConditionOps, column: PgColumn, filter: FieldFilter, unbound: unknown, bind: Bind): SQL => {
  const value = bind(unbound, column);
  switch (filter.operator) {
    case 'eq':
      return o.eq(column, value);
    case 'ne':
      return o.or(o.isNull(column), o.ne(column, value))!;
    case 'lt':
      return o.lt(column, value);
    case 'lte':
      return o.lte(column, value);
    case 'gt':
      return o.gt(column, value);
    case 'gte':
      return o.gte(column, value);
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
const datetimeCondition = (o: ConditionOps, column: PgColumn, filter: FieldFilter, bind: Bind): SQL => {
  const text = String(filter.value);
  if (!isDayShaped(text)) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(text)) refuse(filter, message('Must be a date or an ISO date-time'));
    if (instant.getUTCFullYear() < FIRST_YEAR || instant.getUTCFullYear() > LAST_YEAR) refuse(filter, message('Must be between the years {{first}} and {{last}}', { first: FIRST_YEAR, last: LAST_YEAR }));
    return compare(o, column, filter, instant, bind);
  }
  const start = bind(new Date(`${dayOf(filter)}T00:00:00Z`), column);
  const end = bind(nextDay(dayOf(filter)), column);
  switch (filter.operator) {
    case 'eq':
      return o.and(o.gte(column, start), o.lt(column, end))!;
    case 'ne':
      return o.or(o.isNull(column), o.lt(column, start), o.gte(column, end))!;
    case 'lt':
      return o.lt(column, start);
    case 'lte':
      return o.lt(column, end);
    case 'gt':
      return o.gte(column, end);
    case 'gte':
      return o.gte(column, start);
    default:
      return refuse(filter, message('{{operator}} does not apply to dates', { operator: filter.operator }));
  }
};

const booleanOf = (filter: FieldFilter) => {
  if (filter.value === true || filter.value === 'true') return true;
  if (filter.value === false || filter.value === 'false') return false;
  return refuse(filter, message('Must be true or false'));
};

const fieldCondition = (o: ConditionOps, resource: ResourceDeclaration, columns: Record<string, PgColumn>, filter: FieldFilter, bind: Bind): SQL => {
  const kind = kindOf(resource, filter.field);
  const column = columns[filter.field];
  if (filter.value === null) {
    if (filter.operator === 'eq') return o.isNull(column);
    if (filter.operator === 'ne') return o.isNotNull(column);
    return refuse(filter, message('Only equals and not equals compare with no value'));
  }
  switch (kind) {
    case 'text':
    case 'exact':
      return textCondition(o, column, filter, kind === 'exact' && (filter.operator === 'eq' || filter.operator === 'ne'), bind);
    case 'number':
      return compare(o, column, filter, numberOf(filter, rangeOf(resource, filter.field)), bind);
    case 'date':
      return compare(o, column, filter, dayOf(filter), bind);
    case 'datetime':
      return datetimeCondition(o, column, filter, bind);
    case 'boolean':
      if (filter.operator !== 'eq' && filter.operator !== 'ne') refuse(filter, message('{{operator}} does not apply to yes/no fields', { operator: filter.operator }));
      return compare(o, column, filter, booleanOf(filter), bind);
  }
};

const conditionWith = (
  o: ConditionOps,
  resource: ResourceDeclaration,
  columns: Record<string, PgColumn>,
  nodes: readonly FilterNode[],
  join: 'and' | 'or',
  bind: Bind,
): SQL | undefined => {
  const conditions = nodes.map((node) =>
    isGroup(node) ? (conditionWith(o, resource, columns, node.value, node.operator, bind) ?? o.always()) : fieldCondition(o, resource, columns, node, bind),
  );
  if (conditions.length === 0) return undefined;
  return join === 'and' ? o.and(...conditions) : o.or(...conditions);
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
): SQL | undefined => conditionWith(SQL_OPS, resource, columns, nodes, join, bind);

/**
 * Only the values `conditionOf` would bind, in the same order, after the same checks (a bad value is the same
 * 400): for a request whose shape already has its statement (list-statements.ts), building the condition again
 * with drizzle would be thrown away.
 */
export const bindConditionValues = (resource: ResourceDeclaration, columns: Record<string, PgColumn>, nodes: readonly FilterNode[], bind: Bind): void => {
  conditionWith(NO_SQL, resource, columns, nodes, 'and', bind);
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
