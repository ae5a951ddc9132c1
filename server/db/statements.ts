import { getTableColumns, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder, type PgDialect, type PgSession, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

// drizzle's `prepare(name)` gives a statement whose text is built once and run with placeholder values. A name
// makes it a named statement on PostgreSQL, parsed once per connection and, after a few runs, planned once for
// any values (a generic plan). UNNAMED keeps the text built once but lets PostgreSQL parse and plan it for each
// run's values, as for any one-off statement: a list's plan depends on its values (how many rows an employee or
// a date range holds), so its statements stay unnamed. PGlite ignores the name either way.
export const UNNAMED = '';

/** What a prepared select answers with `all`: the driver's rows, keyed by column name, values as the driver gives them. */
export type RawRowsStatement = { all: (values: Record<string, unknown>) => Promise<Record<string, unknown>[]> };

/**
 * A statement written with drizzle's `sql` (placeholders for what changes between runs), its text built once:
 * `all` runs it unnamed with the values and answers the driver's rows. drizzle's `db.execute` builds the text again
 * on every call, which for a long statement (the global search's union of selects) costs more than sending it.
 */
export const preparedSql = (db: Database, query: SQL): RawRowsStatement => {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, UNNAMED, false) as unknown as RawRowsStatement;
};

/**
 * A statement built with drizzle once per `key` (the database schema whose tables it names), with placeholders for
 * what changes, and run unnamed on any database or transaction with a request's values: it answers the driver's rows,
 * keyed by column name (read them with api-rows.ts). For the reads a transaction makes on every request (the month
 * grid's), where drizzle would build each statement's text again and map its rows on every call.
 */
export const keptStatement = <Key extends object>(build: (key: Key, query: QueryBuilder) => SQLWrapper) => {
  const built = new WeakMap<Key, Query>();
  return (db: Database, key: Key, values: Record<string, unknown>): Promise<Record<string, unknown>[]> => {
    const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
    let query = built.get(key);
    if (!query) built.set(key, (query = dialect.sqlToQuery(build(key, new QueryBuilder()).getSQL())));
    return (session.prepareQuery(query, undefined, UNNAMED, false) as unknown as RawRowsStatement).all(values);
  };
};

type MappedStatement = { execute: (values: Record<string, unknown>) => Promise<Record<string, unknown>[]> };

/**
 * Like `keptStatement`, for a select of a table's whole rows (`query.select().from(table)…`), kept per table: its rows
 * mapped as drizzle maps a select's (Dates for date-times, each column's own reading), for code that takes rows from
 * drizzle's builder.
 */
export const keptRowSelect = (build: (table: PgTable, query: QueryBuilder) => SQLWrapper) => {
  const built = new WeakMap<PgTable, { query: Query; fields: { path: string[]; field: unknown }[] }>();
  return (db: Database, table: PgTable, values: Record<string, unknown>): Promise<Record<string, unknown>[]> => {
    const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
    let kept = built.get(table);
    if (!kept) {
      // drizzle's own order of a whole row's fields: each column under its key (its orderSelectedFields, not exported).
      const fields = Object.entries(getTableColumns(table)).map(([name, field]) => ({ path: [name], field }));
      built.set(table, (kept = { query: dialect.sqlToQuery(build(table, new QueryBuilder()).getSQL()), fields }));
    }
    const prepared = session.prepareQuery(kept.query, kept.fields as never, UNNAMED, true) as unknown as MappedStatement;
    return prepared.execute(values);
  };
};
