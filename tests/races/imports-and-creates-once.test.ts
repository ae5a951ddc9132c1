// Imports and creates whose rule is "one of these" (an invoice per counterparty, number and date; no overlapping
// leave; one payroll per employee and month; one month sheet per employee and month; one assignment of a
// course; one member per work order; one payment order per payroll; each approved hour on one invoice), each sent 12 times at once: one effect, only successes and 409s; and a
// draft's lines written while it is issued, each before its number or refused.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { testDatabaseKinds } from '../helpers/databases';
import { multipartOf } from '../helpers/multipart';
import { employeeWithContract } from '../helpers/payroll-fixture';
import { addDays, firmToday } from '../../resources/firm-calendar';
import { as, callerWith } from '../helpers/test-caller';
import { admin, burst, startRaceApp, tally, type RaceApp } from './race-harness';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/finance', name));

describe.each(testDatabaseKinds)('one effect from identical calls at once on %s', (kind) => {
  let app: RaceApp;
  beforeAll(async () => {
    app = await startRaceApp(kind);
  });
  afterAll(() => app?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await app.app.portal.db.execute(query)) as unknown as { rows: T[] }).rows;
  const expectOneSuccess = (answers: ReturnType<typeof tally>, exactlyOne = true) => {
    expect(answers.odd, 'only successes and 409').toEqual([]);
    if (exactlyOne) expect(answers.ok, 'exactly one success').toBe(1);
    else expect(answers.ok).toBeGreaterThanOrEqual(1);
    expect(answers.isErrorShaped).toBe(true);
  };

  test('a FatturaPA ZIP imported 12 times at once makes its invoice once', async () => {
    // The supplier is known already (as it is for a firm's regular suppliers): every run would find it.
    const supplier = await app.inject({ method: 'PUT', url: '/api/admin/finance/suppliers', headers: admin, payload: { name: 'Studio Neri Consulenze Srl', vatNumber: '09876543217', country: 'IT' } });
    expect(supplier.statusCode, supplier.body).toBe(201);
    const zip = new JSZip();
    zip.file('IT09876543217_00045.xml', fixture('fattura-received.xml'));
    const content = await zip.generateAsync({ type: 'nodebuffer' });
    const answers = tally(
      await burst(app, () => {
        const body = multipartOf([{ fileName: 'fatture.zip', contentType: 'application/zip', content }]);
        return { method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...admin, ...body.headers }, payload: body.payload };
      }),
    );
    // The first run imports it; the others run after it (one import at a time) and skip it, or are refused.
    expectOneSuccess(answers, false);
    expect(await app.count('invoices', sql`number = '45/2026'`)).toBe(1);
    expect(await app.count('suppliers', sql`vat_number = '09876543217'`)).toBe(1);
  });

  test('a bank statement imported 12 times at once makes its movements once', async () => {
    const [account] = await rows<{ id: number; iban: string }>(sql`select id, iban from accounts order by id limit 1`);
    // The statement names its account's IBAN, as the bank writes it (another account's statement is refused).
    const statement = Buffer.from(fixture('signed-utf8-bom.csv').toString('latin1').replace('IT60X0542811101000000123456', account.iban), 'latin1');
    const before = await app.count('cash_flow_entries', sql`account_id = ${account.id}`);
    const answers = tally(
      await burst(app, () => {
        const body = multipartOf([{ fileName: 'estratto.csv', contentType: 'text/csv', content: statement }], { account_id: String(account.id) });
        return { method: 'PUT', url: '/api/admin/finance/cashflow/csv', headers: { ...admin, ...body.headers }, payload: body.payload };
      }),
    );
    expectOneSuccess(answers, false);
    const imported = answers.bodies.map((body) => (JSON.parse(body) as { imported?: number }).imported ?? 0);
    expect(imported.filter((count) => count > 0)).toHaveLength(1);
    expect((await app.count('cash_flow_entries', sql`account_id = ${account.id}`)) - before).toBe(Math.max(...imported));
  });

  test('the same leave asked 12 times at once is stored once (PUT /api/hr_timesheet)', async () => {
    const [employee] = await rows<{ id: number }>(sql`select id from employees where is_active order by id limit 1`);
    const [cause] = await rows<{ id: number }>(sql`select id from exceptions where not needs_certificate order by id limit 1`);
    const employeeCaller = as(callerWith(['EMPLOYEE'], { username: 'race-employee', employeeId: employee.id }));
    const answers = tally(
      await burst(app, () => ({ method: 'PUT', url: '/api/hr_timesheet', headers: employeeCaller, payload: { exceptionId: cause.id, startDate: '2031-02-03', endDate: '2031-02-03' } })),
    );
    expectOneSuccess(answers);
    expect(await app.count('hr_timesheet_requests', sql`employee_id = ${employee.id} and start_date <= '2031-02-03' and end_date >= '2031-02-03'`)).toBe(1);
  });

  test('the same invoice typed 12 times at once is stored once (PUT /api/admin/finance/invoices)', async () => {
    const [supplier] = await rows<{ id: number }>(sql`select id from suppliers order by id limit 1`);
    const answers = tally(
      await burst(app, () => ({
        method: 'PUT',
        url: '/api/admin/finance/invoices',
        headers: admin,
        payload: { direction: 'in', number: 'RACE-1', date: '2026-11-02', supplierId: supplier.id, taxable: 100, vat: 22, total: 122 },
      })),
    );
    expectOneSuccess(answers);
    expect(await app.count('invoices', sql`number = 'RACE-1'`)).toBe(1);
  });

  test('payrolls generated 12 times at once for one month: one per employee', async () => {
    const [{ first }] = await rows<{ first: number }>(sql`select min(year * 100 + month) as first from labour`);
    // The month before the demo firm's first payrolls: none yet.
    const [year, month] = [Math.floor(first / 100), first % 100];
    const period = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    const answers = tally(await burst(app, () => ({ method: 'POST', url: '/api/admin/labour/generate', headers: admin, payload: period })));
    expectOneSuccess(answers, false);
    const created = answers.bodies.flatMap((body) => {
      const reply = JSON.parse(body) as { created?: unknown[] } | { created?: unknown[] }[];
      return (Array.isArray(reply) ? reply : [reply]).flatMap((report) => report.created ?? []);
    });
    const perEmployee = await rows<{ n: number }>(sql`select count(*)::int as n from labour where year = ${period.year} and month = ${period.month} group by employee_id`);
    expect(perEmployee.every((row) => row.n === 1)).toBe(true);
    expect(perEmployee.length).toBe(created.length);
  });

  test('hours booked 12 times at once in a new month open one month sheet', async () => {
    // The month after the demo firm's last month sheet: none yet, and open for booking.
    const [{ last }] = await rows<{ last: number }>(sql`select max(year * 100 + month) as last from timesheet_months`);
    const [lastYear, lastMonth] = [Math.floor(last / 100), last % 100];
    const [year, month] = lastMonth === 12 ? [lastYear + 1, 1] : [lastYear, lastMonth + 1];
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const days = Array.from({ length: 28 }, (_, index) => new Date(Date.UTC(year, month - 1, index + 1)))
      .filter((day) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6)
      .slice(0, 12)
      .map((day) => day.toISOString().slice(0, 10));
    const [member] = await rows<{ employee_id: number; work_order_id: number }>(
      sql`select m.employee_id, m.work_order_id from work_order_members m join work_orders w on w.id = m.work_order_id where w.status = 'Active' and w.start_date <= ${first}::date and (w.end_date is null or w.end_date >= ${days.at(-1)}::date) order by m.id limit 1`,
    );
    const employeeCaller = as(callerWith(['EMPLOYEE'], { username: 'race-booker', employeeId: member.employee_id }));
    let next = 0;
    const answers = tally(
      await burst(app, () => ({ method: 'PUT', url: '/api/timesheet', headers: employeeCaller, payload: { workOrderId: member.work_order_id, date: days[next++], hours: 2 } })),
    );
    expectOneSuccess(answers, false);
    expect(await app.count('timesheet_months', sql`employee_id = ${member.employee_id} and year = ${year} and month = ${month}`)).toBe(1);
    expect(await app.count('timesheet_entries', sql`employee_id = ${member.employee_id} and date >= ${first}::date`)).toBe(answers.ok);
  });

  test('a course assigned 12 times at once to one employee is assigned once', async () => {
    const [employee] = await rows<{ id: number }>(sql`select id from employees where is_active order by id desc limit 1`);
    const [course] = await rows<{ id: number }>(
      sql`select c.id from safety_courses c where not exists (select 1 from safety_course_assignments a where a.safety_course_id = c.id and a.employee_id = ${employee.id}) order by c.id limit 1`,
    );
    const answers = tally(await burst(app, () => ({ method: 'POST', url: '/api/admin/safety_course/assign', headers: admin, payload: { safetyCourseId: course.id, employeeIds: [employee.id] } })));
    expectOneSuccess(answers, false);
    expect(await app.count('safety_course_assignments', sql`safety_course_id = ${course.id} and employee_id = ${employee.id}`)).toBe(1);
  });

  test('one member added 12 times at once to a work order is a member once', async () => {
    const [pair] = await rows<{ work_order_id: number; employee_id: number }>(
      sql`select w.id as work_order_id, e.id as employee_id from work_orders w cross join employees e where not exists (select 1 from work_order_members m where m.work_order_id = w.id and m.employee_id = e.id) order by w.id, e.id limit 1`,
    );
    const answers = tally(
      await burst(app, () => ({ method: 'PUT', url: '/api/admin/work_order_employee', headers: admin, payload: { workOrderId: pair.work_order_id, employeeId: pair.employee_id } })),
    );
    expectOneSuccess(answers);
    expect(await app.count('work_order_members', sql`work_order_id = ${pair.work_order_id} and employee_id = ${pair.employee_id}`)).toBe(1);
  });
  test("a month's payment order made 12 times at once takes each approved payroll once", async () => {
    // The states it needs, made here: an account with its CBI code, an employee with an IBAN, an approved payroll.
    const put = async (url: string, payload: Record<string, unknown>) => {
      const response = await app.inject({ method: 'PUT', url, headers: admin, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number; version: number };
    };
    const bank = await put('/api/admin/finance/accounts/banks', { name: 'Banca Gara' });
    const account = await put('/api/admin/finance/accounts', { name: 'Conto gara', bankId: bank.id, iban: 'IT42L1234512345123456789012', cuc: 'RACE0001' });
    const person = await employeeWithContract(app.app, { firstName: 'Gara', lastName: 'Bonifico' });
    await app.app.portal.db.execute(sql`update employees set iban = 'IT60X0542811101000000123456' where id = ${person.id}`);
    const period = { year: 2031, month: 5 };
    let payroll = await put('/api/admin/labour', { employeeId: person.id, ...period });
    for (let step = 0; step < 2; step += 1) {
      const moved = await app.inject({ method: 'POST', url: `/api/admin/labour/advance_status/${payroll.id}`, headers: admin, payload: { version: payroll.version } });
      expect(moved.statusCode, moved.body).toBe(200);
      payroll = moved.json() as typeof payroll;
    }
    const answers = tally(
      await burst(app, () => ({
        method: 'PUT',
        url: '/api/admin/finance/payment_orders/make',
        headers: admin,
        payload: { ...period, accountId: account.id, executionDate: addDays(firmToday(), 1) },
      })),
    );
    expectOneSuccess(answers);
    expect(await app.count('payment_order_lines', sql`labour_id = ${payroll.id}`)).toBe(1);
    expect(await app.count('payment_orders', sql`account_id = ${account.id}`)).toBe(1);
  });

  test("a month's billing run made 12 times at once bills each approved hour once, on one draft", async () => {
    // A month of the demo firm's approved hours on one work order, and a time-and-materials contract for it.
    const [hours] = await rows<{ work_order_id: number; customer_id: number; year: number; month: number }>(sql`
      select te.work_order_id, wo.customer_id, tm.year, tm.month from timesheet_entries te
      join timesheet_months tm on tm.id = te.timesheet_month_id join work_orders wo on wo.id = te.work_order_id
      where tm.status in ('Approved', 'Closed') order by te.date desc limit 1`);
    const contract = await app.inject({
      method: 'PUT',
      url: '/api/admin/sales/customer_contracts',
      headers: admin,
      payload: { title: 'Race billing', customerId: hours.customer_id, startDate: '2020-01-01', status: 'Active', billingMethod: 'Time and materials', hourlyRate: 50 },
    });
    expect(contract.statusCode, contract.body).toBe(201);
    const contractId = (contract.json() as { id: number }).id;
    await app.app.portal.db.execute(sql`update customer_contracts set work_order_id = ${hours.work_order_id} where id = ${contractId}`);
    const billable = sql`id in (select te.id from timesheet_entries te join timesheet_months tm on tm.id = te.timesheet_month_id
      where te.work_order_id = ${hours.work_order_id} and tm.year = ${hours.year} and tm.month = ${hours.month} and tm.status in ('Approved', 'Closed') and te.hours > 0)`;
    const entries = await app.count('timesheet_entries', billable);
    // The demo firm's own billed hours (its seed) stay as they were.
    const billedBefore = await app.count('billed_hours');
    const answers = tally(await burst(app, () => ({ method: 'POST', url: '/api/admin/finance/invoices/billing_run', headers: admin, payload: { year: hours.year, month: hours.month } })));
    // One run bills them; the others find nothing left (200, no draft) or lose the race on the billed hours' unique index (409).
    expectOneSuccess(answers, false);
    expect(answers.bodies.reduce((sum, body) => sum + (JSON.parse(body) as { drafts: number }).drafts, 0)).toBe(1);
    expect(await app.count('invoices', sql`customer_contract_id = ${contractId}`)).toBe(1);
    expect(await app.count('billed_hours')).toBe(billedBefore + entries);
    expect(await app.count('billed_hours', sql`timesheet_entry_id in (select id from timesheet_entries where ${billable})`)).toBe(entries);
  });
  test("a draft's lines written while it is issued: each lands before the number or is refused, and the figures are its lines'", async () => {
    const [draft] = await rows<{ id: number; version: number }>(sql`
      select i.id, i.version from invoices i join customer_contracts c on c.id = i.customer_contract_id where c.title = 'Race billing' and i.status = 'Draft'`);
    expect(draft, "the billing run's draft").toBeDefined();
    const line = (unitPrice: number) => ({ method: 'PUT' as const, url: '/api/admin/finance/invoices/lines', headers: admin, payload: { invoiceId: draft.id, description: 'Extra', quantity: 1, unitPrice, vatRate: 22 } });
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: `/api/admin/finance/invoices/issue/${draft.id}`, headers: admin, payload: { version: draft.version } }),
      ...Array.from({ length: 11 }, (_, index) => app.inject(line(index + 1))),
    ]);
    const [issued, ...writes] = answers;
    expect(issued.statusCode, issued.body).toBe(200);
    expect(tally(writes.map((answer) => ({ status: answer.statusCode, body: answer.body }))).odd).toEqual([]);
    // The issued figures are those of the lines it holds: no line came in after its number.
    const [{ taxable, lines }] = await rows<{ taxable: string; lines: string }>(sql`
      select i.taxable::text, (select coalesce(sum(l.line_total), 0)::text from invoice_lines l where l.invoice_id = i.id) as lines from invoices i where i.id = ${draft.id}`);
    expect(Number(taxable)).toBe(Number(lines));
    expect(await app.count('invoice_lines', sql`invoice_id = ${draft.id} and description = 'Extra'`)).toBe(writes.filter((answer) => answer.statusCode === 201).length);
  });
});
