import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { numberingCounters } from '../system-tables';
import { NUMBER_DIGITS } from '../../../resources/number-format';

// Human-readable numbers (EMP-000012) exactly as server/operations/numbering.ts hands them out, in the
// format of resources/number-format.ts. The seed moves the same counter rows, so records
// created after the seed continue the sequence.

export { formatNumber } from '../../../resources/number-format';

/** The same format in SQL, for set-based inserts; `value` is an SQL integer expression. Never truncates. */
export const formatNumberSql = (prefix: string, value: string) =>
  `'${prefix.replace(/'/g, "''")}-' || lpad((${value})::text, greatest(${NUMBER_DIGITS}, length((${value})::text)), '0')`;

/** Takes `count` numbers at once by moving the counter; returns the first of them. */
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
