import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';
import { badRequest, type FieldMessages } from '../errors';
import { lowerCase, message, term } from '../i18n/message';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { WriteValues } from './validation';
import { referenceFieldsOf } from './declared-fields';

/** Rows a batch refers to, by reference field and id (absent: no such row). */
export type ReferencedRows = ReadonlyMap<string, ReadonlyMap<number, Record<string, unknown>>>;

const ID_CHUNK = 5000;

/**
 * The rows a batch of new rows refers to, read once per reference field: a month's payroll days name a
 * thousand payrolls twenty times each, and one query per field beats one per row and field.
 */
export const prefetchReferences = async (db: Database, schema: DatabaseSchema, resource: ResourceDeclaration, rows: readonly WriteValues[]): Promise<ReferencedRows> => {
  const referenced = new Map<string, Map<number, Record<string, unknown>>>();
  for (const [key, field] of referenceFieldsOf(resource)) {
    const ids = [...new Set(rows.map((row) => row[key]).filter((id): id is number => typeof id === 'number'))];
    const target = resourceTableOf(schema, field.resource);
    const found = new Map<number, Record<string, unknown>>();
    for (let start = 0; start < ids.length; start += ID_CHUNK)
      for (const row of (await db.select().from(target.table).where(inArray(target.columns.id, ids.slice(start, start + ID_CHUNK)))) as { id: number }[])
        found.set(row.id, row);
    referenced.set(key, found);
  }
  return referenced;
};

/**
 * Every reference being written must name an existing row, reported per field rather than as an FK error;
 * a dependent reference (`narrowedBy`) must also agree with the row it is written into (`row`: the row as it
 * will be). It is checked when either the reference or the field that narrows it changes.
 */
export const checkReferences = async (
  db: Database,
  schema: DatabaseSchema,
  resource: ResourceDeclaration,
  values: WriteValues,
  row: WriteValues,
  referenced?: ReferencedRows,
) => {
  const errors: FieldMessages = {};
  let isMisfit = false;
  for (const [key, field] of referenceFieldsOf(resource)) {
    const isNarrowingChanged = field.narrowedBy !== undefined && field.narrowedBy.through === undefined && field.narrowedBy.field in values;
    const id = isNarrowingChanged ? row[key] : values[key];
    if (typeof id !== 'number') continue;
    const target = resourceTableOf(schema, field.resource);
    // A narrowing through a link resource is kept by checkMemberships (member-references.ts), with its own 422.
    const narrowing = field.narrowedBy?.through ? undefined : field.narrowedBy;
    const known = referenced?.get(key);
    const [found] = known
      ? [known.get(id)].filter((hit) => hit !== undefined).map((hit) => ({ id, owner: narrowing ? hit[narrowing.referencedField] : undefined }))
      : await db
          .select({ id: target.columns.id, ...(narrowing ? { owner: target.columns[narrowing.referencedField] } : {}) })
          .from(target.table)
          .where(eq(target.columns.id, id))
          .limit(1);
    if (!found) errors[key] = message('There is no {{resource}} with id {{id}}', { resource: lowerCase(term(target.resource.singular)), id });
    else if (narrowing && found.owner !== (row[narrowing.field] ?? null)) {
      const owner = resource.fields[narrowing.field]?.label ?? narrowing.field;
      isMisfit = true;
      errors[key] = message("The {{resource}} {{id}} does not belong to this record's {{owner}}", {
        resource: lowerCase(term(target.resource.singular)),
        id,
        owner: lowerCase(term(owner)),
      });
    }
  }
  if (Object.keys(errors).length > 0)
    throw badRequest(isMisfit ? message('Some fields refer to records that do not fit this one') : message('Some fields refer to records that do not exist'), errors);
};
