import type { z } from 'zod';
import type { ActionDeclaration } from '../../../resources/declaration';
import type { Field } from '../../../resources/vocabulary';
import { badRequest, type FieldMessages } from '../../errors';
import { fromEnglish, message, term, type Message } from '../../i18n/message';
import { fieldTypeOf } from '../../field-types';

// An action's input is written in the field vocabulary, so it is checked by the same per-type rules as a
// record's fields. Values arrive as JSON (bodies) or as text (path parameters, query strings of reads);
// text is read into the field's type first, so `/state/Approved` and `?year=2026` validate like JSON.

export type ActionInput = Record<string, unknown>;

const MAX_SELECTION = 1000;

const valueSchemas = new WeakMap<Field, z.ZodType>();

/**
 * The field's zod schema, built once per declared field: building it renders its messages through i18next, which
 * cost more than the rest of a read action's input (the month grid's year and month, on every load).
 */
const valueSchemaOf = (field: Field) => {
  let schema = valueSchemas.get(field);
  if (!schema) valueSchemas.set(field, (schema = fieldTypeOf(field).value(field)));
  return schema;
};

const fromText = (field: Field, raw: string): unknown => {
  switch (field.type) {
    case 'integer':
    case 'decimal':
    case 'reference':
      return raw.trim() === '' ? raw : Number(raw);
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    default:
      return raw;
  }
};

/** A list of ids (JSON array, or comma-separated text from a form part): distinct, each a valid id; or the error. */
const readList = (field: Field, raw: unknown): number[] | Message => {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').map((item) => fromText(field, item)) : undefined;
  if (!items) return message('Expected a list of ids');
  const ids: number[] = [];
  for (const item of items) {
    const parsed = valueSchemaOf(field).safeParse(item);
    if (!parsed.success) return message('Invalid id in the list: {{id}}', { id: String(item) });
    ids.push(parsed.data as number);
  }
  return [...new Set(ids)];
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Validates the declared input from the body (JSON) and the text parameters; unknown keys are refused. */
export const readActionInput = (
  action: ActionDeclaration,
  json: Record<string, unknown>,
  text: Record<string, string | undefined>,
): ActionInput => {
  const fields = action.input ?? {};
  const errors: FieldMessages = {};
  const input: ActionInput = {};
  const ignored = new Set(['id', 'ids', 'version', 'versions']);
  for (const key of Object.keys(json)) if (!(key in fields) && !ignored.has(key)) errors[key] = message('Unknown field');
  for (const [key, field] of Object.entries(fields)) {
    const isList = field.type === 'reference' && field.isList === true;
    // A query parameter given twice arrives as a list: one value is asked for.
    if (text[key] !== undefined && typeof (text[key] as unknown) !== 'string') {
      errors[key] = message('Give one value');
      continue;
    }
    const raw = text[key] !== undefined ? (isList ? text[key] : fromText(field, text[key]!)) : json[key];
    if (isBlank(raw)) {
      if (field.isRequired) errors[key] = message('Required');
      else input[key] = fieldTypeOf(field).initial?.(field) ?? null;
      continue;
    }
    if (isList) {
      const list = readList(field, raw);
      if (Array.isArray(list)) input[key] = list;
      else errors[key] = list;
      continue;
    }
    const parsed = valueSchemaOf(field).safeParse(raw);
    if (parsed.success) input[key] = parsed.data;
    else errors[key] = parsed.error.issues[0] ? fromEnglish(parsed.error.issues[0].message) : message('Invalid value');
  }
  if (Object.keys(errors).length > 0) throw badRequest(message('The input of {{action}} is not valid', { action: term(action.label) }), errors);
  return input;
};

/** A selection is `ids`: distinct record ids, at least one, at most a thousand per call. */
export const readSelection = (json: Record<string, unknown>): number[] => {
  const ids = json.ids;
  const isId = (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 2_147_483_647;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isId))
    throw badRequest(message('Send the chosen records as ids: a list of record ids'), { ids: message('Required: a list of record ids') });
  if (ids.length > MAX_SELECTION)
    throw badRequest(message('At most {{max}} records at once', { max: MAX_SELECTION }), { ids: message('At most {{max}} records at once', { max: MAX_SELECTION }) });
  return [...new Set(ids as number[])];
};

/** The body as an object (an empty body is an empty object); anything else is a 400. */
export const bodyObject = (body: unknown): Record<string, unknown> => {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(message('The body must be a JSON object'));
  return body as Record<string, unknown>;
};

const isVersion = (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 2_147_483_647;

/** A record action's `version` (JSON, or the text of a form part): the version the caller read. */
export const readVersion = (json: Record<string, unknown>, isRequired = true): number | undefined => {
  if (!isRequired && (json.version === undefined || json.version === null)) return undefined;
  const raw = typeof json.version === 'string' && /^\d{1,10}$/.test(json.version) ? Number(json.version) : json.version;
  if (!isVersion(raw))
    throw badRequest(message('Send the version you read, to detect concurrent changes'), { version: message('Required: the version of the record you edited') });
  return raw as number;
};

/** A selection's `versions`: one per id, in the order of `ids`, each the version the caller read. */
export const readSelectionVersions = (json: Record<string, unknown>, isRequired = true): Map<number, number> => {
  const versions = json.versions;
  if (!isRequired && (versions === undefined || versions === null)) return new Map();
  const given = Array.isArray(json.ids) ? (json.ids as number[]) : [];
  if (!Array.isArray(versions) || versions.length !== given.length || !versions.every(isVersion))
    throw badRequest(message('Send the version you read, to detect concurrent changes'), { versions: message('Required: the version of each chosen record, in the order of ids') });
  const byId = new Map<number, number>();
  given.forEach((id, index) => byId.set(id, versions[index] as number));
  return byId;
};
