import type { ResourceDeclaration } from '../../resources/declaration';
import type { DatabaseSchema } from '../db/schema';

// The lookup path (`/api/lookup/<resource>`, resources/paths.ts) tells any signed-in user the titles of the records other
// records refer to, so that a reference reads "Marco Rossi" rather than "#12" for a project manager or an
// employee who may not open the employees themselves. It answers id and title only, for resources that some
// field refers to (never e.g. notifications), filtered by id or title (or what a dependent reference needs).

export const isReferenced = (resources: Iterable<ResourceDeclaration>, name: string) =>
  [...resources].some((resource) =>
    Object.values(resource.fields).some((field) => field.type === 'reference' && (field.resource === name || field.narrowedBy?.through?.resource === name)),
  );

export const isLookupOpen = (schema: DatabaseSchema, resource: ResourceDeclaration) =>
  isReferenced([...schema.resourceTables.values()].map((table) => table.resource), resource.name);

/**
 * The only fields a lookup shows, filters and sorts by: id and title, plus what a dependent reference needs —
 * the field it narrows by (a sprint's project, so a task form offers only its project's sprints) and, on a
 * link resource it narrows through, the link's parent and the linked row (a project member's project and
 * employee, so a task form offers only the project's members as owner).
 */
export const lookupFields = (schema: DatabaseSchema, resource: ResourceDeclaration) => {
  const fields = new Set(['id', resource.titleField]);
  for (const { resource: other } of schema.resourceTables.values())
    for (const field of Object.values(other.fields)) {
      if (field.type !== 'reference' || !field.narrowedBy) continue;
      const { referencedField, through } = field.narrowedBy;
      if (!through && field.resource === resource.name) fields.add(referencedField);
      if (through?.resource === resource.name) fields.add(referencedField).add(through.key);
    }
  return fields;
};

/** What a lookup answers for each row: id and title, and on a link resource the linked row's id. */
export const lookupColumns = (schema: DatabaseSchema, resource: ResourceDeclaration) => {
  const shown = new Set(['id', resource.titleField]);
  for (const { resource: other } of schema.resourceTables.values())
    for (const field of Object.values(other.fields))
      if (field.type === 'reference' && field.narrowedBy?.through?.resource === resource.name) shown.add(field.narrowedBy.through.key);
  return [...shown];
};
