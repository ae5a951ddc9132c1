import { usePermissions } from '@refinedev/core';

/** What the auth provider's getIdentity returns (refine's useGetIdentity). */
export type ShellIdentity = {
  id: number | string;
  name: string;
  username: string;
  profilePicture?: string | null;
};

/** The signed-in user's roles, as the auth provider's getPermissions returns them. */
export const useRoles = (): readonly string[] => {
  const { data } = usePermissions<unknown>({});
  return Array.isArray(data) ? (data as string[]) : [];
};
