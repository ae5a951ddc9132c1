import type { Role } from '../../resources/vocabulary';

export const ACCESS_DENIED_PATH = '/auth/access';

// SPEC §2 Home path, checked in this order; the first role the user holds wins.
const HOME_BY_ROLE: readonly (readonly [Role, string])[] = [
  ['ADMIN', '/admin/dashboard'],
  ['PROJECT MANAGER', '/profile'],
  ['ACCOUNTANT', '/accountant/dashboard'],
  ['EMPLOYEE', '/profile'],
];

export const homePathFor = (roles: readonly Role[]) =>
  HOME_BY_ROLE.find(([role]) => roles.includes(role))?.[1] ?? ACCESS_DENIED_PATH;
