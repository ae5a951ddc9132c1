import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userPasswords } from '../../db/sign-in-tables';
import type { IdentityTables } from '../identity-tables';
import { decoyVerify, hashPassword, verifyPassword } from './passwords';
import { isCurrentCode } from './second-factor';

// Sign-in with a local account: the password check, the lockout after repeated wrong passwords, temporary
// passwords that must be replaced, and the change itself. Used by the provider's sign-in page and by the
// users module's actions (an administrator setting a temporary password).

/** Wrong passwords in a row that lock an account, and for how long. */
export const MAX_WRONG_PASSWORDS = 5;
export const LOCK_MINUTES = 15;

export type SignInOutcome =
  | { kind: 'signedIn'; userId: number; username: string }
  /** The password was right and the account has a second factor: its code is asked next. */
  | { kind: 'codeNeeded'; userId: number; username: string }
  /** The password was right but temporary: a new one is asked before signing in. */
  | { kind: 'mustChange'; userId: number; username: string }
  /** Unknown user, deactivated user, no password yet or a wrong one: the answer does not say which. */
  | { kind: 'wrong' }
  | { kind: 'locked'; until: Date };

type Account = { id: number; username: string; isActive: boolean | null };

const findAccount = async (db: Database, tables: IdentityTables, username: string) => {
  const { columns, table } = tables.users;
  const [user] = (await db
    .select({ id: columns.id, username: columns.username, isActive: columns.isActive })
    .from(table)
    .where(eq(columns.username, username.trim().toLowerCase()))) as Account[];
  return user as Account | undefined;
};

const passwordOf = async (db: Database, userId: number) => {
  const [row] = await db.select().from(userPasswords).where(eq(userPasswords.userId, userId));
  return row;
};

/** Counts a wrong password; the fifth in a row locks the account and starts the count again. */
const countWrongPassword = async (db: Database, userId: number, now: Date): Promise<SignInOutcome> => {
  const [row] = await db
    .update(userPasswords)
    .set({ failedAttempts: sql`${userPasswords.failedAttempts} + 1` })
    .where(eq(userPasswords.userId, userId))
    .returning({ failedAttempts: userPasswords.failedAttempts });
  if (!row || row.failedAttempts < MAX_WRONG_PASSWORDS) return { kind: 'wrong' };
  const until = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  await db.update(userPasswords).set({ failedAttempts: 0, lockedUntil: until }).where(eq(userPasswords.userId, userId));
  return { kind: 'locked', until };
};

/** Checks a username and password; `interactionUid` is remembered when a new password is due. */
export const checkPassword = async (
  db: Database,
  tables: IdentityTables,
  credentials: { username: string; password: string; interactionUid: string },
  now = new Date(),
): Promise<SignInOutcome> => {
  // A name no user can have (too long, control characters) is not even looked up.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  const isPossibleName = credentials.username.length <= 120 && !/[\u0000-\u001f\u007f]/.test(credentials.username);
  const account = isPossibleName ? await findAccount(db, tables, credentials.username) : undefined;
  const stored = account ? await passwordOf(db, account.id) : undefined;
  if (!account || !stored || account.isActive === false) return decoyVerify(credentials.password).then(() => ({ kind: 'wrong' }));
  // A locked account is not even checked, so guessing on during the lock learns nothing.
  if (stored.lockedUntil && stored.lockedUntil > now) return { kind: 'locked', until: stored.lockedUntil };
  if (!(await verifyPassword(stored.passwordHash, credentials.password))) return countWrongPassword(db, account.id, now);
  const needsCode = !stored.mustChange && stored.totpSecret !== null;
  await db
    .update(userPasswords)
    .set({
      failedAttempts: 0,
      lockedUntil: null,
      pendingChangeUid: stored.mustChange ? credentials.interactionUid : null,
      pendingCodeUid: credentials.interactionUid,
    })
    .where(eq(userPasswords.userId, account.id));
  const kind = stored.mustChange ? 'mustChange' : needsCode ? 'codeNeeded' : 'signedIn';
  return { kind, userId: account.id, username: account.username };
};

