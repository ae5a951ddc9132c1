import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { numberingCounters } from '../db/system-tables';
import { formatNumber } from '../../resources/number-format';

/**
 * The next human-readable number (EMP-000012, resources/number-format.ts). The counter row is bumped with an upsert inside the
 * create transaction, so two creates never get the same number and a failed create uses none.
 */
export const nextNumber = async (db: Database, resource: string, prefix: string) =>
  (await nextNumbers(db, resource, prefix, 1))[0];

/** Moves the counter by `count` in one statement and answers the first of the numbers it reserved (0 for none). */
export const reserveNumbers = async (db: Database, resource: string, prefix: string, count: number): Promise<number> => {
  if (count <= 0) return 0;
  const [counter] = await db
    .insert(numberingCounters)
    .values({ resource, prefix, lastValue: count })
    .onConflictDoUpdate({
      target: [numberingCounters.resource, numberingCounters.prefix],
      set: { lastValue: sql`${numberingCounters.lastValue} + ${count}` },
    })
    .returning({ lastValue: numberingCounters.lastValue });
  return counter.lastValue - count + 1;
};

/** `count` consecutive numbers reserved by one statement (batch creates). */
export const nextNumbers = async (db: Database, resource: string, prefix: string, count: number) => {
  const first = await reserveNumbers(db, resource, prefix, count);
  return Array.from({ length: count }, (_, index) => formatNumber(prefix, first + index));
};
