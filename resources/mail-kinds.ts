// The notifications worth an e-mail, by kind, each declared by the modules whose notices have it (their index.ts's
// `mailKinds`, composed by resources.config.ts): a user chooses which kinds reach them and whether as one daily
// digest (server/modules/mail, the profile's E-mail part). Other notifications stay in the bell only.
import { mailKinds } from '../resources.config';
import type { MailKind } from './module';

export type { MailKind };

/** Every kind, in the modules' order (each once). */
export const MAIL_KINDS: readonly MailKind[] = mailKinds.map((declared) => declared.kind);

/** What each kind is, in the words of the settings screen. */
export const mailKindLabel = (kind: MailKind): string => mailKinds.find((declared) => declared.kind === kind)?.label ?? kind;

export const isMailKind = (value: unknown): value is MailKind => MAIL_KINDS.some((kind) => kind === value);

/** A user's choice: the kinds sent, and whether they come once a day in one digest. */
export type MailPreferences = { kinds: MailKind[]; isDigest: boolean };
/** What the profile reads: the choice, whether the server sends e-mail at all, and the address it would use. */
export type MailSettings = MailPreferences & { isMailOn: boolean; email: string | null };
