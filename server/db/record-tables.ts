import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Row } from '../operations/context';

// The row types drizzle reads from a resource's table. Resource tables are built at run time from the
// declarations, so drizzle cannot see their columns; these types tell it what a select returns: a `Row` for any
// resource, a declaration's `RecordOf` for a table taken through its declaration (server/operations/typed-records.ts).

/** A column as drizzle types it, holding `V` exactly (null included when the field is optional). */
type ColumnOf<V, HasDefault extends boolean = false> = PgColumn<{
  name: string;
  tableName: string;
  dataType: 'custom';
  columnType: 'PgCustomColumn';
  data: V;
  driverParam: unknown;
  notNull: true;
  hasDefault: HasDefault;
  isPrimaryKey: false;
  isAutoincrement: false;
  hasRuntimeDefault: false;
  enumValues: undefined;
  baseColumn: never;
  identity: undefined;
  generated: undefined;
}>;

/** A table whose select returns rows of type `R`. */
export type TableOf<R> = PgTableWithColumns<{ name: string; schema: undefined; dialect: 'pg'; columns: { [K in keyof R & string]-?: ColumnOf<R[K], true> } }>;

/** Any resource's table: its select returns `Row`s. */
export type RowTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: Record<string, ColumnOf<unknown, true>> & { id: ColumnOf<Row['id'], true>; version: ColumnOf<Row['version'], true> };
}>;
