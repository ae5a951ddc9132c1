import { and, eq, gt, gte, is, isNotNull, isNull, lt, lte, or, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../resources/declaration';
import { badRequest } from '../errors';
import { message, type Message } from '../i18n/message';
import { calendarDay } from '../field-types';
import { inline, type Bind } from './bound-values';
import { kindOf } from './filters';
import type { Row } from './context';

// Keyset paging: a page beyond the first ones starts after the previous page's last row instead of counting
// rows off. The cursor is that row's values of the sort keys (id last), as base64url JSON: opaque to clients,
// sent back by the API as X-Next-After and accepted as `_after`. The condition is the row comparison
// "after (v1, …, id)" written out per key, since the keys may run in different directions, with a redundant
// bound on the first key so that its index scan starts at the cursor rather than at the top.
// An empty value has its place too: PostgreSQL sorts it after every value ascending and before every value
// descending (its default, which the lists keep), so a cursor may hold null and the comparison says where nulls are.
// When every key runs in one direction over columns that cannot be empty, the condition is PostgreSQL's own row
// comparison, `(date, id) > (d, i)`: an index on those keys starts its scan exactly at the cursor, where the
// written-out form bounds only the first key and filters the cursor's ties row by row ("The list's order in an
// index", bench/history/2026-11-26-scale-400.md: up to a whole day's entries read for a page of 25).

export type SortKey = { field: string; order: 'asc' | 'desc' };

const refuse = (why: Message): never => {
  throw badRequest(message('Bad _after: {{why}}', { why }), { _after: why });
};

/** The cursor after `row`, or none when the row lacks a key (a lookup's narrow columns). */
export const cursorAfter = (row: Row, keys: readonly SortKey[]): string | undefined => {
  const values = keys.map(({ field }) => row[field]);
  if (values.some((value) => value === undefined)) return undefined;
  const plain = values.map((value) => (value instanceof Date ? value.toISOString() : value));
  return Buffer.from(JSON.stringify(plain)).toString('base64url');
};

const valueOf = (resource: ResourceDeclaration, field: string, raw: unknown): unknown => {
  if (raw === null) return null;
  if (typeof raw === 'object') return refuse(message('the value of {{field}} must be a plain value', { field }));
  switch (kindOf(resource, field)) {
    case 'number': {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
      return Number.isFinite(value) ? value : refuse(message('{{field}} must be a number', { field }));
    }
    case 'date': {
      const parsed = calendarDay.safeParse(raw);
      return parsed.success ? parsed.data : refuse(message('{{field}} must be a date YYYY-MM-DD', { field }));
    }
    case 'datetime': {
      const instant = typeof raw === 'string' ? new Date(raw) : undefined;
      return instant && !Number.isNaN(instant.getTime()) ? instant : refuse(message('{{field}} must be an ISO date-time', { field }));
    }
    case 'boolean':
      return typeof raw === 'boolean' ? raw : refuse(message('{{field}} must be true or false', { field }));
    default:
      return typeof raw === 'string' ? raw : refuse(message('{{field}} must be text', { field }));
  }
};

const decode = (cursor: string): unknown[] => {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return refuse(message('not a cursor of this API'));
  }
  return Array.isArray(values) ? values : refuse(message('not a cursor of this API'));
};

/** The values of a cursor, one per sort key, read by each key's field type (a date-time as a Date); a bad cursor is a 400. */
export const cursorValues = (resource: ResourceDeclaration, keys: readonly SortKey[], cursor: string): unknown[] => {
  const raw = decode(cursor);
  if (raw.length !== keys.length) refuse(message('it has {{count}} values for {{keys}} sort keys', { count: raw.length, keys: keys.length }));
  return keys.map(({ field }, index) => valueOf(resource, field, raw[index]));
};

/** What decides the text of `afterCondition` apart from the values: which of the cursor's values are empty. */
export const cursorShapeOf = (values: readonly unknown[]) => values.map((value) => (value === null ? 'null' : 'value')).join(',');

/** The condition "comes after the cursor's values" in the order of `keys`; values go where `bind` puts them (bound-values.ts). */
export const afterCondition = (context: { columns: Record<string, PgColumn>; keys: readonly SortKey[]; values: readonly unknown[]; bind?: Bind }): SQL => {
  const { columns, keys, values, bind = inline } = context;
  const column = (field: string) => columns[field];
  if (isOneRowComparison(keys, values, column)) return rowComparison(keys, values, column, bind);
  const same = (field: string, value: unknown) => (value === null ? isNull(column(field)) : eq(column(field), bind(value, column(field))));
  // The rows after the cursor's value on one key: larger ascending (then the empty ones), smaller descending.
  const beyond = ({ field, order }: SortKey, value: unknown): SQL => {
    if (order === 'asc') {
      if (value === null) return sql`false`;
      const after = gt(column(field), bind(value, column(field)));
      return column(field).notNull ? after : or(after, isNull(column(field)))!;
    }
    return value === null ? isNotNull(column(field)) : lt(column(field), bind(value, column(field)));
  };
  const alternatives = keys.map((key, index) => and(...keys.slice(0, index).map(({ field }, before) => same(field, values[before])), beyond(key, values[index])));
  return and(firstKeyBound(keys[0], values[0], column(keys[0].field), bind), or(...alternatives))!;
};

const isOneRowComparison = (keys: readonly SortKey[], values: readonly unknown[], column: (field: string) => PgColumn) =>
  keys.every(({ field, order }, index) => order === keys[0].order && column(field).notNull && values[index] !== null);

/** `(k1, …, id) > (v1, …, i)` ascending, `<` descending: every key in one direction, none of them empty. */
const rowComparison = (keys: readonly SortKey[], values: readonly unknown[], column: (field: string) => PgColumn, bind: Bind): SQL => {
  const row = (parts: SQL[]) => sql.join(parts, sql`, `);
  const columnsRow = row(keys.map(({ field }) => sql`${column(field)}`));
  const valuesRow = row(
    keys.map(({ field }, index) => {
      const value = bind(values[index], column(field));
      // A placeholder is filled from the request; a value kept inline is drizzle's parameter, mapped as its column maps it.
      return is(value, Placeholder) ? sql`${value}` : sql`${sql.param(value, column(field))}`;
    }),
  );
  return keys[0].order === 'asc' ? sql`(${columnsRow}) > (${valuesRow})` : sql`(${columnsRow}) < (${valuesRow})`;
};

/**
 * A bound on the first key alone, implied by the alternatives, for the index scan to start at the cursor. None
 * where it would have to be an "or" (ascending from a value of a column that may be empty, or descending from an
 * empty value), which an index scan cannot start from.
 */
const firstKeyBound = ({ order }: SortKey, value: unknown, column: PgColumn, bind: Bind): SQL | undefined => {
  if (value === null) return order === 'asc' ? isNull(column) : undefined;
  if (order === 'desc') return lte(column, bind(value, column));
  return column.notNull ? gte(column, bind(value, column)) : undefined;
};
