// The demo firm's people have made-up addresses under `.example`, a top-level domain reserved for examples
// (RFC 2606): no mail is ever queued to one, so a demo seeded beside a real SMTP_URL (SEED_DEMO=true, or a database
// seeded before SMTP_URL was set) mails nobody. tests/seeded/seed-mails-nobody.test.ts holds the seed to it.

export const DEMO_MAIL_DOMAIN = '.example';

/** Whether mail may be queued to this address: not to one under the reserved `.example` domain. */
export const isMailable = (address: string) => !address.trim().toLowerCase().replace(/\.$/, '').endsWith(DEMO_MAIL_DOMAIN);
