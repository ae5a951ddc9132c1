import { eq } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import type { Caller } from '../../server/auth/caller';
import { outgoingMail } from '../../server/db/cluster-tables';
import { runOncePerDay } from '../../server/jobs/daily-jobs';
import { bundleDigests, sendDueMail, smtpTransport } from '../../server/modules/mail/plugin';
import { retryDelayMs } from '../../server/modules/mail/mail-sender';
import { noticeInReadersWords } from '../../server/modules/mail/mail-words';
import { notify, notifyAfterWrite } from '../../server/modules/notifications/plugin';
import { resourceTableOf } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { startSmtpCatcher } from '../helpers/smtp-catcher';
import { as, callerWith } from '../helpers/test-caller';
import type { Role } from '../../resources/vocabulary';

// Notification e-mail against a real SMTP server started here: queued with the notice, sent once, kept and
// tried again while the server refuses, sent once by several senders at once, bundled into a daily digest, and
// shaped by each user's choice. Without SMTP_URL nothing is queued.

const FROM = 'portal@example.com';

describe.each(testDatabaseKinds)('notification e-mail on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let testApp: TestApp;
  let count = 0;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    testApp = await startTestApp(kind, { config: { mail: { smtpUrl: smtp.url, from: FROM }, publicUrl: 'http://portal.example.com', productName: 'Portal' } });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const portal = () => testApp.app.portal;
  const send = (now?: Date) => {
    const transport = smtpTransport(smtp.url);
    return sendDueMail(portal().db, portal().schema, transport, { from: FROM, now }).finally(() => transport.close());
  };
  const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const mailRowsOf = async (userId: number) => portal().db.select().from(outgoingMail).where(eq(outgoingMail.userId, userId));

  /** A user with an e-mail address, and a caller signed in as them. */
  const person = async (roles: Role[] = ['EMPLOYEE']): Promise<Caller & { email: string }> => {
    count += 1;
    const { db, schema } = portal();
    const users = resourceTableOf(schema, 'users');
    const email = `mail${count}-${kind}@example.com`;
    const [user] = (await db.insert(users.table).values({ username: `mail${count}-${kind}`, displayName: `Mail user ${count}`, email, language: 'en' }).returning()) as { id: number }[];
    return { ...callerWith(roles, { username: `mail${count}-${kind}` }), userId: user.id, email };
  };

  test('a decision is mailed to its employee once; a notice of no mail kind stays in the bell', async () => {
    const { db, schema } = portal();
    const me = await person();
    await notify(db, schema, { userId: me.userId }, { message: 'Your request HRQ-000009 was approved', mailKind: 'decisions' });
    await notify(db, schema, { userId: me.userId }, { message: 'Task TSK-000051 "Fix login" was assigned to you' });
    expect(await send()).toMatchObject({ sent: 1, failed: 0 });
    expect(receivedBy(me.email)).toEqual([
      expect.objectContaining({ from: FROM, subject: 'Portal: Your request HRQ-000009 was approved', text: expect.stringContaining('Open in the portal: http://portal.example.com/') }),
    ]);
    expect(await send()).toMatchObject({ sent: 0 });
    expect(receivedBy(me.email)).toHaveLength(1);
    expect((await mailRowsOf(me.userId)).map((row) => row.state)).toEqual(['sent']);
  });

  test("the notification rules' approvals, decisions and payslips are mailed with their kinds", async () => {
    const { db, schema } = portal();
    const employees = resourceTableOf(schema, 'employees');
    const [employee] = (await db
      .insert(employees.table)
      .values({ number: `EMP-9${String(count).padStart(5, '0')}`, firstName: 'Mara', lastName: `Mail${kind}`, email: `mara-${kind}@example.com`, taxCode: 'RSSMRA80A01F205X', hireDate: '2020-01-01' })
      .returning()) as { id: number }[];
    const me = await person();
    const users = resourceTableOf(schema, 'users');
    await db.update(users.table).set({ employeeId: employee.id }).where(eq(users.columns.id, me.userId));
    const admin = await person(['ADMIN']);
    await notifyAfterWrite(db, schema, {
      resource: 'labour',
      action: 'update',
      before: { id: 1, version: 1, status: 'Calculated' },
      after: { id: 1, version: 2, employeeId: employee.id, number: 'LAB-000001', status: 'Approved', year: 2025, month: 3 },
      caller: admin,
    });
    expect((await mailRowsOf(me.userId)).map((row) => [row.kind, row.subject])).toEqual([['payslips', 'Portal: Your payslip for 03/2025 is ready']]);
    // Finance's decision on an expense claim, in the reader's language (issue 43), with the reason.
    await db.update(users.table).set({ language: 'it' }).where(eq(users.columns.id, me.userId));
    await notifyAfterWrite(db, schema, {
      resource: 'receipts',
      action: 'update',
      before: { id: 7, version: 1, state: 'Submitted' },
      after: { id: 7, version: 2, employeeId: employee.id, number: 'RCP-000007', date: '2025-03-12', state: 'Refused', decisionNote: 'Scontrino illeggibile' },
      caller: admin,
    });
    const claimMail = (await mailRowsOf(me.userId)).find((row) => row.subject.includes('RCP-000007'));
    expect(claimMail?.kind).toBe('decisions');
    // Stored as its template; written in the reader's words when sent (held while the claim stays refused).
    expect(claimMail?.subject).toBe('Portal: Your expense claim RCP-000007 of 2025-03-12 was refused. Reason: Scontrino illeggibile');
    expect(noticeInReadersWords('Your expense claim RCP-000007 of 2025-03-12 was refused. Reason: Scontrino illeggibile', 'it')).toBe(
      'La tua nota spese RCP-000007 del 12 marzo 2025 è stata rifiutata. Motivo: Scontrino illeggibile',
    );
  });

  test('a refusing mail server loses nothing: the mail waits, is tried again later and sent once', async () => {
    const { db, schema } = portal();
    const me = await person();
    await send();
    smtp.refuse(true);
    onTestFinished(() => smtp.refuse(false));
    await notify(db, schema, { userId: me.userId }, { message: 'Your payslip for 04/2025 is ready', mailKind: 'payslips' });
    // The sender's clock a second on: the row's time is PostgreSQL's now() (microseconds, at its transaction's
    // start), which a Date taken right after may not pass by a whole millisecond.
    const start = new Date(Date.now() + 1000);
    expect(await send(start)).toMatchObject({ sent: 0, failed: 1 });
    const [waiting] = await mailRowsOf(me.userId);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringContaining('451') });
    expect(waiting.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));
    // Not before its time, even once the server is back.
    smtp.refuse(false);
    expect(await send(start)).toMatchObject({ sent: 0, failed: 0 });
    expect(await send(new Date(start.getTime() + retryDelayMs(1)))).toMatchObject({ sent: 1 });
    expect(receivedBy(me.email).map((mail) => mail.subject)).toEqual(['Portal: Your payslip for 04/2025 is ready']);
    expect(await mailRowsOf(me.userId)).toEqual([expect.objectContaining({ state: 'sent', attempts: 2, lastError: null })]);
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
  });

  test('several senders at once send each mail once', async () => {
    const { db, schema } = portal();
    const people = await Promise.all(Array.from({ length: 4 }, () => person()));
    for (let index = 0; index < 5; index++)
      await notify(db, schema, people.map((one) => ({ userId: one.userId })), { message: `Month sheet TSM-00000${index} is waiting for your approval`, mailKind: 'approvals' });
    const outcomes = await Promise.all([send(), send(), send()]);
    // None refused by the mail server, and every mail due: the last ones were queued within the millisecond
    // before the senders started, which a sender comparing with a Date (milliseconds) once took as not yet due.
    expect(outcomes.reduce((sum, outcome) => sum + outcome.failed, 0)).toBe(0);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(20);
    for (const one of people) {
      const subjects = receivedBy(one.email).map((mail) => mail.subject);
      expect(subjects).toHaveLength(5);
      expect(new Set(subjects).size).toBe(5);
    }
  });

  test('each user chooses the kinds mailed to them and a daily digest', async () => {
    const { db, schema } = portal();
    const me = await person();
    const read = await testApp.app.inject({ method: 'GET', url: '/api/mail/preferences', headers: as(me) });
    // Every kind, in the modules' order (finance, which tells claim decisions, comes first): resources/mail-kinds.ts.
    expect(read.json()).toEqual({ kinds: ['decisions', 'approvals', 'payslips', 'expiringCourses', 'expiringContracts'], isDigest: false, isMailOn: true, email: me.email });
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/mail/preferences', headers: as(me), payload: { kinds: ['gossip'], isDigest: false } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { kinds: expect.any(String) } });
    const chosen = await testApp.app.inject({ method: 'POST', url: '/api/mail/preferences', headers: as(me), payload: { kinds: ['decisions', 'expiringCourses'], isDigest: true } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ kinds: ['decisions', 'expiringCourses'], isDigest: true });

    await notify(db, schema, { userId: me.userId }, { message: 'Your payslip for 05/2025 is ready', mailKind: 'payslips' });
    await notify(db, schema, { userId: me.userId }, { message: 'Your request HRQ-000011 was refused', mailKind: 'decisions' });
    await notify(db, schema, { userId: me.userId }, { message: 'Your safety course "Fire safety" expires on 2026-12-01', mailKind: 'expiringCourses' });
    // Held for the digest, not sent one by one; the payslip is not chosen at all.
    expect((await mailRowsOf(me.userId)).map((row) => row.state)).toEqual(['digest', 'digest']);
    await send();
    expect(receivedBy(me.email)).toEqual([]);

    // Once per day per cluster: the second claim of the same day finds it done.
    const day = '2026-11-26';
    expect(await runOncePerDay(db, `mail-digest-test-${kind}`, day, (tx) => bundleDigests(tx, schema, day))).toBe(true);
    expect(await runOncePerDay(db, `mail-digest-test-${kind}`, day, (tx) => bundleDigests(tx, schema, day))).toBe(false);
    await send();
    const [digest, ...others] = receivedBy(me.email);
    expect(others).toEqual([]);
    expect(digest.subject).toMatch(/^Portal: 2 notifications of \d{1,2} \w+ \d{4}$/);
    expect(digest.text).toContain('- Your request HRQ-000011 was refused');
    expect(digest.text).toContain('- Your safety course "Fire safety" expires on 1 December 2026');
    expect((await mailRowsOf(me.userId)).map((row) => row.state).sort()).toEqual(['bundled', 'bundled', 'sent']);
  });
});

describe.each(testDatabaseKinds)('without SMTP_URL on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
  });
  afterAll(async () => testApp?.close());

  test('nothing is queued, and the preferences say mail is off', async () => {
    const { db, schema } = testApp.app.portal;
    const users = resourceTableOf(schema, 'users');
    const [user] = (await db.insert(users.table).values({ username: `nomail-${kind}`, displayName: 'No mail', email: `nomail-${kind}@example.com` }).returning()) as { id: number }[];
    await notify(db, schema, { userId: user.id }, { message: 'Your request HRQ-000012 was approved', mailKind: 'decisions' });
    expect(await db.select().from(outgoingMail)).toEqual([]);
    const read = await testApp.app.inject({ method: 'GET', url: '/api/mail/preferences', headers: as({ ...callerWith(['EMPLOYEE']), userId: user.id }) });
    expect(read.json()).toMatchObject({ isMailOn: false });
  });
});
