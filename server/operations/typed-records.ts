import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { ColumnName, FieldValues, RecordOf } from '../../resources/record-types';
import type { TableOf } from '../db/record-tables';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';
import type { Row } from './context';
import { createRecord, createRecords, deleteRecord, updateRecord, type WriteContext } from './record-writer';

// The trusted writer and the tables, typed by a declaration: module code names fields that exist, with
// values of their type, and a rename in the declaration is a compile error in every handler that uses it.

export type TypedTable<D extends ResourceDeclaration> = { table: TableOf<RecordOf<D>>; columns: Record<ColumnName<D>, PgColumn> };

/** A resource's table with its columns keyed by the declaration's field names. */
export const tableFor = <D extends ResourceDeclaration>(schema: DatabaseSchema, declaration: D): TypedTable<D> => {
  const { table, columns } = resourceTableOf(schema, declaration.name);
  return { table: table as unknown as TableOf<RecordOf<D>>, columns: columns as Record<ColumnName<D>, PgColumn> };
};

/** The writer for one declaration: create, update and delete with typed values and rows. */
export const recordsOf = <D extends ResourceDeclaration>(declaration: D) => ({
  create: async (write: WriteContext, values: Partial<FieldValues<D>>) =>
    (await createRecord(write, declaration.name, values)) as unknown as RecordOf<D>,
  createMany: async (write: WriteContext, values: readonly Partial<FieldValues<D>>[]) =>
    (await createRecords(write, declaration.name, values)) as unknown as RecordOf<D>[],
  update: async (write: WriteContext, before: RecordOf<D> | Row, values: Partial<FieldValues<D>>) =>
    (await updateRecord(write, declaration.name, before as Row, values)) as unknown as RecordOf<D>,
  remove: (write: WriteContext, before: RecordOf<D> | Row) => deleteRecord(write, declaration.name, before as Row),
});
