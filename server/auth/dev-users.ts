import type { Role } from '../../resources/vocabulary';

// The development users of the embedded provider (DESIGN.md), one role each. The seed puts each in a
// group holding that role; their roles are then read from the database like anybody else's.
export const DEV_USERS: readonly { username: string; name: string; role: Role }[] = [
  { username: 'admin', name: 'Alessandra Admin', role: 'ADMIN' },
  { username: 'pm', name: 'Paolo Manager', role: 'PROJECT MANAGER' },
  { username: 'accountant', name: 'Anna Contabile', role: 'ACCOUNTANT' },
  { username: 'employee', name: 'Enrico Dipendente', role: 'EMPLOYEE' },
  { username: 'hr', name: 'Helena Risorse', role: 'HR MANAGE' },
  { username: 'finance', name: 'Franco Finanza', role: 'FINANCE MANAGE' },
  { username: 'sales', name: 'Sara Vendite', role: 'SALES MANAGE' },
];

/**
 * Demo accounts whose roles combine as in a real firm (README "Demo people"). Like the development users
 * they sign in at the embedded provider with their username alone, are employees of the demo firm, and
 * get their roles from the groups of those roles.
 */
export const DEMO_USERS: readonly { username: string; name: string; roles: readonly Role[]; firstSees: string }[] = [
  { username: 'ilaria', name: 'Ilaria Personale', roles: ['HR MANAGE', 'EMPLOYEE'], firstSees: 'her profile, with the HR section in the menu' },
  { username: 'pietro', name: 'Pietro Progetti', roles: ['PROJECT MANAGER', 'EMPLOYEE'], firstSees: 'his profile, with his own time sheet and the PM section' },
  { username: 'carla', name: 'Carla Conti', roles: ['ACCOUNTANT', 'FINANCE MANAGE'], firstSees: 'the accountant dashboard, with the Finance section' },
];

/** Everybody who may sign in at the embedded provider, with all their roles. */
export const SIGN_IN_USERS: readonly { username: string; name: string; roles: readonly Role[] }[] = [
  ...DEV_USERS.map((user) => ({ ...user, roles: [user.role] })),
  ...DEMO_USERS,
];

export const devUserEmail = (username: string) => `${username}@portal.example`;

/** A development user or demo account by its username. */
export const findDevUser = (username: string) => SIGN_IN_USERS.find((user) => user.username === username);
