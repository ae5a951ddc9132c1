import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
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
