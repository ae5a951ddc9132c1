import { eq } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Database } from '../../db/database';
import { userColumns, type IdentityTables, type UserRow } from '../identity-tables';
import { SIGNED_OUT_AT_CLAIM } from '../sign-outs';
import { SCOPE_NAME } from '../token-claims';

// The embedded provider's accounts in local mode: the users table (the account id is the username, as in
// dev mode, so the API resolves the caller the same way). A deactivated user has no account.

const profileClaims = async (db: Database, tables: IdentityTables, username: string) => {
  const [user] = (await db.select(userColumns(tables)).from(tables.users.table).where(eq(tables.users.columns.username, username))) as UserRow[];
  if (!user || user.isActive === false) return undefined;
  return { user, claims: { preferred_username: user.username, name: user.displayName, ...(user.email ? { email: user.email } : {}) } };
};

export const localAccounts = (db: Database, tables: IdentityTables) => ({
  findAccount: async (_ctx: unknown, sub: string): Promise<Account | undefined> => {
    const found = await profileClaims(db, tables, sub);
    return found ? { accountId: sub, claims: () => ({ sub, ...found.claims }) } : undefined;
  },
  /**
   * The access token carries the same profile claims as a development token (and Entra's `scp`), and the user's
   * last sign-out, so the API can refuse it exactly once a reset or a deactivation has signed the user out.
   */
  accessTokenClaims: async (accountId: string | undefined) => {
    const found = accountId ? await profileClaims(db, tables, accountId) : undefined;
    return found ? { ...found.claims, scp: SCOPE_NAME, [SIGNED_OUT_AT_CLAIM]: found.user.signedOutAt?.getTime() ?? 0 } : undefined;
  },
});
