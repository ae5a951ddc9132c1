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
  /** Wrong passwords in a row since the last good one; the fifth locks the account. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  /** The sign-in (provider interaction) waiting for this user's new password after a temporary one. */
  pendingChangeUid: text('pending_change_uid'),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The optional second factor: a TOTP secret (RFC 6238, base32) the user's authenticator app shares. */
  totpSecret: text('totp_secret'),
  /** The sign-in (interaction) whose password was right and that now waits for the code, or sets one up. */
  pendingCodeUid: text('pending_code_uid'),
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
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_records_grant_idx').on(table.grantId),
    index('oidc_records_uid_idx').on(table.uid),
  ],
);
