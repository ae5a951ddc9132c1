import { getTableColumns, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
} from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../resources/declaration';
import { indexKeyOf, indexKeysName } from '../../resources/index-keys';
import { numberPatternOf } from '../../resources/number-format';
import { hasOwnIndex, hasOwnUniqueIndex } from '../../resources/sortable';
import { fieldTypeOf } from '../field-types';
import type { RowTable } from './record-tables';
import { checkDeclaration } from './declaration-checks';
import { checkName, indexName, snakeCase, tableNameOf, uniqueIndexName } from './names';
import { searchIndexes } from './search-indexes';

/** A resource's table with its columns keyed by field name (plus the generic id, version and stamps). */
export type ResourceTable = {
  resource: ResourceDeclaration;
  tableName: string;
  table: RowTable;
  columns: Record<string, PgColumn>;
};

export const STAMP_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'] as const;

const stampColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
});

// Every drizzle column builder has notNull(); the registry's return type is the narrower common base.
const notNull = (column: PgColumnBuilderBase) => (column as unknown as { notNull: () => PgColumnBuilderBase }).notNull();

const buildTable = (resource: ResourceDeclaration, idOf: (resourceName: string) => AnyPgColumn): PgTable => {
  const tableName = tableNameOf(resource.name);
  const columnOf = (fieldKey: string) => {
    if (!(fieldKey in resource.fields)) throw new Error(`${resource.name}: no field ${fieldKey} to generate from`);
    return snakeCase(fieldKey);
  };
  // Declared indexes may end on the row's id (a sorted list's tie-break: resources/index-keys.ts).
  const indexColumnOf = (key: string) => (key === 'id' ? 'id' : columnOf(key));
  const fieldColumns: Record<string, PgColumnBuilderBase> = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    if (key in stampColumns()) throw new Error(`${resource.name}: field ${key} clashes with a generic column`);
    const column = fieldTypeOf(field).column(snakeCase(key), field, { columnOf, idOf });
    fieldColumns[key] = field.isRequired ? notNull(column) : column;
  }
  return pgTable(tableName, { ...stampColumns(), ...fieldColumns }, (table) => {
    const columns = table as unknown as Record<string, AnyPgColumn>;
    // One row per combination, e.g. one payroll per employee, year and month.
    const uniqueSets = (resource.uniqueTogether ?? []).map((keys) => {
      const [first, ...rest] = keys.map((key) => columns[key]);
      return uniqueIndex(uniqueIndexName(tableName, keys.map(columnOf).join('_'))).on(first, ...rest);
    });
    // Composite indexes for the queries that read several columns together (declaration-checks.ts vets them). A
    // descending key keeps PostgreSQL's own null order for DESC (nulls first), the order a list sorted desc asks for.
    const composites = (resource.indexes ?? []).map((keys) => {
      const [first, ...rest] = keys.map(indexKeyOf).map(({ field, order }) => (order === 'desc' ? (columns[field] as ExtraConfigColumn).desc().nullsFirst() : columns[field]));
      return index(indexName(tableName, indexKeysName(keys, indexColumnOf))).on(first, ...rest);
    });
    // Numbers in the declared format only, whoever writes them (the search relies on it: number-positions.ts).
    const numberFormat = resource.numbering
      ? [check(checkName(tableName, columnOf(resource.numbering.field)), sql`${columns[resource.numbering.field]} ~ ${sql.raw(`'${numberPatternOf(resource.numbering)}'`)}`)]
      : [];
    return [...uniqueSets, ...composites, ...numberFormat, ...searchIndexes(resource, tableName, columns), ...Object.entries(resource.fields).flatMap(([key, field]) => {
      const column = snakeCase(key);
      if (hasOwnUniqueIndex(resource, key, field)) return [uniqueIndex(uniqueIndexName(tableName, column)).on(columns[key])];
      if (hasOwnIndex(resource, key, field)) return [index(indexName(tableName, column)).on(columns[key])];
      return [];
    })];
  });
};

/** Builds every resource's table; references are resolved within the same list. */
export const buildResourceTables = (resources: readonly ResourceDeclaration[]): Map<string, ResourceTable> => {
  const tables = new Map<string, ResourceTable>();
  const idOf = (resourceName: string) => {
    const target = tables.get(resourceName);
    if (!target) throw new Error(`A reference names ${resourceName}, which is not a registered resource`);
    return target.columns.id;
  };
  for (const resource of resources) {
    if (tables.has(resource.name)) throw new Error(`Resource ${resource.name} is registered twice`);
    checkDeclaration(resource);
    const table = buildTable(resource, idOf);
    // Built from the declaration at run time: drizzle is told what its rows are (record-tables.ts).
    tables.set(resource.name, { resource, tableName: tableNameOf(resource.name), table: table as unknown as RowTable, columns: getTableColumns(table) });
  }
  for (const resource of resources)
    for (const [key, field] of Object.entries(resource.fields))
      if (field.type === 'reference' && !tables.has(field.resource))
        throw new Error(`${resource.name}.${key} refers to ${field.resource}, which is not a registered resource`);
  return tables;
};
