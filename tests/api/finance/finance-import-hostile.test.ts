import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import JSZip from 'jszip';
import { resources } from '../../../resources.config';
import { IMPORT_LIMITS } from '../../../resources/import-limits';
import { uploadFolderOf } from '../../../server/files/spooled-upload';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { as, callerWith } from '../../helpers/test-caller';

// Hostile XML and oversized imports, for both importers (FatturaPA ZIP and camt.053 statement): a DTD, 20,000
// entity references and 100,000 levels of nesting are a 400 naming the file and the reason, never a 500; the
// import limits refuse larger inputs before the work that would need the memory; nothing is written by a refused
// import. The app runs with small limits (the IMPORT_* settings an operator may lower), so the inputs past them
// stay small; their defaults (a year: 100,000 movements, 200 MB / 20,000 invoices) are measured in bench/.

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/finance', name), 'utf8');
const IBAN = 'IT60X0542811101000000123456';

/** The hostile variants of one XML document, made by inserting into the text of `element`. */
const hostileOf = (xml: string, element: string): Record<string, string> => {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  const body = xml.replace(declaration, '').trimStart();
  const laughs = `<!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>`;
  const inText = (text: string) => body.replace(`<${element}>`, `<${element}>${text}`);
  return {
    'a DOCTYPE with entities': `${declaration}\n${laughs}\n${inText('&lol2;')}`,
    'an external entity': `${declaration}\n<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n${inText('&secret;')}`,
    '20,000 entity references': `${declaration}\n${laughs}\n${inText('&lol2;'.repeat(20_000))}`,
    '100,000 levels of nesting': `${declaration}\n${body.replace(`<${element}>`, `${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}<${element}>`)}`,
  };
};
const REASONS: Record<string, RegExp> = {
  'a DOCTYPE with entities': /a DTD \(DOCTYPE or ENTITY declaration\) is not accepted/,
  'an external entity': /a DTD \(DOCTYPE or ENTITY declaration\) is not accepted/,
  '20,000 entity references': /a DTD \(DOCTYPE or ENTITY declaration\) is not accepted/,
  '100,000 levels of nesting': /elements nest deeper than 64 levels/,
};

