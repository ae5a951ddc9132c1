import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { IdentityTables } from '../identity-tables';
import { hasPassword, setTemporaryPassword } from './credentials';
import { render } from '../../i18n/message';
import { passwordProblem } from './passwords';

// The first administrators of a local deployment. ADMIN_USERNAMES (default `admin` in local mode) are made
// users in the Administrators group at every start (identity-baseline.ts); here each one that has no password
// yet gets a temporary one: ADMIN_INITIAL_PASSWORD, or a random one printed once on the console. Either way
// it must be replaced at the first sign-in. An administrator who has a password is never touched again.

/** Prints outside the structured log on purpose: the log is shipped elsewhere, this line is for the operator. */
const announce = (username: string, password: string) =>
  console.warn(
    `\nFirst sign-in of the administrator "${username}": temporary password ${password}\n` +
      'It is shown only now and must be changed at the first sign-in.\n',
  );

export const ensureFirstAdminPasswords = async (
  db: Database,
  tables: IdentityTables,
  config: Pick<ServerConfig, 'adminUsernames' | 'adminInitialPassword'>,
) => {
  if (config.adminUsernames.length === 0) return;
  const { columns, table } = tables.users;
  const admins = (await db
    .select({ id: columns.id, username: columns.username })
    .from(table)
    .where(inArray(columns.username, [...config.adminUsernames]))) as { id: number; username: string }[];
  for (const admin of admins) {
    if (await hasPassword(db, admin.id)) continue;
    const given = config.adminInitialPassword;
    const problem = given === undefined ? undefined : passwordProblem(given, admin.username);
    if (problem) throw new Error(`ADMIN_INITIAL_PASSWORD cannot be used: ${render(problem)}`);
    const password = given ?? randomBytes(12).toString('base64url');
    await setTemporaryPassword(db, admin.id, password);
    if (given === undefined) announce(admin.username, password);
  }
};
