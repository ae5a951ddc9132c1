// Each example of issue 14 that answered a 500 (or worse, a 200) as a named regression test, on the demo firm.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { testDatabaseKinds } from '../helpers/databases';
import { multipartOf } from '../helpers/multipart';
import { as, callerWith } from '../helpers/test-caller';
import { admin, fingerprintOf, isErrorShape, startSecurityApp, type SecurityApp } from './security-app';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d50000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(testDatabaseKinds)('issue 14 regressions on %s', (kind) => {
  let api: SecurityApp;
  let before: Record<string, string>;
  let employeeId: number;
  beforeAll(async () => {
    api = await startSecurityApp(kind);
    const { db, schema } = api.app.portal;
    const [row] = ((await db.execute(sql`select id from employees order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows;
    employeeId = row.id;
    before = await fingerprintOf(db, schema);
  });
  afterAll(() => api?.close());

  const refused = (response: LightMyRequestResponse, status = 400, field?: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(isErrorShape(response)).toBe(true);
    if (field) expect(response.json().errors).toHaveProperty([field]);
  };
  const get = (url: string, headers = admin) => api.inject({ method: 'GET', url, headers });
  const putJson = (url: string, payload: unknown) => api.inject({ method: 'PUT', url, headers: admin, payload: payload as object });

  test('a NUL in a text value is a 400 naming the field (PUT /api/admin/sales/leads {"name":"a\\u0000b"})', async () => {
    refused(await putJson('/api/admin/sales/leads', { name: 'a\u0000b' }), 400, 'name');
  });

  test('a control character in a filter, a search term or a path segment is a 400', async () => {
    refused(await get('/api/admin/sales/leads?name=a%00b'), 400, 'name');
    refused(await get('/api/admin/sales/leads?name_like=a%07b'), 400, 'name_like');
    refused(await get('/api/admin/search?term=a%00b'), 400, 'term');
    refused(await get('/api/admin/sales/leads/1%00'), 400, 'id');
  });

  test('integers beyond int4 in filters, paths and paging are a 400 (?employeeId=2147483648, ?id=99999999999, _start=1e300)', async () => {
    refused(await get('/api/admin/employee_contracts?employeeId=2147483648'), 400, 'employeeId');
    refused(await get('/api/admin/employee_contracts?id=99999999999'), 400, 'id');
    refused(await get('/api/admin/employee_contracts?employeeId=1.5'), 400, 'employeeId');
    refused(await get('/api/admin/employee_contracts?_start=1e300'), 400, '_start');
    refused(await get('/api/admin/employee_contracts/99999999999'), 400, 'id');
    refused(await get('/api/admin/employee_contracts?grossAnnualSalary_gt=1e300'), 400);
  });

  test('a parameter of a declared read given twice is a 400 naming it (found by the generated cases, seed 124098157)', async () => {
    refused(await get('/api/admin/hr_timesheet/count-pending?year=2026&month=3&month=4'), 400, 'month');
  });

  test('the global search term given twice is a 400 naming it (found by the generated cases, seed 388838222)', async () => {
    refused(await get('/api/admin/search?term=a&term=b'), 400, 'term');
  });

  test('year-0 and far-future dates are a 400 in filters and bodies', async () => {
    refused(await get('/api/admin/employee_contracts?startDate=0000-01-01'), 400, 'startDate');
    refused(await get('/api/admin/employee_contracts?createdAt_gte=0000-01-01T00:00:00Z'), 400, 'createdAt');
    refused(await get('/api/admin/employee_contracts?endDate_lt=9999-12-31'), 400, 'endDate');
    refused(await putJson('/api/admin/employees', { hireDate: '0001-01-01' }), 400, 'hireDate');
  });

  test('_sort=__proto__ and _sort=constructor are a 400, not a 500 or a 200', async () => {
    refused(await get('/api/admin/sales/leads?_sort=__proto__'), 400, '_sort');
    refused(await get('/api/admin/sales/leads?_sort=constructor'), 400, '_sort');
    refused(await get('/api/admin/sales/leads?constructor=1'), 400, 'constructor');
    refused(await putJson('/api/admin/sales/leads', { constructor: 'x', name: 'Acme' }), 400, 'constructor');
  });

  test('invalid UTF-8 in a JSON body is a 400 (not stored as U+FFFD)', async () => {
    const payload = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    refused(await api.inject({ method: 'PUT', url: '/api/admin/sales/leads', headers: { ...admin, 'content-type': 'application/json' }, payload }), 400, 'body');
  });

  test('a multipart body with no boundary, a wrong boundary or cut short is a 400', async () => {
    const url = `/api/admin/employees/attachments/${employeeId}`;
    const upload = multipartOf([{ fileName: 'a.png', contentType: 'image/png', content: PNG }]);
    const send = (contentType: string, payload: Buffer) => api.inject({ method: 'PUT', url, headers: { ...admin, 'content-type': contentType }, payload });
    refused(await send('multipart/form-data', upload.payload), 400);
    refused(await send('multipart/form-data; boundary=not-the-one', upload.payload), 400);
    refused(await send(upload.headers['content-type'], upload.payload.subarray(0, upload.payload.length - 40)), 400);
  });

  test('a part Content-Type with a control character is a 400 and nothing is stored', async () => {
    const upload = multipartOf([{ fileName: 'a.png', contentType: 'image/png\u0001', content: PNG }]);
    const url = `/api/admin/employees/attachments/${employeeId}`;
    refused(await api.inject({ method: 'PUT', url, headers: { ...admin, ...upload.headers }, payload: upload.payload }), 400, 'file');
    expect((await get(url)).json()).toEqual([]);
  });

  test('more than 5000 ids in one RBAC membership call is a 400', async () => {
    const userIds = Array.from({ length: 65_536 }, (_, index) => index + 1);
    refused(await api.inject({ method: 'POST', url: '/api/admin/rbac/groups/users', headers: admin, payload: { groupId: 1, userIds } }), 400, 'userIds');
  });

  test('an executable named .pdf and an SVG with a script are refused; a real PNG is stored with its verified type', async () => {
    const url = `/api/admin/employees/attachments/${employeeId}`;
    const send = (file: Parameters<typeof multipartOf>[0][number]) => {
      const upload = multipartOf([file]);
      return api.inject({ method: 'PUT', url, headers: { ...admin, ...upload.headers }, payload: upload.payload });
    };
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    refused(await send({ fileName: 'invoice.pdf', contentType: 'application/pdf', content: executable }), 415);
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    refused(await send({ fileName: 'logo.svg', contentType: 'image/svg+xml', content: svg }), 415);
    refused(await send({ fileName: 'logo.png', contentType: 'image/png', content: svg }), 415);
    refused(await send({ fileName: 'photo.png', contentType: 'application/pdf', content: PNG }), 415);
    refused(await send({ fileName: 'photo\u0000.png', contentType: 'image/png', content: PNG }), 400, 'file');

    const stored = await send({ fileName: 'photo\u202Egnp.exe.png', contentType: 'application/octet-stream', content: PNG });
    expect(stored.statusCode, stored.body).toBe(201);
    const [file] = stored.json() as { id: number; fileName: string; contentType: string }[];
    expect(file).toMatchObject({ fileName: 'photognp.exe.png', contentType: 'image/png' });
    const download = await get(`${url}/${file.id}`);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="photognp.exe.png"; filename*=UTF-8''photognp.exe.png`);
  });

  test('an employee reads but never adds, replaces or removes their contract files and payslips', async () => {
    const employee = as(callerWith(['EMPLOYEE'], { employeeId }));
    const upload = multipartOf([{ fileName: 'mine.pdf', contentType: 'application/pdf', content: PDF }]);
    for (const base of ['/api/employee_contracts', '/api/labour']) {
      const put = await api.inject({ method: 'PUT', url: `${base}/attachments/1`, headers: { ...employee, ...upload.headers }, payload: upload.payload });
      expect(put.statusCode).toBeGreaterThanOrEqual(403);
      expect(put.statusCode).toBeLessThan(500);
      const remove = await api.inject({ method: 'DELETE', url: `${base}/attachments/1/1`, headers: employee });
      expect([403, 404]).toContain(remove.statusCode);
    }
  });

  test('every refusal above left the database as it was, apart from the one stored PNG and its audit row', async () => {
    const { db, schema, config } = api.app.portal;
    const after = await fingerprintOf(db, schema);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    // On PostgreSQL the PNG's bytes are in the database too (server/files/database-storage.ts).
    const pngTables = config.databaseUrl ? ['attachments', 'stored_file_chunks', 'stored_files'] : ['attachments'];
    expect(changed.sort()).toEqual([...pngTables, 'audit_trail'].filter((table) => table in after).sort());
  });
});
