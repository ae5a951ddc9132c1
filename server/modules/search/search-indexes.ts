import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { indexName, snakeCase, tableNameOf } from '../../db/names';
import type { SearchableResource } from './searchable-resources';
import { textDescriptionFields } from './search-query';

// The global search matches `upper(column)`, so it needs expression indexes, which the generic
// schema does not make: a btree with text_pattern_ops serves "number starts with" on any PostgreSQL;
// with pg_trgm, GIN trigram indexes also serve "contains" on the number and the text descriptions.
// Idempotent (IF NOT EXISTS), so it runs at every start, after the migrations.

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const hasTrigramSupport = async (db: Database) => {
  try {
    await db.execute(sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm'));
    return true;
  } catch {
    // PGlite without the pg_trgm extension loaded, or a server role that may not create extensions.
    return false;
  }
};

export const searchIndexStatements = (resources: readonly SearchableResource[], hasTrigrams: boolean) =>
  resources.flatMap((resource) => {
    const table = tableNameOf(resource.name);
    const numberColumn = snakeCase(resource.numbering.field);
    const statements = [
      `CREATE INDEX IF NOT EXISTS ${quote(indexName(table, `${numberColumn}_prefix`))} ON ${quote(table)} (upper(${quote(numberColumn)}) text_pattern_ops)`,
    ];
    if (hasTrigrams)
      for (const field of [resource.numbering.field, ...textDescriptionFields(resource)]) {
        const column = snakeCase(field);
        statements.push(
          `CREATE INDEX IF NOT EXISTS ${quote(indexName(table, `${column}_trgm`))} ON ${quote(table)} USING gin (upper(${quote(column)}) gin_trgm_ops)`,
        );
      }
    return statements;
  });

export const ensureSearchIndexes = async (db: Database, resources: readonly SearchableResource[]) => {
  const hasTrigrams = await hasTrigramSupport(db);
  for (const statement of searchIndexStatements(resources, hasTrigrams)) await db.execute(sql.raw(statement));
  return { hasTrigrams };
};
