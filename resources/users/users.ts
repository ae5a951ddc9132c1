import { defineResource } from '../declaration';

// A person who signs in: the identity-provider account, optionally linked to the employee it is.
// Roles are not stored here: they come from the RBAC groups the user belongs to.
export const users = defineResource({
  name: 'users',
  module: 'users',
  label: 'Users',
  singular: 'User',
  titleField: 'displayName',
  fields: {
    username: { type: 'text', isRequired: true, isUnique: true, maxLength: 120, isListed: true, isFilterable: true, help: 'Sign-in name at the identity provider' },
    displayName: { type: 'text', isRequired: true, maxLength: 120, isListed: true, isFilterable: true, label: 'Name' },
    email: { type: 'email', isListed: true, isFilterable: true },
    // GET /admin/users/not_employee lists the users with no employee yet.
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'set null', isUnique: true, isListed: true, label: 'Employee' },
    // Set by POST /users/profile-picture/{id} only.
    profilePicture: { type: 'text', isReadOnly: true, label: 'Profile picture' },
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Active' },
  },
  roles: ['ADMIN'],
  api: {
    admin: '/admin/users',
    // Users are not employees, so there is no own path: the signed-in user's calls are planned.
    planned: [
      'GET /users/currentUser',
      'GET /users/roles',
      'GET /users/{id}',
      'GET /admin/users/not_employee',
      'POST /users/profile-picture/{id}',
      // The global search over every resource's `search` declaration; it has no resource of its own.
      'GET /admin/search',
    ],
  },
  defaultSort: { field: 'displayName', order: 'asc' },
});
