import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import Papa from 'papaparse';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { absenceCause, bookHours, employeeWithContract, hrRequest, monthSheet, workOrder } from '../../helpers/payroll-fixture';
import { as, callerWith } from '../../helpers/test-caller';

// The month's attendance for the labour consultant (GET /api/admin/labour/attendance_export): one row per
// employee and payroll day, causes as codes, as XLSX or Italian CSV; text that a spreadsheet would run is
// neutralised. June 2026: 2 June is the Festa della Repubblica, 6 June a Saturday.

describe.each(testDatabaseKinds)('attendance export on %s', (kind) => {
  let t: TestApp;
  const accountant = as(callerWith(['ACCOUNTANT'], { username: 'carla' }));

  beforeAll(async () => {
    t = await startTestApp(kind);
    const order = await workOrder(t.app);
    const ferie = await absenceCause(t.app, 'FER');
    const anna = await employeeWithContract(t.app, { firstName: 'Anna', lastName: 'Bianchi' });
    // A name a spreadsheet would take for a formula.
    const bruno = await employeeWithContract(t.app, { firstName: '=HYPERLINK("x")', lastName: 'Verdi' }, { startDate: '2026-06-25' });
    for (const employee of [anna, bruno]) await monthSheet(t.app, employee.id, 2026, 6, 'Approved');
    await bookHours(t.app, anna.id, order.id, { '2026-06-01': 10, '2026-06-03': 8, '2026-06-06': 4 });
    await hrRequest(t.app, { employeeId: anna.id, exceptionId: ferie.id, startDate: '2026-06-04', endDate: '2026-06-04', state: 'Approved' });
    const generated = await t.app.inject({ method: 'POST', url: '/api/admin/labour/generate', headers: accountant, payload: { year: 2026, month: 6 } });
    expect(generated.json().created).toHaveLength(2);
  });
  afterAll(() => t.close());

  const exportOf = (query: string, headers = accountant) => t.app.inject({ method: 'GET', url: `/api/admin/labour/attendance_export?${query}`, headers } as InjectOptions);

  test('XLSX: one row per employee and day, causes as codes, holidays marked, formulas neutralised', async () => {
    const response = await exportOf('year=2026&month=6&format=xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('presenze-2026-06.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = (book.worksheets[0].getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(rows[0]).toEqual(['Employee number', 'Employee', 'Tax code', 'Date', 'Worked hours', 'Overtime hours', 'Absence hours', 'Cause', 'Holiday']);
    const anna = rows.filter((row) => row[1] === 'Anna Bianchi');
    // 22 weekdays in June 2026 plus the Saturday worked.
    expect(anna).toHaveLength(23);
    const day = (date: string) => anna.find((row) => row[3] === date)!.slice(3);
    expect(day('2026-06-01')).toEqual(['2026-06-01', 8, 2, 0, '', '']);
    expect(day('2026-06-02')).toEqual(['2026-06-02', 0, 0, 0, '', 'Y']);
    expect(day('2026-06-04')).toEqual(['2026-06-04', 0, 0, 8, 'FER', '']);
    expect(day('2026-06-06')).toEqual(['2026-06-06', 0, 4, 0, '', '']);
    // Bruno, hired on the 25th: his four weekdays, after Anna (by surname), his name kept as text.
    const bruno = rows.slice(1 + anna.length);
    expect(bruno.map((row) => row[3])).toEqual(['2026-06-25', '2026-06-26', '2026-06-29', '2026-06-30']);
    expect(bruno[0][1]).toBe(`'=HYPERLINK("x") Verdi`);
  });

  test('CSV the Italian way: semicolons, comma decimals, BOM; the same rows', async () => {
    const response = await exportOf('year=2026&month=6&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const { data } = Papa.parse<string[]>(response.body.slice(1).trim(), { delimiter: ';' });
    expect(data).toHaveLength(1 + 23 + 4);
    expect(data.find((row) => row[1] === 'Anna Bianchi' && row[3] === '2026-06-04')?.slice(4)).toEqual(['0,00', '0,00', '8,00', 'FER', '']);
  });

  test('a month without payrolls is refused with 409; bad input 400; only the payroll roles', async () => {
    const empty = await exportOf('year=2026&month=7&format=xlsx');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toContain('generate');
    expect((await exportOf('year=2026&month=6&format=pdf')).statusCode).toBe(400);
    expect((await exportOf('year=2026&month=6&format=xlsx', as(callerWith(['EMPLOYEE'], { employeeId: 1 })))).statusCode).toBe(403);
  });
});
