// The notifications worth an e-mail, by kind: a user chooses which kinds reach them and whether as one daily
// digest (server/modules/mail, the profile's E-mail part). Other notifications stay in the bell only.

export const MAIL_KINDS = ['approvals', 'decisions', 'payslips', 'expiringContracts', 'expiringCourses'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What each kind is, in the words of the settings screen. */
export const MAIL_KIND_LABELS: Readonly<Record<MailKind, string>> = {
  approvals: 'Requests and month sheets waiting for my approval',
  decisions: 'Decisions on my requests, month sheets and expense claims',
  payslips: 'My payslip is ready',
  expiringContracts: 'Customer contracts about to end',
  expiringCourses: 'Safety courses expired or expiring',
};

export const isMailKind = (value: unknown): value is MailKind => MAIL_KINDS.includes(value as MailKind);

/** A user's choice: the kinds sent, and whether they come once a day in one digest. */
export type MailPreferences = { kinds: MailKind[]; isDigest: boolean };
/** What the profile reads: the choice, whether the server sends e-mail at all, and the address it would use. */
export type MailSettings = MailPreferences & { isMailOn: boolean; email: string | null };
