import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// What the embedded OpenID provider keeps (AUTH_MODE=local and dev). Not resources: no generic endpoint may
// ever read a password hash, so these are system tables, written only by server/auth.

/**
 * A local account's password (argon2id) and its sign-in state. Keyed by the users row's id without a foreign
 * key, like the other system tables: a deleted user's row stays unreachable, since sign-in starts from the
 * users row and ids are never reused.
 */
export const userPasswords = pgTable('user_passwords', {
  userId: integer('user_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  /** A temporary password (set by an administrator) must be replaced at the next sign-in. */
  mustChange: boolean('must_change').notNull().default(true),
  /** Wrong passwords in a row since the last right one; the fifth locks the account. Counted before the check. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** Wrong second-factor codes in a row since the last right one, whatever the password did; the fifth locks. */
  failedCodes: integer('failed_codes').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  /** The sign-in (provider interaction) waiting for this user's new password after a temporary one. */
  pendingChangeUid: text('pending_change_uid'),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The optional second factor: a TOTP secret (RFC 6238, base32) the user's authenticator app shares. */
  totpSecret: text('totp_secret'),
  /** The sign-in (interaction) whose password was right and that now waits for the code. */
  pendingCodeUid: text('pending_code_uid'),
  /** The last 30-second step whose code was accepted: a code of that step or an older one is refused. */
  lastCodeStep: integer('last_code_step'),
  /**
   * The sign-in that may set a new TOTP secret: its password was right and either no secret existed or a code
   * of the present secret was given too.
   */
  pendingSetupUid: text('pending_setup_uid'),
});

/**
 * The provider's stored models (sessions, grants, interactions, codes, refresh tokens…), so a restart keeps
 * everybody signed in. `payload` is what oidc-provider hands its adapter, as JSON text rather than jsonb:
 * a request parameter may hold a NUL character, which JSON text escapes and jsonb cannot store.
 */
export const oidcRecords = pgTable(
  'oidc_records',
  {
    model: varchar('model', { length: 40 }).notNull(),
    id: text('id').notNull(),
    payload: text('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** Whose record it is (sessions, grants, codes, refresh tokens), to end them all when a password is reset. */
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_records_grant_idx').on(table.grantId),
    index('oidc_records_uid_idx').on(table.uid),
    index('oidc_records_account_idx').on(table.accountId),
  ],
);
