import { defineResource } from '../../resources/declaration';

// Link table: a user who is a member of a group.
export const rbacGroupUsers = defineResource({
  name: 'rbacGroupUsers',
  module: 'rbac',
  label: 'Group users',
  singular: 'Group user',
  titleField: 'userId',
  deleteAsks: 'Remove {{userId}} from {{groupId}}?',
  fields: {
    groupId: { type: 'reference', resource: 'rbacGroups', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Group' },
    userId: { type: 'reference', resource: 'users', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'User' },
  },
  uniqueTogether: [['groupId', 'userId']],
  roles: ['ADMIN'],
  isIdentitySource: true,
  api: {
    admin: '/admin/rbac/group_users',
    planned: ['GET /admin/rbac/groups/users/{id}', 'POST /admin/rbac/groups/users'],
  },
});
