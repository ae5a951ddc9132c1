// drizzle's `prepare(name)` gives a statement whose text is built once and run with placeholder values. A name
// makes it a named statement on PostgreSQL, parsed once per connection and, after a few runs, planned once for
// any values (a generic plan). UNNAMED keeps the text built once but lets PostgreSQL parse and plan it for each
// run's values, as for any one-off statement: a list's plan depends on its values (how many rows an employee or
// a date range holds), so its statements stay unnamed. PGlite ignores the name either way.
export const UNNAMED = '';

/** What a prepared select answers with `all`: the driver's rows, keyed by column name, values as the driver gives them. */
export type RawRowsStatement = { all: (values: Record<string, unknown>) => Promise<Record<string, unknown>[]> };
