import { sql, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { outgoingMail } from '../../db/cluster-tables';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { composeMail, type InlineImage } from './mail-composer';
import type { MailNotice } from './mail-notice';
import { outboxOf } from './outbox';
import { observed } from '../../observability/events';

// Sends the queued mail, each once, however many replicas run this. A mail is claimed by one statement whose
// subquery locks it `for update skip locked` (a row another replica is claiming is skipped, not waited for) and
// marks it `sending` with a lease; it is sent outside any transaction, then marked `sent`. A refusal or an
// unreachable server puts it back with the next try later (backoff); nothing is lost. A replica that dies
// mid-send leaves a `sending` row whose lease runs out, and the row is sent again: at least once, never twice
// while the senders live.

/** What sends one message; nodemailer's SMTP transport in production and tests alike. */
export type MailTransport = {
  sendMail: (mail: { from: string; to: string; subject: string; text: string; html?: string; headers?: Record<string, string>; attachments?: InlineImage[] }) => Promise<unknown>;
};

export const smtpTransport = (smtpUrl: string): MailTransport & { close: () => void } => {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return { sendMail: (mail) => transport.sendMail(mail), close: () => transport.close() };
};

/** Longer than one message can take with the transport's timeouts above. */
const LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Tries over about a day (1, 2, 4 … minutes, then hourly) before a mail is marked `failed`. */
export const MAX_ATTEMPTS = 30;
const BATCH = 50;

/** The wait before the next try after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

type Claimed = { id: number; user_id: number; kind: string; recipient: string; subject: string; body: string; notices: MailNotice[] | string; created_at: Date | string; attempts: number };

/** A moment `milliseconds` after `at`, computed by the database (its timestamps keep microseconds). */
const after = (at: SQL, milliseconds: number) => sql`${at} + ${milliseconds} * interval '1 millisecond'`;

const claimOne = async (db: Database, at: SQL): Promise<Claimed | undefined> => {
  const result = await db.execute<Claimed>(sql`
    update ${outgoingMail} set state = 'sending', attempts = attempts + 1, next_attempt_at = ${after(at, LEASE_MS)}
    where id = (
      select id from ${outgoingMail}
      where state in ('queued', 'sending') and next_attempt_at <= ${at}
      order by next_attempt_at, id limit 1
      for update skip locked)
    returning id, user_id, kind, recipient, subject, body, notices, created_at, attempts`);
  return result.rows[0];
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends what is due at `now` (at most a batch), each written as it goes (mail-composer.ts); answers how many were
 * sent, how many failed this time and how many were dropped, their records undone or deleted before they went out.
 */
export const sendDueMail = async (db: Database, schema: DatabaseSchema, transport: MailTransport, { from, now: given }: { from: string; now?: Date }) => {
  const outbox = outboxOf(schema);
  if (!outbox) return { sent: 0, failed: 0, dropped: 0 };
  // The database's clock by default: the queue's times are its now(), and a replica's own clock may be behind it.
  // Compared in the database, not read into a Date: a Date keeps milliseconds, so a mail queued in the same
  // millisecond as the sender started read as not yet due and waited for the next run.
  const at = given ? sql`${given.toISOString()}::timestamptz` : sql`now()`;
  const outcome = { sent: 0, failed: 0, dropped: 0 };
  for (let count = 0; count < BATCH; count++) {
    const mail = await claimOne(db, at);
    if (!mail) break;
    try {
      // Raw SQL answers jsonb as text on one driver and parsed on the other, and timestamps likewise.
      const notices = typeof mail.notices === 'string' ? (JSON.parse(mail.notices) as MailNotice[]) : mail.notices;
      // A mail queued before its notices were kept (an upgrade with mail waiting) goes out as it was written.
      const composed =
        notices.length === 0
          ? { subject: mail.subject, text: mail.body }
          : await composeMail(db, schema, outbox, { userId: mail.user_id, kind: mail.kind, notices, createdAt: new Date(mail.created_at) });
      if (!composed) {
        await db.execute(sql`update ${outgoingMail} set state = 'dropped', last_error = null where id = ${mail.id}`);
        outcome.dropped++;
        continue;
      }
      await transport.sendMail({ from, to: mail.recipient, ...composed });
      await db.execute(sql`update ${outgoingMail} set state = 'sent', sent_at = now(), last_error = null where id = ${mail.id}`);
      outcome.sent++;
    } catch (error) {
      const isLast = mail.attempts >= MAX_ATTEMPTS;
      await db.execute(sql`
        update ${outgoingMail} set state = ${isLast ? 'failed' : 'queued'}, next_attempt_at = ${after(at, retryDelayMs(mail.attempts))}, last_error = ${errorText(error)}
        where id = ${mail.id}`);
      outcome.failed++;
    }
  }
  // For the metrics (operations-metrics.ts): mails sent, attempts failed, and the sender's last successful run.
  observed.emit('mailSent', outcome);
  observed.emit('jobSucceeded', 'mail-send');
  return outcome;
};
