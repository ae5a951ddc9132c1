import { and, eq } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Database } from '../db/database';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';
import { unprocessable, type FieldMessages } from '../errors';
import { allOf, lowerCase, message, term, type Message } from '../i18n/message';
import type { WriteValues } from './validation';
import { referenceFieldsOf } from './declared-fields';

/** "Marco Rossi (employee 12)": who a refusal is about, by the referenced resource's title. */
const nameOf = async (db: Database, schema: DatabaseSchema, resourceName: string, id: number) => {
  const target = resourceTableOf(schema, resourceName);
  const { titleField, singular } = target.resource;
  const [found] = await db.select({ title: target.columns[titleField] }).from(target.table).where(eq(target.columns.id, id)).limit(1);
  const title = found?.title;
  const resource = lowerCase(term(singular));
  return title === undefined || title === null || title === ''
    ? message('({{resource}} {{id}})', { resource, id })
    : message('{{title}} ({{resource}} {{id}})', { title: String(title), resource, id });
};

/**
 * A reference narrowed through a link resource (`narrowedBy.through`: a task's owner and assignee must be
 * members of the task's project) must name a row that a link row ties to this row's parent. Checked when the
 * reference or the parent changes (`values`), on the row as it will be (`row`), after checkReferences has
 * made sure the rows exist; refused with a 422 naming each field and whom it names.
 */
export const checkMemberships = async (db: Database, schema: DatabaseSchema, resource: ResourceDeclaration, values: WriteValues, row: WriteValues) => {
  const refusals: { key: string; text: Message; parent: Message }[] = [];
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
    const parent = message("this {{resource}}'s {{field}}", {
      resource: lowerCase(term(resource.singular)),
      field: lowerCase(term(resource.fields[parentField]?.label ?? parentField)),
    });
    refusals.push({ key, text: message('{{field}} {{name}}', { field: term(field.label ?? key), name: await nameOf(db, schema, field.resource, id) }), parent });
  }
  if (refusals.length === 0) return;
  const errors: FieldMessages = Object.fromEntries(
    refusals.map(({ key, text, parent }) => [key, message('{{who}} is not a member of {{parent}}', { who: text, parent })]),
  );
  const who = allOf(refusals.map(({ text }) => text));
  const { parent } = refusals[0];
  throw unprocessable(
    refusals.length === 1 ? message('{{who}} is not a member of {{parent}}', { who, parent }) : message('{{who}} are not members of {{parent}}', { who, parent }),
    errors,
  );
};
