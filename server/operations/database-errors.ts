import type { ResourceDeclaration } from '../../resources/declaration';
import { snakeCase, tableNameOf, uniqueIndexName } from '../db/names';
import { badRequest, conflict } from '../errors';
import { lowerCase, message, term } from '../i18n/message';

// Postgres refusals that reach us despite validation (races, restrict deletes) become 4xx answers.

type PgError = { code?: string; constraint?: string; table?: string; detail?: string };

/** drizzle wraps driver errors; the Postgres code sits somewhere down the cause chain. */
const postgresErrorOf = (error: unknown): PgError | undefined => {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause)
    if (typeof (current as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((current as PgError).code!))
      return current as PgError;
  return undefined;
};

/** The fields a unique index covers: one field, or a declared `uniqueTogether` set. */
const fieldsOfUniqueIndex = (resource: ResourceDeclaration, constraint?: string): readonly string[] => {
  const table = tableNameOf(resource.name);
  const sets = [...Object.keys(resource.fields).map((key) => [key]), ...(resource.uniqueTogether ?? [])];
  return sets.find((keys) => uniqueIndexName(table, keys.map(snakeCase).join('_')) === constraint) ?? [];
};

/** The fields whose unique index of `resource` refused a write (a duplicate a concurrent write just made), or undefined. */
export const uniqueFieldsRefused = (error: unknown, resource: ResourceDeclaration): readonly string[] | undefined => {
  const pgError = postgresErrorOf(error);
  return pgError?.code === '23505' ? fieldsOfUniqueIndex(resource, pgError.constraint) : undefined;
};

export const translateDatabaseError = (error: unknown, resource: ResourceDeclaration): unknown => {
  const pgError = postgresErrorOf(error);
  switch (pgError?.code) {
    case '23505': {
      const fields = fieldsOfUniqueIndex(resource, pgError.constraint);
      if (fields.length > 1)
        return conflict(
          message('Another {{resource}} already has this {{fields}}', { resource: lowerCase(term(resource.singular)), fields: fields.join(', ') }),
          Object.fromEntries(
            fields.map((field) => [field, message('Already used together with {{fields}}', { fields: fields.filter((other) => other !== field).join(', ') })]),
          ),
        );
      return conflict(
        message('Another {{resource}} already has this value', { resource: lowerCase(term(resource.singular)) }),
        fields.length === 1 ? { [fields[0]]: message('Already used by another record') } : undefined,
      );
    }
    // An exclusion constraint (an employee's requests never overlap) refused a row that another write just took.
    case '23P01':
      return conflict(message('Another {{resource}} already covers these days: reload and try again', { resource: lowerCase(term(resource.singular)) }));
    // 23001 is a `restrict` reference, 23503 a plain foreign key: either way other rows still point here.
    case '23001':
    case '23503':
      return conflict(
        message('This {{resource}} is still referred to by other records ({{table}}); remove or change those first', {
          resource: lowerCase(term(resource.singular)),
          table: pgError.table === undefined ? message('another table') : pgError.table.replace(/_/g, ' '),
        }),
      );
    case '23502':
    case '22P02':
    case '22003':
    case '22001':
    case '22007':
    case '22008':
      return badRequest(message('A value was refused by the database: {{detail}}', { detail: pgError.detail ?? pgError.code }));
    default:
      return error;
  }
};

// Postgres codes whose cause is a value someone sent: data exceptions (class 22: out of range, bad text
// representation, bad encoding, bad date), not-null and check violations, too many parameters.
const INPUT_CLASSES = /^(22|23502|23514|54000|08P01)/;

/**
 * The 4xx a database error caused by input deserves, for any route (the error handler's last resort; the
 * generic operations translate with their resource's names first). Undefined for anything else.
 */
export const inputErrorOf = (error: unknown) => {
  const pgError = postgresErrorOf(error);
  if (!pgError?.code) return undefined;
  if (pgError.code === '23505') return conflict(message('Another record already has this value'));
  if (pgError.code === '23P01') return conflict(message('Another record already covers these days: reload and try again'));
  if (pgError.code === '23503' || pgError.code === '23001') return conflict(message('Other records still refer to this one, or the referred record does not exist'));
  if (INPUT_CLASSES.test(pgError.code)) return badRequest(message('A value was refused by the database ({{code}})', { code: pgError.code }));
  return undefined;
};

/** Runs a database step, answering constraint violations with 4xx instead of a 500. */
export const withDatabaseErrors = async <T>(resource: ResourceDeclaration, step: () => Promise<T>): Promise<T> => {
  try {
    return await step();
  } catch (error) {
    throw translateDatabaseError(error, resource);
  }
};
