import JSZip from 'jszip';
import { and, asc, eq } from 'drizzle-orm';
import { auditTrail } from '../../server/db/system-tables';
import { useFixtureApi } from '../helpers/api-suite';
import { testDatabaseKinds } from '../helpers/databases';
import { multipartOf } from '../helpers/multipart';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CHUNK_BYTES } from '../../server/files/database-storage';

const pdf = Buffer.from('%PDF-1.4 a tiny test document');
// A real 1×1 PNG: uploads are judged by their bytes (server/files/verified-upload.ts).
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d50000000049454e44ae426082', 'hex');
/** The smallest Word file the type detector recognises: the OOXML content types and a word/ part. */
const docx = async () => {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file('word/document.xml', '<?xml version="1.0"?><document/>');
  return zip.generateAsync({ type: 'nodebuffer' });
};

describe.each(testDatabaseKinds)('attachments on %s', (kind) => {
  const { inject, portal } = useFixtureApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'alessandra' }));

  const newPerson = async () =>
    (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: personBody() })).json() as { id: number };
  const upload = (url: string, files: Parameters<typeof multipartOf>[0], headers = admin) => {
    const body = multipartOf(files);
    return inject({ method: 'PUT', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  /** Every file in the app's storage (DATA_DIR/files on PGlite, the database on PostgreSQL). */
  const storedFiles = async () => {
    const keys: string[] = [];
    for await (const key of portal().storage.keys()) keys.push(key);
    return keys;
  };

  test('upload, list and download give back the same bytes', async () => {
    const person = await newPerson();
    const uploaded = await upload(`/api/admin/test_people/attachments/${person.id}`, [
      { fileName: 'contract.pdf', contentType: 'application/pdf', content: pdf },
      { fileName: 'photo.png', contentType: 'image/png', content: png },
    ]);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toHaveLength(2);

    const listed = await inject({ method: 'GET', url: `/api/admin/test_people/attachments/${person.id}`, headers: admin });
    expect(listed.json()).toMatchObject([
      { fileName: 'contract.pdf', contentType: 'application/pdf', size: pdf.length, uploadedBy: 'alessandra' },
      { fileName: 'photo.png', contentType: 'image/png', size: png.length },
    ]);
    expect(listed.json()[0]).not.toHaveProperty('storageKey');

    const [first] = listed.json();
    const downloaded = await inject({ method: 'GET', url: `/api/admin/test_people/attachments/${person.id}/${first.id}`, headers: admin });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toContain('filename="contract.pdf"');
    expect(downloaded.rawPayload.equals(pdf)).toBe(true);
  });

  test('a file missing from its storage is a 404 in the API\'s shape, not a broken download', async () => {
    const person = await newPerson();
    const before = new Set(await storedFiles());
    const uploaded = await upload(`/api/admin/test_people/attachments/${person.id}`, [{ fileName: 'lost.pdf', contentType: 'application/pdf', content: pdf }]);
    expect(uploaded.statusCode).toBe(201);
    const [key] = (await storedFiles()).filter((stored) => !before.has(stored));
    await portal().storage.remove(key);
    const missing = await inject({ method: 'GET', url: `/api/admin/test_people/attachments/${person.id}/${uploaded.json()[0].id}`, headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({ message: 'The file is missing from storage' });
  });

  test('the storage takes and gives a file of several chunks as a stream', async () => {
    const { storage } = portal();
    const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);
    // Pieces of odd sizes, as a socket hands them over.
    const pieces = [bytes.subarray(0, 1000), bytes.subarray(1000, CHUNK_BYTES + 7), bytes.subarray(CHUNK_BYTES + 7)];
    expect(await storage.write('streamed/big.bin', Readable.from(pieces))).toEqual({ size: bytes.length });
    const read: Buffer[] = [];
    for await (const chunk of await storage.read('streamed/big.bin')) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(bytes)).toBe(true);
    await storage.remove('streamed/big.bin');
    await expect(storage.read('streamed/big.bin')).rejects.toMatchObject({ status: 404 });
  });

  test('an extension in the allowed list admits a file declared as plain bytes; it is stored with the type its content shows', async () => {
    const person = await newPerson();
    const uploaded = await upload(`/api/admin/test_people/attachments/${person.id}`, [
      { fileName: 'Lettera.DOCX', contentType: 'application/octet-stream', content: await docx() },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()[0].contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const notWord = await upload(`/api/admin/test_people/attachments/${person.id}`, [
      { fileName: 'Lettera.docx', contentType: 'application/octet-stream', content: Buffer.from('docx bytes') },
    ]);
    expect(notWord.statusCode).toBe(415);
  });

  test('a wrong type is a 415 and nothing is stored, not even the good file before it', async () => {
    const person = await newPerson();
    const before = (await storedFiles()).length;
    const refused = await upload(`/api/admin/test_people/attachments/${person.id}`, [
      { fileName: 'fine.pdf', contentType: 'application/pdf', content: pdf },
      { fileName: 'run.exe', contentType: 'application/x-msdownload', content: Buffer.from('MZ') },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('run.exe: Invalid file type, allowed file types: application/pdf, image/*, .docx.');
    expect((await inject({ method: 'GET', url: `/api/admin/test_people/attachments/${person.id}`, headers: admin })).json()).toEqual([]);
    expect(await storedFiles()).toHaveLength(before);
  });

  test('a file over maxBytes is a 413 and nothing is stored', async () => {
    const person = await newPerson();
    const before = (await storedFiles()).length;
    const refused = await upload(`/api/admin/test_people/attachments/${person.id}`, [
      { fileName: 'big.pdf', contentType: 'application/pdf', content: Buffer.alloc(1025, 1) },
    ]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/big.pdf: Invalid file size/);
    expect((await inject({ method: 'GET', url: `/api/admin/test_people/attachments/${person.id}`, headers: admin })).json()).toEqual([]);
    expect(await storedFiles()).toHaveLength(before);
  });

  test('exactly maxBytes is accepted', async () => {
    const person = await newPerson();
    const uploaded = await upload(`/api/admin/test_people/attachments/${person.id}`, [
      { fileName: 'edge.pdf', contentType: 'application/pdf', content: Buffer.concat([pdf, Buffer.alloc(1024 - pdf.length, 0x20)]) },
    ]);
    expect(uploaded.statusCode).toBe(201);
  });

  test('more files than maxFiles are refused with the spec message', async () => {
    const person = await newPerson();
    const files = Array.from({ length: 4 }, (_, index) => ({ fileName: `f${index}.pdf`, contentType: 'application/pdf', content: pdf }));
    const refused = await upload(`/api/admin/test_people/attachments/${person.id}`, files);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Maximum number of files exceeded, limit is 3 at most.');
  });

  test('a JSON body is a 415 and an unknown record a 404', async () => {
    const person = await newPerson();
    const json = await inject({ method: 'PUT', url: `/api/admin/test_people/attachments/${person.id}`, headers: admin, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const missing = await upload('/api/admin/test_people/attachments/999999', [{ fileName: 'a.pdf', contentType: 'application/pdf', content: pdf }]);
    expect(missing.statusCode).toBe(404);
  });

  test("a multipart body where no files are taken is answered as no body (the route's own 400), and a read as before", async () => {
    // Multipart is parsed only on the routes that take files (server/routes/upload-routes.ts); the others leave it unread.
    const body = multipartOf([{ fileName: 'a.pdf', contentType: 'application/pdf', content: pdf }]);
    const created = await inject({ method: 'PUT', url: '/api/admin/test_people', headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('Some fields are not valid'); // the route's own answer to no body, not a 415
    const person = await newPerson();
    const listed = await inject({ method: 'GET', url: `/api/admin/test_people/${person.id}`, headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ id: person.id });
  });

  test('removing an attachment deletes its row and its file; deleting the record removes the rest', async () => {
    const person = await newPerson();
    const before = (await storedFiles()).length;
    const [first] = (
      await upload(`/api/admin/test_people/attachments/${person.id}`, [
        { fileName: 'a.pdf', contentType: 'application/pdf', content: pdf },
        { fileName: 'b.pdf', contentType: 'application/pdf', content: pdf },
      ])
    ).json();
    expect(await storedFiles()).toHaveLength(before + 2);
    const removed = await inject({ method: 'DELETE', url: `/api/admin/test_people/attachments/${person.id}/${first.id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: `/api/admin/test_people/attachments/${person.id}`, headers: admin })).json()).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(before + 1);
    await inject({ method: 'DELETE', url: `/api/admin/test_people/${person.id}`, headers: admin });
    expect(await storedFiles()).toHaveLength(before);

    // Both the upload and the removal are in the record's history.
    const history = await portal()
      .db.select()
      .from(auditTrail)
      .where(and(eq(auditTrail.resource, 'testPeople'), eq(auditTrail.recordId, person.id), eq(auditTrail.action, 'update')))
      .orderBy(asc(auditTrail.id));
    expect(history.map((entry) => [entry.via, entry.username, entry.changes])).toEqual([
      ['attach', 'alessandra', { attachments: [null, ['a.pdf', 'b.pdf']] }],
      ['detach', 'alessandra', { attachments: [['a.pdf'], null] }],
    ]);
  });

  test('on the own path an employee reaches only the files of their own row', async () => {
    const me = await newPerson();
    const other = await newPerson();
    const employee = as(callerWith(['EMPLOYEE'], { employeeId: me.id }));
    const mine = await upload(`/api/test_people/attachments/${me.id}`, [{ fileName: 'cv.pdf', contentType: 'application/pdf', content: pdf }], employee);
    expect(mine.statusCode).toBe(201);
    expect((await inject({ method: 'GET', url: `/api/test_people/attachments/${me.id}`, headers: employee })).json()).toHaveLength(1);
    const theirs = await upload(`/api/test_people/attachments/${other.id}`, [{ fileName: 'x.pdf', contentType: 'application/pdf', content: pdf }], employee);
    expect(theirs.statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/test_people/attachments/${other.id}`, headers: employee })).statusCode).toBe(404);
  });

  test("SPEC's DELETE …/attachments/{id} removes a file by its own id, on the own path only the caller's own", async () => {
    const me = await newPerson();
    const other = await newPerson();
    const employee = as(callerWith(['EMPLOYEE'], { employeeId: me.id }));
    const [mine] = (await upload(`/api/test_people/attachments/${me.id}`, [{ fileName: 'cv.pdf', contentType: 'application/pdf', content: pdf }], employee)).json();
    const [theirs] = (await upload(`/api/admin/test_people/attachments/${other.id}`, [{ fileName: 'x.pdf', contentType: 'application/pdf', content: pdf }])).json();

    expect((await inject({ method: 'DELETE', url: `/api/test_people/attachments/${theirs.id}`, headers: employee })).statusCode).toBe(404);
    expect((await inject({ method: 'DELETE', url: `/api/test_people/attachments/${mine.id}`, headers: employee })).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: `/api/test_people/attachments/${me.id}`, headers: employee })).json()).toEqual([]);
    expect((await inject({ method: 'DELETE', url: `/api/admin/test_people/attachments/${theirs.id}`, headers: admin })).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: `/api/admin/test_people/attachments/${other.id}`, headers: admin })).json()).toEqual([]);
    const gone = await inject({ method: 'DELETE', url: `/api/admin/test_people/attachments/${theirs.id}`, headers: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/not found/);
  });

  test("a path SPEC writes with a trailing slash is the same call as without it", async () => {
    const person = await newPerson();
    const listed = await inject({ method: 'GET', url: '/api/admin/test_people/', headers: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((row: { id: number }) => row.id)).toContain(person.id);
    const created = await inject({ method: 'PUT', url: '/api/admin/test_people/', headers: admin, payload: personBody() });
    expect(created.statusCode).toBe(201);
  });
});
