import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import JSZip from 'jszip';
import { resources } from '../../../resources.config';
import { IMPORT_LIMITS } from '../../../resources/import-limits';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { uploadFolderOf } from '../../../server/files/spooled-upload';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { as, callerWith } from '../../helpers/test-caller';

// A FatturaPA import refused midway leaves nothing of itself (issue 42): the invoices written before the refusal
// are undone with the transaction, and so are the files already stored for them (XML and PDF: in DATA_DIR/files on
// PGlite, in the database's own file tables on PostgreSQL, neither part of the import's transaction), and the
// upload's temporary file. A file refused alone (its savepoint undone) takes its stored files along too.

const REFUSED = 'Refused by a rule';
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/finance', name), 'utf8');
const sample = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/finance/fatturapa-samples', name), 'utf8');
const numbered = (number: number) => fixture('fattura-received.xml').replace('<Numero>45/2026</Numero>', `<Numero>${number}/2026</Numero>`);
const pdf = (number: number) => Buffer.from(`%PDF-1.4\ncopia di cortesia ${number}\n%%EOF\n`);
const zipOf = async (entries: [string, Buffer | string][]) => {
  const zip = new JSZip();
  for (const [name, content] of entries) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};
/** Four good invoices, each with its PDF, written before the fifth entry is read. */
const fourGood = (first: number): [string, Buffer | string][] =>
  [0, 1, 2, 3].flatMap((index): [string, Buffer | string][] => [
    [`IT09876543217_${first + index}.xml`, numbered(first + index)],
    [`IT09876543217_${first + index}.pdf`, pdf(first + index)],
  ]);

describe.each(testDatabaseKinds)('a FatturaPA import refused midway leaves nothing on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE']));
  const inject = (options: InjectOptions) => t.app.inject(options);
  const upload = (content: Buffer) => {
    const body = multipartOf([{ fileName: 'fatture-anno.zip', contentType: 'application/zip', content }]);
    return inject({ method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...finance, ...body.headers }, payload: body.payload });
  };
  /** Everything an import leaves: invoices, their lines, attachment rows, stored files, temporary uploads. */
  const traces = async () => {
    const count = async (table: string) => Number((await t.app.portal.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0].n);
    const keys: string[] = [];
    for await (const key of t.app.portal.storage.keys()) keys.push(key);
    const tmp = uploadFolderOf(t.app.portal.config.dataDir);
    return {
      invoices: await count('invoices'),
      lines: await count('invoice_lines'),
      attachments: await count('attachments'),
      storedFiles: keys.sort(),
      temporaryUploads: fs.existsSync(tmp) ? fs.readdirSync(tmp) : [],
    };
  };

  beforeAll(async () => {
    // Four invoices per import (IMPORT_ZIP_MAX_INVOICES lowered), so that the fifth refuses the import.
    t = await startTestApp(kind, {
      resources,
      config: { importLimits: { ...IMPORT_LIMITS, zipInvoices: 4 } },
      // A refusal while a file's second invoice is written (as a module's rule or a constraint may refuse).
      writeRules: {
        invoices: [
          (_tx, { after }) => {
            if (after.number === REFUSED) throw badRequest(message('No such invoice'), { number: message('Refused') });
          },
        ],
      },
    });
  });
  afterAll(() => t.close());

  test('the fifth invoice over the limit: 400, and the four before it, their lines and their files are gone', async () => {
    const before = await traces();
    const response = await upload(await zipOf([...fourGood(500), ['IT09876543217_504.xml', numbered(504)]]));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(
      'fatture-anno.zip was refused, nothing was imported: IT09876543217_504.xml: the ZIP holds more than 4 invoices, more than one import accepts',
    );
    expect(await traces()).toEqual(before);
    // The same four alone are imported, each with its XML and PDF: the refusal above is what undid them.
    const imported = await upload(await zipOf(fourGood(500)));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 4 });
    const after = await traces();
    expect(after.invoices - before.invoices).toBe(4);
    expect(after.attachments - before.attachments).toBe(8);
    expect(after.storedFiles.length - before.storedFiles.length).toBe(8);
    expect(after.temporaryUploads).toEqual([]);
  });

  test('the fifth entry larger than a FatturaPA file may be: 400, nothing kept', async () => {
    const before = await traces();
    const huge = numbered(604).replace('<Causale>', `<Causale>${'x'.repeat(6 * 1024 * 1024)}`);
    const response = await upload(await zipOf([...fourGood(600), ['IT09876543217_604.xml', huge]]));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(
      'fatture-anno.zip was refused, nothing was imported: IT09876543217_604.xml: the file is larger than 5 MB, the most a FatturaPA file may be',
    );
    expect(await traces()).toEqual(before);
  });

  test("a file refused after its first invoice was stored: that invoice's files go with it, the other files stay", async () => {
    const before = await traces();
    // A batch file (two bodies): the second invoice is refused by a rule when it is written, after the first
    // invoice and its XML and PDF were stored.
    const batch = sample('IT01234567890_FPR03.xml').replace('<Numero>789</Numero>', '<Numero>7789</Numero>').replace('<Numero>790</Numero>', `<Numero>${REFUSED}</Numero>`);
    const response = await upload(
      await zipOf([
        ['IT09876543217_700.xml', numbered(700)],
        ['IT01234567890_FPR03.xml', batch],
        ['IT01234567890_FPR03.pdf', pdf(7789)],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 1, refused: 1 });
    expect(response.json().files[1]).toMatchObject({ fileName: 'IT01234567890_FPR03.xml', status: 'refused' });
    const after = await traces();
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.attachments - before.attachments).toBe(1);
    expect(after.storedFiles.length - before.storedFiles.length).toBe(1);
    expect(after.temporaryUploads).toEqual([]);
  });
});
