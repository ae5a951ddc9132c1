import { eq } from 'drizzle-orm';
import { resources } from '../../resources.config';
import { notificationRoute } from '../../resources/paths';
import { firmIdentityOf } from '../../server/config';
import type { Caller } from '../../server/auth/caller';
import { outgoingMail } from '../../server/db/cluster-tables';
import { resourceTableOf } from '../../server/db/schema';
import { sendDueMail, smtpTransport } from '../../server/modules/mail/plugin';
import type { Role } from '../../resources/vocabulary';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { employeeRow } from '../helpers/shell-api';
import { multipartOf } from '../helpers/multipart';
import { startSmtpCatcher, type CaughtMail } from '../helpers/smtp-catcher';
import { as, callerWith } from '../helpers/test-caller';

// Notification e-mail as its reader gets it, through a real SMTP server: an Italian and an English employee whose
// month is sent back each read it in their language, with the approver's reason, an HTML and a text part, the
// firm's name, a link to the month itself and the way to stop such mail; a request withdrawn before its mail went
// out sends its approvers nothing; the firm's logo, once it has one, heads the HTML part as an inline image.

const FROM = 'portal@example.com';
const PUBLIC_URL = 'http://portal.example.com';
const FIRM = 'Officine Łódź S.r.l.';

describe.each(testDatabaseKinds)("mail in the reader's language on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let testApp: TestApp;
  let count = 0;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    testApp = await startTestApp(kind, {
      config: { mail: { smtpUrl: smtp.url, from: FROM }, publicUrl: PUBLIC_URL, productName: 'Portal', company: { ...firmIdentityOf({}), name: FIRM, language: 'it' } },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const portal = () => testApp.app.portal;
  const insert = async (resource: string, values: Record<string, unknown>) => {
    const { db, schema } = portal();
    const [row] = (await db.insert(resourceTableOf(schema, resource).table).values(values).returning()) as { id: number; version: number }[];
    return row;
  };
  const send = () => {
    const transport = smtpTransport(smtp.url);
    return sendDueMail(portal().db, portal().schema, transport, { from: FROM }).finally(() => transport.close());
  };
  const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  /** A user in an RBAC group with `role`, with an e-mail address and a language, linked to an employee if given. */
  const person = async (role: Role, language: 'en' | 'it', employeeId?: number): Promise<Caller & { email: string }> => {
    count += 1;
    const username = `reader${count}-${kind}`;
    const email = `${username}@example.com`;
    const user = await insert('users', { username, displayName: `Reader ${count}`, email, language, employeeId: employeeId ?? null });
    const [existing] = (await portal().db.select().from(resourceTableOf(portal().schema, 'rbacRoles').table).where(eq(resourceTableOf(portal().schema, 'rbacRoles').columns.name, role))) as { id: number }[];
    const roleRow = existing ?? (await insert('rbacRoles', { name: role }));
    const group = await insert('rbacGroups', { name: `Readers ${count} ${kind}` });
    await insert('rbacGroupRoles', { groupId: group.id, roleId: roleRow.id });
    await insert('rbacGroupUsers', { groupId: group.id, userId: user.id });
    return { ...callerWith([role], { username, employeeId: employeeId ?? null }), userId: user.id, email };
  };

  const listUnsubscribe = (mail: CaughtMail) => JSON.stringify(mail.headers.get('list'));

  test('a month sent back reaches an Italian and an English employee in their language, with the reason and a link to the month', async () => {
    const approver = as({ ...callerWith(['ADMIN'], { username: 'approver' }), userId: 987_001 });
    const readers = [];
    for (const language of ['it', 'en'] as const) {
      const employee = await insert('employees', employeeRow());
      const reader = await person('EMPLOYEE', language, employee.id);
      const month = await insert('timesheetMonths', { number: `TSM-9${String(count).padStart(5, '0')}`, employeeId: employee.id, year: 2026, month: 6, status: 'Sent' });
      const back = await testApp.app.inject({ method: 'POST', url: `/api/admin/month/status/${month.id}`, headers: approver, payload: { status: 'Open', note: 'Manca il 2 giugno, Łódź' } });
      expect(back.statusCode).toBe(200);
      readers.push({ reader, month, language });
    }
    expect(await send()).toMatchObject({ sent: 2, failed: 0, dropped: 0 });

    for (const { reader, month, language } of readers) {
      const [mail, ...others] = receivedBy(reader.email);
      expect(others).toEqual([]);
      const route = notificationRoute({ parentTable: 'timesheet_months', parent: month.id }, { resources, roles: ['EMPLOYEE'] });
      expect(route).toBeTruthy();
      const link = `${PUBLIC_URL}${route}`;
      const expected =
        language === 'it'
          ? { subject: 'Portal: Il tuo foglio mese di 06/2026 ti è stato rimandato. Motivo: Manca il 2 giugno, Łódź', button: 'Apri nel portale', preferences: 'Cambia le e-mail che ricevi' }
          : { subject: 'Portal: Your month sheet for 06/2026 was sent back to you. Reason: Manca il 2 giugno, Łódź', button: 'Open in the portal', preferences: 'Change which e-mails you receive' };
      expect(mail.subject).toBe(expected.subject);
      const sentence = expected.subject.replace('Portal: ', '');
      // The text part: the firm, the notice with its reason, the link to the month, the way to the preferences.
      expect(mail.text).toContain(FIRM);
      expect(mail.text).toContain(sentence);
      expect(mail.text).toContain(`${expected.button}: ${link}`);
      expect(mail.text).toContain(`${expected.preferences}: ${PUBLIC_URL}/profile`);
      // The HTML part says the same, with a button to the month.
      expect(mail.html).toEqual(expect.stringContaining(`href="${link}"`));
      expect(mail.html).toEqual(expect.stringContaining(expected.button));
      expect(mail.html).toEqual(expect.stringContaining(FIRM));
      expect(mail.html).toEqual(expect.stringContaining(`lang="${language}"`));
      expect(listUnsubscribe(mail)).toContain(`${PUBLIC_URL}/profile`);
      // No logo yet (the firm has none): no image, nothing attached.
      expect(mail.html).not.toContain('cid:');
      expect(mail.attachments).toEqual([]);
    }
  });

  test("the firm's logo heads the HTML part as an inline image (cid); the text part is as before", async () => {
    const admin = as(callerWith(['ADMIN'], { username: 'root' }));
    const firm = await testApp.app.inject({ method: 'PUT', url: '/api/admin/firm', headers: admin, payload: { name: FIRM, vatNumber: 'IT12345678903', street: 'Via Roma 12', postalCode: '20121', city: 'Milano', province: 'MI' } });
    expect(firm.statusCode).toBe(201);
    // A 1×1 PNG, as the Firm page uploads one.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const body = multipartOf([{ fileName: 'logo.png', contentType: 'image/png', content: png }]);
    const uploaded = await testApp.app.inject({ method: 'PUT', url: `/api/admin/firm/attachments/${firm.json().id}`, headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(201);

    const employee = await insert('employees', employeeRow());
    const reader = await person('EMPLOYEE', 'en', employee.id);
    const month = await insert('timesheetMonths', { number: `TSM-8${String(count).padStart(5, '0')}`, employeeId: employee.id, year: 2026, month: 7, status: 'Sent' });
    const back = await testApp.app.inject({ method: 'POST', url: `/api/admin/month/status/${month.id}`, headers: admin, payload: { status: 'Open', note: 'Missing the 3rd' } });
    expect(back.statusCode).toBe(200);
    expect(await send()).toMatchObject({ sent: 1, failed: 0 });

    const [mail] = receivedBy(reader.email);
    const [logo, ...others] = mail.attachments;
    expect(others).toEqual([]);
    expect(logo).toMatchObject({ contentType: 'image/png', contentDisposition: 'inline' });
    expect(logo.content.equals(png)).toBe(true);
    expect(mail.html).toEqual(expect.stringContaining(`src="cid:${logo.cid}"`));
    // The text part names the firm and the notice, and nothing of the image.
    expect(mail.text).toContain(FIRM);
    expect(mail.text).toContain('Your month sheet for 07/2026 was sent back to you. Reason: Missing the 3rd');
    expect(mail.text).not.toMatch(/cid:|logo/i);
  });

  test('a request withdrawn before its mail went out mails its approvers nothing', async () => {
    const employee = await insert('employees', employeeRow());
    const asker = await person('EMPLOYEE', 'it', employee.id);
    const approver = await person('HR MANAGE', 'en');
    const leave = await insert('exceptions', { code: `F${count}${kind.slice(0, 2)}`, name: 'Ferie', category: 'Leave' });
    const made = await testApp.app.inject({ method: 'PUT', url: '/api/hr_timesheet', headers: as(asker), payload: { exceptionId: leave.id, startDate: '2031-03-04', endDate: '2031-03-05' } });
    expect(made.statusCode).toBe(201);
    const queued = await portal().db.select().from(outgoingMail).where(eq(outgoingMail.userId, approver.userId));
    expect(queued.map((row) => row.state)).toEqual(['queued']);

    const withdrawn = await testApp.app.inject({ method: 'DELETE', url: `/api/hr_timesheet/${made.json().id}`, headers: as(asker) });
    expect(withdrawn.statusCode).toBe(204);
    expect(await send()).toMatchObject({ sent: 0, dropped: 1 });
    expect(receivedBy(approver.email)).toEqual([]);
    expect((await portal().db.select().from(outgoingMail).where(eq(outgoingMail.userId, approver.userId))).map((row) => row.state)).toEqual(['dropped']);
  });
});
