import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { builtOnce } from '../db/statements';
import { apiRowsInPlace, selectionUnderFieldNames } from '../db/api-rows';
import { tableOf, type OperationContext, type Row } from './context';
import type { SortKey } from './keyset';
import { totalCounterOf, type TotalCounter } from './list-total';

// A list request's SQL differs from the last one of the same shape only in its values: the resource, the path,
// the filters' fields and operators, the sort keys, a cursor or an offset decide the text (list.ts names the
// shape). Building the text with drizzle and mapping its rows back cost more CPU than everything else the app
// does for a list (~80 µs building, a second pass over the rows, a Date per stamp that JSON then converts), so a
// shape's statements are built once, with placeholders (bound-values.ts), and a request only fills them.

/** How many shapes are kept per database (the least recently used go first); each is a few KiB. */
const MAX_SHAPES = 500;

/** Placeholders of the page itself, beside those of the conditions (p0, p1, …). */
export const PAGE_SIZE = 'pageSize';
export const PAGE_OFFSET = 'pageOffset';

export type ListStatements = {
  /** The page's rows as the API shows them. */
  page: (values: Record<string, unknown>) => Promise<Row[]>;
  /** The total of the matches, without the cursor's condition (list-total.ts). */
  total: TotalCounter;
};

/** How to build a shape's statements: the conditions hold placeholders; the fields are the columns shown. */
export type ListShape = {
  key: string;
  where: SQL | undefined;
  pageWhere: SQL | undefined;
  keys: readonly SortKey[];
  fields: readonly string[];
  hasOffset: boolean;
};

const build = (context: OperationContext, shape: ListShape): ListStatements => {
  const { db } = context;
  const { table, columns } = tableOf(context);
  // Each field under its API name and date-times as ISO text (api-rows.ts): the page is the driver's rows themselves.
  const selection = selectionUnderFieldNames(columns, shape.fields);
  const order = shape.keys.map(({ field, order }) => (order === 'desc' ? desc(columns[field]) : asc(columns[field])));
  const page = db.select(selection).from(table).where(shape.pageWhere).orderBy(...order).limit(sql.placeholder(PAGE_SIZE));
  const statement = builtOnce(db, shape.hasOffset ? page.offset(sql.placeholder(PAGE_OFFSET)) : page);
  const finish = apiRowsInPlace(columns, shape.fields);
  return {
    page: async (values) => finish(await statement.all(values)),
    total: totalCounterOf(db, table, shape.where),
  };
};

const statementsByDatabase = new WeakMap<Database, LRUCache<string, ListStatements>>();

const keptOf = (context: OperationContext) => {
  let kept = statementsByDatabase.get(context.db);
  if (!kept) statementsByDatabase.set(context.db, (kept = new LRUCache({ max: MAX_SHAPES })));
  return kept;
};

const keyOf = (context: OperationContext, shapeKey: string) => `${context.resource.name}|${context.scope}|${shapeKey}`;

/**
 * The statements of a list shape if they were built already: the request then only binds its values. A
 * transaction's are its own, built each time (none kept).
 */
export const keptListStatements = (context: OperationContext, shapeKey: string): ListStatements | undefined =>
  context.db instanceof PgTransaction ? undefined : keptOf(context).get(keyOf(context, shapeKey));

/** The statements of a list shape, built on its first request. A transaction's are its own, built each time. */
export const listStatementsOf = (context: OperationContext, shape: ListShape): ListStatements => {
  if (context.db instanceof PgTransaction) return build(context, shape);
  const kept = keptOf(context);
  const key = keyOf(context, shape.key);
  let statements = kept.get(key);
  if (!statements) kept.set(key, (statements = build(context, shape)));
  return statements;
};
