import type { Role } from '../../resources/vocabulary';

/** Who is calling: resolved from the verified token and the RBAC groups in the database, and kept until they change (known-callers.ts). */
export type Caller = {
  userId: number;
  username: string;
  name: string;
  /** The employee linked to the user by e-mail, if any; plain (own) paths are narrowed to it. */
  employeeId: number | null;
  roles: readonly Role[];
  /** When the user's sign-ins were last ended (a password reset, a deactivation): older tokens are refused. */
  signedOutAt?: number;
};

export const hasAnyRole = (caller: Caller, roles: readonly Role[]) => roles.some((role) => caller.roles.includes(role));
