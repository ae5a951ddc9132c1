import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { fillPlaceholders, getTableColumns, type Logger, type Query, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder, type PgDialect, type PgSession, type PgTable } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from './database';

// drizzle's `prepare(name)` gives a statement whose text is built once and run with placeholder values. A name
// makes it a named statement on PostgreSQL, parsed once per connection and, after a few runs, planned once for
// any values (a generic plan). UNNAMED keeps the text built once but lets PostgreSQL parse and plan it for each
// run's values, as for any one-off statement: a list's plan depends on its values (how many rows an employee or
// a date range holds), so its statements stay unnamed, as are those `runBuilt` sends. PGlite ignores the name.
export const UNNAMED = '';

/** What a prepared select answers with `all`: the driver's rows, keyed by column name, values as the driver gives them. */
export type RawRowsStatement = { all: (values: Record<string, unknown>) => Promise<Record<string, unknown>[]> };

type Rows = Record<string, unknown>[];

// drizzle's drivers keep these as the text PostgreSQL sends (dates, stamps, intervals and their arrays, numeric
// arrays); so does `runBuilt`, so that its rows are the ones drizzle's `all` gave.
const KEPT_AS_TEXT = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];
const asText = (value: string) => value;
const PG_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.includes(oid) ? asText : (pg.types.getTypeParser as (oid: number, format?: string) => (value: string) => unknown)(oid, format),
};
const PGLITE_OPTIONS = { rowMode: 'object' as const, parsers: Object.fromEntries(KEPT_AS_TEXT.map((oid) => [oid, asText])) };

const isPgliteSession = (session: object): boolean => session instanceof PgliteSession;

type DriverSession = { client: pg.Pool | pg.PoolClient | PGlite | PGliteTransaction; logger: Logger };

/**
 * Runs a statement drizzle built once (its text, and its parameters with placeholders) with a request's values on
 * `db`, a database or a transaction, straight through the driver: the rows keyed by column name, values as drizzle's
 * drivers give them. drizzle's run of a prepared statement adds two tracing spans, a cache check and an error
 * wrapper to every call (and `prepareQuery`, a new statement object); the hot reads (lists, their totals, the search,
 * the month grid) go this way. The query logger still sees every statement.
 */
export const runBuilt = async (db: Database, query: Query, values: Record<string, unknown>): Promise<Rows> => {
  const session = (db as unknown as { session: DriverSession }).session;
  const params = fillPlaceholders(query.params, values);
  session.logger.logQuery(query.sql, params);
  if (isPgliteSession(session)) return (await (session.client as PGlite).query<Rows[number]>(query.sql, params, PGLITE_OPTIONS)).rows;
  return (await (session.client as pg.Pool).query<Rows[number]>({ text: query.sql, values: params, types: PG_TYPES })).rows;
};

/**
 * A select or a statement written with drizzle's `sql` (placeholders for what changes between runs), its text built
 * once: `all` runs it with a request's values (`runBuilt`). drizzle's `db.execute` builds the text again on every
 * call, which for a long statement (the global search's union of selects) costs more than sending it.
 */
export const builtOnce = (db: Database, statement: SQLWrapper): RawRowsStatement => {
  const { dialect } = db as unknown as { dialect: PgDialect };
  const query = dialect.sqlToQuery(statement.getSQL());
  return { all: (values) => runBuilt(db, query, values) };
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
    let query = built.get(key);
    if (!query) built.set(key, (query = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(build(key, new QueryBuilder()).getSQL())));
    return runBuilt(db, query, values);
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
