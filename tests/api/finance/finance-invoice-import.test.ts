import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import JSZip from 'jszip';
import { resources } from '../../../resources.config';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { describedReplies } from '../../helpers/described-reply';
import { multipartOf } from '../../helpers/multipart';
import { as, callerWith } from '../../helpers/test-caller';

// PUT /admin/finance/invoices/zip: FatturaPA files written to the published specification (FPR12 received,
// FPA12 lot of two issued with three rates and an exempt N1 line, a CMS-signed .xml.p7m, a malformed one).
// The firm is VAT number 12345678903 (the default COMPANY_VAT_NUMBER).

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/finance', name));
const zipOf = async (entries: Record<string, Buffer | string>) => {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer' });
};

describe.each(testDatabaseKinds)('FatturaPA import on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE']));
  const sales = as(callerWith(['SALES MANAGE']));
  const inject = (options: InjectOptions) => t.app.inject(options);
  const upload = (content: Buffer, headers = finance) => {
    const body = multipartOf([{ fileName: 'fatture.zip', contentType: 'application/zip', content }]);
    return inject({ method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const invoicesNumbered = async (number: string) =>
    (await inject({ method: 'GET', url: `/api/admin/finance/invoices?number=${encodeURIComponent(number)}`, headers: finance })).json() as Record<string, unknown>[];

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
  });
  afterAll(() => t.close());

  test('a received invoice, a lot of two issued ones and a signed .p7m give the right directions, totals and VAT', async () => {
    const zip = await zipOf({
      'IT09876543217_00045.xml': fixture('fattura-received.xml'),
      'IT09876543217_00045.pdf': '%PDF-1.4 copy',
      'IT12345678903_00077.xml': fixture('fattura-lot-issued.xml'),
      'IT09876543217_00046.xml.p7m': fixture('IT09876543217_00046.xml.p7m'),
    });
    const response = await upload(zip);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 4, skipped: 0, refused: 0 });

    const [received] = await invoicesNumbered('45/2026');
    expect(received).toMatchObject({ direction: 'in', date: '2026-10-15', taxable: 500, vat: 110, vatRate: 22, total: 610, dueDate: '2026-11-14', hasInvoiceXmlFile: true, hasInvoicePdfFile: true });
    const supplier = (await inject({ method: 'GET', url: `/api/admin/finance/suppliers/${String(received.supplierId)}`, headers: finance })).json();
    expect(supplier).toMatchObject({ name: 'Studio Neri Consulenze Srl', vatNumber: '09876543217' });

    const [multiRate] = await invoicesNumbered('FT-2026-118');
    expect(multiRate).toMatchObject({ direction: 'out', taxable: 1102, vat: 224, total: 1326, vatRate: null, dueDate: '2026-12-02', hasInvoicePdfFile: false });
    // Lines (300) and summary (350) disagree: the summary is kept and the invoice is flagged.
    const [second] = await invoicesNumbered('FT-2026-119');
    expect(second).toMatchObject({ direction: 'out', taxable: 350, vat: 77, total: 427 });
    expect(second.description).toMatch(/summary was kept/);
    expect(response.json().invoices.find((row: { number: string }) => row.number === 'FT-2026-119').isLinesMismatch).toBe(true);

    const [signed] = await invoicesNumbered('46/2026');
    expect(signed).toMatchObject({ direction: 'in', total: 610, supplierId: received.supplierId });

    // Lines and the document's summary per rate, the exempt line with its Natura; the mismatch flagged.
    const linesOf = async (id: unknown) =>
      ((await inject({ method: 'GET', url: `/api/admin/finance/invoices/lines?invoiceId=${String(id)}&_sort=position&_order=asc`, headers: finance })).json() as Record<string, unknown>[]).map(
        (line) => [line.description, line.vatRate, line.nature, line.lineTotal],
      );
    expect(await linesOf(multiRate.id)).toEqual([
      ['Progettazione', 22, null, 1000],
      ['Manuali', 4, null, 100],
      ['Bollo', 0, 'N1', 2],
    ]);
    expect(JSON.parse(String(multiRate.vatSummary))).toEqual([
      { rate: 22, nature: null, taxable: 1000, vat: 220 },
      { rate: 4, nature: null, taxable: 100, vat: 4 },
      { rate: 0, nature: 'N1', taxable: 2, vat: 0 },
    ]);
    expect(multiRate.isLinesMismatch).toBe(false);
    expect(second.isLinesMismatch).toBe(true);
    expect(await linesOf(second.id)).toEqual([['Sopralluogo', 22, null, 300]]);

    // The original file attached to each invoice (the signed one as delivered), with its PDF where the ZIP had one.
    const attachmentsOf = async (id: unknown) =>
      ((await inject({ method: 'GET', url: `/api/admin/finance/invoices/attachments/${String(id)}`, headers: finance })).json() as { fileName: string }[]).map((file) => file.fileName).sort();
    expect(await attachmentsOf(received.id)).toEqual(['IT09876543217_00045.pdf', 'IT09876543217_00045.xml']);
    expect(await attachmentsOf(signed.id)).toEqual(['IT09876543217_00046.xml.p7m']);
    expect(await attachmentsOf(second.id)).toEqual(['IT12345678903_00077.xml']);
    const pdfAttachment = ((await inject({ method: 'GET', url: `/api/admin/finance/invoices/attachments/${String(received.id)}`, headers: finance })).json() as { id: number; fileName: string }[]).find(
      (file) => file.fileName.endsWith('.pdf'),
    )!;
    const downloaded = await inject({ method: 'GET', url: `/api/admin/finance/invoices/attachments/${String(received.id)}/${pdfAttachment.id}`, headers: finance });
    expect(downloaded.body).toBe('%PDF-1.4 copy');

    const again = await upload(zip);
    expect(again.json()).toMatchObject({ imported: 0, skipped: 4 });
  });

  test('a malformed file is refused by name beside the good one, which is imported', async () => {
    const zip = await zipOf({ 'a-good.xml': fixture('fattura-received.xml').toString().replace('45/2026', '47/2026'), 'b-bad.xml': fixture('fattura-malformed.xml') });
    const response = await upload(zip);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 1, skipped: 0, refused: 1 });
    expect(response.json().files).toEqual([
      expect.objectContaining({ fileName: 'a-good.xml', status: 'imported', invoices: [expect.objectContaining({ number: '47/2026', total: 610, status: 'imported' })] }),
      { fileName: 'b-bad.xml', status: 'refused', reason: '<ImponibileImporto> "dieci" is not an amount', invoices: [] },
    ]);
    expect(await invoicesNumbered('47/2026')).toHaveLength(1);
    // A ZIP with nothing good in it is bad input: a 400 naming each file and its reason.
    const broken = await upload(await zipOf({ 'c.xml': '<FatturaElettronica><open></FatturaElettronica>' }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^fatture\.zip was refused, nothing was imported: c\.xml: line \d+: the XML is malformed/);
    expect(broken.json().errors['c.xml']).toMatch(/^line \d+: the XML is malformed/);
  });

  test("the reasons are in the reader's language; a received invoice fills its supplier's empty IBAN from DatiPagamento", async () => {
    const italian = { ...finance, 'accept-language': 'it' };
    const withIban = (number: string, iban: string) =>
      fixture('fattura-received.xml').toString().replace('45/2026', number).replace('<ImportoPagamento>', `<IBAN>${iban}</IBAN><ImportoPagamento>`);
    const body = multipartOf([{ fileName: 'fatture.zip', contentType: 'application/zip', content: await zipOf({ 'a.xml': withIban('51/2026', 'IT60 X054 2811 1010 0000 0123 456'), 'b-bad.xml': fixture('fattura-malformed.xml') }) }]);
    const report = await inject({ method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...italian, ...body.headers }, payload: body.payload });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().files[1]).toMatchObject({ fileName: 'b-bad.xml', status: 'refused', reason: '<ImponibileImporto> "dieci" non è un importo' });
    // The report, an imported file and a refused one, is what the import's declared reply promises (importZip).
    expect((await describedReplies(inject, finance))('put', '/api/admin/finance/invoices/zip', report)).toBe('');
    const [invoice] = await invoicesNumbered('51/2026');
    const supplier = (await inject({ method: 'GET', url: `/api/admin/finance/suppliers/${String(invoice.supplierId)}`, headers: finance })).json();
    expect(supplier.iban).toBe('IT60X0542811101000000123456');
    // A supplier's IBAN already kept stays: the next invoice asking another one changes nothing.
    await upload(await zipOf({ 'c.xml': withIban('52/2026', 'IT07X0542811101000000654321') }));
    expect((await inject({ method: 'GET', url: `/api/admin/finance/suppliers/${String(invoice.supplierId)}`, headers: finance })).json().iban).toBe('IT60X0542811101000000123456');
    // Nothing good: the 400 in Italian too.
    const bad = multipartOf([{ fileName: 'fatture.zip', contentType: 'application/zip', content: await zipOf({ 'c.xml': '<FatturaElettronica><open></FatturaElettronica>' }) }]);
    const refused = await inject({ method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...italian, ...bad.headers }, payload: bad.payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^fatture\.zip è stato rifiutato, non è stato importato nulla: c\.xml: riga \d+: l'XML non è ben formato/);
  });

  test('nested archives and path tricks are refused; the wrong role too', async () => {
    const nested = await upload(await zipOf({ 'inner.zip': await zipOf({ 'x.xml': fixture('fattura-received.xml') }) }));
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/archives inside the archive/);
    const tricky = await upload(await zipOf({ '../../etc/evil.xml': fixture('fattura-received.xml') }));
    expect(tricky.statusCode).toBe(400);
    expect(tricky.json().message).toMatch(/path outside the archive/);
    expect((await upload(await zipOf({ 'x.xml': fixture('fattura-received.xml') }), sales)).statusCode).toBe(403);
  });
});
