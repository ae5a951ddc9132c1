import type { ResourceDeclaration } from '../../resources/declaration';
import { snakeCase, tableNameOf, uniqueIndexName } from '../db/names';
import { badRequest, conflict } from '../errors';

// Postgres refusals that reach us despite validation (races, restrict deletes) become 4xx answers.

type PgError = { code?: string; constraint?: string; table?: string; detail?: string };

/** drizzle wraps driver errors; the Postgres code sits somewhere down the cause chain. */
const postgresErrorOf = (error: unknown): PgError | undefined => {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause)
    if (typeof (current as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((current as PgError).code!))
      return current as PgError;
  return undefined;
};

const fieldOfUniqueIndex = (resource: ResourceDeclaration, constraint?: string) => {
  const table = tableNameOf(resource.name);
  return Object.keys(resource.fields).find((key) => uniqueIndexName(table, snakeCase(key)) === constraint);
};

export const translateDatabaseError = (error: unknown, resource: ResourceDeclaration): unknown => {
  const pgError = postgresErrorOf(error);
  switch (pgError?.code) {
    case '23505': {
      const field = fieldOfUniqueIndex(resource, pgError.constraint);
      return conflict(
        `Another ${resource.singular.toLowerCase()} already has this value`,
        field ? { [field]: 'Already used by another record' } : undefined,
      );
    }
    // 23001 is a `restrict` reference, 23503 a plain foreign key: either way other rows still point here.
    case '23001':
    case '23503':
      return conflict(
        `This ${resource.singular.toLowerCase()} is still referred to by other records (${(pgError.table ?? 'another table').replace(/_/g, ' ')}); remove or change those first`,
      );
    case '23502':
    case '22P02':
    case '22003':
    case '22001':
    case '22007':
    case '22008':
      return badRequest(`A value was refused by the database: ${pgError.detail ?? pgError.code}`);
    default:
      return error;
  }
};

/** Runs a database step, answering constraint violations with 4xx instead of a 500. */
export const withDatabaseErrors = async <T>(resource: ResourceDeclaration, step: () => Promise<T>): Promise<T> => {
  try {
    return await step();
  } catch (error) {
    throw translateDatabaseError(error, resource);
  }
};
