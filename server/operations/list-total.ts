import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { builtOnce } from '../db/statements';

// The total behind X-Total-Count. Counting every match of an unfiltered page of a large table is a scan of the
// whole table (124 of 127 ms of a page at 1.37 M timesheet entries), and it grows with the table. So the count
// stops at EXACT_TOTAL_CAP matches: up to there the total is exact (a small table, or a filter that narrows);
// beyond it the total is the planner's estimate, marked as such, and the list says "about 1.4 million".

export const EXACT_TOTAL_CAP = 10_000;

export type ListTotal = { total: number; isEstimate: boolean };

type PlanRow = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string };

/**
 * The planner's row estimate for the matches of `where` (EXPLAIN, not run), as a statement built once: an
 * unfiltered list asks it on every page, and building its text with drizzle cost more than the rest of the total.
 */
const rowEstimateOf = (db: Database, table: PgTable, where: SQL | undefined) => {
  const matches = db.select({ one: sql`1` }).from(table).where(where);
  const explain = builtOnce(db, sql`explain (format json) ${matches}`);
  return async (): Promise<number> => {
    // PGlite and pg return the plan as JSON or as its text.
    const plan = ((await explain.all({})) as PlanRow[])[0]['QUERY PLAN'];
    const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Exclude<PlanRow['QUERY PLAN'], string>) : plan;
    return Number(parsed[0].Plan['Plan Rows']);
  };
};

/**
 * An unfiltered list whose table the planner puts at ten times the cap or more is surely past it: its estimate
 * (the table's row count as the last VACUUM or ANALYZE saw it) is taken without counting the first rows. A filter's
 * estimate is less sure, so a filtered list is always counted up to the cap first.
 */
const SURELY_PAST_CAP = 10;

export const countMatches = async (db: Database, table: PgTable, where: SQL | undefined, cap = EXACT_TOTAL_CAP): Promise<ListTotal> =>
  totalCounterOf(db, table, where, cap)({}, async () => where);

/**
 * Counts the matches of `where` for a statement kept per shape (list-statements.ts): the capped count is
 * prepared once, with the placeholders of `where`, and run with a request's values; the planner's estimate,
 * needed only past the cap, is asked with the condition of that request written out (`whereOfRequest`).
 */
export type TotalCounter = (values: Record<string, unknown>, whereOfRequest: () => Promise<SQL | undefined>) => Promise<ListTotal>;

export const totalCounterOf = (db: Database, table: PgTable, where: SQL | undefined, cap = EXACT_TOTAL_CAP): TotalCounter => {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1).as('capped');
  // Aliased: its rows are read by column name.
  const counting = builtOnce(db, db.select({ total: count().as('total') }).from(capped));
  const tableEstimate = where === undefined ? rowEstimateOf(db, table, undefined) : undefined;
  return async (values, whereOfRequest) => {
    if (tableEstimate) {
      const planned = await tableEstimate();
      if (planned >= SURELY_PAST_CAP * cap) return { total: Math.round(planned), isEstimate: true };
    }
    // count(*) is a bigint, which the driver gives as text.
    const [{ total }] = await counting.all(values);
    if (Number(total) <= cap) return { total: Number(total), isEstimate: false };
    // More than the cap for sure; the estimate can only be trusted above it.
    return { total: Math.max(cap + 1, Math.round(await rowEstimateOf(db, table, await whereOfRequest())())), isEstimate: true };
  };
};
