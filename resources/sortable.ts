// Which fields a list may be sorted by: those with an index whose leading column is the field, so that a sorted
// page is read in index order, whatever the table's size. The declaration decides it once, for the API (which
// refuses any other sort) and the list screen (which offers sorting on these columns only).
import type { ResourceDeclaration } from './declaration';
import { hasIdTieBreakIndex, indexKeyOf } from './index-keys';
import type { Field } from './vocabulary';

/** A field that gets a single-column index of its own (resource-tables.ts builds exactly these). */
export const hasOwnIndex = (resource: ResourceDeclaration, name: string, field: Field) =>
  hasOwnUniqueIndex(resource, name, field) ||
  ((field.type === 'reference' || field.isFilterable === true || field.isSortable === true) && !hasIdTieBreakIndex(resource, name));

/** A field that is unique on its own (a numbering field is: it is how people name the record). */
export const hasOwnUniqueIndex = (resource: ResourceDeclaration, name: string, field: Field) => field.isUnique === true || resource.numbering?.field === name;

const sortableCache = new WeakMap<ResourceDeclaration, ReadonlySet<string>>();

/** The fields a list of this resource may be sorted by: id, indexed fields and the first field of each declared index (either direction: an index is scanned backwards too). */
export const sortableFields = (resource: ResourceDeclaration): ReadonlySet<string> => {
  let sortable = sortableCache.get(resource);
  if (!sortable) {
    const names = new Set(['id']);
    for (const [name, field] of Object.entries(resource.fields)) if (hasOwnIndex(resource, name, field)) names.add(name);
    for (const keys of [...(resource.uniqueTogether ?? []), ...(resource.indexes ?? [])]) names.add(indexKeyOf(keys[0]).field);
    sortable = names;
    sortableCache.set(resource, sortable);
  }
  return sortable;
};

export const isSortableField = (resource: ResourceDeclaration, field: string) => sortableFields(resource).has(field);
