// The API on a copy of the seeded demo firm for the security suite, with its log captured as lines and a
// fingerprint of every table (row count and newest row version) to prove a refused request changed nothing.
import { getTableName, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../server/db/database';
import type { DatabaseSchema } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../helpers/api-app';
import type { TestDatabaseKind } from '../helpers/databases';
import { as, callerWith } from '../helpers/test-caller';

export const admin = as(callerWith(['ADMIN'], { username: 'security-admin' }));

export type SecurityApp = TestApp & {
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Every line the app logged since it started. */
  log: string[];
};

export const startSecurityApp = async (kind: TestDatabaseKind): Promise<SecurityApp> => {
  const log: string[] = [];
  const started = await startTestApp(kind, { database: 'seeded', logger: { level: 'info', stream: { write: (line) => void log.push(line) } } });
  return { ...started, log, inject: (options) => started.app.inject(options) };
};

/**
 * One text per table: its row count and the newest row version's transaction id (xmin). Any committed
 * insert or update leaves a row with a newer xmin, and a delete lowers the count (a delete with an insert
 * raises xmin), so a refused request that wrote anything shows; one cheap scan per table, no hashing.
 */
export const fingerprintOf = async (db: Database, schema: DatabaseSchema) => {
  const names = Object.values(schema.allTables).map((table) => getTableName(table));
  const parts = names.map(
    (name) => sql`select ${name} as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as x from ${sql.identifier(name)}`,
  );
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: { t: string; n: number; x: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.t, `${row.n} rows, newest xmin ${row.x}`]));
};

/** The JSON error shape of every refusal: `{ message, errors? }` with text messages. */
export const isErrorShape = (response: LightMyRequestResponse) => {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null || typeof (body as { message?: unknown }).message !== 'string') return false;
  const errors = (body as { errors?: unknown }).errors;
  return errors === undefined || (typeof errors === 'object' && errors !== null && Object.values(errors).every((value) => typeof value === 'string'));
};
