import { or, sql, type SQL } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { ReferenceField } from '../../resources/vocabulary';
import type { Database } from '../db/database';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';
import { lowerCase, message, term, type Message } from '../i18n/message';

// A reference cell names its record by one of the fields its declaration says (`matchedBy`: a contract type by
// name, a customer by VAT number), by default the record's number and title; compared without case or outer spaces.
// Each distinct text is looked up once per import, so 50,000 rows naming 40 people ask 40 times.

export type ReferenceAnswer = { id: number } | { refusal: Message };

/** The fields a reference is matched by. */
export const matchFieldsOf = (field: ReferenceField, target: ResourceDeclaration): string[] =>
  field.matchedBy ? [...field.matchedBy] : [...new Set([target.numbering?.field, target.titleField].filter((key): key is string => key !== undefined))];

const MOST_KEPT = 20_000;

/** Resolves reference cells of one import, remembering each text's answer. */
export const referenceResolver = (tx: Database, schema: DatabaseSchema) => {
  const kept = new Map<string, ReferenceAnswer>();
  return async (field: ReferenceField, text: string): Promise<ReferenceAnswer> => {
    const cacheKey = `${field.resource}|${(field.matchedBy ?? []).join()}|${text.toLowerCase()}`;
    const known = kept.get(cacheKey);
    if (known) return known;
    const { resource, table, columns } = resourceTableOf(schema, field.resource);
    const keys = matchFieldsOf(field, resource).filter((key) => key in columns);
    const conditions = keys.map((key): SQL => sql`lower(btrim(${columns[key]}::text)) = lower(btrim(${text}))`);
    const found = conditions.length === 0 ? [] : await tx.select({ id: columns.id }).from(table).where(or(...conditions)).limit(2);
    const answer: ReferenceAnswer =
      found.length === 1
        ? { id: Number(found[0].id) }
        : found.length === 0
          ? { refusal: message('No {{resource}} is "{{text}}"', { resource: lowerCase(term(resource.singular)), text }) }
          : { refusal: message('More than one {{resource}} is "{{text}}"', { resource: lowerCase(term(resource.singular)), text }) };
    if (kept.size >= MOST_KEPT) kept.clear();
    kept.set(cacheKey, answer);
    return answer;
  };
};
