import { and, eq } from 'drizzle-orm';
import { auditTrail } from '../../../server/db/system-tables';
import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf, type UploadFile } from '../../helpers/multipart';
import { employeeWithContract } from '../../helpers/payroll-fixture';
import { as, callerWith } from '../../helpers/test-caller';

// The consultant's payslip PDF on a payroll: the accountant uploads it, the employee is told and reads it
// from their own path, and can never add, replace or remove one.

describe.each(testDatabaseKinds)('payslips on %s', (kind) => {
  let t: TestApp;
  let payrollId: number;
  let employeeUserId: number;
  const accountant = as(callerWith(['ACCOUNTANT'], { username: 'carla' }));
  let employee: ReturnType<typeof as>;
  let other: ReturnType<typeof as>;
  const pdf = Buffer.from('%PDF-1.4\n% payslip\n%%EOF\n');

  beforeAll(async () => {
    t = await startTestApp(kind);
    const anna = await employeeWithContract(t.app, { firstName: 'Anna', lastName: 'Bianchi' });
    const bruno = await employeeWithContract(t.app, { firstName: 'Bruno', lastName: 'Verdi' });
    employee = as(callerWith(['EMPLOYEE'], { employeeId: anna.id }));
    other = as(callerWith(['EMPLOYEE'], { employeeId: bruno.id }));
    const users = t.app.portal.schema.resourceTables.get('users')!;
    [{ id: employeeUserId }] = (await t.app.portal.db.insert(users.table).values({ username: 'anna', displayName: 'Anna', employeeId: anna.id }).returning()) as { id: number }[];
    payrollId = (await t.app.inject({ method: 'PUT', url: '/api/admin/labour', headers: accountant, payload: { employeeId: anna.id, year: 2026, month: 6 } })).json().id;
    // The employee sees a payroll once it is approved (tests/api/hr/payroll-visibility.test.ts).
    const labour = t.app.portal.schema.resourceTables.get('labour')!;
    await t.app.portal.db.update(labour.table).set({ status: 'Approved' }).where(eq(labour.columns.id, payrollId));
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const upload = (url: string, files: UploadFile[], headers: Record<string, string>) => {
    const body = multipartOf(files);
    return inject({ method: 'PUT', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const payslip = { fileName: 'cedolino-2026-06.pdf', contentType: 'application/pdf', content: pdf };

  test('the accountant uploads the payslip; the employee is notified and downloads it from the own path', async () => {
    const uploaded = await upload(`/api/admin/labour/payroll/${payrollId}`, [payslip], accountant);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject([{ fileName: 'cedolino-2026-06.pdf', size: pdf.length }]);

    const links = await inject({ method: 'GET', url: `/api/admin/labour/attachments/link/${payrollId}`, headers: accountant });
    expect(links.statusCode).toBe(200);
    const [link] = links.json();
    expect(link.url).toBe(`/api/admin/labour/attachments/${payrollId}/${link.id}`);
    const download = await inject({ method: 'GET', url: link.ownUrl, headers: employee });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await inject({ method: 'GET', url: link.ownUrl, headers: other })).statusCode).toBe(404);

    const notifications = t.app.portal.schema.resourceTables.get('notifications')!;
    const rows = await t.app.portal.db.select({ message: notifications.columns.message }).from(notifications.table).where(eq(notifications.columns.recipientId, employeeUserId));
    expect(rows.map((row) => row.message)).toContain('Your payslip of 6/2026 is available');

    // The file is in the payroll's history like any upload, named by the action that stored it.
    const history = await t.app.portal.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.resource, 'labour'), eq(auditTrail.recordId, payrollId)));
    expect(history).toContainEqual(expect.objectContaining({ username: 'carla', changes: { attachments: [null, ['cedolino-2026-06.pdf']] } }));
  });

  test('the employee can neither upload, add nor remove a payslip', async () => {
    expect((await upload(`/api/admin/labour/payroll/${payrollId}`, [payslip], employee)).statusCode).toBe(403);
    // The own path serves no upload or removal of payslips at all.
    expect((await upload(`/api/labour/attachments/${payrollId}`, [payslip], employee)).statusCode).toBe(404);
    const [file] = (await inject({ method: 'GET', url: `/api/labour/attachments/${payrollId}`, headers: employee })).json();
    expect((await inject({ method: 'DELETE', url: `/api/labour/attachments/${payrollId}/${file.id}`, headers: employee })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/labour/attachments/${payrollId}`, headers: employee })).json()).toHaveLength(1);
  });

  test('only PDFs are taken', async () => {
    const wrong = await upload(`/api/admin/labour/payroll/${payrollId}`, [{ fileName: 'x.png', contentType: 'image/png', content: Buffer.from('png') }], accountant);
    expect(wrong.statusCode).toBe(415);
  });
});
