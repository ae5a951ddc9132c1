import { Column, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Row } from '../operations/context';

// A statement's rows as the API shows them, built by the driver: each field selected under its API name, each
// date-time written by PostgreSQL as JSON writes a Date, so that only the few columns with a reading of their own
// (drizzle's mapFromDriverValue: numbers, dates read as Dates) are rewritten, in place. drizzle's own mapping builds
// a second object per row and a Date per stamp that JSON then turns back into text.

/**
 * Columns whose reading of their own leaves our drivers' values as they are: both drivers give 2- and 4-byte
 * integers as numbers and keep dates as text (statements.ts), so drizzle's reading (parse a string, keep a number
 * or a text) would be a call per cell that changes nothing.
 */
const AS_DRIVEN = new Set(['PgInteger', 'PgSmallInt', 'PgSerial', 'PgSmallSerial', 'PgDateString']);

/** One column's value as the API shows it, or undefined when the driver's value is shown as it is. */
const readerOf = (column: PgColumn): ((value: unknown) => unknown) | undefined => {
  // Most columns (text, varchar, string dates, booleans, json) show the driver's value as it is: no call per cell.
  if (column.mapFromDriverValue === Column.prototype.mapFromDriverValue || AS_DRIVEN.has(column.columnType)) return undefined;
  return (value: unknown) => {
    const shown = column.mapFromDriverValue(value);
    return shown instanceof Date ? shown.toISOString() : shown;
  };
};

/** PostgreSQL writes a date-time as JSON shows a Date: ISO text in UTC, to the millisecond (the rest dropped, as Date drops it). */
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const isDateTime = (column: PgColumn) => column.columnType === 'PgTimestamp';

/**
 * A selection of `fields` (keys of `columns`) under their own names (`"employee_id" as "employeeId"`), date-times
 * written by PostgreSQL as the API shows them: the driver's row is then the API's row (no second object per row, no
 * stamp rewritten in JavaScript), finished by `apiRowsInPlace` for the few columns with a reading of their own.
 */
export const selectionUnderFieldNames = (columns: Record<string, PgColumn>, fields: readonly string[]): Record<string, PgColumn | SQL.Aliased> =>
  Object.fromEntries(
    fields.map((key) => {
      const column = columns[key];
      if (isDateTime(column)) {
        const utc = (column as PgColumn & { withTimezone?: boolean }).withTimezone ? sql`${column} at time zone 'UTC'` : sql`${column}`;
        return [key, sql`to_char(${utc}, ${sql.raw(ISO_UTC)})`.as(key)];
      }
      return [key, column.name === key ? column : sql`${column}`.as(key)];
    }),
  );

type Finish = (rows: Record<string, unknown>[]) => Row[];

const build = (columns: Record<string, PgColumn>, fields: readonly string[]): Finish => {
  const read = fields.flatMap((key) => {
    const reader = isDateTime(columns[key]) ? undefined : readerOf(columns[key]);
    return reader === undefined ? [] : [{ key, reader }];
  });
  return (rows) => {
    if (read.length > 0)
      for (const row of rows)
        for (const { key, reader } of read) {
          const value = row[key];
          if (value !== null && value !== undefined) row[key] = reader(value);
        }
    return rows as Row[];
  };
};

/** The finishers chosen once per table (its columns) and fields: a statement read on every request asks each time. */
const kept = new WeakMap<Record<string, PgColumn>, Map<string, Finish>>();

/**
 * Finishes in place the driver's rows of a `selectionUnderFieldNames` statement: each column with a reading of its own
 * (a number drizzle converts, a date read as a Date and shown as its text); date-times are PostgreSQL's text already.
 */
export const apiRowsInPlace = (columns: Record<string, PgColumn>, fields: readonly string[]): Finish => {
  let ofTable = kept.get(columns);
  if (!ofTable) kept.set(columns, (ofTable = new Map()));
  const key = fields.join(',');
  let finish = ofTable.get(key);
  if (!finish) ofTable.set(key, (finish = build(columns, fields)));
  return finish;
};
