import type { ResourceDeclaration } from '../../resources/declaration';
import type { DatabaseSchema } from '../db/schema';

// The lookup path (`/api/lookup/<resource>`, resources/paths.ts) tells any signed-in user the titles of the records other
// records refer to, so that a reference reads "Marco Rossi" rather than "#12" for a project manager or an
// employee who may not open the employees themselves. It answers id and title only, for resources that some
// field refers to (never e.g. notifications), filtered by id or title only.

export const isReferenced = (resources: Iterable<ResourceDeclaration>, name: string) =>
  [...resources].some((resource) => Object.values(resource.fields).some((field) => field.type === 'reference' && field.resource === name));

export const isLookupOpen = (schema: DatabaseSchema, resource: ResourceDeclaration) =>
  isReferenced([...schema.resourceTables.values()].map((table) => table.resource), resource.name);

/** The only fields a lookup shows, filters and sorts by. */
export const lookupFields = (resource: ResourceDeclaration) => new Set(['id', resource.titleField]);
