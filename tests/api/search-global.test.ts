import { testDatabaseKinds } from '../helpers/databases';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

type Hit = { type: string; id: number; number: string; description: string };

describe.each(testDatabaseKinds)('global search on %s', (kind) => {
  const { inject, insert } = useShellApi(kind);
  const ids: Record<string, number> = {};

  const search = async (term: string, caller = callerWith(['ADMIN'])) => {
    const response = await inject({ method: 'GET', url: `/api/admin/search?term=${encodeURIComponent(term)}`, headers: as(caller) });
    expect(response.statusCode).toBe(200);
    return response.json() as Hit[];
  };

  beforeAll(async () => {
    const mario = await insert('employees', employeeRow({ number: 'EMP-000120', firstName: 'Mario', lastName: 'Bianchi', jobTitle: 'Developer' }));
    const other = await insert('employees', employeeRow({ number: 'EMP-000121', firstName: 'Lucia', lastName: 'Verdi', jobTitle: 'Tester' }));
    ids.mario = mario.id;
    ids.other = other.id;
    // Ranking fixtures: exact, prefix (a number past six digits), contains, description-only.
    await insert('employees', employeeRow({ number: 'EMP-0001200', firstName: 'Paolo', lastName: 'Neri' }));
    await insert('employees', employeeRow({ number: 'EMP-000999', firstName: 'Anna', lastName: 'EMP-000120 fan' }));
    for (let index = 0; index < 30; index += 1)
      await insert('employees', employeeRow({ number: `EMP-5${String(index).padStart(5, '0')}`, firstName: 'Bulk', lastName: `Person${index}` }));
    const marioPay = await insert('labour', { number: 'LAB-000001', employeeId: mario.id, year: 2025, month: 3, status: 'Approved' });
    const otherPay = await insert('labour', { number: 'LAB-000002', employeeId: other.id, year: 2025, month: 3, status: 'Draft' });
    ids.marioPay = marioPay.id;
    ids.otherPay = otherPay.id;
    const exception = await insert('exceptions', { code: 'FER', name: 'Ferie', category: 'Leave' });
    await insert('hrTimesheetRequests', { number: 'HRQ-000001', employeeId: mario.id, exceptionId: exception.id, startDate: '2025-03-03', endDate: '2025-03-04' });
    await insert('hrTimesheetRequests', { number: 'HRQ-000002', employeeId: other.id, exceptionId: exception.id, startDate: '2025-03-05', endDate: '2025-03-05' });
  });

  test('ranks the exact number first, then prefix, then contains, then description', async () => {
    const numbersOf = async (term: string) => (await search(term)).map((hit) => hit.number);
    expect(await numbersOf(' emp-000120 ')).toEqual(['EMP-000120', 'EMP-0001200', 'EMP-000999']);
    expect(await numbersOf(' emp-00012 ')).toEqual(['EMP-000120', 'EMP-0001200', 'EMP-000121', 'EMP-000999']);
    // Numbers read EMP-<digits>: a term can be inside one only after its first letter.
    expect(await numbersOf('mp-00012')).toEqual(['EMP-000120', 'EMP-0001200', 'EMP-000121', 'EMP-000999']);
    const exact = await search('EMP-000121');
    expect(exact[0]).toEqual({ type: 'EMPLOYEE', id: ids.other, number: 'EMP-000121', description: 'Lucia Verdi · Tester' });
  });

  test('finds a number inside a description whatever the format lets a number hold', async () => {
    // `EMP-000120 FAN` cannot be any number, yet it is a description.
    expect((await search('EMP-000120 fan')).map((hit) => hit.number)).toEqual(['EMP-000999']);
    // Digits are looked for inside every type's numbers, and as a year.
    expect((await search('2025')).map((hit) => hit.type)).toEqual(['LABOUR', 'LABOUR']);
  });

  test('matches the description fields', async () => {
    const hits = await search('developer');
    expect(hits).toEqual([{ type: 'EMPLOYEE', id: ids.mario, number: 'EMP-000120', description: 'Mario Bianchi · Developer' }]);
  });

  test('returns at most 20 results', async () => {
    expect(await search('EMP-5')).toHaveLength(20);
  });

  test('an empty term finds nothing; a very long one is refused', async () => {
    expect(await search('   ')).toEqual([]);
    const response = await inject({ method: 'GET', url: `/api/admin/search?term=${'X'.repeat(61)}`, headers: as(callerWith(['ADMIN'])) });
    expect(response.statusCode).toBe(400);
  });

  test('treats LIKE wildcards as plain characters', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  test('searches every declared type: payrolls and HR requests too', async () => {
    expect((await search('LAB-00000')).map((hit) => hit.type)).toEqual(['LABOUR', 'LABOUR']);
    expect(await search('HRQ-000001')).toMatchObject([{ type: 'TIMESHEETHR', number: 'HRQ-000001' }]);
  });

  test('an employee finds only their own payrolls and nothing whose screen they cannot open', async () => {
    const employee = callerWith(['EMPLOYEE'], { employeeId: ids.mario });
    expect(await search('LAB-00000', employee)).toEqual([
      { type: 'LABOUR', id: ids.marioPay, number: 'LAB-000001', description: '2025 · 3 · Approved' },
    ]);
    // Employee details are an admin / HR screen.
    expect(await search('EMP-0001', employee)).toEqual([]);
  });

  test('an employee finds their own HR requests (their own list opens on it), not a colleague\'s', async () => {
    const employee = callerWith(['EMPLOYEE'], { employeeId: ids.mario });
    expect(await search('HRQ-000001', employee)).toMatchObject([{ type: 'TIMESHEETHR', number: 'HRQ-000001' }]);
    expect(await search('HRQ-000002', employee)).toEqual([]);
  });

  test('employees asking the same search in turn each find their own rows (one statement per shape, their employee bound)', async () => {
    const mario = callerWith(['EMPLOYEE'], { employeeId: ids.mario });
    const lucia = callerWith(['EMPLOYEE'], { employeeId: ids.other });
    const numbersOf = (hits: Hit[]) => hits.map((hit) => hit.number);
    for (let round = 0; round < 2; round += 1) {
      expect(numbersOf(await search('LAB-00000', mario))).toEqual(['LAB-000001']);
      // Lucia's payroll is a draft, which her own path does not show yet.
      expect(numbersOf(await search('LAB-00000', lucia))).toEqual([]);
      expect(numbersOf(await search('HRQ-00000', lucia))).toEqual(['HRQ-000002']);
      expect(numbersOf(await search('HRQ-00000', mario))).toEqual(['HRQ-000001']);
    }
  });

  test('an employee not linked to an employee record finds none of the own kinds', async () => {
    expect(await search('LAB', callerWith(['EMPLOYEE']))).toEqual([]);
  });

  test('roles open their own kinds: HR finds employees and requests, not payrolls', async () => {
    const hr = callerWith(['HR MANAGE']);
    expect((await search('EMP-000120', hr))[0]).toMatchObject({ type: 'EMPLOYEE' });
    expect(await search('HRQ-000001', hr)).toHaveLength(1);
    expect(await search('HRQ-000002', hr)).toHaveLength(1);
    expect(await search('LAB-000001', hr)).toEqual([]);
    const accountant = callerWith(['ACCOUNTANT']);
    expect(await search('LAB-00000', accountant)).toHaveLength(2);
  });

  test('needs a signed-in caller', async () => {
    const response = await inject({ method: 'GET', url: '/api/admin/search?term=EMP' });
    expect(response.statusCode).toBe(401);
  });

  // Issue 45: every numbered document is found (declared `search`, no list of names), its state in the reader's words.
  test('finds quotes, customer contracts, statements of work and invoices by number, states in the language asked', async () => {
    const customer = await insert('customers', { name: 'Cliente Ricerca' });
    const workOrder = await insert('workOrders', { number: 'WO-000777', name: 'Ordine ricerca', customerId: customer.id, startDate: '2026-01-05' });
    const quote = await insert('quotes', { number: 'QUO-000777', title: 'Preventivo ricerca', customerId: customer.id, date: '2026-01-05', status: 'Sent' });
    const contract = await insert('customerContracts', { number: 'CTR-000777', title: 'Contratto ricerca', customerId: customer.id, startDate: '2026-01-05', status: 'Active' });
    const statement = await insert('statementsOfWork', { number: 'SOW-000777', title: 'SOW ricerca', workOrderId: workOrder.id, status: 'Signed' });
    const invoice = await insert('invoices', { direction: 'out', number: 'FT 777/B', date: '2026-02-01', customerId: customer.id, taxable: 100, total: 122 });
    const found = async (term: string, language = 'en') => {
      const response = await inject({ method: 'GET', url: `/api/admin/search?term=${encodeURIComponent(term)}`, headers: { ...as(callerWith(['ADMIN'])), 'accept-language': language } });
      expect(response.statusCode).toBe(200);
      return (response.json() as Hit[]).map(({ type, id, number, description }) => ({ type, id, number, description }));
    };
    expect(await found('QUO-000777')).toEqual([{ type: 'quotes', id: quote.id, number: 'QUO-000777', description: 'Preventivo ricerca · Sent' }]);
    expect(await found('QUO-000777', 'it')).toEqual([{ type: 'quotes', id: quote.id, number: 'QUO-000777', description: 'Preventivo ricerca · Inviato' }]);
    expect((await found('ctr-000777', 'it'))[0]).toMatchObject({ type: 'customerContracts', id: contract.id, description: 'Contratto ricerca · Attivo' });
    expect((await found('SOW-000777'))[0]).toMatchObject({ type: 'statementsOfWork', id: statement.id });
    // A received or issued invoice's own number, whatever its format.
    expect((await found('777/b'))[0]).toMatchObject({ type: 'invoices', id: invoice.id, number: 'FT 777/B' });
    // Who may not open a document's page does not find it.
    expect((await search('QUO-000777', callerWith(['HR MANAGE']))).map((hit) => hit.type)).not.toContain('quotes');
  });
});
