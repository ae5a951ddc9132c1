// refine's view of sign-in: MSAL holds the session (see msal-client.ts), the signed-in user store holds
// the identity and roles. The app is mounted only for a signed-in user (src/bootstrap.ts).
import type { AuthProvider } from '@refinedev/core';
import { signIn, signOut } from './msal-client';
import { getSignedInUser, updateSignedInUser } from './signed-in-user';

const statusOf = (error: unknown): number | undefined => {
  const failure = error as { statusCode?: number; status?: number; response?: { status?: number } } | undefined;
  return failure?.statusCode ?? failure?.status ?? failure?.response?.status;
};

/** SPEC §4: isAuthenticated becomes false at once; MSAL then leaves the page for the provider's logout. */
export const signOutUser = async () => {
  updateSignedInUser({ isAuthenticated: false });
  await signOut();
};

export const authProvider: AuthProvider = {
  login: async () => {
    try {
      await signIn();
    } catch (error) {
      console.error('Sign-in failed', error);
    }
    return { success: true };
  },
  // No redirectTo: logoutRedirect navigates away by itself.
  logout: async () => {
    try {
      await signOutUser();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    return { success: true };
  },
  check: async () =>
    getSignedInUser().isAuthenticated ? { authenticated: true } : { authenticated: false, error: new Error('Not signed in') },
  getIdentity: async () => {
    const { id, name, username, profilePicture } = getSignedInUser();
    return { id, name, username, avatar: profilePicture || undefined, profilePicture };
  },
  getPermissions: async () => getSignedInUser().roles,
  // 401 only: a 403 is a missing role, not an expired session (refine #6997's login loop).
  onError: async (error) => (statusOf(error) === 401 ? { logout: true, error } : {}),
};
