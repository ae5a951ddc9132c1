import { defineResource } from '../../resources/declaration';

// Link table: a role held by a group.
export const rbacGroupRoles = defineResource({
  name: 'rbacGroupRoles',
  module: 'rbac',
  label: 'Group roles',
  singular: 'Group role',
  titleField: 'roleId',
  deleteAsks: 'Remove the role {{roleId}} from {{groupId}}?',
  fields: {
    groupId: { type: 'reference', resource: 'rbacGroups', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Group' },
    roleId: { type: 'reference', resource: 'rbacRoles', onDelete: 'cascade', isRequired: true, isListed: true, isFilterable: true, label: 'Role' },
  },
  uniqueTogether: [['groupId', 'roleId']],
  roles: ['ADMIN'],
  isIdentitySource: true,
  api: { admin: '/admin/rbac/group_roles' },
});
