import { and, eq, gt, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../resources/declaration';
import { badRequest } from '../errors';
import { calendarDay } from '../field-types';
import { kindOf } from './filters';
import type { Row } from './context';

// Keyset paging: a page beyond the first ones starts after the previous page's last row instead of counting
// rows off. The cursor is that row's values of the sort keys (id last), as base64url JSON: opaque to clients,
// sent back by the API as X-Next-After and accepted as `_after`. The condition is the row comparison
// "after (v1, …, id)" written out per key, since the keys may run in different directions, with a redundant
// bound on the first key so that its index scan starts at the cursor rather than at the top.

export type SortKey = { field: string; order: 'asc' | 'desc' };

const refuse = (why: string): never => {
  throw badRequest(`Bad _after: ${why}`, { _after: why });
};

/** The cursor after `row`, or none when a key is empty there (a null sorts apart; such pages go by offset). */
export const cursorAfter = (row: Row, keys: readonly SortKey[]): string | undefined => {
  const values = keys.map(({ field }) => row[field]);
  if (values.some((value) => value === null || value === undefined)) return undefined;
  const plain = values.map((value) => (value instanceof Date ? value.toISOString() : value));
  return Buffer.from(JSON.stringify(plain)).toString('base64url');
};

const valueOf = (resource: ResourceDeclaration, field: string, raw: unknown): unknown => {
  if (raw === null || typeof raw === 'object') return refuse(`the value of ${field} must be a plain value`);
  switch (kindOf(resource, field)) {
    case 'number': {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
      return Number.isFinite(value) ? value : refuse(`${field} must be a number`);
    }
    case 'date': {
      const parsed = calendarDay.safeParse(raw);
      return parsed.success ? parsed.data : refuse(`${field} must be a date YYYY-MM-DD`);
    }
    case 'datetime': {
      const instant = typeof raw === 'string' ? new Date(raw) : undefined;
      return instant && !Number.isNaN(instant.getTime()) ? instant : refuse(`${field} must be an ISO date-time`);
    }
    case 'boolean':
      return typeof raw === 'boolean' ? raw : refuse(`${field} must be true or false`);
    default:
      return typeof raw === 'string' ? raw : refuse(`${field} must be text`);
  }
};

const decode = (cursor: string): unknown[] => {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return refuse('not a cursor of this API');
  }
  return Array.isArray(values) ? values : refuse('not a cursor of this API');
};

/** The condition "comes after the cursor" in the order of `keys`. */
export const afterCondition = (context: {
  resource: ResourceDeclaration;
  columns: Record<string, PgColumn>;
  keys: readonly SortKey[];
  cursor: string;
}): SQL => {
  const { resource, columns, keys, cursor } = context;
  const raw = decode(cursor);
  if (raw.length !== keys.length) refuse(`it has ${raw.length} values for ${keys.length} sort keys`);
  const values = keys.map(({ field }, index) => valueOf(resource, field, raw[index]));
  const beyond = ({ field, order }: SortKey, value: unknown) => (order === 'asc' ? gt(columns[field], value) : lt(columns[field], value));
  const alternatives = keys.map((key, index) =>
    and(...keys.slice(0, index).map(({ field }, before) => eq(columns[field], values[before])), beyond(key, values[index])),
  );
  const [first] = keys;
  const bound = first.order === 'asc' ? gte(columns[first.field], values[0]) : lte(columns[first.field], values[0]);
  return and(bound, or(...alternatives))!;
};
