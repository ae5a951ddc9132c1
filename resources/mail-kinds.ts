// The notifications worth an e-mail, by kind, each declared by the modules whose notices have it (their index.ts's
// `mailKinds`, composed by resources.config.ts): a user chooses which kinds reach them and whether as one daily
// digest (server/modules/mail, the profile's E-mail part). Other notifications stay in the bell only.
import { mailKinds } from '../resources.config';
import { defineReadRoute } from './declaration';
import type { MailKind } from './module';
import { MAIL_API_PATHS } from './paths';
import type { ReplyShapeOf } from './reply-types';

export type { MailKind };

/** Every kind, in the modules' order (each once). */
export const MAIL_KINDS: readonly MailKind[] = mailKinds.map((declared) => declared.kind);

/** What each kind is, in the words of the settings screen. */
export const mailKindLabel = (kind: MailKind): string => mailKinds.find((declared) => declared.kind === kind)?.label ?? kind;

export const isMailKind = (value: unknown): value is MailKind => MAIL_KINDS.some((kind) => kind === value);

/** A user's choice: the kinds sent, and whether they come once a day in one digest. */
export type MailPreferences = { kinds: MailKind[]; isDigest: boolean };

/**
 * GET (and the choice's POST) /api/…/mail preferences: what the profile reads, the choice, whether the server sends
 * e-mail at all and the address it would use. Declared once for the server's routes, their API description and the card.
 */
export const MAIL_SETTINGS = defineReadRoute({
  path: MAIL_API_PATHS.preferences,
  tag: 'mail',
  summary: 'Which notifications reach you by e-mail, and whether as a daily digest',
  reply: {
    fields: { isDigest: { type: 'boolean', isRequired: true }, isMailOn: { type: 'boolean', isRequired: true }, email: { type: 'text' } },
    parts: { kinds: { listOf: { type: 'enum', values: MAIL_KINDS } } },
  },
});

export type MailSettings = ReplyShapeOf<typeof MAIL_SETTINGS.reply>;
