import type { ResourceDeclaration } from '../../resources/declaration';
import type { DatabaseSchema } from '../db/schema';

// The lookup path (`/api/lookup/<resource>`, resources/paths.ts) tells any signed-in user the titles of the records other
// records refer to, so that a reference reads "Marco Rossi" rather than "#12" for a project manager or an
// employee who may not open the employees themselves. It answers id and title only, for resources that some
// field refers to (never e.g. notifications), filtered by id or title (or what a dependent reference needs).

export const isReferenced = (resources: Iterable<ResourceDeclaration>, name: string) =>
  [...resources].some((resource) => Object.values(resource.fields).some((field) => field.type === 'reference' && field.resource === name));

export const isLookupOpen = (schema: DatabaseSchema, resource: ResourceDeclaration) =>
  isReferenced([...schema.resourceTables.values()].map((table) => table.resource), resource.name);

/**
 * The only fields a lookup shows, filters and sorts by: id and title, plus any field a dependent reference
 * narrows by (a sprint's project, so a task form offers only its project's sprints).
 */
export const lookupFields = (schema: DatabaseSchema, resource: ResourceDeclaration) => {
  const fields = new Set(['id', resource.titleField]);
  for (const { resource: other } of schema.resourceTables.values())
    for (const field of Object.values(other.fields))
      if (field.type === 'reference' && field.resource === resource.name && field.narrowedBy) fields.add(field.narrowedBy.referencedField);
  return fields;
};
