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

export const devUserEmail = (username: string) => `${username}@portal.example`;

export const findDevUser = (username: string) => DEV_USERS.find((user) => user.username === username);
