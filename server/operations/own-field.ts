import type { ResourceDeclaration } from '../../resources/declaration';
import type { Field } from '../../resources/vocabulary';

/**
 * The declared field of that name, looked up as an own property only: a name from a request
 * (`_sort=constructor`, a body key `__proto__`) must never reach Object.prototype.
 */
export const ownField = (resource: ResourceDeclaration, name: string): Field | undefined =>
  Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
