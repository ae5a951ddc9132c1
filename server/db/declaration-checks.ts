import type { ResourceDeclaration } from '../../resources/declaration';
import { indexKeyOf, indexKeysName, isWellFormedIndexKey } from '../../resources/index-keys';
import { isSortableField } from '../../resources/sortable';
import { indexName, snakeCase, tableNameOf, uniqueIndexName } from './names';

// PostgreSQL cuts longer identifiers to 63 bytes without an error: two indexes could end up with one name.
const MAX_IDENTIFIER_LENGTH = 63;

// Mistakes in a declaration that would otherwise surface as a 500 on the first request; found at start.

export const checkDeclaration = (resource: ResourceDeclaration) => {
  const problems: string[] = [];
  const hasField = (key: string) => key in resource.fields;
  for (const owner of resource.api.own?.ownerFields ?? [])
    if (owner !== 'id' && !hasField(owner)) problems.push(`api.own.ownerFields names ${owner}, which is not a field`);
  const membership = resource.api.own?.membership;
  if (membership && !hasField(membership.field)) problems.push(`api.own.membership.field ${membership.field} is not a field`);
  const visible = resource.api.own?.visibleIn;
  if (visible && visible.via === undefined && !hasField(visible.field)) problems.push(`api.own.visibleIn.field ${visible.field} is not a field`);
  if (visible?.via !== undefined && resource.fields[visible.via]?.type !== 'reference')
    problems.push(`api.own.visibleIn.via ${visible.via} is not a reference field`);
  if (resource.numbering && !hasField(resource.numbering.field))
    problems.push(`numbering.field ${resource.numbering.field} is not a field`);
  // Capital letters only: the format's pattern and the search's reading of a term (number-positions.ts) assume it.
  if (resource.numbering && !/^[A-Z]+$/.test(resource.numbering.prefix))
    problems.push(`numbering.prefix ${resource.numbering.prefix} must be capital letters A-Z`);
  const sort = resource.defaultSort?.field;
  if (sort && !hasField(sort) && sort !== 'id') problems.push(`defaultSort.field ${sort} is not a field`);
  else if (sort && !isSortableField(resource, sort)) problems.push(`defaultSort.field ${sort} has no index: mark it isSortable`);
  if (!resource.api.admin.startsWith('/')) problems.push(`api.admin ${resource.api.admin} must start with /`);
  if (resource.api.own && !resource.api.own.path.startsWith('/')) problems.push(`api.own.path ${resource.api.own.path} must start with /`);
  for (const held of resource.heldBy ?? [])
    for (const field of held.fields) if (!hasField(field)) problems.push(`heldBy ${held.resource} names ${field}, which is not a field`);
  const table = tableNameOf(resource.name);
  for (const keys of resource.indexes ?? []) {
    const malformed = keys.filter((key) => !isWellFormedIndexKey(key));
    if (malformed.length > 0) problems.push(`indexes [${keys.join(', ')}] has ${malformed.join(', ')}: write a field, optionally followed by " desc"`);
    const fields = keys.map((key) => indexKeyOf(key).field);
    const unknown = fields.filter((field) => !hasField(field) && field !== 'id');
    if (unknown.length > 0) problems.push(`indexes [${keys.join(', ')}] names ${unknown.join(', ')}, which is not a field`);
    if (keys.length < 2) problems.push(`indexes [${keys.join(', ')}] has one field: mark it isFilterable instead`);
    if (new Set(fields).size < fields.length) problems.push(`indexes [${keys.join(', ')}] names a field twice`);
  }
  const names = [
    ...(resource.indexes ?? []).map((keys) => indexName(table, indexKeysName(keys, snakeCase))),
    ...(resource.uniqueTogether ?? []).map((keys) => uniqueIndexName(table, keys.map(snakeCase).join('_'))),
  ];
  for (const name of names) if (name.length > MAX_IDENTIFIER_LENGTH) problems.push(`the index name ${name} is longer than ${MAX_IDENTIFIER_LENGTH} characters`);
  if (problems.length > 0) throw new Error(`Resource ${resource.name}: ${problems.join('; ')}`);
};
