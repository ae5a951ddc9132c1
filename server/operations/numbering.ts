import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { numberingCounters } from '../db/system-tables';

const DIGITS = 6;

/**
 * The next human-readable number (EMP-000012). The counter row is bumped with an upsert inside the
 * create transaction, so two creates never get the same number and a failed create uses none.
 */
export const nextNumber = async (db: Database, resource: string, prefix: string) => {
  const [counter] = await db
    .insert(numberingCounters)
    .values({ resource, prefix, lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberingCounters.resource, numberingCounters.prefix],
      set: { lastValue: sql`${numberingCounters.lastValue} + 1` },
    })
    .returning({ lastValue: numberingCounters.lastValue });
  return `${prefix}-${String(counter.lastValue).padStart(DIGITS, '0')}`;
};
