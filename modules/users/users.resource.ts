import { defineResource } from '../../resources/declaration';
import type { Field } from '../../resources/vocabulary';
import { READER_LANGUAGES } from '../../resources/reader-language';

/** An administrator's temporary password (AUTH_MODE=local); the user must replace it at the next sign-in. */
const temporaryPassword = {
  type: 'text',
  isRequired: true,
  maxLength: 256,
  label: 'Temporary password',
  help: 'At least 12 characters; the user chooses their own at the next sign-in',
} as const satisfies Field;

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
    // The language of the user's e-mail and documents: the browser's at the first sign-in, then the profile's choice
    // (resources/reader-language.ts).
    language: { type: 'enum', values: READER_LANGUAGES, isReadOnly: true, label: 'Language', help: 'Of e-mail and documents; each user chooses it on their profile' },
    // AUTH_MODE=entra: the Entra ID account (object id `oid` in tenant `tid`), which a rename does not change;
    // set at the user's first sign-in (server/auth/resolve-caller.ts).
    entraObjectId: { type: 'text', isReadOnly: true, maxLength: 36, label: 'Entra object id' },
    entraTenantId: { type: 'text', isReadOnly: true, maxLength: 36, label: 'Entra tenant id' },
    // Set by a password reset and a deactivation, which end the user's sign-ins (server/auth/sign-outs.ts).
    signedOutAt: { type: 'datetime', isReadOnly: true, label: 'Signed out at', help: 'Tokens issued before this time are refused' },
  },
  uniqueTogether: [['entraTenantId', 'entraObjectId']],
  roles: ['ADMIN'],
  isIdentitySource: true,
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
  // Passwords exist in AUTH_MODE=local only (README "Sign-in"); they are kept apart from the users table
  // (server/db/sign-in-tables.ts) so no generic read can return one. In dev and entra mode they are stored
  // but never asked for.
  actions: [
    {
      name: 'createWithPassword',
      label: 'New user with a temporary password',
      method: 'PUT',
      path: '/with-password',
      scope: 'admin',
      target: 'collection',
      input: {
        username: { type: 'text', isRequired: true, maxLength: 120, pattern: '[a-z0-9._@-]+', help: 'Lower-case letters, digits and . _ @ -' },
        displayName: { type: 'text', isRequired: true, maxLength: 120, label: 'Name' },
        email: { type: 'email' },
        temporaryPassword,
      },
      reply: { resource: 'self' },
    },
    {
      name: 'resetPassword',
      label: 'Reset password',
      method: 'POST',
      path: '/reset-password/:id',
      scope: 'admin',
      target: 'record',
      input: { temporaryPassword },
      confirm: 'The present password stops working and any lock is lifted. Go on?',
      reply: { resource: 'self' },
    },
  ],
  routes: [
    {
      path: '/admin/users',
      roles: ['ADMIN'],
      screen: 'list',
      menu: { section: 'RBAC', label: 'Users' },
      beyondSpec: 'local accounts: an administrator creates users and resets passwords (issue 14)',
    },
  ],
  defaultSort: { field: 'displayName', order: 'asc' },
});
