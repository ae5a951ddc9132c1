import { defineResource } from '../../resources/declaration';
import { ROLES } from '../../resources/vocabulary';

// A role name the portal knows (SPEC §3); the route roles and the casbin policy use the same words.
export const rbacRoles = defineResource({
  name: 'rbacRoles',
  module: 'rbac',
  label: 'Roles',
  singular: 'Role',
  titleField: 'name',
  fields: {
    name: { type: 'enum', values: ROLES, isRequired: true, isUnique: true, isListed: true, isFilterable: true },
    description: { type: 'longText', maxLength: 500, isListed: true },
  },
  roles: ['ADMIN'],
  isIdentitySource: true,
  api: { admin: '/admin/rbac/roles' },
  defaultSort: { field: 'name', order: 'asc' },
});
