// Valid rows of any registered resource, made through the real admin API (as whoever `call` signs in as),
// read only from the declarations: required writable fields get a value of their type, references get a
// parent row made the same way (once per parent resource, unless the caller names one), and every row
// differs so unique fields and unique combinations hold.
import type { LightMyRequestResponse } from 'fastify';
import { findResource } from '../../resources.config';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Field } from '../../resources/vocabulary';
import { ibanCheckDigitsOf } from '../../modules/finance/domain/iban';

export type ApiCall = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

export type SampleRow = Record<string, unknown> & { id: number; version: number };

// Text fields with a pattern need a value that matches it; a pattern not listed here fails loudly.
const PATTERN_SAMPLES: Record<string, (sequence: number) => string> = {
  '^[A-Z0-9]{16}$': (sequence) => `SMPL${String(sequence).padStart(12, '0')}`,
  // An Italian IBAN with its check digits (accounts and suppliers check them, mod 97).
  '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$': (sequence) => {
    const bban = `X${String(sequence).padStart(22, '0')}`;
    return `IT${ibanCheckDigitsOf('IT', bban)}${bban}`;
  },
};

/** Server-set fields (read-only, generated, the number) are never written by a client. */
export const isWritable = (resource: ResourceDeclaration, key: string, field: Field) =>
  field.isReadOnly !== true && !(field.type === 'text' && field.generatedFrom) && resource.numbering?.field !== key;

const SAMPLE_DAY = '2024-03-15';

/** A value of the field's type within its limits; `sequence` makes texts, e-mails and numbers differ. */
export const sampleValue = (key: string, field: Field, sequence: number): unknown => {
  switch (field.type) {
    case 'text': {
      if (field.pattern) {
        const sample = PATTERN_SAMPLES[field.pattern];
        if (!sample) throw new Error(`sample-rows: no sample for the pattern ${field.pattern} of ${key}; add one`);
        return sample(sequence);
      }
      return `${key} ${sequence}`.slice(0, field.maxLength ?? 200);
    }
    case 'longText':
      return `Sample ${key} ${sequence}`;
    case 'email':
      return `sample-${sequence}@example.com`;
    case 'integer': {
      const low = field.min ?? 1;
      const high = field.max ?? low + 10_000;
      return low + (sequence % (high - low + 1));
    }
    case 'decimal':
      return Math.min((field.min ?? 0) + 1, field.max ?? Number.POSITIVE_INFINITY);
    case 'boolean':
      return true;
    case 'date':
      return SAMPLE_DAY;
    case 'datetime':
      return `${SAMPLE_DAY}T09:30:00.000Z`;
    case 'enum':
      return field.values[0];
    case 'reference':
      throw new Error(`sample-rows: ${key} is a reference; its value is a parent row's id`);
  }
};

export const createUrlOf = (resource: ResourceDeclaration) => ({
  method: resource.api.create?.method ?? 'PUT',
  url: `/api${resource.api.admin}${resource.api.create?.suffix ?? ''}`,
});

/**
 * `parents` names the row to use for a referenced resource (e.g. `{ employees: 7 }`); other parents are
 * made on first need and reused.
 */
// Shared by every `sampleRows` of a test file, so rows made by different ones differ too.
let sequence = 0;

export const sampleRows = (call: ApiCall, parents: Record<string, number> = {}) => {
  const madeParents = new Map<string, Promise<number>>();

  const parentId = (resourceName: string): Promise<number> => {
    if (parents[resourceName] !== undefined) return Promise.resolve(parents[resourceName]);
    let made = madeParents.get(resourceName);
    if (!made) {
      made = create(resourceName).then((row) => row.id);
      madeParents.set(resourceName, made);
    }
    return made;
  };

  /** The required writable fields, filled; `overrides` win (and may add optional fields). */
  const bodyOf = async (resource: ResourceDeclaration, overrides: Record<string, unknown>) => {
    sequence += 1;
    const body: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(resource.fields)) {
      if (!field.isRequired || !isWritable(resource, key, field) || key in overrides) continue;
      body[key] = field.type === 'reference' ? await parentId(field.resource) : sampleValue(key, field, sequence);
    }
    // Fields required by the row's other values (a received invoice's supplier), once those are known.
    const row = { ...body, ...overrides };
    for (const [key, field] of Object.entries(resource.fields)) {
      const when = field.isRequiredWhen;
      if (!when || key in row || !Object.entries(when.values).every(([other, values]) => (values as readonly unknown[]).includes(row[other]))) continue;
      body[key] = field.type === 'reference' ? await parentId(field.resource) : sampleValue(key, field, sequence);
    }
    return { ...body, ...overrides };
  };

  /**
   * A reference narrowed through a link (a task's owner must be a member of its project) needs the link row
   * first; one that already exists answers 409 and is as good.
   */
  const linkNarrowedReferences = async (resource: ResourceDeclaration, body: Record<string, unknown>) => {
    for (const [key, field] of Object.entries(resource.fields)) {
      if (field.type !== 'reference' || !field.narrowedBy?.through) continue;
      const { field: parentField, referencedField, through } = field.narrowedBy;
      if (body[key] == null || body[parentField] == null) continue;
      const link = findResource(through.resource)!;
      const { method, url } = createUrlOf(link);
      const response = await call(method, url, await bodyOf(link, { [referencedField]: body[parentField], [through.key]: body[key] }));
      if (response.statusCode !== 201 && response.statusCode !== 409)
        throw new Error(`sample-rows: linking ${key} of a ${resource.name} answered ${response.statusCode}: ${response.body}`);
    }
  };

  const create = async (resourceName: string, overrides: Record<string, unknown> = {}): Promise<SampleRow> => {
    const resource = findResource(resourceName);
    if (!resource) throw new Error(`sample-rows: no resource named ${resourceName}`);
    const { method, url } = createUrlOf(resource);
    const body = await bodyOf(resource, overrides);
    await linkNarrowedReferences(resource, body);
    const response = await call(method, url, body);
    if (response.statusCode !== 201)
      throw new Error(`sample-rows: creating a ${resourceName} answered ${response.statusCode}: ${response.body}`);
    return response.json() as SampleRow;
  };

  return { create, bodyOf, nextSequence: () => ++sequence };
};
