import type { z } from 'zod';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Field } from '../../resources/vocabulary';
import { STAMP_FIELDS } from '../db/resource-tables';
import { badRequest, type FieldMessages } from '../errors';
import { fromEnglish, message } from '../i18n/message';
import { fieldTypeOf, isGenerated } from '../field-types';
import { ownField } from './own-field';

// Write validation derived from the declaration through the field-type registry.
// Choices: unknown fields and server-set fields (read-only, generated, the number) are refused with a
// field message rather than silently dropped, so a client bug shows at once; the generic stamps
// (id, createdAt, …) are ignored because clients echo them back from a read.

export type WriteMode = 'create' | 'update';
export type WriteValues = Record<string, unknown>;

const isServerSet = (resource: ResourceDeclaration, key: string, field: Field) =>
  field.isReadOnly === true || isGenerated(field) || resource.numbering?.field === key;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const valueSchemas = new WeakMap<ResourceDeclaration, Map<string, z.ZodType>>();

/** One zod schema per writable field, built once per declaration. */
const schemasOf = (resource: ResourceDeclaration) => {
  let schemas = valueSchemas.get(resource);
  if (!schemas) {
    schemas = new Map();
    for (const [key, field] of Object.entries(resource.fields))
      if (!isServerSet(resource, key, field)) schemas.set(key, fieldTypeOf(field).value(field));
    valueSchemas.set(resource, schemas);
  }
  return schemas;
};

const asObject = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest(message('The body must be a JSON object of field values'));
  return body as Record<string, unknown>;
};

/** Checks a create or update body; returns the values to write, with defaults applied on create. */
export const validateWrite = (resource: ResourceDeclaration, rawBody: unknown, mode: WriteMode): WriteValues => {
  const body = asObject(rawBody ?? {});
  const schemas = schemasOf(resource);
  const errors: FieldMessages = {};
  const values: WriteValues = {};

  for (const [key, value] of Object.entries(body)) {
    if ((STAMP_FIELDS as readonly string[]).includes(key)) continue;
    const field = ownField(resource, key);
    if (!field) errors[key] = message('Unknown field');
    else if (!schemas.has(key)) errors[key] = message('Set by the server; it cannot be written');
    else values[key] = value;
  }

  if (mode === 'create')
    for (const [key, field] of Object.entries(resource.fields))
      if (schemas.has(key) && values[key] === undefined) {
        const initial = fieldTypeOf(field).initial?.(field);
        if (initial !== undefined) values[key] = initial;
      }

  for (const [key, field] of Object.entries(resource.fields)) {
    if (!schemas.has(key) || errors[key]) continue;
    const value = values[key];
    const isPresent = key in values;
    if (isBlank(value)) {
      if (field.isRequired && (mode === 'create' || isPresent)) errors[key] = message('Required');
      // An emptied optional input means "no value".
      else if (isPresent) values[key] = null;
      continue;
    }
    const parsed = schemas.get(key)!.safeParse(value);
    if (parsed.success) values[key] = parsed.data;
    else errors[key] = parsed.error.issues[0] ? fromEnglish(parsed.error.issues[0].message) : message('Invalid value');
  }

  if (Object.keys(errors).length > 0) throw badRequest(message('Some fields are not valid'), errors);
  return values;
};

/** The version an update was based on; required so that a stale form cannot overwrite newer data. */
export const versionOf = (rawBody: unknown): number => {
  const version = asObject(rawBody ?? {}).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw badRequest(message('Send the version you read, to detect concurrent changes'), { version: message('Required: the version of the record you edited') });
  return version;
};
