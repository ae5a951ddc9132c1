import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgTable, type QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { keptRowSelect } from '../db/statements';
import { notFound } from '../errors';
import { message, term } from '../i18n/message';
import { tableOf, type OperationContext, type Row } from './context';

// A row by id with nothing narrowing it (the admin path) is the commonest read. Its statement is built once per
// database and resource, and prepared on PostgreSQL once per connection (a named statement), instead of being
// built and parsed again on every request. Never in a transaction: a statement prepared on the pool runs outside it.
type RowById = { execute: (values: { id: number }) => Promise<unknown> };
const rowByIdStatements = new WeakMap<Database, Map<string, RowById>>();

const rowByIdStatement = (context: OperationContext): RowById => {
  let statements = rowByIdStatements.get(context.db);
  if (!statements) rowByIdStatements.set(context.db, (statements = new Map()));
  let statement = statements.get(context.resource.name);
  if (!statement) {
    const { table, columns } = tableOf(context);
    statement = context.db.select().from(table).where(eq(columns.id, sql.placeholder('id'))).prepare(`row_by_id_${context.resource.name}`);
    statements.set(context.resource.name, statement);
  }
  return statement;
};

// A row by id in a transaction, on the admin path (nothing narrowing it), locked for a write or a workflow step or
// only read (a GET action): the same text for every call on a table, built once and run on the request's transaction.
const selectById = (table: PgTable, query: QueryBuilder) => query.select().from(table).where(eq(getTableColumns(table).id, sql.placeholder('id')));
const lockedRowById = keptRowSelect((table, query) => selectById(table, query).for('update'));
const rowByIdIn = keptRowSelect(selectById);

/** One row by id within the caller's reach; a row outside it is "not found", never "forbidden", so ids do not leak. */
export const findRow = async (
  context: OperationContext,
  id: number,
  reach: SQL | undefined,
  options: { isLocked?: boolean } = {},
): Promise<Row> => {
  let rows: Row[];
  if (!reach && !options.isLocked && !(context.db instanceof PgTransaction)) rows = (await rowByIdStatement(context).execute({ id })) as Row[];
  else if (!reach) rows = (await (options.isLocked ? lockedRowById : rowByIdIn)(context.db, tableOf(context).table, { id })) as Row[];
  else {
    const { table, columns } = tableOf(context);
    const query = context.db.select().from(table).where(and(eq(columns.id, id), reach));
    rows = await (options.isLocked ? query.for('update') : query);
  }
  if (rows.length === 0) throw notFound(message('{{resource}} {{id}} not found', { resource: term(context.resource.singular), id }));
  return rows[0];
};
