import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, uniqueKeyName, type PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseSchema } from './schema';

// What a start needs to know to refuse a registry that no longer matches the newest migration: the tables as the
// committed snapshot (server/db/migrations/meta) pictures them, read the same way from the declared tables with
// drizzle-orm alone. drizzle-kit, which writes the snapshots (`npm run db:generate`), is a development tool and is
// not loaded at run time. Both sides are reduced to what a migration would change: tables, columns (type, null,
// key, default), indexes (columns or expressions, uniqueness, method, condition), keys and unique constraints.
// tests/unit/table-picture.test.ts holds this picture equal to drizzle-kit's own for the registry.

type ColumnPicture = { type: string; primaryKey: boolean; notNull: boolean; default?: string; identity?: string };
type IndexPicture = { columns: string[]; isUnique: boolean; method: string; where?: string };
type TablePicture = {
  columns: Record<string, ColumnPicture>;
  indexes: Record<string, IndexPicture>;
  foreignKeys: Record<string, string>;
  primaryKeys: Record<string, string[]>;
  uniqueConstraints: Record<string, string[]>;
};
export type SchemaPicture = Record<string, TablePicture>;

/** The parts of a drizzle-kit snapshot this picture reads. */
type SnapshotTable = {
  name: string;
  schema: string;
  columns: Record<string, { name: string; type: string; primaryKey: boolean; notNull: boolean; default?: unknown; identity?: { type: string } }>;
  indexes: Record<string, { name: string; columns: { expression: string }[]; isUnique: boolean; method?: string; where?: string }>;
  foreignKeys: Record<string, { name: string; tableTo: string; columnsFrom: string[]; columnsTo: string[]; onDelete?: string; onUpdate?: string }>;
  compositePrimaryKeys: Record<string, { name: string; columns: string[] }>;
  uniqueConstraints: Record<string, { name: string; columns: string[] }>;
};

const foreignKeyText = (fk: { tableTo: string; columnsFrom: string[]; columnsTo: string[]; onDelete?: string; onUpdate?: string }) =>
  `${fk.columnsFrom.join(',')}->${fk.tableTo}(${fk.columnsTo.join(',')}) on delete ${fk.onDelete ?? 'no action'} on update ${fk.onUpdate ?? 'no action'}`;

const sorted = <T>(entries: [string, T][]): Record<string, T> => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));

export const pictureOfSnapshot = (snapshot: unknown): SchemaPicture => {
  const tables = Object.values((snapshot as { tables?: Record<string, SnapshotTable> }).tables ?? {});
  return sorted(
    tables.map((table) => [
      `${table.schema || 'public'}.${table.name}`,
      {
        columns: sorted(
          Object.values(table.columns).map((column) => [
            column.name,
            {
              type: column.type,
              primaryKey: column.primaryKey,
              notNull: column.notNull,
              ...(column.default !== undefined && { default: String(column.default) }),
              ...(column.identity && { identity: column.identity.type }),
            },
          ]),
        ),
        indexes: sorted(
          Object.values(table.indexes).map((index) => [
            index.name,
            { columns: index.columns.map((column) => column.expression), isUnique: index.isUnique, method: index.method ?? 'btree', ...(index.where && { where: index.where }) },
          ]),
        ),
        foreignKeys: sorted(Object.values(table.foreignKeys).map((fk) => [fk.name, foreignKeyText(fk)])),
        primaryKeys: sorted(Object.values(table.compositePrimaryKeys).map((key) => [key.name, key.columns])),
        uniqueConstraints: sorted(Object.values(table.uniqueConstraints).map((unique) => [unique.name, unique.columns])),
      },
    ]),
  );
};