/** The user whose temporary password was accepted in this sign-in and who now owes a new one. */
export const pendingChangeOf = async (db: Database, tables: IdentityTables, interactionUid: string) => {
  const [row] = await db.select({ userId: userPasswords.userId }).from(userPasswords).where(eq(userPasswords.pendingChangeUid, interactionUid));
  return row ? pendingUserOf(db, tables, row.userId) : undefined;
};

const pendingUserOf = async (db: Database, tables: IdentityTables, userId: number) => {
  const { columns, table } = tables.users;
  const [user] = (await db.select({ id: columns.id, username: columns.username }).from(table).where(eq(columns.id, userId))) as {
    id: number;
    username: string;
  }[];
  return user as { id: number; username: string } | undefined;
};

/** The user's own new password: no longer temporary, the lock and the count cleared. */
export const changePassword = async (db: Database, userId: number, newPassword: string) => {
  await db
    .update(userPasswords)
    .set({ passwordHash: await hashPassword(newPassword), mustChange: false, failedAttempts: 0, lockedUntil: null, pendingChangeUid: null, changedAt: new Date() })
    .where(eq(userPasswords.userId, userId));
};

/**
 * An administrator's temporary password (a new account or a reset): replaces the old one, lifts a lock and
 * turns two-step sign-in off, since a reset is also how someone who lost their authenticator gets back in.
 */
export const setTemporaryPassword = async (db: Database, userId: number, password: string) => {
  const values = {
    passwordHash: await hashPassword(password),
    mustChange: true,
    failedAttempts: 0,
    lockedUntil: null,
    pendingChangeUid: null,
    totpSecret: null,
    pendingCodeUid: null,
    changedAt: new Date(),
  };
  await db.insert(userPasswords).values({ userId, ...values }).onConflictDoUpdate({ target: userPasswords.userId, set: values });
};

/** Whether the account has any password yet (the first administrators get one at the first start). */
export const hasPassword = async (db: Database, userId: number) => (await passwordOf(db, userId)) !== undefined;

/** Whether `password` is the account's present one (a new password must differ from the temporary one). */
export const isPresentPassword = async (db: Database, userId: number, password: string) => {
  const stored = await passwordOf(db, userId);
  return stored !== undefined && (await verifyPassword(stored.passwordHash, password));
};

/**
 * The second step of a sign-in whose password was right: the authenticator's code. A wrong code counts like
 * a wrong password, so the lock covers guessing codes too.
 */
export const checkCode = async (db: Database, tables: IdentityTables, interactionUid: string, code: string, now = new Date()): Promise<SignInOutcome> => {
  const [stored] = await db.select().from(userPasswords).where(eq(userPasswords.pendingCodeUid, interactionUid));
  if (!stored?.totpSecret) return { kind: 'wrong' };
  if (stored.lockedUntil && stored.lockedUntil > now) return { kind: 'locked', until: stored.lockedUntil };
  if (!(await isCurrentCode(stored.totpSecret, code))) return countWrongPassword(db, stored.userId, now);
  const user = await pendingUserOf(db, tables, stored.userId);
  if (!user) return { kind: 'wrong' };
  await db.update(userPasswords).set({ failedAttempts: 0, pendingCodeUid: null }).where(eq(userPasswords.userId, stored.userId));
  return { kind: 'signedIn', userId: user.id, username: user.username };
};

/** The user whose password this sign-in has just proved (to set up a second factor). */
export const provedUserOf = async (db: Database, tables: IdentityTables, interactionUid: string) => {
  const [row] = await db.select({ userId: userPasswords.userId }).from(userPasswords).where(eq(userPasswords.pendingCodeUid, interactionUid));
  return row ? pendingUserOf(db, tables, row.userId) : undefined;
};

/** Turns the second factor on, once the user has shown a code from the new secret. */
export const enableSecondFactor = async (db: Database, userId: number, secret: string) => {
  await db.update(userPasswords).set({ totpSecret: secret, pendingCodeUid: null }).where(eq(userPasswords.userId, userId));
};
