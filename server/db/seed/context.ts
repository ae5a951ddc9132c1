import { sql, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Database } from '../database';
import { resources } from '../../../resources.config';
import { buildSchema, resourceTableOf, type DatabaseSchema } from '../schema';
import type { Day } from './calendar';
import { formatNumber, reserveNumbers } from './numbers';
import type { Random } from './random';

/** What the seed needs of the runtime settings: the company's name and whether dev users exist. */
export type SeedConfig = Pick<ServerConfig, 'authMode' | 'company'>;

/** Everything a module's seed works with; `today` anchors the demo's "last few months". */
export type SeedContext = {
  db: Database;
  schema: DatabaseSchema;
  config: SeedConfig;
  random: Random;
  today: Day;
};

export type SeedRow = Record<string, unknown>;

let registrySchema: DatabaseSchema | undefined;

/** The tables to seed: those given, or the registry's (built once). */
export const schemaOf = (options: { schema?: DatabaseSchema }) => options.schema ?? (registrySchema ??= buildSchema(resources));

/** Who the audit stamps name as author of seeded rows. */
export const SEED_AUTHOR = 'seed';

// Postgres takes at most 65,535 bind parameters per statement; stay well below.
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows of a resource (values keyed by field name) in a few multi-row statements and returns
 * their ids in order. A numbered resource gets its numbers from the server's counter. Unknown field
 * names are refused here, because drizzle would silently drop them.
 */
export const insertRows = async (context: SeedContext, resourceName: string, rows: readonly SeedRow[]): Promise<number[]> =>
  (await insertNumberedRows(context, resourceName, rows)).map((row) => row.id);

/** As insertRows, also answering the number each row was given (empty for an unnumbered resource). */
export const insertNumberedRows = async (
  context: SeedContext,
  resourceName: string,
  rows: readonly SeedRow[],
): Promise<{ id: number; number: string }[]> => {
  if (rows.length === 0) return [];
  const { resource, table, columns } = resourceTableOf(context.schema, resourceName);
  for (const row of rows)
    for (const key of Object.keys(row))
      if (!(key in resource.fields)) throw new Error(`Seed of ${resourceName}: no field ${key}`);
  let numbered = rows;
  if (resource.numbering) {
    const { field, prefix } = resource.numbering;
    const first = await reserveNumbers(context.db, resource.name, prefix, rows.length);
    numbered = rows.map((row, index) => ({ ...row, [field]: formatNumber(prefix, first + index) }));
  }
  const width = Math.max(...numbered.map((row) => Object.keys(row).length)) + 2;
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / width));
  const inserted: { id: number; number: string }[] = [];
  for (let start = 0; start < numbered.length; start += chunkSize) {
    const chunk: SeedRow[] = numbered.slice(start, start + chunkSize).map((row) => ({ ...row, createdBy: SEED_AUTHOR, updatedBy: SEED_AUTHOR }));
    const ids = (await context.db.insert(table).values(chunk).returning({ id: columns.id })) as { id: number }[];
    ids.forEach(({ id }, index) => inserted.push({ id, number: String(resource.numbering ? chunk[index][resource.numbering.field] : '') }));
  }
  return inserted;
};

/** Inserts one row and returns its id. */
export const insertRow = async (context: SeedContext, resourceName: string, row: SeedRow) =>
  (await insertRows(context, resourceName, [row]))[0];

/** The rows of a raw query, whichever driver ran it (PGlite and node-postgres both answer `{ rows }`). */
export const queryRows = async <T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> => (await db.execute<T>(query)).rows;

export const tableName = (context: Pick<SeedContext, 'schema'>, resourceName: string) =>
  sql.identifier(resourceTableOf(context.schema, resourceName).tableName);
