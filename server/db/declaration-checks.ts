import type { ResourceDeclaration } from '../../resources/declaration';

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
  const sort = resource.defaultSort?.field;
  if (sort && !hasField(sort) && !['id', 'createdAt', 'updatedAt'].includes(sort)) problems.push(`defaultSort.field ${sort} is not a field`);
  if (!resource.api.admin.startsWith('/')) problems.push(`api.admin ${resource.api.admin} must start with /`);
  if (resource.api.own && !resource.api.own.path.startsWith('/')) problems.push(`api.own.path ${resource.api.own.path} must start with /`);
  if (problems.length > 0) throw new Error(`Resource ${resource.name}: ${problems.join('; ')}`);
};
