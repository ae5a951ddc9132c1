import type { InjectOptions } from 'fastify';
import { quoteTotalsOf, type QuoteLineFigures } from '../../../modules/sales/domain/quote-totals';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { as, callerWith } from '../../helpers/test-caller';
import { actingOnReadVersion } from '../../helpers/versioned-action';

// A quote's taxable, VAT and total are the server's, derived from its lines by the one function the editor
// previews with; an accepted quote becomes a contract and a work order in one all-or-nothing action.

describe('quote totals (the shared function)', () => {
  const cases: [string, QuoteLineFigures[], { taxable: number; vat: number; total: number }][] = [
    ['no lines', [], { taxable: 0, vat: 0, total: 0 }],
    // 0.1 + 0.2 in floats is 0.30000000000000004; in decimals it is 0.3.
    ['decimal exactness', [{ quantity: 1, unitPrice: 0.1, vatRate: 0 }, { quantity: 1, unitPrice: 0.2, vatRate: 0 }], { taxable: 0.3, vat: 0, total: 0.3 }],
    // 3 × 3.335 = 10.005 → 10.01 (half up, where a float gives 10.00); VAT 22% of 10.01 = 2.2022 → 2.20.
    ['half up per line', [{ quantity: 3, unitPrice: 3.335, vatRate: 22 }], { taxable: 10.01, vat: 2.2, total: 12.21 }],
    // 1 × 0.05 at 10% VAT: 0.005 → 0.01 per line, so three lines are 0.03 of VAT, not round(0.015) = 0.02.
    ['VAT rounded per line, then summed', Array.from({ length: 3 }, () => ({ quantity: 1, unitPrice: 0.05, vatRate: 10 })), { taxable: 0.15, vat: 0.03, total: 0.18 }],
    // 7 × 19.99 less 15% = 118.9405 → 118.94; VAT 22% = 26.1668 → 26.17.
    ['discount', [{ quantity: 7, unitPrice: 19.99, discountPercent: 15, vatRate: 22 }], { taxable: 118.94, vat: 26.17, total: 145.11 }],
    [
      'several rates and an exempt line',
      [
        { quantity: 2, unitPrice: 100, vatRate: 22 },
        { quantity: 1, unitPrice: 50.5, vatRate: 10 },
        { quantity: 1, unitPrice: 30, vatRate: 0 },
      ],
      { taxable: 280.5, vat: 49.05, total: 329.55 },
    ],
  ];
  test.each(cases)('%s', (_name, lines, expected) => {
    expect(quoteTotalsOf(lines)).toMatchObject(expected);
  });

  test('the VAT summary has one row per rate, highest first', () => {
    const { byRate } = quoteTotalsOf([
      { quantity: 1, unitPrice: 10, vatRate: 10 },
      { quantity: 1, unitPrice: 100, vatRate: 22 },
      { quantity: 2, unitPrice: 5, vatRate: 10 },
    ]);
    expect(byRate).toEqual([
      { rate: 22, taxable: 100, vat: 22 },
      { rate: 10, taxable: 20, vat: 2 },
    ]);
  });
});

