import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import JSZip from 'jszip';
import { resources } from '../../../resources.config';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { signedInvoice } from '../../helpers/signed-invoice';
import { as, callerWith } from '../../helpers/test-caller';

// PUT /admin/finance/invoices/zip, file by file: the official FatturaPA samples (fixtures/finance/fatturapa-samples,
// received by the firm 12345678903) beside a malformed file, a seller whose VAT number fails its check digit,
// one .xml sent alone, signed .xml.p7m made here with pkijs (whole, chunked in indefinite-length BER, tampered).

const samples = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/finance/fatturapa-samples', name));
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/finance', name));
const zipOf = async (entries: Record<string, Buffer | string>) => {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer' });
};
const renumbered = (xml: Buffer, from: string, to: string) => Buffer.from(xml.toString('utf8').replace(`<Numero>${from}</Numero>`, `<Numero>${to}</Numero>`));

describe.each(testDatabaseKinds)('FatturaPA import file by file on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE']));
  const inject = (options: InjectOptions) => t.app.inject(options);
  const upload = (content: Buffer, fileName = 'fatture.zip', contentType = 'application/zip') => {
    const body = multipartOf([{ fileName, contentType, content }]);
    return inject({ method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...finance, ...body.headers }, payload: body.payload });
  };
  const invoicesNumbered = async (number: string) =>
    (await inject({ method: 'GET', url: `/api/admin/finance/invoices?number=${encodeURIComponent(number)}`, headers: finance })).json() as Record<string, unknown>[];

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
  });
  afterAll(() => t.close());

  test('the official samples beside a malformed file: three files imported (four invoices), the bad one refused by name', async () => {
    const zip = await zipOf({
      'IT01234567890_FPR01.xml': samples('IT01234567890_FPR01.xml'),
      'IT01234567890_FPR02.xml': samples('IT01234567890_FPR02.xml'),
      'IT01234567890_FPR03.xml': samples('IT01234567890_FPR03.xml'),
      'IT01234567890_FPR99.xml': '<p:FatturaElettronica><FatturaElettronicaHeader></p:FatturaElettronica>',
    });
    const response = await upload(zip);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ imported: 4, skipped: 0, refused: 1 });
    expect(reply.files.map((file: { fileName: string; status: string }) => [file.fileName, file.status])).toEqual([
      ['IT01234567890_FPR01.xml', 'imported'],
      ['IT01234567890_FPR02.xml', 'imported'],
      ['IT01234567890_FPR03.xml', 'imported'],
      ['IT01234567890_FPR99.xml', 'refused'],
    ]);
    expect(reply.files[3].reason).toMatch(/the XML is malformed/);
    const totals = Object.fromEntries(
      await Promise.all(['123', '456', '789', '790'].map(async (number) => [number, (await invoicesNumbered(number))[0]?.total])),
    );
    expect(totals).toEqual({ '123': 6.1, '456': 30.5, '789': 18.3, '790': 110 });
    // The seller's VAT number (IT01234567890, as in the official files) fails its check digit: kept and flagged.
    const [twoLines] = await invoicesNumbered('456');
    expect(twoLines).toMatchObject({ direction: 'in', taxable: 25, vat: 5.5, isPartyVatInvalid: true, signature: null, isLinesMismatch: false });
    const supplier = (await inject({ method: 'GET', url: `/api/admin/finance/suppliers/${String(twoLines.supplierId)}`, headers: finance })).json();
    expect(supplier).toMatchObject({ name: "SOCIETA' ALPHA SRL", vatNumber: '01234567890' });
    const lines = (await inject({ method: 'GET', url: `/api/admin/finance/invoices/lines?invoiceId=${String(twoLines.id)}`, headers: finance })).json() as unknown[];
    expect(lines).toHaveLength(2);

    // Again: every invoice is there already, so each file is skipped as a duplicate, and nothing is added.
    const again = await upload(zip);
    expect(again.json()).toMatchObject({ imported: 0, skipped: 4, refused: 1 });
    expect(again.json().files[2]).toMatchObject({ status: 'skipped', invoices: [{ number: '789', status: 'skipped' }, { number: '790', status: 'skipped' }] });
    expect(await invoicesNumbered('790')).toHaveLength(1);
  });

  test('a file that is not the firm\'s is refused alone; a file alone (.xml) is imported', async () => {
    const foreign = samples('IT01234567890_FPR01.xml').toString('utf8').replace('<IdCodice>12345678903</IdCodice>', '<IdCodice>09876543217</IdCodice>');
    const mixed = await upload(await zipOf({ 'altro.xml': foreign, 'nostra.xml': renumbered(samples('IT01234567890_FPR01.xml'), '123', '124') }));
    expect(mixed.json().files).toEqual([
      { fileName: 'altro.xml', status: 'refused', reason: 'invoice 123 is neither issued nor received by the firm (VAT number 12345678903)', invoices: [] },
      expect.objectContaining({ fileName: 'nostra.xml', status: 'imported' }),
    ]);
    const alone = await upload(renumbered(samples('IT01234567890_FPR01.xml'), '123', '125'), 'IT01234567890_FPR01.xml', 'application/xml');
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toMatchObject({ imported: 1, files: [{ fileName: 'IT01234567890_FPR01.xml', status: 'imported' }] });
    expect((await invoicesNumbered('125'))[0]).toMatchObject({ total: 6.1, hasInvoiceXmlFile: true });
  });

  test('signed .xml.p7m: read as CMS whole or chunked (indefinite length), the signature shown valid or invalid', async () => {
    const xml = (number: string) => renumbered(samples('IT01234567890_FPR01.xml'), '123', number);
    const zip = await zipOf({
      'IT01234567890_P01.xml.p7m': await signedInvoice(xml('P-1')),
      'IT01234567890_P02.xml.p7m': await signedInvoice(xml('P-2'), { isChunked: true }),
      'IT01234567890_P03.xml.p7m': await signedInvoice(xml('P-3'), { tamper: (text) => text.replace('VIALE ROMA 543', 'VIALE ROMA 545') }),
      'IT01234567890_P04.xml.p7m': await signedInvoice(xml('P-4'), { isChunked: true, tamper: (text) => text.replace('VIALE ROMA 543', 'VIALE ROMA 545') }),
      'IT01234567890_P05.xml.p7m': Buffer.from('30800609not-a-signature'),
      'IT09876543217_00046.xml.p7m': fixture('IT09876543217_00046.xml.p7m'),
    });
    const response = await upload(zip);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().files.map((file: { fileName: string; status: string; invoices: { signature: string }[] }) => [file.fileName, file.status, file.invoices[0]?.signature])).toEqual([
      ['IT01234567890_P01.xml.p7m', 'imported', 'valid'],
      ['IT01234567890_P02.xml.p7m', 'imported', 'valid'],
      ['IT01234567890_P03.xml.p7m', 'imported', 'invalid'],
      ['IT01234567890_P04.xml.p7m', 'imported', 'invalid'],
      ['IT01234567890_P05.xml.p7m', 'refused', undefined],
      ['IT09876543217_00046.xml.p7m', 'imported', 'valid'],
    ]);
    expect((await invoicesNumbered('P-2'))[0]).toMatchObject({ signature: 'valid', total: 6.1 });
    expect((await invoicesNumbered('P-4'))[0]).toMatchObject({ signature: 'invalid', total: 6.1 });
    const [chunked] = await invoicesNumbered('P-2');
    const attachments = (await inject({ method: 'GET', url: `/api/admin/finance/invoices/attachments/${String(chunked.id)}`, headers: finance })).json() as { fileName: string }[];
    expect(attachments.map((file) => file.fileName)).toEqual(['IT01234567890_P02.xml.p7m']);
    // A signed file sent alone.
    const alone = await upload(await signedInvoice(xml('P-6'), { isChunked: true }), 'IT01234567890_P06.xml.p7m', 'application/pkcs7-mime');
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json().files[0].invoices[0]).toMatchObject({ number: 'P-6', signature: 'valid', status: 'imported' });
  });

  test('the same ZIP imported twice at once: one copy of each invoice (the serial lock, then the unique index)', async () => {
    const zip = await zipOf({ 'a.xml': renumbered(samples('IT01234567890_FPR02.xml'), '456', 'C-1'), 'b.xml': renumbered(samples('IT01234567890_FPR01.xml'), '123', 'C-2') });
    const replies = await Promise.all([upload(zip), upload(zip), upload(zip)]);
    for (const reply of replies) expect([200, 409]).toContain(reply.statusCode);
    const imported = replies.filter((reply) => reply.statusCode === 200).reduce((sum, reply) => sum + Number(reply.json().imported), 0);
    expect(imported).toBe(2);
    expect(await invoicesNumbered('C-1')).toHaveLength(1);
    expect(await invoicesNumbered('C-2')).toHaveLength(1);
  });

  test('an import racing the same invoice typed by hand: one copy, the import skips it or the typing is a 409', async () => {
    const [supplier] = (await inject({ method: 'GET', url: '/api/admin/finance/suppliers?vatNumber=01234567890', headers: finance })).json() as { id: number }[];
    const typed = { direction: 'in', number: 'R-1', date: '2026-10-18', supplierId: supplier.id, taxable: 5, vat: 1.1, total: 6.1 };
    const zip = await zipOf({ 'r.xml': renumbered(samples('IT01234567890_FPR01.xml'), '123', 'R-1') });
    const [imported, ...typing] = await Promise.all([
      upload(zip),
      ...Array.from({ length: 6 }, () => inject({ method: 'PUT', url: '/api/admin/finance/invoices', headers: finance, payload: typed })),
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    for (const reply of typing) expect([201, 409]).toContain(reply.statusCode);
    const made = Number(imported.json().imported) + typing.filter((reply) => reply.statusCode === 201).length;
    expect(made).toBe(1);
    expect(await invoicesNumbered('R-1')).toHaveLength(1);
  });
});
