import { and, eq } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Database } from '../db/database';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';
import { unprocessable, type FieldErrors } from '../errors';
import type { WriteValues } from './validation';
import { referenceFieldsOf } from './declared-fields';

/** "Marco Rossi (employee 12)": who a refusal is about, by the referenced resource's title. */
const nameOf = async (db: Database, schema: DatabaseSchema, resourceName: string, id: number) => {
  const target = resourceTableOf(schema, resourceName);
  const { titleField, singular } = target.resource;
  const [found] = await db.select({ title: target.columns[titleField] }).from(target.table).where(eq(target.columns.id, id)).limit(1);
  const title = found?.title;
  return `${title === undefined || title === null || title === '' ? '' : `${String(title)} `}(${singular.toLowerCase()} ${id})`;
};

/**
 * A reference narrowed through a link resource (`narrowedBy.through`: a task's owner and assignee must be
 * members of the task's project) must name a row that a link row ties to this row's parent. Checked when the
 * reference or the parent changes (`values`), on the row as it will be (`row`), after checkReferences has
 * made sure the rows exist; refused with a 422 naming each field and whom it names.
 */
export const checkMemberships = async (db: Database, schema: DatabaseSchema, resource: ResourceDeclaration, values: WriteValues, row: WriteValues) => {
  const refusals: { key: string; text: string; parent: string }[] = [];
  for (const [key, field] of referenceFieldsOf(resource)) {
    if (!field.narrowedBy?.through) continue;
    const { field: parentField, referencedField, through } = field.narrowedBy;
    const id = row[key];
    if (!(key in values || parentField in values) || typeof id !== 'number') continue;
    const parentId = row[parentField];
    const link = resourceTableOf(schema, through.resource);
    const [member] =
      typeof parentId === 'number'
        ? await db
            .select({ id: link.columns.id })
            .from(link.table)
            .where(and(eq(link.columns[referencedField], parentId), eq(link.columns[through.key], id)))
            .limit(1)
        : [];
    if (member) continue;
    const parent = `this ${resource.singular.toLowerCase()}'s ${(resource.fields[parentField]?.label ?? parentField).toLowerCase()}`;
    refusals.push({ key, text: `${field.label ?? key} ${await nameOf(db, schema, field.resource, id)}`, parent });
  }
  if (refusals.length === 0) return;
  const errors: FieldErrors = Object.fromEntries(refusals.map(({ key, text, parent }) => [key, `${text} is not a member of ${parent}`]));
  const names = refusals.map(({ text }) => text).join(' and ');
  throw unprocessable(`${names} ${refusals.length === 1 ? 'is not a member' : 'are not members'} of ${refusals[0].parent}`, errors);
};
