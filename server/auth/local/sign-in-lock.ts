import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userPasswords } from '../../db/sign-in-tables';

// The lock after repeated wrong passwords or codes. An attempt is counted as wrong *before* it is checked, in
// one statement that also refuses it when the account is locked and locks it when the count reaches the
// limit; a right attempt then takes its count back. So parallel attempts cannot all read "not locked" and be
// checked together: at most MAX_WRONG_ATTEMPTS of them are ever checked before the lock, and none after.
// Passwords and codes are counted apart: a right password does not wipe the wrong codes before it.

/** Wrong passwords (or wrong codes) in a row that lock an account, and for how long. */
export const MAX_WRONG_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

export type AttemptKind = 'password' | 'code';

const counterOf = (kind: AttemptKind) => (kind === 'password' ? userPasswords.failedAttempts : userPasswords.failedCodes);

/** An attempt that may be checked; `lockedUntil` is set when counting it has locked the account. */
export type Attempt = { lockedUntil: Date | null };

/** Counts an attempt as wrong before it is checked; undefined when the account is locked (or has no password row). */
export const reserveAttempt = async (db: Database, userId: number, kind: AttemptKind, now: Date): Promise<Attempt | undefined> => {
  const { lockedUntil } = userPasswords;
  const isLockOver = sql`(${lockedUntil} is not null and ${lockedUntil} <= ${now.toISOString()}::timestamptz)`;
  // A lock that has run out starts both counts again.
  const counted = (column: ReturnType<typeof counterOf>, isThisKind: boolean) =>
    isThisKind ? sql`case when ${isLockOver} then 1 else ${column} + 1 end` : sql`case when ${isLockOver} then 0 else ${column} end`;
  const until = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const [row] = await db
    .update(userPasswords)
    .set({
      failedAttempts: counted(userPasswords.failedAttempts, kind === 'password'),
      failedCodes: counted(userPasswords.failedCodes, kind === 'code'),
      lockedUntil: sql`case when ${counted(counterOf(kind), true)} >= ${MAX_WRONG_ATTEMPTS} then ${until.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(userPasswords.userId, userId), or(isNull(lockedUntil), lte(lockedUntil, now))))
    .returning({ lockedUntil: userPasswords.lockedUntil });
  return row;
};

/** When the lock of a refused attempt ends. */
export const lockedUntilOf = async (db: Database, userId: number, now: Date) => {
  const [row] = await db.select({ lockedUntil: userPasswords.lockedUntil }).from(userPasswords).where(eq(userPasswords.userId, userId));
  return row?.lockedUntil ?? now;
};

/**
 * A right attempt: its own count is taken back (with every wrong one of its kind before it, as a right one
 * ends the row), and a lock that this very attempt set is lifted. A lock set by another attempt stays.
 */
export const acceptedAttemptValues = (kind: AttemptKind, attempt: Attempt) => ({
  [kind === 'password' ? 'failedAttempts' : 'failedCodes']: 0,
  ...(attempt.lockedUntil
    ? { lockedUntil: sql`case when ${userPasswords.lockedUntil} = ${attempt.lockedUntil.toISOString()}::timestamptz then null else ${userPasswords.lockedUntil} end` }
    : {}),
});
