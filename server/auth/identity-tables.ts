import { resources } from '../../resources.config';
import { buildSchema, resourceTableOf, type DatabaseSchema } from '../db/schema';
import { employees as employeesResource } from '../../modules/hr/employees.resource';
import { rbacGroupRoles } from '../../modules/rbac/rbac-group-roles.resource';
import { rbacGroupUsers } from '../../modules/rbac/rbac-group-users.resource';
import { rbacGroups } from '../../modules/rbac/rbac-groups.resource';
import { rbacRoles } from '../../modules/rbac/rbac-roles.resource';
import { users as usersResource } from '../../modules/users/users.resource';
import type { ReaderLanguage } from '../../resources/reader-language';

// The registry tables that identity and RBAC read: users, employees, groups, roles and the two link
// tables. Looked up from the schema server/db builds from the declarations, never declared twice.

export type IdentityTables = ReturnType<typeof identityTablesOf>;

/**
 * False for an app built on a partial resource list (some tests), which lacks one of the registry's resources
 * declared `isIdentitySource`: identity routes are then left out.
 */
export const hasIdentityTables = (schema: DatabaseSchema) =>
  resources.filter((resource) => resource.isIdentitySource).every((resource) => schema.resourceTables.has(resource.name));

export const identityTablesOf = (schema: DatabaseSchema) => ({
  users: resourceTableOf(schema, usersResource),
  employees: resourceTableOf(schema, employeesResource),
  groups: resourceTableOf(schema, rbacGroups),
  roles: resourceTableOf(schema, rbacRoles),
  groupUsers: resourceTableOf(schema, rbacGroupUsers),
  groupRoles: resourceTableOf(schema, rbacGroupRoles),
});

let registryTables: IdentityTables | undefined;

/** The tables of the registry in resources.config.ts (built once; the schema is pure data). */
export const registryIdentityTables = (): IdentityTables => (registryTables ??= identityTablesOf(buildSchema(resources)));

/** A users row as identity code reads it (the generic columns come back keyed by field name). */
export type UserRow = {
  id: number;
  username: string;
  displayName: string;
  email: string | null;
  employeeId: number | null;
  profilePicture: string | null;
  isActive: boolean | null;
  /** The language of the user's e-mail and documents; null until their first sign-in through the SPA. */
  language: ReaderLanguage | null;
  /** Entra mode: the account's object id once the user has signed in with it. */
  entraObjectId: string | null;
  signedOutAt: Date | null;
};

export const userColumns = (tables: IdentityTables) => {
  const { columns } = tables.users;
  return {
    id: columns.id,
    username: columns.username,
    displayName: columns.displayName,
    email: columns.email,
    employeeId: columns.employeeId,
    profilePicture: columns.profilePicture,
    isActive: columns.isActive,
    language: columns.language,
    entraObjectId: columns.entraObjectId,
    signedOutAt: columns.signedOutAt,
  };
};
