import type { InjectOptions } from 'fastify';
import { resources } from '../../../resources.config';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { as, callerWith } from '../../helpers/test-caller';
import { actingOnReadVersion } from '../../helpers/versioned-action';

// The amounts a matched payment was made against are held (`heldBy`): an invoice, tax payment or receipt with
// reconciliation matches refuses a change of them with 409 naming why, as it refuses its deletion; other
// fields stay editable, and once the matches are undone the amounts may change again.

type Json = Record<string, unknown> & { id: number; version: number };

describe.each(testDatabaseKinds)('amounts held by matches on %s', (kind) => {
  let t: TestApp;
  const admin = as(callerWith(['ADMIN']));
  let accountId: number;
  let supplierId: number;

  // Actions are sent as the screens send them: with the version of their record as read (tests/helpers/versioned-action.ts).
  const inject = (options: InjectOptions) => actingOnReadVersion((request) => t.app.inject(request))(options);
  const create = async (url: string, payload: Record<string, unknown>) => {
    const response = await inject({ method: 'PUT', url, headers: admin, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Json;
  };
  const post = (url: string, payload: Record<string, unknown> = {}) => inject({ method: 'POST', url, headers: admin, payload });
  const read = async (url: string) => (await inject({ method: 'GET', url, headers: admin })).json() as Json;
  const payOut = async (amount: number, parentTable: string, parent: number, isPartial: boolean) => {
    const money = await create('/api/admin/finance/cashflow', { accountId, direction: 'out', amount, description: `Pagamento ${parentTable} ${parent}`, date: '2026-11-10' });
    const matched = await post(`/api/admin/finance/cashflow/reconcileOutManually/${money.id}`, { parent, parent_table: parentTable, isPartial });
    expect(matched.statusCode, matched.body).toBe(200);
    return money;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
    const bank = await create('/api/admin/finance/accounts/banks', { name: 'Banca Vincoli' });
    accountId = (await create('/api/admin/finance/accounts', { name: 'Operativo', bankId: bank.id, iban: 'IT60X0542811101000000123456', openingBalance: 0 })).id;
    supplierId = (await create('/api/admin/finance/suppliers', { name: 'Fornitore Vincolato Srl', vatNumber: '07643520567' })).id;
  });
  afterAll(() => t.close());

  test("a part-paid invoice's total is refused like its deletion; its description is not; undo frees it", async () => {
    const invoice = await create('/api/admin/finance/invoices', { direction: 'in', number: 'HB-1', date: '2026-10-06', supplierId, taxable: 16_000, vatRate: 22, vat: 3_520, total: 19_520 });
    const money = await payOut(15_527.55, 'invoices', invoice.id, true);
    const paid = await read(`/api/admin/finance/invoices/${invoice.id}`);
    expect(paid).toMatchObject({ paidAmount: 15_527.55, isPaid: false });

    const refused = await post(`/api/admin/finance/invoices/${invoice.id}`, { version: paid.version, total: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Invoice HB-1 has reconciliation matches (1): its total can no longer be changed; undo them first',
      errors: { total: 'Held by reconciliation matches' },
    });
    for (const change of [{ taxable: 1 }, { vat: 0 }, { direction: 'out' }, { currency: 'USD' }])
      expect((await post(`/api/admin/finance/invoices/${invoice.id}`, { version: paid.version, ...change })).statusCode, JSON.stringify(change)).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/invoices/${invoice.id}`, headers: admin })).statusCode).toBe(409);
    expect(await read(`/api/admin/finance/invoices/${invoice.id}`)).toMatchObject({ total: 19_520, taxable: 16_000, version: paid.version });

    // The form sends every field back: the same total is no change, and the rest may be edited.
    const described = await post(`/api/admin/finance/invoices/${invoice.id}`, { version: paid.version, total: 19_520, description: 'Consulenza ottobre' });
    expect(described.statusCode, described.body).toBe(200);

    const { version } = await read(`/api/admin/finance/cashflow/${money.id}`);
    expect((await post(`/api/admin/finance/cashflow/undo/${money.id}`, { version })).statusCode).toBe(200);
    const open = await read(`/api/admin/finance/invoices/${invoice.id}`);
    const changed = await post(`/api/admin/finance/invoices/${invoice.id}`, { version: open.version, total: 19_000 });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  test("a matched tax payment's and receipt's amounts are held too", async () => {
    const tax = await create('/api/admin/finance/taxes', { description: 'IVA ottobre', taxType: 'VAT', year: 2026, month: 10, amount: 2_400, dueDate: '2026-11-16' });
    await payOut(2_400, 'taxes', tax.id, false);
    const paidTax = await read(`/api/admin/finance/taxes/${tax.id}`);
    const taxRefusal = await post(`/api/admin/finance/taxes/${tax.id}`, { version: paidTax.version, amount: 2_000 });
    expect(taxRefusal.statusCode).toBe(409);
    expect(taxRefusal.json().message).toBe('Tax payment IVA ottobre has reconciliation matches (1): its amount can no longer be changed; undo them first');
    expect((await post(`/api/admin/finance/taxes/${tax.id}`, { version: paidTax.version, description: 'IVA mensile ottobre' })).statusCode).toBe(200);

    const receipt = await create('/api/admin/finance/receipts', { date: '2026-10-20', description: 'Trasferta Roma', amount: 180 });
    await payOut(180, 'receipts', receipt.id, false);
    const matched = await read(`/api/admin/finance/receipts/${receipt.id}`);
    const receiptRefusal = await post(`/api/admin/finance/receipts/${receipt.id}`, { version: matched.version, amount: 1 });
    expect(receiptRefusal.statusCode).toBe(409);
    expect(receiptRefusal.json().errors).toEqual({ amount: 'Held by reconciliation matches' });
    expect(await read(`/api/admin/finance/receipts/${receipt.id}`)).toMatchObject({ amount: 180 });
  });
});
