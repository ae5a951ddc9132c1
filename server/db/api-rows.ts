import { Column, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Row } from '../operations/context';
import { isoOfUtcTimestamp } from './utc-timestamp';

// A driver's row (keyed by column name, values as the driver gives them) as the API shows it: each column's own
// reading (drizzle's mapFromDriverValue), a date-time as JSON writes it. One pass over a row, the readers chosen
// once per statement, where drizzle's own mapping walks its field list and checks each value's kind per cell.

/** One column's value as the API shows it, or undefined when the driver's value is shown as it is. */
const readerOf = (column: PgColumn): ((value: unknown) => unknown) | undefined => {
  // Most columns (text, varchar, string dates, booleans, json) show the driver's value as it is: no call per cell.
  if (column.mapFromDriverValue === Column.prototype.mapFromDriverValue && column.columnType !== 'PgTimestamp') return undefined;
  const read = (value: unknown) => {
    const shown = column.mapFromDriverValue(value);
    return shown instanceof Date ? shown.toISOString() : shown;
  };
  if (column.columnType !== 'PgTimestamp' || !(column as PgColumn & { withTimezone?: boolean }).withTimezone) return read;
  return (value: unknown) => (typeof value === 'string' ? (isoOfUtcTimestamp(value) ?? read(value)) : read(value));
};

/** A reader of the driver's rows holding `fields` (keys of `columns`) into rows keyed by field, as the API shows them. */
export const apiRowReader = (columns: Record<string, PgColumn>, fields: readonly string[] = Object.keys(columns)) => {
  const read = fields.map((key) => ({ key, name: columns[key].name, reader: readerOf(columns[key]) }));
  // Every row starts as a copy of one with all its fields: one allocation of the final shape, where adding the
  // fields one by one to {} grew the object's property store again and again (a third of a list page's bytes).
  const blank: Record<string, unknown> = Object.fromEntries(fields.map((key) => [key, null]));
  return (raw: Record<string, unknown>): Row => {
    const row: Record<string, unknown> = { ...blank };
    for (const { key, name, reader } of read) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : reader === undefined ? value : reader(value);
    }
    return row as Row;
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

/** Finishes in place the driver's rows of a `selectionUnderFieldNames` statement: each column with a reading of its own (a number drizzle converts, a date as a Date's text) read as `apiRowReader` reads it. */
export const apiRowsInPlace = (columns: Record<string, PgColumn>, fields: readonly string[]) => {
  const read = fields.flatMap((key) => {
    const reader = isDateTime(columns[key]) ? undefined : readerOf(columns[key]);
    return reader === undefined ? [] : [{ key, reader }];
  });
  return (rows: Record<string, unknown>[]): Row[] => {
    if (read.length > 0)
      for (const row of rows)
        for (const { key, reader } of read) {
          const value = row[key];
          if (value !== null && value !== undefined) row[key] = reader(value);
        }
    return rows as Row[];
  };
};
