import type { InjectOptions } from 'fastify';
import { resources } from '../../resources.config';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { as, callerWith } from '../helpers/test-caller';

// Invoices' calls: the unpaid list with ageing, the file flags of issued invoices, the search by amount and dates;
// the suppliers' checked identities and the taxes falling due soon.

describe.each(testDatabaseKinds)('invoice calls on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE']));
  const sales = as(callerWith(['SALES MANAGE']));
  const inject = (options: InjectOptions) => t.app.inject(options);
  const newInvoice = async (values: Record<string, unknown>) => {
    const response = await inject({ method: 'PUT', url: '/api/admin/finance/invoices', headers: finance, payload: { date: '2026-03-10', taxable: 100, total: 122, ...values } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
  });
  afterAll(() => t.close());

  test('pending lists unpaid invoices oldest due first, with days overdue and an ageing bucket', async () => {
    const old = await newInvoice({ direction: 'out', number: 'P-1', dueDate: '2020-01-31' });
    const future = await newInvoice({ direction: 'out', number: 'P-2', dueDate: '2099-01-31' });
    await newInvoice({ direction: 'in', number: 'P-3', dueDate: '2020-02-28' });
    const response = await inject({ method: 'GET', url: '/api/admin/finance/invoices/pending?direction=out', headers: finance });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number; ageing: string; daysOverdue: number; openAmount: number }[];
    expect(rows.map((row) => row.id)).toEqual([old.id, future.id]);
    expect(rows[0]).toMatchObject({ ageing: 'Over 90', openAmount: 122 });
    expect(rows[0].daysOverdue).toBeGreaterThan(90);
    expect(rows[1]).toMatchObject({ ageing: 'Not due', daysOverdue: 0 });
  });

  test('updateFileStatus sets the flags sent on an issued invoice, and refuses a received one', async () => {
    const issued = await newInvoice({ direction: 'foreign', number: 'F-1' });
    const response = await inject({ method: 'POST', url: `/api/admin/finance/invoices/updateFileStatus/${issued.id}`, headers: finance, payload: { hasInvoicePdfFile: true, hasReceiptFile: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasInvoicePdfFile: true, hasInvoiceXmlFile: false, hasReceiptFile: false });
    const received = await newInvoice({ direction: 'in', number: 'F-2' });
    expect((await inject({ method: 'POST', url: `/api/admin/finance/invoices/updateFileStatus/${received.id}`, headers: finance, payload: { hasInvoicePdfFile: true } })).statusCode).toBe(400);
    expect((await inject({ method: 'POST', url: `/api/admin/finance/invoices/updateFileStatus/${issued.id}`, headers: sales, payload: { hasInvoicePdfFile: true } })).statusCode).toBe(403);
  });

  test('byDate finds invoices in the range, of the amount when given', async () => {
    const a = await newInvoice({ direction: 'out', number: 'D-1', date: '2025-05-02', total: 99.99, taxable: 81.96 });
    const b = await newInvoice({ direction: 'in', number: 'D-2', date: '2025-05-20', total: 50, taxable: 40.98 });
    await newInvoice({ direction: 'out', number: 'D-3', date: '2025-07-01', total: 99.99, taxable: 81.96 });
    const all = await inject({ method: 'POST', url: '/api/admin/finance/invoices/byDate', headers: finance, payload: { startDate: '2025-05-01', endDate: '2025-05-31' } });
    expect(all.json().map((row: { id: number }) => row.id)).toEqual([a.id, b.id]);
    const amount = await inject({ method: 'POST', url: '/api/admin/finance/invoices/byDate', headers: finance, payload: { amount: 99.99, startDate: '2025-05-01', endDate: '2025-05-31' } });
    expect(amount.json().map((row: { id: number }) => row.id)).toEqual([a.id]);
    const reversed = await inject({ method: 'POST', url: '/api/admin/finance/invoices/byDate', headers: finance, payload: { startDate: '2025-06-01', endDate: '2025-05-01' } });
    expect(reversed.statusCode).toBe(400);
    expect((await inject({ method: 'POST', url: '/api/admin/finance/invoices/byDate', headers: sales, payload: { startDate: '2025-05-01', endDate: '2025-05-31' } })).statusCode).toBe(403);
  });
  test('a supplier\'s partita IVA, codice fiscale and IBAN are checked; a foreign VAT number is kept as given', async () => {
    const put = (payload: Record<string, unknown>) => inject({ method: 'PUT', url: '/api/admin/finance/suppliers', headers: finance, payload });
    const wrong = await put({ name: 'Errata Srl', vatNumber: '12345678901', taxCode: 'RSSMRA80A01F205Y', iban: 'IT61X0542811101000000123456' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['iban', 'taxCode', 'vatNumber']);
    const right = await put({ name: 'Giusta Srl', vatNumber: '12345678903', taxCode: '12345678903', iban: 'IT60X0542811101000000123456' });
    expect(right.statusCode, right.body).toBe(201);
    expect((await put({ name: 'GmbH', vatNumber: 'DE123456789', country: 'DE' })).statusCode).toBe(201);
  });
  test('dueSoon lists unpaid taxes due in the next 30 days and overdue ones, earliest first; not later ones', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const tax = async (description: string, dueDate: string) => {
      const response = await inject({ method: 'PUT', url: '/api/admin/finance/taxes', headers: finance, payload: { description, taxType: 'VAT', year: 2026, amount: 100, dueDate } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number };
    };
    const overdue = await tax('IVA overdue', day(-3));
    const soon = await tax('IVA soon', day(10));
    const edge = await tax('IVA edge', day(30));
    await tax('IVA later', day(31));
    const response = await inject({ method: 'GET', url: '/api/admin/finance/taxes/dueSoon', headers: finance });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number; daysLeft: number; isOverdue: boolean }[];
    expect(rows.map((row) => row.id)).toEqual([overdue.id, soon.id, edge.id]);
    expect(rows[0]).toMatchObject({ daysLeft: -3, isOverdue: true });
    expect(rows[1]).toMatchObject({ daysLeft: 10, isOverdue: false });
    const week = await inject({ method: 'GET', url: '/api/admin/finance/taxes/dueSoon?days=7', headers: finance });
    expect(week.json().map((row: { id: number }) => row.id)).toEqual([overdue.id]);
    expect((await inject({ method: 'GET', url: '/api/admin/finance/taxes/dueSoon?days=0', headers: finance })).statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/admin/finance/taxes/dueSoon', headers: sales })).statusCode).toBe(403);
  });
});