const zipOf = async (entries: Record<string, Buffer | string>) => {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/** A camt.053 of `count` booked entries of the fixture's account. */
const camtOf = (count: number) => {
  const entry = (index: number) =>
    `<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-12-01</Dt></BookgDt><AcctSvcrRef>R${index}</AcctSvcrRef><AddtlNtryInf>Incasso ${index}</AddtlNtryInf></Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>${IBAN}</IBAN></Id></Acct>${Array.from({ length: count }, (_, index) => entry(index)).join('')}</Stmt></BkToCstmrStmt></Document>`;
};

const MB = 1024 * 1024;
const LIMITS = { ...IMPORT_LIMITS, statementBytes: 4 * MB, statementMovements: 300, zipBytes: 10 * MB, zipFiles: 500, zipInvoices: 3, zipExpandedBytes: 20 * MB };

describe.each(testDatabaseKinds)('hostile and oversized imports on %s', (kind) => {
  let t: TestApp;
  let accountId: number;
  const finance = as(callerWith(['FINANCE MANAGE']));
  const inject = (options: InjectOptions) => t.app.inject(options);
  const uploadZip = (content: Buffer) => {
    const body = multipartOf([{ fileName: 'fatture-ottobre.zip', contentType: 'application/zip', content }]);
    return inject({ method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...finance, ...body.headers }, payload: body.payload });
  };
  const uploadStatement = (content: string | Buffer) => {
    const body = multipartOf([{ fileName: 'estratto.xml', contentType: 'application/xml', content: Buffer.from(content) }], { account_id: accountId });
    return inject({ method: 'PUT', url: '/api/admin/finance/cashflow/csv', headers: { ...finance, ...body.headers }, payload: body.payload });
  };
  const counts = async () => {
    const count = async (url: string) => Number((await inject({ method: 'GET', url: `${url}?_start=0&_end=1`, headers: finance })).headers['x-total-count']);
    return { invoices: await count('/api/admin/finance/invoices'), movements: await count('/api/admin/finance/cashflow') };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources, config: { importLimits: LIMITS } });
    const bank = await inject({ method: 'PUT', url: '/api/admin/finance/accounts/banks', headers: finance, payload: { name: 'Banca Ostile' } });
    const account = await inject({ method: 'PUT', url: '/api/admin/finance/accounts', headers: finance, payload: { name: 'Conto', bankId: bank.json().id, iban: IBAN, openingBalance: 0 } });
    accountId = account.json().id;
  });
  afterAll(() => t.close());

  for (const [name, reason] of Object.entries(REASONS)) {
    test(`FatturaPA with ${name}: 400 naming the ZIP, the file and the reason`, async () => {
      const before = await counts();
      const xml = hostileOf(fixture('fattura-received.xml'), 'Causale')[name];
      const response = await uploadZip(await zipOf({ 'IT09876543217_00099.xml': xml }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/^fatture-ottobre\.zip was refused, nothing was imported: IT09876543217_00099\.xml: the XML was not read: /);
      expect(response.json().message).toMatch(reason);
      expect(await counts()).toEqual(before);
    });

    test(`camt.053 with ${name}: 400 naming the file and the reason`, async () => {
      const before = await counts();
      const response = await uploadStatement(hostileOf(fixture('camt053.xml'), 'AddtlNtryInf')[name]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/^estratto\.xml was refused, nothing was imported\. The XML was not read: /);
      expect(response.json().message).toMatch(reason);
      expect(await counts()).toEqual(before);
    });
  }

  test("an embedded attachment (Allegati) is not read, and a file's invoice lines are capped", async () => {
    const withAttachment = fixture('fattura-received.xml')
      .replace('<Numero>45/2026</Numero>', '<Numero>46/2026</Numero>')
      .replace('</FatturaElettronicaBody>', `<Allegati><NomeAttachment>copia.pdf</NomeAttachment><Attachment>${'QUJD'.repeat(500_000)}</Attachment></Allegati></FatturaElettronicaBody>`);
    const imported = await uploadZip(await zipOf({ 'IT09876543217_00046.xml': withAttachment }));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 1 });
    const line = (index: number) =>
      `<DettaglioLinee><NumeroLinea>${index}</NumeroLinea><Descrizione>Ora ${index}</Descrizione><PrezzoUnitario>1.00</PrezzoUnitario><PrezzoTotale>1.00</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>`;
    const manyLines = fixture('fattura-received.xml').replace('<DatiBeniServizi>', `<DatiBeniServizi>${Array.from({ length: IMPORT_LIMITS.invoiceLines }, (_, index) => line(index + 2)).join('')}`);
    const before = await counts();
    const refused = await uploadZip(await zipOf({ 'IT09876543217_00047.xml': manyLines }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "fatture-ottobre.zip was refused, nothing was imported: IT09876543217_00047.xml: the file's invoices hold more than 10,000 lines, more than one import accepts",
    );
    expect(await counts()).toEqual(before);
  });

  test('a camt.053 that opens with its DOCTYPE (no XML declaration) is still read as XML and refused', async () => {
    const xml = fixture('camt053.xml').replace('<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE Document [<!ENTITY e SYSTEM "file:///etc/hostname">]>');
    const response = await uploadStatement(xml.replace('<AddtlNtryInf>', '<AddtlNtryInf>&e;'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('estratto.xml was refused, nothing was imported. The XML was not read: a DTD (DOCTYPE or ENTITY declaration) is not accepted');
  });

  test('predefined entities without a DTD are read as text, many of them too', async () => {
    const camt = fixture('camt053.xml').replace('<AddtlNtryInf>Bonifico a Studio Neri', `<AddtlNtryInf>Rossi &amp; Figli &#8364;${'&lt;'.repeat(20_000)} Bonifico a Studio Neri`);
    const response = await uploadStatement(camt);
    expect(response.statusCode, response.body).toBe(200);
    const rows = (await inject({ method: 'GET', url: `/api/admin/finance/cashflow?accountId=${accountId}&_sort=date&_order=asc`, headers: finance })).json() as { description: string }[];
    expect(rows.find((row) => row.description.startsWith('Rossi'))?.description).toMatch(/^Rossi & Figli €<<</);
    const zip = await zipOf({ 'IT09876543217_00045.xml': fixture('fattura-received.xml').replace('<Causale>Consulenza', '<Causale>Studio &amp; Partners: consulenza') });
    const imported = await uploadZip(zip);
    expect(imported.statusCode, imported.body).toBe(200);
    const [invoice] = (await inject({ method: 'GET', url: '/api/admin/finance/invoices?number=45%2F2026', headers: finance })).json() as { description: string }[];
    expect(invoice.description).toMatch(/^Studio & Partners: consulenza fiscale ottobre/);
  });

  test('a ZIP beyond the limits is refused naming the file and the limit, before it is expanded', async () => {
    const before = await counts();
    // One FatturaPA file above the exchange system's own 5 MB (a 6 MB text field).
    const huge = fixture('fattura-received.xml').replace('<Causale>', `<Causale>${'x'.repeat(6 * 1024 * 1024)}`);
    const oversized = await uploadZip(await zipOf({ 'IT09876543217_00100.xml': huge }));
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toBe(
      'fatture-ottobre.zip was refused, nothing was imported: IT09876543217_00100.xml: the file is larger than 5 MB, the most a FatturaPA file may be',
    );
    const longText = fixture('fattura-received.xml').replace('<Causale>', `<Causale>${'x'.repeat(IMPORT_LIMITS.invoiceTextLength + 1)}`);
    const long = await uploadZip(await zipOf({ 'IT09876543217_00101.xml': longText }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('fatture-ottobre.zip was refused, nothing was imported: IT09876543217_00101.xml: the XML was not read: a text is longer than 100,000 characters');
    // Files whose sizes add up past the expanded limit (zeros compress to almost nothing).
    const zeros = Buffer.alloc(LIMITS.invoiceXmlBytes);
    const bomb = await uploadZip(await zipOf(Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`allegato-${index}.pdf`, zeros]))));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe('fatture-ottobre.zip was refused, nothing was imported: the ZIP expands beyond 20 MB');
    const many = await uploadZip(await zipOf(Object.fromEntries(Array.from({ length: LIMITS.zipFiles + 1 }, (_, index) => [`nota-${index}.txt`, 'x']))));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(`fatture-ottobre.zip was refused, nothing was imported: the ZIP holds ${LIMITS.zipFiles + 1} files, more than ${LIMITS.zipFiles}`);
    // More invoices than one import writes (IMPORT_ZIP_MAX_INVOICES): refused whole, the ones before it undone.
    const invoices = Object.fromEntries(
      Array.from({ length: LIMITS.zipInvoices + 1 }, (_, index) => [`IT09876543217_${900 + index}.xml`, fixture('fattura-received.xml').replace('<Numero>45/2026</Numero>', `<Numero>${900 + index}/2026</Numero>`)]),
    );
    const tooMany = await uploadZip(await zipOf(invoices));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      `fatture-ottobre.zip was refused, nothing was imported: IT09876543217_${900 + LIMITS.zipInvoices}.xml: the ZIP holds more than ${LIMITS.zipInvoices} invoices, more than one import accepts`,
    );
    const tooLarge = await uploadZip(Buffer.alloc(LIMITS.zipBytes + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(`fatture-ottobre.zip: Invalid file size, file size should be smaller than ${LIMITS.zipBytes} bytes.`);
    expect(await counts()).toEqual(before);
  });

  test('a statement beyond the limits is refused naming the file and the limit', async () => {
    const before = await counts();
    const many = await uploadStatement(camtOf(LIMITS.statementMovements + 1));
    expect(many.statusCode, many.body.slice(0, 300)).toBe(400);
    expect(many.json().message).toBe(`estratto.xml was refused, nothing was imported. The statement holds more than the ${LIMITS.statementMovements} entries one import accepts`);
    const longText = fixture('camt053.xml').replace('<AddtlNtryInf>', `<AddtlNtryInf>${'y'.repeat(IMPORT_LIMITS.statementTextLength + 1)}`);
    const long = await uploadStatement(longText);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('estratto.xml was refused, nothing was imported. The XML was not read: a text is longer than 100,000 characters (Stmt 1, Ntry 2)');
    const tooLarge = await uploadStatement(Buffer.alloc(LIMITS.statementBytes + 1, ' '));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(`estratto.xml: Invalid file size, file size should be smaller than ${LIMITS.statementBytes} bytes.`);
    expect(await counts()).toEqual(before);
    // Every upload was written to a temporary file and removed once answered.
    expect(fs.readdirSync(uploadFolderOf(t.app.portal.config.dataDir))).toEqual([]);
  });
});
