import { eq, inArray } from 'drizzle-orm';
import { outgoingMail } from '../../server/db/cluster-tables';
import { resourceTableOf } from '../../server/db/schema';
import { sendDueMail, smtpTransport } from '../../server/modules/mail/plugin';
import { notify } from '../../server/modules/notifications/plugin';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { startSmtpCatcher } from '../helpers/smtp-catcher';

// The demo firm mails nobody, even beside a real SMTP server: its people's addresses are all under the reserved
// `.example` domain, and no mail is queued to one (server/modules/mail/demo-addresses.ts). A real address is mailed.

const FROM = 'portal@firm.example.com';

describe.each(testDatabaseKinds)('the seeded demo firm with SMTP_URL set on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    testApp = await startTestApp(kind, { database: 'seeded', config: { mail: { smtpUrl: smtp.url, from: FROM } } });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  test("every seeded person's address is a demo one, and none of them is mailed; a real address is", async () => {
    const { db, schema } = testApp.app.portal;
    const users = resourceTableOf(schema, 'users');
    const seeded = (await db.select({ id: users.columns.id, email: users.columns.email }).from(users.table)) as { id: number; email: string | null }[];
    expect(seeded.length).toBeGreaterThan(20);
    expect(seeded.filter((user) => user.email && !user.email.endsWith('.example'))).toEqual([]);

    const [real] = (await db.insert(users.table).values({ username: `real-${kind}`, displayName: 'Real person', email: `real-${kind}@firm.example.com` }).returning()) as { id: number }[];
    for (const user of [...seeded, real]) await notify(db, schema, { userId: user.id }, { message: 'Your request HRQ-000042 was approved', mailKind: 'decisions' });

    expect(await db.select().from(outgoingMail).where(inArray(outgoingMail.userId, seeded.map((user) => user.id)))).toEqual([]);
    expect((await db.select().from(outgoingMail).where(eq(outgoingMail.userId, real.id))).map((row) => row.recipient)).toEqual([`real-${kind}@firm.example.com`]);
    const transport = smtpTransport(smtp.url);
    await sendDueMail(db, schema, transport, { from: FROM }).finally(() => transport.close());
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual([`real-${kind}@firm.example.com`]);
  });
});
