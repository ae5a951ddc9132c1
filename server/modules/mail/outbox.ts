import { inArray } from 'drizzle-orm';
import type { CatalogueLanguage } from '../../../i18n/catalogues';
import type { MailNotice } from './mail-notice';
import { MAIL_KINDS, type MailKind, type MailPreferences } from '../../../resources/mail-kinds';
import { mailPreferences, outgoingMail } from '../../db/cluster-tables';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { users as usersResource } from '../../../modules/users/users.resource';
import { isMailable } from './demo-addresses';
import type { FileStorage } from '../../files/storage';

// Notifications of the kinds that matter become e-mails here, queued in the same transaction as the notification
// (so a mail exists exactly when its notice does) and sent later by the sender. Mail is on per app, when SMTP_URL
// is set: the app's schema object is its key, since `notify` is handed the schema wherever it is called.

export type Outbox = {
  publicUrl: string;
  productName: string;
  /** The firm whose portal writes: its name heads every mail; its language is a reader's who chose none. */
  firm: { name: string; language: CatalogueLanguage };
  /** Where the firm's logo is kept (its record's attachment), shown at the head of every mail's HTML part. */
  storage?: FileStorage;
};
const outboxes = new WeakMap<DatabaseSchema, Outbox>();

export const openOutbox = (schema: DatabaseSchema, outbox: Outbox) => outboxes.set(schema, outbox);
export const isMailOn = (schema: DatabaseSchema) => outboxes.has(schema);

/** Without a stored choice a user gets every kind, each at once. */
export const DEFAULT_PREFERENCES: MailPreferences = { kinds: [...MAIL_KINDS], isDigest: false };

export const preferencesOf = async (db: Database, userIds: readonly number[]) => {
  const rows = userIds.length === 0 ? [] : await db.select().from(mailPreferences).where(inArray(mailPreferences.userId, [...userIds]));
  const byUser = new Map(rows.map((row) => [row.userId, { kinds: row.kinds.filter((kind): kind is MailKind => MAIL_KINDS.includes(kind as MailKind)), isDigest: row.isDigest }]));
  return (userId: number): MailPreferences => byUser.get(userId) ?? DEFAULT_PREFERENCES;
};

const SUBJECT_LENGTH = 120;

/** The text of a mail: its notices, then where to read them. */
export const mailText = (notices: readonly string[], outbox: Outbox) =>
  `${notices.map((notice) => (notices.length > 1 ? `- ${notice}` : notice)).join('\n')}\n\nOpen the portal: ${outbox.publicUrl}/\n`;

export const outboxOf = (schema: DatabaseSchema) => outboxes.get(schema);

/**
 * Queues the mail of one notification to each of these users who has an e-mail address (not a demo one), is active and wants the
 * kind. Subject and body are kept in English for the record; the mail itself is written when it is sent
 * (mail-composer.ts), in the reader's language, from the notice kept beside it.
 */
export const queueNotificationMail = async (
  db: Database,
  schema: DatabaseSchema,
  userIds: readonly number[],
  { kind, notice }: { kind: MailKind; notice: MailNotice },
) => {
  const outbox = outboxes.get(schema);
  if (!outbox || userIds.length === 0) return;
  const users = resourceTableOf(schema, usersResource);
  const recipients = (await db
    .select({ id: users.columns.id, email: users.columns.email, isActive: users.columns.isActive })
    .from(users.table)
    .where(inArray(users.columns.id, [...userIds]))) as { id: number; email: string | null; isActive: boolean | null }[];
  const preferenceOf = await preferencesOf(db, userIds);
  const { message } = notice;
  const subject = message.length > SUBJECT_LENGTH ? `${message.slice(0, SUBJECT_LENGTH - 1)}…` : message;
  const rows = recipients.flatMap((user) => {
    const preference = preferenceOf(user.id);
    if (!user.email || !isMailable(user.email) || user.isActive === false || !preference.kinds.includes(kind)) return [];
    return [{
      userId: user.id,
      recipient: user.email,
      kind,
      subject: `${outbox.productName}: ${subject}`,
      // A digest's entry keeps the notice alone; the digest writes the one link under all of them.
      body: preference.isDigest ? message : mailText([message], outbox),
      notices: [notice],
      state: preference.isDigest ? ('digest' as const) : ('queued' as const),
    }];
  });
  if (rows.length > 0) await db.insert(outgoingMail).values(rows);
};
