import type { InjectOptions } from 'fastify';
import { resources } from '../../resources.config';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { as, callerWith } from '../helpers/test-caller';

// Receipts: the state machine (Submitted → Approved / Refused → Paid), matches to invoices, byDate and the lists by document.

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
  const newInvoice = async (direction: string, number: string) =>
    (await inject({ method: 'PUT', url: '/api/admin/finance/invoices', headers: admin, payload: { direction, number, date: '2026-09-01', taxable: 40, total: 48.8 } })).json() as { id: number };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
  });
  afterAll(() => t.close());

  test('the state moves only along the transitions, and a paid receipt is locked', async () => {
    const receipt = await newReceipt();
    expect(receipt.state).toBe('Submitted');
    expect((await post(`/status/${receipt.id}`, { state: 'Paid' })).statusCode).toBe(409);
    expect((await post(`/status/${receipt.id}`, { state: 'Approved' })).json()).toMatchObject({ state: 'Approved' });
    expect((await post(`/status/${receipt.id}`, { state: 'Paid' })).json()).toMatchObject({ state: 'Paid' });
    expect((await inject({ method: 'POST', url: `/api/admin/finance/receipts/${receipt.id}`, headers: admin, payload: { version: 3, amount: 1 } })).statusCode).toBe(409);
    expect((await post(`/status/${receipt.id}`, { state: 'Nonsense' })).statusCode).toBe(400);
    // Receipts are ADMIN's: the finance manager is refused.
    expect((await post(`/status/${receipt.id}`, { state: 'Submitted' }, finance)).statusCode).toBe(403);
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
    expect((await post('/courtesy', { startDate: '2023-05-01', endDate: '2023-05-31' }, finance)).statusCode).toBe(403);
  });
});
