import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import { tableFor } from '../../../server/operations/typed-records';
import { firm } from '../firm.resource';
import { forgetFirmIdentity } from './firm-identity';

// COMPANY_* settings are the firm record's first values only: at a first start with no firm record, the ones set
// are copied into a new record (still "Setting up": the first administrator reviews them in the setup wizard);
// from then on the record is the firm's, and changing COMPANY_* changes nothing. Unset, nothing is copied and the
// wizard starts empty (the settings' built-in defaults are the demo firm's, which must not reach a real firm).

/** `Via Roma 12, 20121 Milano (MI)` → its parts; a line in another shape is kept whole as the street. */
export const addressPartsOf = (line: string) => {
  const parts = /^(.+?),\s*(\d{5})\s+(.+?)(?:\s*\(([A-Za-z]{2})\))?$/.exec(line.trim());
  return parts
    ? { street: parts[1].trim(), postalCode: parts[2], city: parts[3].trim(), province: parts[4]?.toUpperCase() ?? null }
    : { street: line.trim(), postalCode: null, city: null, province: null };
};

const LANGUAGES: Readonly<Record<string, 'Italian' | 'English'>> = { it: 'Italian', en: 'English' };

/** The record's values from the COMPANY_* variables that are set; undefined when none is. */
export const firstValuesOf = (env: NodeJS.ProcessEnv): Record<string, unknown> | undefined => {
  const given = (name: string) => env[name]?.trim() || undefined;
  const values: Record<string, unknown> = {
    name: given('COMPANY_NAME'),
    vatNumber: given('COMPANY_VAT_NUMBER')?.replace(/\s/g, '').toUpperCase(),
    email: given('COMPANY_EMAIL'),
    website: given('COMPANY_URL'),
    language: LANGUAGES[given('COMPANY_LANGUAGE')?.toLowerCase() ?? ''],
    timeZone: given('FIRM_TIME_ZONE'),
    ...(given('COMPANY_ADDRESS') ? addressPartsOf(given('COMPANY_ADDRESS')!) : {}),
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null));
  return Object.keys(set).length > 0 ? set : undefined;
};

/**
 * Copies the COMPANY_* first values into the firm record when there is none (run under the start lock, beside the
 * demo seed). Written as the first start, not through the API: the values are an operator's, and the wizard's
 * checks apply when the administrator confirms them. Answers whether it wrote.
 */
export const copyFirstValues = async (db: Database, schema: DatabaseSchema, env: NodeJS.ProcessEnv = process.env) => {
  const values = firstValuesOf(env);
  if (!values || !schema.resourceTables.has(firm.name)) return false;
  const { table } = tableFor(schema, firm);
  const [existing] = await db.select({ id: table.id }).from(table).limit(1);
  if (existing) return false;
  // A required value the settings do not give waits for the wizard; the column must hold something meanwhile.
  await db
    .insert(table)
    .values({ name: '', vatNumber: '', street: '', postalCode: '', city: '', ...values, status: 'Setting up' } as typeof table.$inferInsert)
    .onConflictDoNothing();
  forgetFirmIdentity(schema);
  return true;
};
