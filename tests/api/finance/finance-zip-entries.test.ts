import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { resources } from '../../../resources.config';
import { IMPORT_LIMITS } from '../../../resources/import-limits';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { as, callerWith } from '../../helpers/test-caller';

// A FatturaPA ZIP is read entry by entry (issue 42): a ZIP of 65,000 tiny entries (7 MB, the soak's probe) is
// refused from its central directory's count with a 400, without inflating anything, and the server's memory
// barely moves (it grew by 2.1 GB when the whole archive was loaded first); the names of the ZIP's files are
// stored cleaned as a direct upload's are (no bidi override, at most 200 characters).

/**
 * A ZIP of stored (uncompressed) entries, written here: the kept ZIP writers take minutes for 65,000 entries
 * (jszip's generation and yazl's entry queue grow with the square of the count); this is the format's plain layout.
 */
const storedZipOf = (entries: readonly { name: string; content: Buffer }[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(0x21, 12); // 1 January 1980
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, content);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/finance', name));

describe.each(testDatabaseKinds)('FatturaPA ZIP read entry by entry on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE']));
  const inject = (options: InjectOptions) => t.app.inject(options);
  const upload = (content: Buffer) => {
    const body = multipartOf([{ fileName: 'fatture-anno.zip', contentType: 'application/zip', content }]);
    return inject({ method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...finance, ...body.headers }, payload: body.payload });
  };
  const invoiceCount = async () => Number((await inject({ method: 'GET', url: '/api/admin/finance/invoices?_start=0&_end=1', headers: finance })).headers['x-total-count']);

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
  });
  afterAll(() => t.close());

  test('a ZIP of 65,000 tiny entries is refused from its count with a 400, and the memory barely grows', async () => {
    const tiny = Buffer.from('<x/>');
    const zip = storedZipOf(Array.from({ length: 65_000 }, (_, index) => ({ name: `IT09876543217_${String(index).padStart(5, '0')}.xml`, content: tiny })));
    const before = await invoiceCount();
    const rssBefore = process.memoryUsage().rss;
    const response = await upload(zip);
    const grown = process.memoryUsage().rss - rssBefore;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `fatture-anno.zip was refused, nothing was imported: the ZIP holds 65000 files, more than ${IMPORT_LIMITS.zipFiles}`,
    });
    expect(grown).toBeLessThan(50 * 1024 * 1024);
    expect(await invoiceCount()).toBe(before);
  });

  test("the ZIP's file names are stored cleaned as a direct upload's are: no bidi override, at most 200 characters", async () => {
    const invoice = (from: string, to: string) => Buffer.from(fixture('fattura-received.xml').toString('utf8').replace(from, to));
    const disguised = 'fattura\u202Elmx.xml';
    const long = `${'a'.repeat(5_000)}.xml`;
    const zip = storedZipOf([
      { name: disguised, content: invoice('45/2026', '501/2026') },
      { name: long, content: invoice('45/2026', '502/2026') },
    ]);
    const response = await upload(zip);
    expect(response.statusCode, response.body).toBe(200);
    const names = (response.json().files as { fileName: string }[]).map((file) => file.fileName);
    expect(names).toEqual(['fatturalmx.xml', 'a'.repeat(200)]);
    const [stored] = (await inject({ method: 'GET', url: '/api/admin/finance/invoices?number=501%2F2026', headers: finance })).json() as { id: number; description: string }[];
    expect(stored.description).not.toContain('\u202E');
    const attachments = (await inject({ method: 'GET', url: `/api/admin/finance/invoices/attachments/${stored.id}`, headers: finance })).json() as { fileName: string }[];
    expect(attachments.map((file) => file.fileName)).toEqual(['fatturalmx.xml']);
  });
});
