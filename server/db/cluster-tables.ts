import type { MailNotice } from '../modules/mail/mail-notice';
import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// What several API processes on one database must share instead of keeping it each for itself: the provider's
// keys, the day each daily job last ran, rate-limit counters and file bytes (README "Running several replicas").
// Not resources, and left alone by `npm run seed -- --reset` (keys are not demo data).

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The embedded provider's secrets, one row per purpose (`signing`: RS256 private JWKs; `cookie`: cookie-signing
 * secrets), each a JSON array, newest first: the newest signs, the others are still trusted.
 */
export const serverKeys = pgTable('server_keys', {
  purpose: varchar('purpose', { length: 20 }).primaryKey(),
  keys: text('keys').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The firm's day each daily job last ran; claiming the row for today is what lets one replica run it. */
export const dailyJobRuns = pgTable('daily_job_runs', {
  job: varchar('job', { length: 80 }).primaryKey(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Requests counted per client key in the current window (rate limits shared by every replica). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A stored file (attachment, profile picture) when files live in the database; its bytes are in chunks. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A stored file's bytes, about 1 MiB a row, so a file is written and read as a stream, never whole. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.seq] })],
);

/**
 * Notification e-mails waiting, sent or given up (server/modules/mail): `queued` rows are claimed by one replica at
 * a time (`for update skip locked`), `digest` rows wait for their user's daily digest, which folds them into one
 * queued mail and marks them `bundled`.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    recipient: text('recipient').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // `dropped`: what it announced was undone or deleted before it went out (server/modules/mail/mail-composer.ts).
    state: varchar('state', { length: 12 }).$type<'queued' | 'digest' | 'sending' | 'sent' | 'bundled' | 'failed' | 'dropped'>().notNull(),
    /** What the mail announces, written in the reader's language when it is sent (a digest holds several). */
    notices: jsonb('notices').$type<MailNotice[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('outgoing_mail_due_idx').on(table.state, table.nextAttemptAt)],
);

/** Which notification kinds a user receives by e-mail, and whether as one daily digest; no row means every kind, at once. */
export const mailPreferences = pgTable('mail_preferences', {
  userId: integer('user_id').primaryKey(),
  kinds: jsonb('kinds').$type<string[]>().notNull(),
  isDigest: boolean('is_digest').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const clusterTables = { serverKeys, dailyJobRuns, rateLimitHits, storedFiles, storedFileChunks, outgoingMail, mailPreferences };
