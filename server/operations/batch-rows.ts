import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { Row } from './context';

// Many rows of one table written by one statement, their values sent as ONE jsonb parameter (an array of
// objects, each value as its column's driver value) and unpacked by the database, each cast to its
// column's type: a batch of 21,000 payroll days is one round trip, with no limit on bind parameters and
// without building a parameter per cell (which cost more time than the database spent writing).

type Values = Record<string, unknown>;
/** One row's new values (and, for a versioned write, the version it must still be at). */
export type RowValues = { id: number; values: Values; version?: number };

const ELEMENT = 'batch_row';

/** JSON columns travel inside the batch as JSON, not as a string of JSON to be parsed a second time. */
const isJsonColumn = (column: PgColumn) => column.columnType === 'PgJsonb' || column.columnType === 'PgJson';

const rowsParameter = (columns: Record<string, PgColumn>, keys: readonly string[], rows: readonly Values[]) => {
  const targets = keys.map((key) => ({ key, column: columns[key], isJson: isJsonColumn(columns[key]) }));
  const plain = rows.map((row) => {
    const element: Values = {};
    for (const { key, column, isJson } of targets) {
      const value = row[key];
      element[key] = value === null || value === undefined ? null : isJson ? value : column.mapToDriverValue(value);
    }
    return element;
  });
  return sql`${JSON.stringify(plain)}::jsonb`;
};

/** A row's value of `key`, read from the parameter's element and cast to its column's type. */
const valueOf = (columns: Record<string, PgColumn>, key: string): SQL =>
  isJsonColumn(columns[key])
    ? sql`cast(${sql.identifier(ELEMENT)}.value -> ${key} as ${sql.raw(columns[key].getSQLType())})`
    : sql`cast(${sql.identifier(ELEMENT)}.value ->> ${key} as ${sql.raw(columns[key].getSQLType())})`;

/** The fields a write sets: those given a value (undefined leaves a column to its default or as it is). */
const keysOf = (columns: Record<string, PgColumn>, row: Values) => Object.keys(row).filter((key) => key in columns && row[key] !== undefined).sort();

/** Rows as the query builder answers them: field keys, values mapped from the driver's (the columns listed once per batch). */
const fromDriver = (columns: Record<string, PgColumn>) => {
  const fields = Object.entries(columns).map(([key, column]) => ({ key, name: column.name, column }));
  return (raw: Record<string, unknown>): Row => {
    const row: Record<string, unknown> = {};
    for (const { key, name, column } of fields) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as Row;
  };
};

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];

/**
 * Inserts rows in the order given (so their ids follow it), one statement per run of rows that give the same
 * fields (a field a row leaves out takes its column's default); with `isReturning`, answers the rows as
 * stored, in the same order.
 */
export const insertRows = async (tx: Database, table: PgTable, rows: readonly Values[], { isReturning = true } = {}): Promise<Row[]> => {
  const columns = getTableColumns(table);
  const runs: { keys: string[]; rows: Values[] }[] = [];
  for (const row of rows) {
    const keys = keysOf(columns, row);
    const last = runs.at(-1);
    if (last && last.keys.join() === keys.join()) last.rows.push(row);
    else runs.push({ keys, rows: [row] });
  }
  const stored: Row[] = [];
  const rowOf = fromDriver(columns);
  for (const run of runs) {
    const names = sql.join(run.keys.map((key) => sql.identifier(columns[key].name)), sql`, `);
    const values = sql.join(run.keys.map((key) => valueOf(columns, key)), sql`, `);
    const result = await tx.execute(
      sql`insert into ${table} (${names}) select ${values} from jsonb_array_elements(${rowsParameter(columns, run.keys, run.rows)}) with ordinality as ${sql.identifier(ELEMENT)}(value, position)
          order by ${sql.identifier(ELEMENT)}.position${isReturning ? sql` returning *` : sql``}`,
    );
    if (isReturning) for (const raw of rowsOf(result)) stored.push(rowOf(raw));
  }
  return stored;
};

/**
 * Sets `fields` of every row from its `values` (a missing value is null) plus the same `set` for all; with
 * `isVersionChecked` a row is updated only while at its `version`. Returns the rows updated, as stored: a
 * versioned row missing from the answer was changed by someone else meanwhile.
 */
export const updateRowsById = async (
  tx: Database,
  target: { table: PgTable; columns: Record<string, PgColumn> },
  { fields, rows, set = {}, isVersionChecked = false }: { fields: readonly string[]; rows: readonly RowValues[]; set?: Values; isVersionChecked?: boolean },
): Promise<Row[]> => {
  if (rows.length === 0) return [];
  const { table, columns } = target;
  const keys = ['id', ...(isVersionChecked ? ['version'] : []), ...fields];
  const source = rowsParameter(columns, keys, rows.map((row) => ({ ...row.values, id: row.id, version: row.version })));
  return await tx
    .update(table)
    .set({ ...Object.fromEntries(fields.map((field) => [field, valueOf(columns, field)])), ...set })
    .from(sql`jsonb_array_elements(${source}) as ${sql.identifier(ELEMENT)}(value)`)
    .where(and(eq(columns.id, valueOf(columns, 'id')), isVersionChecked ? eq(columns.version, valueOf(columns, 'version')) : undefined))
    .returning();
};
