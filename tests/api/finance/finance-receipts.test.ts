import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { resources } from '../../../resources.config';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { sampleRows } from '../../helpers/sample-rows';
import { as, callerWith } from '../../helpers/test-caller';

// A real 1×1 PNG: uploads are judged by their bytes (server/files/verified-upload.ts).
const photo = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d50000000049454e44ae426082', 'hex');

// Receipts: the state machine (Submitted → Approved / Refused → Paid), matches to invoices, byDate and the lists by
// document; an employee's expense claim on the own path, with its photo, reviewed by the finance manager.

describe.each(testDatabaseKinds)('receipt calls on %s', (kind) => {
  let t: TestApp;
  const admin = as(callerWith(['ADMIN']));
  const finance = as(callerWith(['FINANCE MANAGE']));
  const inject = (options: InjectOptions) => t.app.inject(options);
  const post = (url: string, payload: Record<string, unknown>, headers = admin) => inject({ method: 'POST', url: `/api/admin/finance/receipts${url}`, headers, payload });
  const newReceipt = async (values: Record<string, unknown> = {}) => {
    const response = await inject({ method: 'PUT', url: '/api/admin/finance/receipts', headers: admin, payload: { date: '2026-09-10', description: 'Treno Milano-Torino', amount: 48.5, ...values } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; state: string };
  };
  let supplierId: number;
  const newInvoice = async (direction: string, number: string) =>
    (await inject({ method: 'PUT', url: '/api/admin/finance/invoices', headers: admin, payload: { direction, number, date: '2026-09-01', taxable: 40, total: 48.8, ...(direction === 'in' ? { supplierId } : {}) } })).json() as { id: number };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
    supplierId = (await inject({ method: 'PUT', url: '/api/admin/finance/suppliers', headers: admin, payload: { name: 'Trenitalia' } })).json().id;
  });

  test('an employee files an expense claim with its photo and follows its state; the finance manager approves it', async () => {
    const rows = sampleRows((method, url, payload) => inject({ method, url, headers: admin, payload: payload as InjectOptions['payload'] }));
    const [mine, other] = [await rows.create('employees'), await rows.create('employees')];
    const employee = as(callerWith(['EMPLOYEE'], { username: 'giulia', employeeId: mine.id }));
    const colleague = as(callerWith(['EMPLOYEE'], { username: 'marco', employeeId: other.id }));

    const filed = await inject({ method: 'PUT', url: '/api/finance/receipts', headers: employee, payload: { date: '2026-09-12', description: 'Taxi Linate', category: 'Travel', amount: 32.4 } });
    expect(filed.statusCode, filed.body).toBe(201);
    const claim = filed.json() as { id: number; employeeId: number; state: string; number: string };
    expect(claim).toMatchObject({ employeeId: mine.id, state: 'Submitted' });
    const body = multipartOf([{ fileName: 'taxi.png', contentType: 'image/png', content: photo }]);
    const uploaded = await inject({ method: 'PUT', url: `/api/finance/receipts/attachments/${claim.id}`, headers: { ...employee, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    const files = await inject({ method: 'GET', url: `/api/finance/receipts/attachments/${claim.id}`, headers: employee });
    expect(files.json().map((file: { fileName: string }) => file.fileName)).toEqual(['taxi.png']);
    // Someone else's claim is not theirs to read or add to.
    expect((await inject({ method: 'GET', url: `/api/finance/receipts/attachments/${claim.id}`, headers: colleague })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/finance/receipts', headers: colleague })).json()).toEqual([]);

    // The finance manager sees it with its photo and approves it; the employee sees the new state.
    expect((await inject({ method: 'GET', url: `/api/admin/finance/receipts/attachments/${claim.id}`, headers: finance })).json()).toHaveLength(1);
    const { version } = (await inject({ method: 'GET', url: `/api/admin/finance/receipts/${claim.id}`, headers: finance })).json();
    expect((await post(`/status/${claim.id}`, { state: 'Approved', version }, finance)).json()).toMatchObject({ state: 'Approved' });
    const own = await inject({ method: 'GET', url: '/api/finance/receipts', headers: employee });
    expect(own.json().map((row: { id: number; state: string }) => [row.id, row.state])).toEqual([[claim.id, 'Approved']]);
    // The employee cannot approve their own claim.
    expect((await post(`/status/${claim.id}`, { state: 'Paid' }, employee)).statusCode).toBe(403);
  });
  afterAll(() => t.close());

  // Issue 43: finance decides a claim with a note (a refusal needs its reason), never their own, and the employee is told.
  test('finance approves a claim with a note or refuses it with a reason, not their own; the employee is told in the bell; a claim filed twice is warned', async () => {
    const rows = sampleRows((method, url, payload) => inject({ method, url, headers: admin, payload: payload as InjectOptions['payload'] }));
    const [mine, financeManager] = [await rows.create('employees'), await rows.create('employees')];
    const users = t.app.portal.schema.resourceTables.get('users')!;
    const [user] = (await t.app.portal.db.insert(users.table).values({ username: 'sara', displayName: 'Sara Spese', employeeId: mine.id }).returning()) as { id: number }[];
    const employee = as({ ...callerWith(['EMPLOYEE'], { username: 'sara', employeeId: mine.id }), userId: user.id });
    const decider = as(callerWith(['FINANCE MANAGE', 'EMPLOYEE'], { username: 'franco', employeeId: financeManager.id }));
    const file = async (headers: ReturnType<typeof as>, values: Record<string, unknown> = {}) => {
      const filed = await inject({ method: 'PUT', url: '/api/finance/receipts', headers, payload: { date: '2026-10-05', description: 'Cena cliente', category: 'Meals', amount: 64.2, ...values } });
      expect(filed.statusCode, filed.body).toBe(201);
      return filed.json() as { id: number; number: string; version: number; warnings?: { field: string; message: string; template?: string; values?: Record<string, string> }[] };
    };
    const first = await file(employee);
    expect(first.warnings).toBeUndefined();
    // The same person, day and amount again: saved, with a warning naming the first claim.
    const twice = await file(employee);
    expect(twice.warnings).toEqual([
      { field: 'amount', message: `Receipt ${first.number} has the same person, day and amount: is this one filed twice?`, template: 'Receipt {{number}} has the same person, day and amount: is this one filed twice?', values: { number: first.number } },
    ]);
    expect((await file(employee, { amount: 64.3 })).warnings).toBeUndefined();

    // A refusal needs its reason; an approval's note is optional. Four eyes: not on one's own claim.
    expect((await post(`/refuse/${twice.id}`, { version: twice.version }, decider)).statusCode).toBe(400);
    const own = await file(decider);
    const ownRefusal = await post(`/approve/${own.id}`, { version: own.version }, decider);
    expect(ownRefusal.statusCode).toBe(403);
    expect(ownRefusal.json().message).toMatch(/yours/);
    expect((await post(`/approve/${first.id}`, { version: first.version }, employee)).statusCode).toBe(403);
    const approved = await post(`/approve/${first.id}`, { version: first.version, note: 'Reimbursed with the October payroll' }, decider);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'Approved', decisionNote: 'Reimbursed with the October payroll' });
    const refused = await post(`/refuse/${twice.id}`, { version: twice.version, note: 'Filed twice: see the first claim' }, decider);
    expect(refused.json()).toMatchObject({ state: 'Refused', decisionNote: 'Filed twice: see the first claim' });
    expect((await post(`/approve/${twice.id}`, { version: refused.json().version }, decider)).statusCode).toBe(409);
    expect((await post(`/reconsider/${twice.id}`, { version: refused.json().version }, decider)).json()).toMatchObject({ state: 'Submitted' });

    const bell = (await inject({ method: 'GET', url: '/api/notifications/current_user/', headers: employee })).json() as { message: string; parentTable: string; parent: number }[];
    expect(bell.map((notice) => notice.message)).toEqual(
      expect.arrayContaining([
        `Your expense claim ${first.number} of 2026-10-05 was approved. Note from finance: Reimbursed with the October payroll`,
        `Your expense claim ${twice.number} of 2026-10-05 was refused. Reason: Filed twice: see the first claim`,
      ]),
    );

    // Finance's list opens on the claims waiting (the route's declared filter).
    const route = resources.find((resource) => resource.name === 'receipts')!.routes!.find((candidate) => candidate.path === '/receipts')!;
    expect(route.opensOn).toEqual([{ field: 'state', operator: 'eq', value: 'Submitted' }]);
    const waiting = await inject({ method: 'GET', url: '/api/admin/finance/receipts?state=Submitted', headers: finance });
    const waitingIds = waiting.json().map((row: { id: number }) => row.id);
    expect(waitingIds).toContain(twice.id);
    expect(waitingIds).not.toContain(first.id);
  });

  test('the state moves only along the transitions, and a paid receipt is locked', async () => {
    const receipt = await newReceipt();
    expect(receipt.state).toBe('Submitted');
    expect((await post(`/status/${receipt.id}`, { state: 'Paid' })).statusCode).toBe(409);
    expect((await post(`/status/${receipt.id}`, { state: 'Approved' })).json()).toMatchObject({ state: 'Approved' });
    expect((await post(`/status/${receipt.id}`, { state: 'Paid' })).json()).toMatchObject({ state: 'Paid' });
    expect((await inject({ method: 'POST', url: `/api/admin/finance/receipts/${receipt.id}`, headers: admin, payload: { version: 3, amount: 1 } })).statusCode).toBe(409);
    expect((await post(`/status/${receipt.id}`, { state: 'Nonsense' })).statusCode).toBe(400);
    // Receipts are reviewed by ADMIN and the finance manager only.
    expect((await post(`/status/${receipt.id}`, { state: 'Submitted' }, as(callerWith(['SALES MANAGE'])))).statusCode).toBe(403);
  });

  test('match and matchForeign link the receipt to the right kind of invoice; the lists by invoice find it', async () => {
    const [received, foreign] = [await newInvoice('in', 'R-1'), await newInvoice('foreign', 'X-1')];
    const [a, b] = [await newReceipt(), await newReceipt({ amount: 12 })];
    expect((await post(`/match/${a.id}`, { invoice_id: foreign.id })).statusCode).toBe(409);
    expect((await post(`/match/${a.id}`, { invoice_id: received.id })).json()).toMatchObject({ invoiceId: received.id });
    expect((await post(`/matchForeign/${b.id}`, { invoice_id: received.id })).statusCode).toBe(409);
    expect((await post(`/matchForeign/${b.id}`, { invoice_id: foreign.id })).json()).toMatchObject({ invoiceId: foreign.id });
    const byInvoice = await inject({ method: 'GET', url: `/api/admin/finance/receipts/invoice/${received.id}`, headers: admin });
    expect(byInvoice.json().map((row: { id: number }) => row.id)).toEqual([a.id]);
    const byForeign = await inject({ method: 'GET', url: `/api/admin/finance/receipts/invoiceForeign/${foreign.id}`, headers: admin });
    expect(byForeign.json().map((row: { id: number }) => row.id)).toEqual([b.id]);
  });

  test('byDate finds receipts in the range, of the amount when given', async () => {
    const one = await newReceipt({ date: '2024-02-03', amount: 33.3 });
    const two = await newReceipt({ date: '2024-02-20', amount: 10 });
    expect((await post('/byDate', { startDate: '2024-02-01', endDate: '2024-02-29' })).json().map((row: { id: number }) => row.id)).toEqual([one.id, two.id]);
    expect((await post('/byDate', { amount: 33.3, startDate: '2024-02-01', endDate: '2024-02-29' })).json().map((row: { id: number }) => row.id)).toEqual([one.id]);
  });
  test('courtesy lists the receipts of the range still waiting for their invoice, not refused ones; wrong roles and ranges refused', async () => {
    const waiting = await newReceipt({ date: '2023-05-03', amount: 20 });
    const other = await newReceipt({ date: '2023-05-09', amount: 7.5 });
    const backed = await newReceipt({ date: '2023-05-10', amount: 20 });
    const refused = await newReceipt({ date: '2023-05-11', amount: 20 });
    await newReceipt({ date: '2023-06-01', amount: 20 });
    const invoice = await newInvoice('in', 'C-1');
    expect((await post(`/match/${backed.id}`, { invoice_id: invoice.id })).statusCode).toBe(200);
    expect((await post(`/status/${refused.id}`, { state: 'Refused' })).statusCode).toBe(200);
    const ids = (response: { json: () => unknown }) => (response.json() as { id: number }[]).map((row) => row.id);
    expect(ids(await post('/courtesy', { startDate: '2023-05-01', endDate: '2023-05-31' }))).toEqual([waiting.id, other.id]);
    expect(ids(await post('/courtesy', { amount: 20, startDate: '2023-05-01', endDate: '2023-05-31' }))).toEqual([waiting.id]);
    const backwards = await post('/courtesy', { startDate: '2023-05-31', endDate: '2023-05-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('endDate');
    expect((await post('/courtesy', { startDate: '2023-05-01', endDate: '2023-05-31' }, as(callerWith(['SALES MANAGE'])))).statusCode).toBe(403);
  });
});

// Issue 43: the evidence check runs on the record locked in the file change's transaction. An approval in flight
// (its transaction holding the claim's row) makes the employee's removal wait, and the removal, once the approval
// commits, finds the claim Approved and is refused: no state change slips between the check and the delete.
// PostgreSQL only: PGlite has one connection and cannot overlap the two transactions.
describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))('evidence checked under the record lock on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
  });
  afterAll(() => t.close());

  test("a removal waiting on an approval in flight is refused once the claim is Approved, and the photo stays", async () => {
    const inject = (options: InjectOptions) => t.app.inject(options);
    const admin = as(callerWith(['ADMIN']));
    const rows = sampleRows((method, url, payload) => inject({ method, url, headers: admin, payload: payload as InjectOptions['payload'] }));
    const mine = await rows.create('employees');
    const employee = as(callerWith(['EMPLOYEE'], { username: 'ugo', employeeId: mine.id }));
    const claim = (await inject({ method: 'PUT', url: '/api/finance/receipts', headers: employee, payload: { date: '2026-10-20', description: 'Parcheggio', amount: 9 } })).json() as { id: number };
    const body = multipartOf([{ fileName: 'parking.png', contentType: 'image/png', content: photo }]);
    const [file] = (await inject({ method: 'PUT', url: `/api/finance/receipts/attachments/${claim.id}`, headers: { ...employee, ...body.headers }, payload: body.payload })).json() as { id: number }[];

    const { db } = t.app.portal;
    const waitingOnLocks = async () =>
      ((await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    const before = await waitingOnLocks();
    let removal: Promise<{ statusCode: number; body: string }> | undefined;
    await db.transaction(async (tx) => {
      // The approval in flight: the claim's row locked, its state about to change.
      await tx.execute(sql`select id from receipts where id = ${claim.id} for update`);
      removal = inject({ method: 'DELETE', url: `/api/finance/receipts/attachments/${claim.id}/${file.id}`, headers: employee });
      const deadline = Date.now() + 20_000;
      while ((await waitingOnLocks()) <= before) {
        if (Date.now() > deadline) throw new Error('The removal never waited on the claim');
        await new Promise((resolve) => setImmediate(resolve));
      }
      await tx.execute(sql`update receipts set state = 'Approved' where id = ${claim.id}`);
    });
    const refused = await removal!;
    expect(refused.statusCode, refused.body).toBe(409);
    expect(JSON.parse(refused.body).message).toMatch(/evidence/);
    const files = await inject({ method: 'GET', url: `/api/finance/receipts/attachments/${claim.id}`, headers: employee });
    expect(files.json().map((one: { fileName: string }) => one.fileName)).toEqual(['parking.png']);
  });
});
