import { sql } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../resources/declaration';
import { indexName } from './names';

// The global search matches `upper(column)`: a btree with text_pattern_ops serves "number starts with",
// GIN trigram indexes (pg_trgm, loaded before the migrations) serve "contains" on the number and on the
// text fields of the description, and a btree on (field, number) serves a typed year or amount: the rows holding
// it, read in number order, so that twenty of a year's thousands are read rather than the rows before them.
// Part of the derived schema, so they arrive through the migrations.

const TEXT_TYPES = new Set(['text', 'longText', 'email', 'enum']);
const NUMBER_TYPES = new Set(['integer', 'decimal']);

/** Description fields matched with "contains" (the others are only shown, or matched exactly). */
export const textDescriptionFields = (resource: ResourceDeclaration) =>
  (resource.search?.description ?? []).filter((field) => TEXT_TYPES.has(resource.fields[field]?.type ?? ''));

/** Description fields matched by a typed number (a year, an amount) exactly. */
export const numberDescriptionFields = (resource: ResourceDeclaration) =>
  (resource.search?.description ?? []).filter((field) => NUMBER_TYPES.has(resource.fields[field]?.type ?? ''));

export const searchIndexes = (resource: ResourceDeclaration, tableName: string, columns: Record<string, AnyPgColumn>) => {
  const numberField = resource.numbering?.field ?? resource.search?.numberField;
  if (!resource.search || !numberField) return [];
  const column = (field: string) => columns[field].name;
  return [
    index(indexName(tableName, `${column(numberField)}_prefix`)).on(sql`upper(${columns[numberField]}) text_pattern_ops`),
    ...[numberField, ...textDescriptionFields(resource)].map((field) =>
      index(indexName(tableName, `${column(field)}_trgm`)).using('gin', sql`upper(${columns[field]}) gin_trgm_ops`),
    ),
    ...numberDescriptionFields(resource).map((field) =>
      index(indexName(tableName, `${column(field)}_${column(numberField)}`)).on(columns[field], columns[numberField]),
    ),
  ];
};
