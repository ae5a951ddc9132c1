import { sql } from 'drizzle-orm';
import type { OpenDatabase } from './database';
import { MIGRATIONS_FOLDER, readJournal, readLastSnapshot, readMigrationStatements } from './migrations-folder';
import type { DatabaseSchema } from './schema';
import { firstDifference, pictureOfSchema, pictureOfSnapshot } from './table-picture';

/**
 * `migrations` applies the committed migrations; `push` creates the tables straight from the schema
 * (fresh test databases only); `prepared` leaves the database as it is (tests: a copy of a database
 * prepared once per run, whose tables are already there).
 */
export type SchemaMode = 'migrations' | 'push' | 'prepared';

export class SchemaDriftError extends Error {}

/**
 * Refuses a registry that no longer matches the newest migration: the database would not have its tables. Reads the
 * committed snapshot with drizzle-orm alone (table-picture.ts): drizzle-kit is not loaded at start.
 */
export const checkNoDrift = (schema: DatabaseSchema, folder = MIGRATIONS_FOLDER) => {
  const last = readLastSnapshot(folder);
  if (!last)
    throw new SchemaDriftError('There are no migrations yet. Run `npm run db:generate -- initial` and commit server/db/migrations.');
  const difference = firstDifference(pictureOfSnapshot(last), pictureOfSchema(schema));
  if (difference) {
    const tag = readJournal(folder).entries.at(-1)?.tag;
    throw new SchemaDriftError(
      `The resources in resources.config.ts no longer match the last migration (${tag}: ${difference}). ` +
        'Run `npm run db:generate -- <what_changed>` and commit the new file in server/db/migrations.',
    );
  }
};

/** Extensions the schema's indexes use: a migration creates them; a pushed schema needs them first. */
const REQUIRED_EXTENSIONS = ['pg_trgm'];

export const prepareSchema = async (
  database: OpenDatabase,
  schema: DatabaseSchema,
  mode: SchemaMode,
  folder = MIGRATIONS_FOLDER,
) => {
  if (mode === 'prepared') return;
  if (mode === 'migrations') {
    checkNoDrift(schema, folder);
    await database.migrate(folder);
    return;
  }
  // drizzle-kit writes the SQL of a pushed schema: a development dependency, loaded only here (tests).
  const { emptySnapshot, snapshotOf, statementsBetween } = await import('./snapshot');
  for (const extension of REQUIRED_EXTENSIONS) await database.db.execute(sql.raw(`CREATE EXTENSION IF NOT EXISTS ${extension}`));
  const statements = await statementsBetween(emptySnapshot(), snapshotOf(schema));
  const parts = [...new Set([...schema.resourceTables.values()].flatMap(({ resource }) => resource.databaseParts ?? []))];
  await database.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
    for (const part of parts) for (const statement of readMigrationStatements(part, folder)) await tx.execute(sql.raw(statement));
  });
};
