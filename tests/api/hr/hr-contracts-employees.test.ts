import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { employeeRow, useShellApi } from '../../helpers/shell-api';
import { as, callerWith } from '../../helpers/test-caller';
import { fixtureNumber } from '../../helpers/fixture-numbers';
import { addDays, firmToday } from '../../../resources/firm-calendar';

// Contracts and employees (SPEC §7 Employees, Exceptions and contracts): contract types created on their own
// path, one contract per employee at a time (409 naming the other), the signed copy, fixed-term contracts
// ending within 60 days, the absence-cause catalogue for any employee, and an employee who still has records
// cannot be deleted (409 naming them).

const dayFromToday = (days: number) => addDays(firmToday(), days);

describe.each(testDatabaseKinds)('contracts and employees on %s', (kind) => {
  const { inject, insert } = useShellApi(kind);
  const ids: Record<string, number> = {};
  const hr = as(callerWith(['HR MANAGE']));
  const pm = as(callerWith(['PROJECT MANAGER']));
  let mario: ReturnType<typeof as>;

  beforeAll(async () => {
    ids.mario = (await insert('employees', employeeRow({ firstName: 'Mario', lastName: 'Bianchi' }))).id;
    ids.lucia = (await insert('employees', employeeRow())).id;
    ids.open = (await insert('contractTypes', { code: 'TI', name: 'Tempo indeterminato' })).id;
    ids.fixed = (await insert('contractTypes', { code: 'TD', name: 'Tempo determinato', isFixedTerm: true })).id;
    mario = as(callerWith(['EMPLOYEE'], { employeeId: ids.mario }));
  });

  const contract = (body: Record<string, unknown>, headers = hr) =>
    inject({ method: 'PUT', url: '/api/admin/employee_contracts', headers, payload: { employeeId: ids.mario, contractTypeId: ids.fixed, title: 'Contratto', ...body } });

  test('contract types are created on PUT /admin/contract_types/create by HR only', async () => {
    const payload = { code: 'APP', name: 'Apprendistato' };
    expect((await inject({ method: 'PUT', url: '/api/admin/contract_types/create', headers: pm, payload })).statusCode).toBe(403);
    const created = await inject({ method: 'PUT', url: '/api/admin/contract_types/create', headers: hr, payload });
    expect([created.statusCode, created.json().name]).toEqual([201, 'Apprendistato']);
  });

  test('one contract at a time: an overlapping period is a 409 naming the other contract; the next one is fine', async () => {
    const first = await contract({ title: 'TD 2025', startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(first.statusCode).toBe(201);
    const overlap = await contract({ title: 'TI 2025', contractTypeId: ids.open, startDate: '2025-12-01' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toContain('"TD 2025" (2025-01-01 – 2025-12-31)');
    expect(overlap.json().errors).toEqual({ startDate: 'Overlaps another contract of the employee' });
    const next = await contract({ title: 'TI 2026', contractTypeId: ids.open, startDate: '2026-01-01' });
    expect(next.statusCode).toBe(201);
    // An open-ended contract runs forever: a later one overlaps it, and so does an edit moving into it.
    expect((await contract({ title: 'Later', startDate: '2031-01-01', endDate: '2031-06-30' })).statusCode).toBe(409);
    const moved = await inject({ method: 'POST', url: `/api/admin/employee_contracts/${first.json().id}`, headers: hr, payload: { version: first.json().version, endDate: '2026-02-28' } });
    expect([moved.statusCode, moved.json().message]).toEqual([409, expect.stringContaining('"TI 2026" (2026-01-01 – open-ended)')]);
    expect((await contract({ title: 'Backwards', employeeId: ids.lucia, startDate: '2025-05-01', endDate: '2025-04-01' })).statusCode).toBe(400);
    expect((await contract({ title: 'By a PM', employeeId: ids.lucia, startDate: '2025-01-01' }, pm)).statusCode).toBe(403);
    const ofMario = await inject({ method: 'GET', url: `/api/admin/employee_contracts/employees/${ids.mario}`, headers: hr });
    expect(ofMario.json().map((row: { title: string }) => row.title)).toEqual(['TD 2025', 'TI 2026']);
    const inForce = (await inject({ method: 'GET', url: '/api/admin/contracts', headers: hr })).json();
    expect(inForce.filter((row: { employeeId: number }) => row.employeeId === ids.mario).map((row: { title: string }) => row.title)).toEqual(['TI 2026']);
  });

  test('the signed copy is uploaded on PUT /admin/employee_contracts/contract/{id} and marks the contract signed', async () => {
    const { id } = (await contract({ title: 'Signed', employeeId: ids.lucia, contractTypeId: ids.open, startDate: '2024-01-01', endDate: '2024-12-31' })).json();
    const pdf = multipartOf([{ fileName: 'contratto-firmato.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') }]);
    const url = `/api/admin/employee_contracts/contract/${id}`;
    expect((await inject({ method: 'PUT', url, headers: { ...mario, ...pdf.headers }, payload: pdf.payload })).statusCode).toBe(403);
    const done = await inject({ method: 'PUT', url, headers: { ...hr, ...pdf.headers }, payload: pdf.payload });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isSigned: true, files: [{ fileName: 'contratto-firmato.pdf' }] });
    const files = await inject({ method: 'GET', url: `/api/admin/employee_contracts/attachments/${id}`, headers: hr });
    expect(files.json().map((file: { fileName: string }) => file.fileName)).toEqual(['contratto-firmato.pdf']);
    // Signed once: the upload is no longer offered, and the signed copy stays as evidence (issue 43).
    expect((await inject({ method: 'PUT', url, headers: { ...hr, ...pdf.headers }, payload: pdf.payload })).statusCode).toBe(409);
    const [signedCopy] = files.json() as { id: number }[];
    expect((await inject({ method: 'DELETE', url: `/api/admin/employee_contracts/attachments/${id}/${signedCopy.id}`, headers: hr })).statusCode).toBe(409);
    expect((await inject({ method: 'GET', url: `/api/admin/employee_contracts/attachments/${id}`, headers: hr })).json()).toHaveLength(1);
    const unsigned = (await contract({ title: 'Unsigned', employeeId: ids.lucia, contractTypeId: ids.open, startDate: '2023-01-01', endDate: '2023-12-31' })).json();
    const empty = multipartOf([]);
    expect((await inject({ method: 'PUT', url: `/api/admin/employee_contracts/contract/${unsigned.id}`, headers: { ...hr, ...empty.headers }, payload: empty.payload })).statusCode).toBe(400);
  });

  test('fixed-term contracts ending within 60 days are listed ahead, soonest first', async () => {
    const employee = (await insert('employees', employeeRow({ firstName: 'Elena', lastName: 'Termine' }))).id;
    const other = (await insert('employees', employeeRow())).id;
    await contract({ title: 'Ends soon', employeeId: employee, startDate: dayFromToday(-300), endDate: dayFromToday(20) });
    await contract({ title: 'Ends later', employeeId: other, startDate: dayFromToday(-300), endDate: dayFromToday(90) });
    await contract({ title: 'Open type', employeeId: other, contractTypeId: ids.open, startDate: dayFromToday(91), endDate: dayFromToday(100) });
    const url = '/api/admin/employee_contracts/expiring';
    expect((await inject({ method: 'GET', url, headers: mario })).statusCode).toBe(403);
    const soon = (await inject({ method: 'GET', url, headers: hr })).json();
    expect(soon).toEqual([{ id: expect.any(Number), title: 'Ends soon', employeeId: employee, employeeName: 'Elena Termine', contractType: 'Tempo determinato', startDate: dayFromToday(-300), endDate: dayFromToday(20), daysLeft: 20 }]);
    expect((await inject({ method: 'GET', url: `${url}?days=120`, headers: hr })).json().map((row: { title: string }) => row.title)).toEqual(['Ends soon', 'Ends later']);
  });

  test('GET /exceptions is the active cause catalogue for any employee', async () => {
    await insert('exceptions', { code: 'FER', name: 'Ferie', category: 'Leave' });
    await insert('exceptions', { code: 'OLD', name: 'Retired cause', category: 'Other', isActive: false });
    const catalogue = await inject({ method: 'GET', url: '/api/exceptions', headers: mario });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json().map((row: { code: string }) => row.code)).toEqual(['FER']);
    // A user who is no employee has no request form to fill.
    expect((await inject({ method: 'GET', url: '/api/exceptions', headers: pm })).statusCode).toBe(403);
  });

  test('an employee who still has records is not deleted: a 409 names what holds them', async () => {
    const plain = (await insert('employees', employeeRow())).id;
    expect((await inject({ method: 'DELETE', url: `/api/admin/employees/${plain}`, headers: pm })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/admin/employees/${plain}`, headers: hr })).statusCode).toBe(204);
    const cause = (await insert('exceptions', { code: 'ROL', name: 'ROL', category: 'Permission' })).id;
    await insert('hrTimesheetRequests', { number: fixtureNumber('HRQ'), employeeId: ids.mario, exceptionId: cause, startDate: '2025-03-03', endDate: '2025-03-03' });
    const refused = await inject({ method: 'DELETE', url: `/api/admin/employees/${ids.mario}`, headers: hr });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Mario Bianchi still has 1 HR request, 2 employee contracts: set a leaving date instead of deleting');
    expect((await inject({ method: 'GET', url: `/api/admin/employees/${ids.mario}`, headers: hr })).statusCode).toBe(200);
  });
});
