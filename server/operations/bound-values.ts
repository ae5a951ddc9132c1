import { sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// A statement built once and run many times (a list's page, one per shape: list-statements.ts) must carry no
// request's values in its text or its parameters: each value becomes a placeholder, and the request fills them.
// The condition builders (filters.ts, keyset.ts, own-rows.ts) take a Bind: `inline` keeps the value in the
// condition as drizzle's own parameter (one-off statements); `boundValues().bind` puts a placeholder there and
// keeps the value, in the order the builder asked, under names that depend on that order only.

/** Where a builder puts a value: the value itself, or a placeholder for it. */
export type Bind = <T>(value: T, column?: PgColumn) => T | Placeholder;

export const inline: Bind = (value) => value;

export type BoundValues = {
  bind: Bind;
  values: Record<string, unknown>;
  /** How many values were bound so far: the next one's placeholder is `p<count>`. */
  count: () => number;
  /** Puts values already in the driver's form (a list plan's, list-plan.ts) at the next placeholders, in order. */
  append: (driverValues: readonly unknown[]) => void;
};

/**
 * Placeholders p0, p1, … for the values bound in order. A value bound for a column is stored as the driver
 * wants it (the column's mapToDriverValue, as drizzle does for a parameter): a date-time as its ISO text.
 */
export const boundValues = (): BoundValues => {
  const values: Record<string, unknown> = {};
  let next = 0;
  const bind = <T>(value: T, column?: PgColumn) => {
    const name = `p${next++}`;
    values[name] = value === null || value === undefined || !column ? value : column.mapToDriverValue(value);
    return sql.placeholder(name);
  };
  const append = (driverValues: readonly unknown[]) => {
    for (const value of driverValues) values[`p${next++}`] = value;
  };
  return { bind, values, count: () => next, append };
};

/**
 * The placeholders `boundValues().bind` gave from the `first`-th value on, without the values: for building a
 * statement's text once its values are bound already (list.ts binds them before it knows whether the shape is new).
 */
export const placeholdersFrom = (first: number): Bind => {
  let next = first;
  return () => sql.placeholder(`p${next++}`);
};
