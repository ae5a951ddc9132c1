import { asc } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import { tableFor } from '../../../server/operations/typed-records';
import { firmClosingDays } from '../firm-closing-days.resource';

// The firm's closing days for the server's working-day counts (payroll days, leave balances) and, through
// GET /api/firm/closing_days, for every signed-in user's calendar. Kept per database until a write forgets them.

const kept = new WeakMap<DatabaseSchema, Map<string, string>>();

/** The firm's closing days, day (`YYYY-MM-DD`) → name. */
export const closingDaysOf = async (db: Database, schema: DatabaseSchema): Promise<ReadonlyMap<string, string>> => {
  const known = kept.get(schema);
  if (known) return known;
  if (!schema.resourceTables.has(firmClosingDays.name)) return new Map();
  const { table, columns } = tableFor(schema, firmClosingDays);
  const rows = await db.select({ day: columns.day, name: columns.name }).from(table).orderBy(asc(columns.day));
  const days = new Map(rows.map((row) => [String(row.day), String(row.name)]));
  kept.set(schema, days);
  return days;
};

export const forgetClosingDays = (schema: DatabaseSchema) => kept.delete(schema);
