// The signed-in user state of SPEC §3, kept outside React so MSAL start-up, refine's authProvider and
// the access components read the same value (React reads it through useSyncExternalStore).
import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '../../resources/current-user';
import { ROLES, type Role } from '../../resources/vocabulary';

export type SignedInUser = {
  isAuthenticated: boolean;
  /** The current user's name (SPEC: name and username are both filled from it). */
  name: string;
  username: string;
  id: string | number | undefined;
  roles: readonly Role[];
  /** The employee this user is (their own rows on the plain paths); null when the user is not one. */
  employeeId: number | null;
  /** Image address; empty when the user has no picture. */
  profilePicture: string;
  /** The current user and the roles have been fetched (successfully or not). */
  isLoaded: boolean;
};

export const SIGNED_OUT: SignedInUser = {
  isAuthenticated: false,
  name: '',
  username: '',
  id: undefined,
  roles: [],
  employeeId: null,
  profilePicture: '',
  isLoaded: false,
};

let state: SignedInUser = SIGNED_OUT;
const listeners = new Set<() => void>();

export const getSignedInUser = () => state;

export const updateSignedInUser = (change: Partial<SignedInUser>) => {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
};

export const resetSignedInUser = () => updateSignedInUser(SIGNED_OUT);

export const subscribeSignedInUser = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSignedInUser = () => useSyncExternalStore(subscribeSignedInUser, getSignedInUser, getSignedInUser);

/** Unknown role names from the server are dropped; empty or missing becomes []. */
export const toRoles = (value: unknown): Role[] =>
  Array.isArray(value) ? value.filter((role): role is Role => (ROLES as readonly unknown[]).includes(role)) : [];

/** Reads one JSON document of the API; the start-up passes a fetch that sends the bearer token. */
export type ReadJson = (path: string) => Promise<unknown>;

/** SPEC §4: the current user (when authenticated) and the roles (always) are loaded; failures are logged. */
export const loadSignedInUser = async (readJson: ReadJson) => {
  const { isAuthenticated } = getSignedInUser();
  const [currentUser, roles] = await Promise.all([
    isAuthenticated
      ? readJson('/users/currentUser').catch((error: unknown) => console.error('Loading the current user failed', error))
      : undefined,
    readJson('/users/roles').catch((error: unknown) => console.error('Loading the roles failed', error)),
  ]);
  // The reply its declaration promises (resources/current-user.ts); a failed read leaves the user as signed in.
  const user = currentUser as CurrentUser | undefined;
  updateSignedInUser({
    ...(user ? { name: user.name, username: user.name, id: user.id, employeeId: user.employeeId, profilePicture: user.profilePicture ?? '' } : {}),
    roles: toRoles(roles),
    isLoaded: true,
  });
};
