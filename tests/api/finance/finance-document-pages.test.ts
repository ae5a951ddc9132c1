import { resources } from '../../../resources.config';
import { firmToday, addDays } from '../../../resources/firm-calendar';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { jsonCalls, type JsonRow } from '../../helpers/json-calls';
import { multipartOf } from '../../helpers/multipart';
import { as, callerWith } from '../../helpers/test-caller';

// What an invoice's, a tax's and a statement of work's pages do through the API: one payment match undone
// (versioned: of two undos of what one person saw, one runs), a tax marked paid by hand, an invoice's PDF
// attached with its flag ticked, a statement of work's signed PDF stored and read back.

type Json = JsonRow;

describe.each(testDatabaseKinds)('finance document pages on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE'], { username: 'fiona' }));
  const admin = as(callerWith(['ADMIN'], { username: 'alessandra' }));
  let accountId: number;
  let customerId: number;
  let seq = 0;

  const { inject, create, read, post } = jsonCalls(() => t.app, finance);

  /** An issued invoice paid in full by a movement in, matched as the reconciliation does. */
  const paidInvoice = async (total: number) => {
    const invoice = await create('/api/admin/finance/invoices', { direction: 'out', number: `PG-${++seq}`, date: '2026-10-06', customerId, taxable: total, total, dueDate: '2026-11-05' });
    const money = await create('/api/admin/finance/cashflow', { accountId, direction: 'in', amount: total, description: `Incasso PG-${seq}`, date: '2026-11-10' });
    const matched = await post(`/api/admin/finance/cashflow/reconcileIn/${money.id}`, { version: money.version, match_id: invoice.id });
    expect(matched.statusCode, matched.body).toBe(200);
    const [match] = (await (await inject({ method: 'GET', url: `/api/admin/finance/cashflow/matches?invoiceId=${invoice.id}`, headers: finance })).json()) as Json[];
    return { invoice: await read(`/api/admin/finance/invoices/${invoice.id}`), money, match };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
    const bank = await create('/api/admin/finance/accounts/banks', { name: 'Banca Pagine' });
    accountId = (await create('/api/admin/finance/accounts', { name: 'Conto pagine', bankId: bank.id, iban: 'IT60X0542811101000000123456', openingBalance: 0 })).id;
    customerId = (await create('/api/admin/customers', { name: 'Gialli Arredi Srl', vatNumber: '01234567897', sdiCode: 'M5UXCR1' }, admin)).id;
  });
  afterAll(() => t.close());

  test("undoing one match makes the invoice unpaid and the movement open again; the invoice's version is checked", async () => {
    const { invoice, money, match } = await paidInvoice(610);
    expect(invoice).toMatchObject({ isPaid: true, paidAmount: 610 });

    expect((await post(`/api/admin/finance/invoices/undoMatch/${invoice.id}`, { match_id: match.id })).statusCode, 'no version').toBe(400);
    expect((await post(`/api/admin/finance/invoices/undoMatch/${invoice.id}`, { version: invoice.version + 5, match_id: match.id })).statusCode, 'stale').toBe(409);

    const undone = await post(`/api/admin/finance/invoices/undoMatch/${invoice.id}`, { version: invoice.version, match_id: match.id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ id: invoice.id, isPaid: false, paidDate: null, paidAmount: 0 });
    expect(await read(`/api/admin/finance/cashflow/${money.id}`)).toMatchObject({ isReconciled: false, isPartial: false, parent: null });
    expect((await read(`/api/admin/finance/cashflow/matches?invoiceId=${invoice.id}`) as unknown as Json[]).length).toBe(0);
    // The same undo again, as read before: the version has moved on.
    expect((await post(`/api/admin/finance/invoices/undoMatch/${invoice.id}`, { version: invoice.version, match_id: match.id })).statusCode).toBe(409);
  });

  test("a match of another invoice is not this invoice's to undo (404), and nothing changes", async () => {
    const first = await paidInvoice(120);
    const second = await paidInvoice(130);
    const refused = await post(`/api/admin/finance/invoices/undoMatch/${first.invoice.id}`, { version: first.invoice.version, match_id: second.match.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toHaveProperty('message');
    expect(await read(`/api/admin/finance/invoices/${second.invoice.id}`)).toMatchObject({ isPaid: true });
    expect(await read(`/api/admin/finance/invoices/${first.invoice.id}`)).toMatchObject({ isPaid: true, version: first.invoice.version });
  });

  test('two undos of the same match at once: one 200, one 409', async () => {
    const { invoice, match } = await paidInvoice(245.5);
    const send = () => post(`/api/admin/finance/invoices/undoMatch/${invoice.id}`, { version: invoice.version, match_id: match.id });
    const answers = (await Promise.all([send(), send()])).map((response) => response.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    expect(await read(`/api/admin/finance/invoices/${invoice.id}`)).toMatchObject({ isPaid: false, paidAmount: 0 });
  });

  test('a tax marked paid is paid on that day; again, or in the future, or without the version, is refused', async () => {
    const tax = await create('/api/admin/finance/taxes', { description: 'F24 IVA ottobre', taxType: 'VAT', year: 2026, month: 10, amount: 1830.25, dueDate: '2026-11-16' });
    const future = await post(`/api/admin/finance/taxes/markPaid/${tax.id}`, { version: tax.version, paidDate: addDays(firmToday(), 3) });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toHaveProperty('paidDate');
    expect((await post(`/api/admin/finance/taxes/markPaid/${tax.id}`, { paidDate: '2026-11-14' })).statusCode).toBe(400);

    const marked = await post(`/api/admin/finance/taxes/markPaid/${tax.id}`, { version: tax.version, paidDate: '2026-11-14' });
    expect(marked.statusCode, marked.body).toBe(200);
    const paid = await read(`/api/admin/finance/taxes/${tax.id}`);
    expect(paid).toMatchObject({ isPaid: true, paidDate: '2026-11-14', markedPaidOn: '2026-11-14' });
    expect(paid.version).toBeGreaterThan(tax.version);
    expect((await post(`/api/admin/finance/taxes/markPaid/${tax.id}`, { version: paid.version, paidDate: '2026-11-15' })).statusCode).toBe(409);
    expect(((await read('/api/admin/finance/taxes/dueSoon?days=366')) as unknown as Json[]).map((row) => row.id)).not.toContain(tax.id);
  });

  test("a tax's payment marked by hand is undone with the tax's version: unpaid again; twice, or stale, or never marked, refused", async () => {
    const tax = await create('/api/admin/finance/taxes', { description: 'F24 IRPEF ottobre', taxType: 'IRPEF withholding', year: 2026, month: 10, amount: 412.5, dueDate: '2026-11-16' });
    expect((await post(`/api/admin/finance/taxes/undoMarkPaid/${tax.id}`, { version: tax.version })).statusCode, 'never marked').toBe(409);
    expect((await post(`/api/admin/finance/taxes/markPaid/${tax.id}`, { version: tax.version, paidDate: '2026-11-14' })).statusCode).toBe(200);
    const paid = await read(`/api/admin/finance/taxes/${tax.id}`);
    expect((await post(`/api/admin/finance/taxes/undoMarkPaid/${tax.id}`, {})).statusCode, 'no version').toBe(400);
    expect((await post(`/api/admin/finance/taxes/undoMarkPaid/${tax.id}`, { version: tax.version })).statusCode, 'stale').toBe(409);
    const undone = await post(`/api/admin/finance/taxes/undoMarkPaid/${tax.id}`, { version: paid.version });
    expect(undone.statusCode, undone.body).toBe(200);
    const unpaid = await read(`/api/admin/finance/taxes/${tax.id}`);
    expect(unpaid).toMatchObject({ isPaid: false, paidDate: null, markedPaidOn: null });
    expect((await post(`/api/admin/finance/taxes/undoMarkPaid/${tax.id}`, { version: unpaid.version })).statusCode, 'again').toBe(409);
    expect(((await read('/api/admin/finance/taxes/dueSoon?days=366')) as unknown as Json[]).map((row) => row.id)).toContain(tax.id);
  });

  test("a tax's match to a movement is undone from the tax: the movement open again, the tax unpaid; another tax's match is 404", async () => {
    const tax = await create('/api/admin/finance/taxes', { description: 'F24 INPS ottobre', taxType: 'INPS', year: 2026, month: 10, amount: 980, dueDate: '2026-11-16' });
    const other = await create('/api/admin/finance/taxes', { description: 'F24 INAIL', taxType: 'INAIL', year: 2026, month: 10, amount: 50, dueDate: '2026-11-16' });
    const money = await create('/api/admin/finance/cashflow', { accountId, direction: 'out', amount: 980, description: 'F24 INPS', date: '2026-11-15' });
    const matched = await post(`/api/admin/finance/cashflow/reconcileOutManually/${money.id}`, { version: money.version, parent_table: 'taxes', parent: tax.id });
    expect(matched.statusCode, matched.body).toBe(200);
    const paid = await read(`/api/admin/finance/taxes/${tax.id}`);
    expect(paid).toMatchObject({ isPaid: true });
    const [match] = (await (await inject({ method: 'GET', url: `/api/admin/finance/cashflow/matches?taxId=${tax.id}`, headers: finance })).json()) as Json[];
    expect((await post(`/api/admin/finance/taxes/undoMatch/${other.id}`, { version: other.version, match_id: match.id })).statusCode, "another tax's").toBe(404);
    expect((await post(`/api/admin/finance/taxes/undoMatch/${tax.id}`, { version: paid.version + 3, match_id: match.id })).statusCode, 'stale').toBe(409);
    const undone = await post(`/api/admin/finance/taxes/undoMatch/${tax.id}`, { version: paid.version, match_id: match.id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ id: tax.id, isPaid: false, paidDate: null });
    expect(await read(`/api/admin/finance/cashflow/${money.id}`)).toMatchObject({ isReconciled: false, isPartial: false });
  });

  test("attaching an invoice's PDF stores it and ticks the PDF; the file reads back the same", async () => {
    const invoice = await create('/api/admin/finance/invoices', { direction: 'out', number: `PDF-${++seq}`, date: '2026-10-06', customerId, taxable: 100, total: 122, vat: 22 });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const body = multipartOf([{ fileName: 'fattura.pdf', contentType: 'application/pdf', content: pdf }], { kind: 'PDF' });
    const attached = await inject({ method: 'POST', url: `/api/admin/finance/invoices/files/${invoice.id}`, headers: { ...finance, ...body.headers }, payload: body.payload });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(await read(`/api/admin/finance/invoices/${invoice.id}`)).toMatchObject({ hasInvoicePdfFile: true, hasInvoiceXmlFile: false });
    const files = (await read(`/api/admin/finance/invoices/attachments/${invoice.id}`)) as unknown as Json[];
    expect(files.map((file) => file.fileName)).toEqual(['fattura.pdf']);
    const download = await inject({ method: 'GET', url: `/api/admin/finance/invoices/attachments/${invoice.id}/${files[0].id}`, headers: finance });
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const wrong = multipartOf([{ fileName: 'foto.png', contentType: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }], { kind: 'XML' });
    const refused = await inject({ method: 'POST', url: `/api/admin/finance/invoices/files/${invoice.id}`, headers: { ...finance, ...wrong.headers }, payload: wrong.payload });
    expect(refused.statusCode).toBe(415);
    expect(await read(`/api/admin/finance/invoices/${invoice.id}`)).toMatchObject({ hasInvoiceXmlFile: false });
  });

  test("the PDF box follows the files: removing the invoice's last PDF unticks it, in the same write", async () => {
    const invoice = await create('/api/admin/finance/invoices', { direction: 'out', number: `PDF-${++seq}`, date: '2026-10-06', customerId, taxable: 100, total: 122, vat: 22 });
    const attach = async (fileName: string, kind: string) => {
      const body = multipartOf([{ fileName, contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }], { kind });
      const response = await inject({ method: 'POST', url: `/api/admin/finance/invoices/files/${invoice.id}`, headers: { ...finance, ...body.headers }, payload: body.payload });
      expect(response.statusCode, response.body).toBe(200);
    };
    await attach('fattura.pdf', 'PDF');
    await attach('fattura-bis.pdf', 'PDF');
    // A file added by the plain upload is of no kind: removing it leaves the boxes alone.
    const plain = multipartOf([{ fileName: 'nota.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
    expect((await inject({ method: 'PUT', url: `/api/admin/finance/invoices/attachments/${invoice.id}`, headers: { ...finance, ...plain.headers }, payload: plain.payload })).statusCode).toBeLessThan(300);
    const files = (await read(`/api/admin/finance/invoices/attachments/${invoice.id}`)) as unknown as Json[];
    const idOf = (name: string) => files.find((file) => file.fileName === name)!.id;
    const remove = async (name: string) => {
      const response = await inject({ method: 'DELETE', url: `/api/admin/finance/invoices/attachments/${idOf(name)}`, headers: finance });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };

    await remove('fattura.pdf');
    expect(await read(`/api/admin/finance/invoices/${invoice.id}`), 'another PDF is still there').toMatchObject({ hasInvoicePdfFile: true });
    const before = await read(`/api/admin/finance/invoices/${invoice.id}`);
    await remove('fattura-bis.pdf');
    const after = await read(`/api/admin/finance/invoices/${invoice.id}`);
    expect(after).toMatchObject({ hasInvoicePdfFile: false });
    expect(after.version).toBeGreaterThan(before.version);
    await remove('nota.pdf');
    expect(await read(`/api/admin/finance/invoices/${invoice.id}`)).toMatchObject({ hasInvoicePdfFile: false, version: after.version });
  });

  test('a statement of work takes its signed PDF', async () => {
    const workOrderId = (await create('/api/admin/workorders', { name: 'Commessa SOW', customerId, startDate: '2026-10-01' }, admin)).id;
    const sow = await create('/api/admin/sow', { title: 'Fase 1', workOrderId }, admin);
    const body = multipartOf([{ fileName: 'sow-firmato.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
    const stored = await inject({ method: 'PUT', url: `/api/admin/sow/attachments/${sow.id}`, headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(stored.statusCode, stored.body).toBeLessThan(300);
    const files = (await (await inject({ method: 'GET', url: `/api/admin/sow/attachments/${sow.id}`, headers: admin })).json()) as Json[];
    expect(files.map((file) => file.fileName)).toEqual(['sow-firmato.pdf']);
  });
});