describe.each(testDatabaseKinds)('quotes with lines on %s', (kind) => {
  let t: TestApp;
  const sales = as(callerWith(['SALES MANAGE'], { username: 'sara' }));
  const employee = as(callerWith(['EMPLOYEE']));
  let customerId: number;
  let hourProductId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    customerId = (await inject({ method: 'PUT', url: '/api/admin/customers', headers: sales, payload: { name: 'Acme S.r.l.' } })).json().id;
    hourProductId = (
      await inject({ method: 'POST', url: '/api/admin/sales/products', headers: sales, payload: { code: 'DEV-H', name: 'Development', unit: 'hour', unitPrice: 50, vatRate: 22 } })
    ).json().id;
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  const act = actingOnReadVersion(inject);
  const getQuote = async (id: number) => (await inject({ method: 'GET', url: `/api/admin/sales/quotes/${id}`, headers: sales })).json();
  const newQuote = async () =>
    (await inject({ method: 'PUT', url: '/api/admin/sales/quotes', headers: sales, payload: { title: 'Portal', customerId, date: '2026-11-02' } })).json();
  const addLine = (quoteId: number, line: Record<string, unknown>) =>
    inject({ method: 'PUT', url: '/api/admin/sales/quotes/lines', headers: sales, payload: { quoteId, description: 'Work', ...line } });

  test('a new quote has zero totals, not null', async () => {
    const quote = await newQuote();
    expect(quote).toMatchObject({ taxable: 0, vat: 0, total: 0, status: 'Draft' });
  });

  test('totals follow every line write: create, update and delete', async () => {
    const quote = await newQuote();
    // 0.5 × 20.01 = 10.005 → 10.01; VAT 22% = 2.2022 → 2.20.
    const first = await addLine(quote.id, { quantity: 0.5, unitPrice: 20.01, vatRate: 22 });
    expect(first.statusCode).toBe(201);
    expect(first.json().lineTotal).toBe(10.01);
    const second = (await addLine(quote.id, { quantity: 7, unitPrice: 19.99, discountPercent: 15, vatRate: 10 })).json();
    expect(await getQuote(quote.id)).toMatchObject({ taxable: 128.95, vat: 14.09, total: 143.04 });

    const edited = await inject({ method: 'POST', url: `/api/admin/sales/quotes/lines/${second.id}`, headers: sales, payload: { version: second.version, quantity: 1 } });
    expect(edited.statusCode).toBe(200);
    // 19.99 less 15% = 16.9915 → 16.99, VAT 10% = 1.699 → 1.70.
    expect(await getQuote(quote.id)).toMatchObject({ taxable: 27, vat: 3.9, total: 30.9 });

    expect((await inject({ method: 'DELETE', url: `/api/admin/sales/quotes/lines/${second.id}`, headers: sales })).statusCode).toBeLessThan(300);
    expect(await getQuote(quote.id)).toMatchObject({ taxable: 10.01, vat: 2.2, total: 12.21 });
  });

  test('clients cannot write the totals', async () => {
    const quote = await newQuote();
    const response = await inject({ method: 'POST', url: `/api/admin/sales/quotes/${quote.id}`, headers: sales, payload: { version: quote.version, total: 999 } });
    expect(response.statusCode).toBe(400);
    expect((await getQuote(quote.id)).total).toBe(0);
  });

  test('a sent quote is locked: no edit, no line added, changed or removed', async () => {
    const quote = await newQuote();
    const line = (await addLine(quote.id, { quantity: 1, unitPrice: 100 })).json();
    expect((await inject({ method: 'POST', url: `/api/admin/sales/quotes/send/${quote.id}`, headers: sales })).json().status).toBe('Sent');
    const sent = await getQuote(quote.id);
    const edit = await inject({ method: 'POST', url: `/api/admin/sales/quotes/${quote.id}`, headers: sales, payload: { version: sent.version, title: 'Changed' } });
    expect(edit.statusCode).toBe(409);
    const added = await addLine(quote.id, { quantity: 1, unitPrice: 5 });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toMatch(/is Sent: its quote lines can no longer be changed/);
    const changed = await inject({ method: 'POST', url: `/api/admin/sales/quotes/lines/${line.id}`, headers: sales, payload: { version: line.version, quantity: 9 } });
    expect(changed.statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/admin/sales/quotes/lines/${line.id}`, headers: sales })).statusCode).toBe(409);
    expect(await getQuote(quote.id)).toMatchObject({ taxable: 100, vat: 22, total: 122, title: 'Portal' });
  });

  test('status moves follow the declared transitions', async () => {
    const quote = await newQuote();
    const early = await inject({ method: 'POST', url: `/api/admin/sales/quotes/accept/${quote.id}`, headers: sales });
    expect(early.statusCode).toBe(409);
    await inject({ method: 'POST', url: `/api/admin/sales/quotes/send/${quote.id}`, headers: sales });
    expect((await inject({ method: 'POST', url: `/api/admin/sales/quotes/reject/${quote.id}`, headers: sales })).json().status).toBe('Rejected');
    expect((await inject({ method: 'POST', url: `/api/admin/sales/quotes/accept/${quote.id}`, headers: sales })).statusCode).toBe(409);
    expect((await inject({ method: 'POST', url: `/api/admin/sales/quotes/send/${quote.id}`, headers: employee })).statusCode).toBe(403);
  });

  const acceptedQuote = async () => {
    const quote = await newQuote();
    await addLine(quote.id, { productId: hourProductId, quantity: 10, unitPrice: 50 });
    await addLine(quote.id, { quantity: 1, unitPrice: 200, vatRate: 0 });
    await inject({ method: 'POST', url: `/api/admin/sales/quotes/send/${quote.id}`, headers: sales });
    await inject({ method: 'POST', url: `/api/admin/sales/quotes/accept/${quote.id}`, headers: sales });
    return getQuote(quote.id);
  };

  test('an accepted quote becomes a contract and a work order, linked both ways, once', async () => {
    const quote = await acceptedQuote();
    expect(quote).toMatchObject({ status: 'Accepted', taxable: 700, total: 810 });
    const response = await act({ method: 'POST', url: `/api/admin/sales/quotes/to_contract/${quote.id}`, headers: sales, payload: { withWorkOrder: true } });
    expect(response.statusCode).toBe(200);
    const { contract, workOrder } = response.json();
    expect(contract).toMatchObject({ quoteId: quote.id, customerId, amount: 700, title: 'Portal', workOrderId: workOrder.id });
    expect(workOrder).toMatchObject({ customerId, amount: 700, budgetHours: 10, name: 'Portal' });
    const byCustomer = await inject({ method: 'GET', url: `/api/admin/sales/customer_contracts/customer/${customerId}`, headers: sales });
    expect(byCustomer.json().map((row: { id: number }) => row.id)).toContain(contract.id);
    const again = await act({ method: 'POST', url: `/api/admin/sales/quotes/to_contract/${quote.id}`, headers: sales, payload: {} });
    expect(again.statusCode).toBe(409);
    const twice = await act({ method: 'POST', url: `/api/admin/sales/customer_contracts/start_work_order/${contract.id}`, headers: sales });
    expect(twice.statusCode).toBe(409);
    // The refusal is declared (offeredWhen: workOrderId absent), said before any handler runs.
    expect(twice.json()).toMatchObject({ message: `Contract ${contract.number} already started a work order`, errors: { workOrderId: 'Already set' } });
  });

  test("a work order's statements of work, for ADMIN only", async () => {
    const admin = as(callerWith(['ADMIN']));
    const quote = await acceptedQuote();
    const { workOrder } = (await act({ method: 'POST', url: `/api/admin/sales/quotes/to_contract/${quote.id}`, headers: sales, payload: { withWorkOrder: true } })).json();
    const sow = await inject({ method: 'PUT', url: '/api/admin/sow', headers: admin, payload: { title: 'SOW Portal', workOrderId: workOrder.id, amount: 700 } });
    expect(sow.statusCode).toBe(201);
    const list = await inject({ method: 'GET', url: `/api/admin/sow/work_order/${workOrder.id}`, headers: admin });
    expect(list.json().map((row: { title: string }) => row.title)).toEqual(['SOW Portal']);
    expect((await inject({ method: 'GET', url: `/api/admin/sow/work_order/${workOrder.id}`, headers: sales })).statusCode).toBe(403);
    // Drafted from the contract in one action, linked to both; once.
    const contract = (await inject({ method: 'GET', url: `/api/admin/sales/customer_contracts?quoteId=${quote.id}`, headers: sales })).json()[0];
    expect((await act({ method: 'POST', url: `/api/admin/sales/customer_contracts/to_sow/${contract.id}`, headers: sales })).statusCode).toBe(403);
    const drafted = await act({ method: 'POST', url: `/api/admin/sales/customer_contracts/to_sow/${contract.id}`, headers: admin });
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json()).toMatchObject({ customerContractId: contract.id, workOrderId: workOrder.id, amount: 700, status: 'Draft' });
    expect((await act({ method: 'POST', url: `/api/admin/sales/customer_contracts/to_sow/${contract.id}`, headers: admin })).statusCode).toBe(409);
  });

  test('a contract starts its work order later by its own action', async () => {
    const quote = await acceptedQuote();
    const { contract } = (await act({ method: 'POST', url: `/api/admin/sales/quotes/to_contract/${quote.id}`, headers: sales, payload: {} })).json();
    expect(contract.workOrderId).toBeNull();
    const started = await act({ method: 'POST', url: `/api/admin/sales/customer_contracts/start_work_order/${contract.id}`, headers: sales });
    expect(started.statusCode).toBe(200);
    expect(started.json().contract.workOrderId).toBe(started.json().workOrder.id);
  });

  test('a quote that is not accepted makes no contract, and nothing is left behind', async () => {
    const quote = await newQuote();
    const response = await act({ method: 'POST', url: `/api/admin/sales/quotes/to_contract/${quote.id}`, headers: sales, payload: { withWorkOrder: true } });
    expect(response.statusCode).toBe(409);
    const contracts = await inject({ method: 'GET', url: `/api/admin/sales/customer_contracts?quoteId=${quote.id}`, headers: sales });
    expect(contracts.json()).toHaveLength(0);
  });

  test("the customer's page sums the chain: quoted, contracted, hours budgeted, and the open balance of unpaid invoices", async () => {
    const finance = as(callerWith(['FINANCE MANAGE']));
    const own = (await inject({ method: 'PUT', url: '/api/admin/customers', headers: sales, payload: { name: 'Chain S.p.A.' } })).json();
    const quote = (await inject({ method: 'PUT', url: '/api/admin/sales/quotes', headers: sales, payload: { title: 'Chain', customerId: own.id } })).json();
    await addLine(quote.id, { productId: hourProductId, quantity: 12.5, unitPrice: 50.1 });
    await inject({ method: 'POST', url: `/api/admin/sales/quotes/send/${quote.id}`, headers: sales });
    await inject({ method: 'POST', url: `/api/admin/sales/quotes/accept/${quote.id}`, headers: sales });
    await act({ method: 'POST', url: `/api/admin/sales/quotes/to_contract/${quote.id}`, headers: sales, payload: { withWorkOrder: true } });
    for (const [number, total] of [['FT-1', 100.1], ['FT-2', 0.2]] as const) {
      const invoice = await inject({
        method: 'PUT',
        url: '/api/admin/finance/invoices',
        headers: finance,
        payload: { direction: 'out', number, date: '2026-11-02', customerId: own.id, taxable: total, total },
      });
      expect(invoice.statusCode).toBe(201);
    }
    const response = await inject({ method: 'GET', url: `/api/admin/customers/summary/${own.id}`, headers: sales });
    expect(response.statusCode).toBe(200);
    // 12.5 × 50.10 = 626.25.
    expect(response.json()).toMatchObject({ quotedAmount: 626.25, contractedAmount: 626.25, budgetHours: 12.5, bookedHours: 0, openBalance: 100.3 });
    expect(response.json().openInvoices.map((invoice: { number: string }) => invoice.number)).toEqual(['FT-1', 'FT-2']);
    expect((await inject({ method: 'GET', url: `/api/admin/customers/summary/${own.id}`, headers: employee })).statusCode).toBe(403);
  });

  test("an opportunity's quotes", async () => {
    const opportunity = (await inject({ method: 'PUT', url: '/api/admin/sales/opportunity', headers: sales, payload: { title: 'Deal', customerId } })).json();
    const quote = (await inject({ method: 'PUT', url: '/api/admin/sales/quotes', headers: sales, payload: { title: 'Deal quote', customerId, opportunityId: opportunity.id } })).json();
    const response = await inject({ method: 'GET', url: `/api/admin/sales/quotes/opportunity/${opportunity.id}`, headers: sales });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { id: number }) => row.id)).toEqual([quote.id]);
  });
});
