import type { InjectOptions } from 'fastify';
import { resources } from '../../../resources.config';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { as, callerWith } from '../../helpers/test-caller';
import { addDays, firmToday } from '../../../resources/firm-calendar';

// Invoices' calls: the unpaid list with ageing, the file flags of issued invoices, the search by amount and dates;
// the suppliers' checked identities and the taxes falling due soon.

describe.each(testDatabaseKinds)('invoice calls on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE']));
  const sales = as(callerWith(['SALES MANAGE']));
  const inject = (options: InjectOptions) => t.app.inject(options);
  let supplierId: number;
  const newInvoice = async (values: Record<string, unknown>) => {
    // A received invoice names its supplier (a write rule); issued ones name none here.
    const counterparty = values.direction === 'in' ? { supplierId } : {};
    const response = await inject({ method: 'PUT', url: '/api/admin/finance/invoices', headers: finance, payload: { date: '2026-03-10', taxable: 100, total: 122, ...counterparty, ...values } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
    supplierId = (await inject({ method: 'PUT', url: '/api/admin/finance/suppliers', headers: finance, payload: { name: 'Fornitore di prova' } })).json().id;
  });

  test('a received invoice without its supplier is refused with the field named, and nothing is saved; with it, saved', async () => {
    const payload = { direction: 'in', number: 'NS-1', date: '2026-03-10', taxable: 100, total: 122 };
    const refused = await inject({ method: 'PUT', url: '/api/admin/finance/invoices', headers: finance, payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'A received invoice needs its supplier', errors: { supplierId: 'Required' } });
    expect((await inject({ method: 'GET', url: '/api/admin/finance/invoices?number=NS-1', headers: finance })).json()).toEqual([]);
    const saved = await inject({ method: 'PUT', url: '/api/admin/finance/invoices', headers: finance, payload: { ...payload, supplierId } });
    expect(saved.statusCode, saved.body).toBe(201);
    // Nor can an edit take the supplier away.
    const emptied = await inject({ method: 'POST', url: `/api/admin/finance/invoices/${saved.json().id}`, headers: finance, payload: { version: saved.json().version, supplierId: null } });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors).toHaveProperty('supplierId');
    // An issued invoice has no supplier to give.
    expect((await inject({ method: 'PUT', url: '/api/admin/finance/invoices', headers: finance, payload: { ...payload, direction: 'foreign', number: 'NS-2' } })).statusCode).toBe(201);
  });

  test('an IBAN pasted with spaces and in lower case is accepted and kept compact in capitals', async () => {
    const supplier = await inject({ method: 'PUT', url: '/api/admin/finance/suppliers', headers: finance, payload: { name: 'Spazi Srl', iban: ' it60 x054 2811 1010 0000 0123 456 ' } });
    expect(supplier.statusCode, supplier.body).toBe(201);
    expect(supplier.json().iban).toBe('IT60X0542811101000000123456');
    const bank = (await inject({ method: 'PUT', url: '/api/admin/finance/accounts/banks', headers: finance, payload: { name: 'Banca Spazi' } })).json();
    const account = await inject({ method: 'PUT', url: '/api/admin/finance/accounts', headers: finance, payload: { name: 'Conto spazi', bankId: bank.id, iban: 'it42 l123 4512 3451 2345 6789 012' } });
    expect(account.statusCode, account.body).toBe(201);
    expect(account.json().iban).toBe('IT42L1234512345123456789012');
    // A wrong check digit is still refused, spaces or not.
    const wrong = await inject({ method: 'PUT', url: '/api/admin/finance/suppliers', headers: finance, payload: { name: 'Errata', iban: 'IT61 X054 2811 1010 0000 0123 456' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('iban');
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
    const day = (offset: number) => addDays(firmToday(), offset);
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
  test('withLines makes the invoice and its lines in one go, with the VAT summary per rate; bad lines change nothing', async () => {
    const withLines = (lines: unknown, number = 'L-1', headers = finance) =>
      inject({ method: 'POST', url: '/api/admin/finance/invoices/withLines', headers, payload: { direction: 'out', number, date: '2026-04-01', lines: JSON.stringify(lines) } });
    const lines = [
      { description: 'Consulenza', quantity: 3, unitPrice: 33.33, vatRate: 22 },
      { description: 'Trasferta', quantity: 1, unitPrice: 10.01, vatRate: 22 },
      { description: 'Libri', quantity: 2, unitPrice: 12.5, vatRate: 4 },
      { description: 'Spese anticipate', quantity: 1, unitPrice: 15, vatRate: 0, nature: 'N1' },
    ];
    const response = await withLines(lines);
    expect(response.statusCode, response.body).toBe(200);
    // 22%: 99.99 + 10.01 = 110.00 → 24.20; 4%: 25.00 → 1.00; N1: 15.00 without VAT.
    expect(response.json()).toMatchObject({ taxable: 150, vat: 25.2, total: 175.2, vatRate: null });
    const invoice = response.json() as { id: number; vatSummary: unknown };
    expect(invoice.vatSummary).toEqual([
      { rate: 22, nature: null, taxable: 110, vat: 24.2 },
      { rate: 4, nature: null, taxable: 25, vat: 1 },
      { rate: 0, nature: 'N1', taxable: 15, vat: 0 },
    ]);
    const stored = await inject({ method: 'GET', url: `/api/admin/finance/invoices/lines?invoiceId=${invoice.id}&_sort=position&_order=asc`, headers: finance });
    expect((stored.json() as { description: string; lineTotal: number }[]).map((line) => [line.description, line.lineTotal])).toEqual([
      ['Consulenza', 99.99],
      ['Trasferta', 10.01],
      ['Libri', 25],
      ['Spese anticipate', 15],
    ]);

    const exemptWithoutNature = await withLines([lines[0], { description: 'Esente', quantity: 1, unitPrice: 5, vatRate: 0 }], 'L-2');
    expect(exemptWithoutNature.statusCode).toBe(400);
    expect(exemptWithoutNature.json().errors).toHaveProperty(['lines[1].nature']);
    expect((await withLines([], 'L-3')).statusCode).toBe(400);
    expect((await withLines('nonsense', 'L-4')).statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/admin/finance/invoices?number=L-2', headers: finance })).json()).toEqual([]);

    // The figures and the lines are the server's: no generic edit of either; the wrong role is refused.
    const edit = await inject({ method: 'POST', url: `/api/admin/finance/invoices/${invoice.id}`, headers: finance, payload: { version: 1, total: 1 } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toHaveProperty('total');
    expect((await inject({ method: 'POST', url: `/api/admin/finance/invoices/${invoice.id}`, headers: finance, payload: { version: 1, dueDate: '2026-05-01' } })).statusCode).toBe(200);
    // Its lines are its document's: only a draft's lines are written on their own.
    const line = await inject({ method: 'PUT', url: '/api/admin/finance/invoices/lines', headers: finance, payload: { invoiceId: invoice.id, description: 'Extra', quantity: 1, unitPrice: 1 } });
    expect(line.statusCode, line.body).toBe(409);
    expect(line.json().message).toContain('not a draft');
    expect((await withLines(lines, 'L-5', sales)).statusCode).toBe(403);
  });
});
