// Valid rows of any registered resource, made through the real admin API (as whoever `call` signs in as),
// read only from the declarations: required writable fields get their sample (sample-values.ts), references get a
// parent row made the same way (once per parent resource, unless the caller names one), and every row
// differs so unique fields and unique combinations hold.
import type { LightMyRequestResponse } from 'fastify';
import { findResource } from '../../resources.config';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Field } from '../../resources/vocabulary';
import { sampleValue } from './sample-values';

export { sampleValue };

export type ApiCall = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

export type SampleRow = Record<string, unknown> & { id: number; version: number };

/** Server-set fields (read-only, generated, the number) are never written by a client. */
export const isWritable = (resource: ResourceDeclaration, key: string, field: Field) =>
  field.isReadOnly !== true && !(field.type === 'text' && field.generatedFrom) && resource.numbering?.field !== key;

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