// drizzle-kit's rule for a default: SQL as written, a string quoted, JSON cast, anything else as it is.
const defaultText = (value: unknown, sqlType: string, dialect: PgDialect): string => {
  if (is(value, SQL)) return dialect.sqlToQuery(value).sql;
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (sqlType === 'jsonb' || sqlType === 'json') return `'${JSON.stringify(value)}'::${sqlType}`;
  if (value instanceof Date) return `'${sqlType === 'date' ? value.toISOString().split('T')[0] : value.toISOString()}'`;
  return String(value);
};

const pictureOfTable = (table: PgTable, dialect: PgDialect): [string, TablePicture] => {
  const config = getTableConfig(table);
  const uniqueConstraints: [string, string[]][] = [];
  const columns = config.columns.map((column): [string, ColumnPicture] => {
    if (column.isUnique && column.uniqueName) uniqueConstraints.push([column.uniqueName, [column.name]]);
    return [
      column.name,
      {
        type: column.getSQLType(),
        primaryKey: column.primary,
        notNull: column.notNull,
        ...(column.default !== undefined && { default: defaultText(column.default, column.getSQLType().toLowerCase(), dialect) }),
        ...(column.generatedIdentity && { identity: column.generatedIdentity.type }),
      },
    ];
  });
  for (const unique of config.uniqueConstraints) {
    const columnNames = unique.columns.map((column) => column.name);
    uniqueConstraints.push([unique.getName() ?? uniqueKeyName(table, columnNames), columnNames]);
  }
  const indexes = config.indexes.map((index): [string, IndexPicture] => {
    const expressions = index.config.columns.map((column) => (is(column, SQL) ? dialect.sqlToQuery(column, 'indexes').sql : (column as { name: string }).name));
    if (!index.config.name) throw new Error(`An index of ${config.name} has no name; the schema names every index (server/db/names.ts)`);
    return [
      index.config.name,
      {
        columns: expressions,
        isUnique: index.config.unique ?? false,
        method: index.config.method ?? 'btree',
        ...(index.config.where && { where: dialect.sqlToQuery(index.config.where).sql }),
      },
    ];
  });
  const foreignKeys = config.foreignKeys.map((fk): [string, string] => {
    const reference = fk.reference();
    return [
      fk.getName(),
      foreignKeyText({
        tableTo: getTableConfig(reference.foreignTable).name,
        columnsFrom: reference.columns.map((column) => column.name),
        columnsTo: reference.foreignColumns.map((column) => column.name),
        onDelete: fk.onDelete,
        onUpdate: fk.onUpdate,
      }),
    ];
  });
  return [
    `${config.schema ?? 'public'}.${config.name}`,
    {
      columns: sorted(columns),
      indexes: sorted(indexes),
      foreignKeys: sorted(foreignKeys),
      primaryKeys: sorted(config.primaryKeys.map((key) => [key.getName(), key.columns.map((column) => column.name)])),
      uniqueConstraints: sorted(uniqueConstraints),
    },
  ];
};

export const pictureOfSchema = (schema: DatabaseSchema): SchemaPicture => {
  const dialect = new PgDialect();
  return sorted(Object.values(schema.allTables).map((table) => pictureOfTable(table, dialect)));
};

/** The first difference between two pictures, in words, or undefined when they are the same. */
export const firstDifference = (committed: SchemaPicture, declared: SchemaPicture): string | undefined => {
  for (const name of Object.keys(declared)) if (!(name in committed)) return `table ${name} is not in it`;
  for (const name of Object.keys(committed)) if (!(name in declared)) return `table ${name} is no longer declared`;
  for (const [name, table] of Object.entries(declared)) {
    const before = committed[name];
    for (const part of ['columns', 'indexes', 'foreignKeys', 'primaryKeys', 'uniqueConstraints'] as const) {
      const keys = new Set([...Object.keys(table[part]), ...Object.keys(before[part])]);
      for (const key of keys)
        if (JSON.stringify(table[part][key]) !== JSON.stringify(before[part][key])) return `${name}: ${part} ${key} differs`;
    }
  }
  return undefined;
};
