import { and, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userPasswords } from '../../db/sign-in-tables';
import type { IdentityTables } from '../identity-tables';
import { decoyVerify, hashPassword, verifyPassword } from './passwords';
import { codeStepOf } from './second-factor';
import { acceptedAttemptValues, lockedUntilOf, reserveAttempt, type Attempt } from './sign-in-lock';

// Sign-in with a local account: the password check, the lockout after repeated wrong passwords, temporary
// passwords that must be replaced, and the change itself. Used by the provider's sign-in page and by the
// users module's actions (an administrator setting a temporary password).

export { LOCK_MINUTES } from './sign-in-lock';

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

/** A wrong attempt already counted: locked when counting it locked the account. */
const wrongOutcome = (attempt: Attempt): SignInOutcome => (attempt.lockedUntil ? { kind: 'locked', until: attempt.lockedUntil } : { kind: 'wrong' });

/** Checks a username and password; `interactionUid` is remembered when a new password or a code is due. */
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
  const attempt = await reserveAttempt(db, account.id, 'password', now);
  if (!attempt) return { kind: 'locked', until: await lockedUntilOf(db, account.id, now) };
  if (!(await verifyPassword(stored.passwordHash, credentials.password))) return wrongOutcome(attempt);
  const needsCode = !stored.mustChange && stored.totpSecret !== null;
  await db
    .update(userPasswords)
    .set({
      ...acceptedAttemptValues('password', attempt),
      pendingChangeUid: stored.mustChange ? credentials.interactionUid : null,
      pendingCodeUid: needsCode ? credentials.interactionUid : null,
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

/** The user whose code this sign-in waits for (to name them when the code is refused). */
export const pendingCodeUserOf = async (db: Database, tables: IdentityTables, interactionUid: string) => {
  const [row] = await db.select({ userId: userPasswords.userId }).from(userPasswords).where(eq(userPasswords.pendingCodeUid, interactionUid));
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

/** The user's own new password: no longer temporary, the password count cleared. */
export const changePassword = async (db: Database, userId: number, newPassword: string) => {
  await db
    .update(userPasswords)
    .set({ passwordHash: await hashPassword(newPassword), mustChange: false, failedAttempts: 0, pendingChangeUid: null, changedAt: new Date() })
    .where(eq(userPasswords.userId, userId));
};

/**
 * An administrator's temporary password (a new account or a reset): replaces the old one, lifts a lock and
 * turns two-step sign-in off, since a reset is also how someone who lost their authenticator gets back in.
 * A reset also ends the user's sign-ins (server/auth/sign-outs.ts), in the same transaction.
 */
export const setTemporaryPassword = async (db: Database, userId: number, password: string) => {
  const values = {
    passwordHash: await hashPassword(password),
    mustChange: true,
    failedAttempts: 0,
    failedCodes: 0,
    lockedUntil: null,
    pendingChangeUid: null,
    totpSecret: null,
    pendingCodeUid: null,
    pendingSetupUid: null,
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

type CodeUse = { accepted: true } | { accepted: false; outcome: SignInOutcome };

/**
 * A code of the account's present secret: counted towards the lock like a password (per account, so a new
 * sign-in does not start the count again), and good once: its 30-second step must be newer than the last
 * accepted one. `onAccept` is written in the same statement that takes the step, under `onlyIf`.
 */
const useCode = async (
  db: Database,
  stored: { userId: number; totpSecret: string },
  code: string,
  { now, onAccept, onlyIf }: { now: Date; onAccept: Partial<typeof userPasswords.$inferInsert>; onlyIf?: SQL },
): Promise<CodeUse> => {
  const attempt = await reserveAttempt(db, stored.userId, 'code', now);
  if (!attempt) return { accepted: false, outcome: { kind: 'locked', until: await lockedUntilOf(db, stored.userId, now) } };
  const step = await codeStepOf(stored.totpSecret, code);
  if (step === undefined) return { accepted: false, outcome: wrongOutcome(attempt) };
  const taken = await db
    .update(userPasswords)
    .set({ ...onAccept, ...acceptedAttemptValues('code', attempt), lastCodeStep: step })
    .where(
      and(
        eq(userPasswords.userId, stored.userId),
        eq(userPasswords.totpSecret, stored.totpSecret),
        or(isNull(userPasswords.lastCodeStep), lt(userPasswords.lastCodeStep, step)),
        onlyIf,
      ),
    )
    .returning({ userId: userPasswords.userId });
  // A code used before (or a sign-in that moved on meanwhile) stays counted as a wrong one.
  return taken.length > 0 ? { accepted: true } : { accepted: false, outcome: wrongOutcome(attempt) };
};

/** The second step of a sign-in whose password was right: the authenticator's code. */
export const checkCode = async (db: Database, tables: IdentityTables, interactionUid: string, code: string, now = new Date()): Promise<SignInOutcome> => {
  const [stored] = await db.select().from(userPasswords).where(eq(userPasswords.pendingCodeUid, interactionUid));
  if (!stored?.totpSecret) return { kind: 'wrong' };
  const use = await useCode(db, { userId: stored.userId, totpSecret: stored.totpSecret }, code, {
    now,
    onAccept: { pendingCodeUid: null },
    onlyIf: eq(userPasswords.pendingCodeUid, interactionUid),
  });
  if (!use.accepted) return use.outcome;
  const user = await pendingUserOf(db, tables, stored.userId);
  return user ? { kind: 'signedIn', userId: user.id, username: user.username } : { kind: 'wrong' };
};

/**
 * Lets this sign-in set a TOTP secret for a user whose password it has just proved. With no secret yet the
 * password is enough; replacing a secret takes a code of the present one as well (or an administrator's reset,
 * which removes it), so a stolen password cannot swap the owner's authenticator for the thief's.
 */
export const allowSecondFactorSetup = async (
  db: Database,
  { userId, interactionUid, presentCode }: { userId: number; interactionUid: string; presentCode: string },
  now = new Date(),
): Promise<{ kind: 'allowed' } | { kind: 'codeNeeded' } | SignInOutcome> => {
  const stored = await passwordOf(db, userId);
  if (!stored) return { kind: 'wrong' };
  if (stored.totpSecret === null) {
    const allowed = await db
      .update(userPasswords)
      .set({ pendingSetupUid: interactionUid })
      .where(and(eq(userPasswords.userId, userId), isNull(userPasswords.totpSecret)))
      .returning({ userId: userPasswords.userId });
    return allowed.length > 0 ? { kind: 'allowed' } : { kind: 'codeNeeded' };
  }
  if (presentCode.trim() === '') return { kind: 'codeNeeded' };
  const use = await useCode(db, { userId, totpSecret: stored.totpSecret }, presentCode, { now, onAccept: { pendingSetupUid: interactionUid } });
  return use.accepted ? { kind: 'allowed' } : use.outcome;
};

/** The user this sign-in may set a secret for (allowSecondFactorSetup), if any. */
export const setupUserOf = async (db: Database, tables: IdentityTables, interactionUid: string) => {
  const [row] = await db.select({ userId: userPasswords.userId }).from(userPasswords).where(eq(userPasswords.pendingSetupUid, interactionUid));
  return row ? pendingUserOf(db, tables, row.userId) : undefined;
};

/**
 * Sets the new secret once the user has shown a code from it; that code's step is taken, so it cannot sign in
 * too. False when the code does not match or this sign-in may no longer set one.
 */
export const setSecondFactor = async (db: Database, { interactionUid, secret, code }: { interactionUid: string; secret: string; code: string }) => {
  const step = await codeStepOf(secret, code);
  if (step === undefined) return false;
  const set = await db
    .update(userPasswords)
    .set({ totpSecret: secret, lastCodeStep: step, pendingSetupUid: null, pendingCodeUid: null, failedCodes: 0 })
    .where(eq(userPasswords.pendingSetupUid, interactionUid))
    .returning({ userId: userPasswords.userId });
  return set.length > 0;
};
