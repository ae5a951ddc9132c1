import { defineResource } from '../../resources/declaration';

// An access-control group: the users in it hold all of its roles.
export const rbacGroups = defineResource({
  name: 'rbacGroups',
  module: 'rbac',
  label: 'Groups',
  singular: 'Group',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, isUnique: true, maxLength: 80, isListed: true, isFilterable: true },
    description: { type: 'longText', maxLength: 500, isListed: true },
  },
  roles: ['ADMIN'],
  isIdentitySource: true,
  api: {
    admin: '/admin/rbac/groups',
    // SPEC §7 also updates a group by POST on the collection (id in the body).
    planned: ['POST /admin/rbac/groups'],
  },
  routes: [
    { path: '/admin/groups', roles: ['ADMIN'], screen: 'list', menu: { section: 'RBAC', label: 'Groups' } },
    { path: '/admin/group_details/:id', roles: ['ADMIN'], screen: 'show' },
  ],
  children: [
    { resource: 'rbacGroupRoles', foreignKey: 'groupId', label: 'Roles' },
    { resource: 'rbacGroupUsers', foreignKey: 'groupId', label: 'Users' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
});
