import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ResourceTable } from '../db/resource-tables';
import type { Row } from './context';

// Many rows of one table updated by one statement: their new values travel as a VALUES list joined on the
// id (`update t set f = v.f from (values …) as v(id, f) where t.id = v.id`), so a batch of a thousand rows
// costs one round trip instead of a thousand. Each value is cast to its column's type, since a VALUES list
// gives its columns no type of their own.

/** One row's new values (and, for a versioned write, the version it must still be at). */
export type RowValues = { id: number; values: Record<string, unknown>; version?: number };

// Bind parameters per statement: PostgreSQL refuses more than 65,535.
const MAX_PARAMETERS = 30_000;
const SOURCE = 'batch_values';

const cellOf = (target: ResourceTable, key: string, value: unknown): SQL => {
  const column = target.columns[key];
  return sql`cast(${sql.param(value ?? null, column)} as ${sql.raw(column.getSQLType())})`;
};

/**
 * Sets `fields` of every row from its `values` (a missing value is null) plus the same `set` for all; with
 * `isVersionChecked` a row is updated only while at its `version`. Returns the rows updated, as stored: a
 * versioned row missing from the answer was changed by someone else meanwhile.
 */
export const updateRowsById = async (
  tx: Database,
  target: ResourceTable,
  { fields, rows, set = {}, isVersionChecked = false }: { fields: readonly string[]; rows: readonly RowValues[]; set?: Record<string, unknown>; isVersionChecked?: boolean },
): Promise<Row[]> => {
  const keys = ['id', ...(isVersionChecked ? ['version'] : []), ...fields];
  const source = (key: string) => sql`${sql.identifier(SOURCE)}.${sql.identifier(key)}`;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / keys.length));
  const stored: Row[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const list = rows.slice(start, start + perStatement).map((row) => {
      const cells = keys.map((key) => cellOf(target, key, key === 'id' ? row.id : key === 'version' ? row.version : row.values[key]));
      return sql`(${sql.join(cells, sql`, `)})`;
    });
    const values = sql`(values ${sql.join(list, sql`, `)}) as ${sql.identifier(SOURCE)} (${sql.join(keys.map((key) => sql.identifier(key)), sql`, `)})`;
    const { columns } = target;
    stored.push(
      ...((await tx
        .update(target.table)
        .set({ ...Object.fromEntries(fields.map((field) => [field, source(field)])), ...set })
        .from(values)
        .where(and(eq(columns.id, source('id')), isVersionChecked ? eq(columns.version, source('version')) : undefined))
        .returning()) as Row[]),
    );
  }
  return stored;
};
