import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { attachments } from '../../../server/db/system-tables';
import { pageTextsOf } from '../../../modules/hr/server/payslip-pages';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { employeeWithContract } from '../../helpers/payroll-fixture';
import { as, callerWith } from '../../helpers/test-caller';

// The consultant's combined payslip PDF, split page by page onto the month's payrolls: proposed by the tax
// code (or the name) printed on each page, confirmed by the accountant, attached all or nothing.

/** A PDF made here with pdf-lib: one page per text. */
const combinedPdf = async (pages: readonly string[]) => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = document.addPage();
    text.split('\n').forEach((line, index) => page.drawText(line, { x: 50, y: 760 - index * 18, size: 11, font }));
  }
  return Buffer.from(await document.save());
};

describe.each(testDatabaseKinds)('splitting a combined payslip PDF on %s', (kind) => {
  let t: TestApp;
  let pdf: Buffer;
  const accountant = as(callerWith(['ACCOUNTANT'], { username: 'carla' }));
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    const people = {
      anna: await employeeWithContract(t.app, { firstName: 'Anna', lastName: 'Bianchi' }),
      bruno: await employeeWithContract(t.app, { firstName: 'Bruno', lastName: 'Verdi' }),
      carla: await employeeWithContract(t.app, { firstName: 'Carla', lastName: 'Neri' }),
    };
    for (const [name, person] of Object.entries(people)) {
      const created = await t.app.inject({ method: 'PUT', url: '/api/admin/labour', headers: accountant, payload: { employeeId: person.id, year: 2026, month: 9 } });
      ids[name] = created.json().id;
    }
    ids.annaOctober = (await t.app.inject({ method: 'PUT', url: '/api/admin/labour', headers: accountant, payload: { employeeId: people.anna.id, year: 2026, month: 10 } })).json().id;
    pdf = await combinedPdf([
      `Cedolino paga settembre 2026\nDipendente: BIANCHI ANNA\nCodice fiscale: ${String(people.anna.taxCode)}`,
      `Segue cedolino - pagina 2\nC.F. ${String(people.anna.taxCode)}`,
      'Cedolino paga settembre 2026\nDipendente: Verdi Bruno\nMatricola 0042',
      'Cedolino paga settembre 2026\nDipendente: ROSSI MARIO\nCodice fiscale RSSMRA80A01H501U',
    ]);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', fields: Record<string, string | number>, content = pdf, headers = accountant) => {
    const body = multipartOf([{ fileName: 'cedolini-settembre.pdf', contentType: 'application/pdf', content }], fields);
    return t.app.inject({ method, url: '/api/admin/labour/payslips/split', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const payslipsOf = async (payrollId: number) =>
    t.app.portal.db.select().from(attachments).where(and(eq(attachments.resource, 'labour'), eq(attachments.recordId, payrollId)));

  test('proposes a payroll per page by tax code, else by name, and reports the pages it cannot place', async () => {
    const response = await send('POST', { year: 2026, month: 9 });
    expect(response.statusCode, response.body).toBe(200);
    const proposal = response.json();
    expect(proposal.pageCount).toBe(4);
    expect(proposal.pages).toEqual([
      { page: 1, payrollId: ids.anna, matchedBy: 'taxCode' },
      { page: 2, payrollId: ids.anna, matchedBy: 'taxCode' },
      { page: 3, payrollId: ids.bruno, matchedBy: 'name' },
      { page: 4, payrollId: null, matchedBy: null, reason: 'No tax code or name of an employee with a payroll this month' },
    ]);
    expect(proposal.unmatchedPages).toEqual([4]);
    expect(proposal.payrolls.find((payroll: { id: number }) => payroll.id === ids.carla)).toMatchObject({ employee: 'Carla Neri', hasPage: false, payslips: 0 });
    // A proposal writes nothing.
    expect(await payslipsOf(ids.anna)).toHaveLength(0);
  });

  test('refusals change nothing: a paid payroll, another month, a page that is not there, a file that is no PDF', async () => {
    const labour = t.app.portal.schema.resourceTables.get('labour')!;
    await t.app.portal.db.update(labour.table).set({ status: 'Paid' }).where(eq(labour.columns.id, ids.carla));
    expect((await send('PUT', { year: 2026, month: 9, assignments: `1:${ids.anna}, 3:${ids.bruno}, 4:${ids.carla}` })).statusCode).toBe(409);
    await t.app.portal.db.update(labour.table).set({ status: 'Draft' }).where(eq(labour.columns.id, ids.carla));
    const other = await send('PUT', { year: 2026, month: 9, assignments: `1:${ids.anna}, 2:${ids.annaOctober}` });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toHaveProperty('assignments');
    expect((await send('PUT', { year: 2026, month: 9, assignments: `5:${ids.anna}` })).statusCode).toBe(400);
    expect((await send('PUT', { year: 2026, month: 9, assignments: `1:${ids.anna}, 1:${ids.bruno}` })).statusCode).toBe(400);
    const broken = await send('POST', { year: 2026, month: 9 }, Buffer.from('%PDF-1.4 not really'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toHaveProperty('file');
    for (const id of [ids.anna, ids.bruno, ids.carla]) expect(await payslipsOf(id)).toHaveLength(0);
  });

  test("confirming attaches each payroll's own pages as one PDF; the unplaced page is reported", async () => {
    const response = await send('PUT', { year: 2026, month: 9, assignments: `1:${ids.anna}, 2:${ids.anna}, 3:${ids.bruno}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ skippedPages: [4], attached: [{ payrollId: ids.anna, pages: [1, 2] }, { payrollId: ids.bruno, pages: [3] }] });

    const [annaFile] = await payslipsOf(ids.anna);
    expect(annaFile.fileName).toMatch(/^cedolino-2026-09-LAB-\d+\.pdf$/);
    const download = await t.app.inject({ method: 'GET', url: `/api/admin/labour/attachments/${ids.anna}/${annaFile.id}`, headers: accountant });
    const texts = await pageTextsOf(download.rawPayload);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('BIANCHI ANNA');
    const [brunoFile] = await payslipsOf(ids.bruno);
    const brunoDownload = await t.app.inject({ method: 'GET', url: `/api/admin/labour/attachments/${ids.bruno}/${brunoFile.id}`, headers: accountant });
    expect((await PDFDocument.load(brunoDownload.rawPayload)).getPageCount()).toBe(1);
    expect(await payslipsOf(ids.carla)).toHaveLength(0);
  });

  test('only the payroll roles split; a month without payrolls is a 409', async () => {
    expect((await send('POST', { year: 2026, month: 9 }, pdf, as(callerWith(['EMPLOYEE'], { employeeId: 1 })))).statusCode).toBe(403);
    expect((await send('POST', { year: 2026, month: 11 })).statusCode).toBe(409);
  });
});
