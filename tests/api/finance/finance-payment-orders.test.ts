import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { resources } from '../../../resources.config';
import { addDays, firmToday } from '../../../resources/firm-calendar';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { cbiSchemaErrors, cbiSummary } from '../../helpers/cbi-file';
import { testDatabaseKinds } from '../../helpers/databases';
import { jsonCalls, type JsonRow } from '../../helpers/json-calls';
import { employeeWithContract } from '../../helpers/payroll-fixture';
import { as, callerWith } from '../../helpers/test-caller';

// Payment orders: a month's approved payrolls and due supplier invoices become a CBI SEPA credit transfer file
// (valid against CBI's schema, its control sum the net pay to the cent); missing or invalid IBANs are named
// before anything is made; the bank statement's movements carrying the end-to-end ids pay the payrolls.

describe.each(testDatabaseKinds)('payment orders on %s', (kind) => {
  let t: TestApp;
  const accountant = as(callerWith(['ACCOUNTANT'], { username: 'carla' }));
  const finance = as(callerWith(['FINANCE MANAGE'], { username: 'fiona' }));
  const { inject, create, read, post } = jsonCalls(() => t.app, accountant);
  // A month of its own, far from today's: the test makes every payroll it pays.
  const year = 2031;
  const month = 3;
  const executionDate = addDays(firmToday(), 2);
  let accountId: number;
  const people: { id: number; name: string }[] = [];
  const payrolls: JsonRow[] = [];

  const setIban = async (employeeId: number, iban: string | null) => {
    const { table, columns } = t.app.portal.schema.resourceTables.get('employees')!;
    await t.app.portal.db.update(table).set({ iban }).where(eq(columns.id, employeeId));
  };
  const step = async (id: number) => {
    const { version } = await read(`/api/admin/labour/${id}`);
    const response = await post(`/api/admin/labour/advance_status/${id}`, { version });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as JsonRow;
  };
  const orders = async () => (await inject({ method: 'GET', url: '/api/admin/finance/payment_orders', headers: accountant })).json() as JsonRow[];
  const cbiFileOf = async (orderId: number) => {
    const response = await inject({ method: 'GET', url: `/api/admin/finance/payment_orders/cbi/${orderId}`, headers: accountant });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  const makeOrder = (payload: Record<string, unknown>, headers = accountant) =>
    inject({ method: 'PUT', url: '/api/admin/finance/payment_orders/make', headers, payload: { accountId, executionDate, ...payload } });

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
    const bank = await create('/api/admin/finance/accounts/banks', { name: 'Banca Distinte' }, finance);
    accountId = (await create('/api/admin/finance/accounts', { name: 'Conto stipendi', bankId: bank.id, iban: 'IT60 X054 2811 1010 0000 0123 456', cuc: '1234567A' }, finance)).id;
    for (const [firstName, lastName, salary] of [['Anna', 'Bianchi', 30000], ['Bruno', 'Rossi', 41234.56], ['Carla', 'Verdi', 27000]] as const) {
      const person = await employeeWithContract(t.app, { firstName, lastName }, { grossAnnualSalary: salary });
      people.push({ id: person.id, name: `${firstName} ${lastName}` });
      const payroll = await create('/api/admin/labour', { employeeId: person.id, year, month });
      await step(payroll.id);
      payrolls.push(await step(payroll.id));
    }
    expect(payrolls.map((payroll) => payroll.status)).toEqual(['Approved', 'Approved', 'Approved']);
    await setIban(people[0].id, 'IT42L1234512345123456789012');
  });
  afterAll(() => t.close());

  test('a missing or invalid IBAN is named, person by person, and nothing is made', async () => {
    await setIban(people[1].id, 'IT61X0542811101000000123456');
    await setIban(people[2].id, null);
    const refused = await makeOrder({ year, month });
    expect(refused.statusCode, refused.body).toBe(400);
    const { message, errors } = refused.json() as { message: string; errors: Record<string, string> };
    expect(message).toContain('Bruno Rossi');
    expect(message).toContain('Carla Verdi');
    expect(message).not.toContain('Anna Bianchi');
    expect(errors[String(payrolls[1].number)]).toMatch(/Bruno Rossi.*IT61X0542811101000000123456 is not valid/);
    expect(errors[String(payrolls[2].number)]).toMatch(/Carla Verdi .* has no IBAN/);
    expect(await orders()).toEqual([]);
    expect((await read(`/api/admin/labour/${payrolls[0].id}`)).isInPayment).toBe(false);
  });

  test("a month's approved payrolls make one order whose CBI file validates and adds up to the net pay; none is taken twice", async () => {
    await setIban(people[1].id, 'IT60X0542811101000000123456');
    await setIban(people[2].id, 'DE89 3704 0044 0532 0130 00');
    const made = await makeOrder({ year, month });
    expect(made.statusCode, made.body).toBe(200);
    const order = made.json() as JsonRow;
    const nets = payrolls.reduce((sum, payroll) => sum.plus(String(payroll.netSalary)), new Decimal(0));
    expect(order).toMatchObject({ transfers: 3, total: nets.toNumber(), accountId });

    const xml = await cbiFileOf(order.id);
    expect(await cbiSchemaErrors(xml)).toBe('');
    const summary = cbiSummary(xml);
    expect(summary.controlSum).toBe(nets.toFixed(2));
    expect(summary.amounts).toEqual(payrolls.map((payroll) => new Decimal(String(payroll.netSalary)).toFixed(2)));
    expect(summary.endToEndIds).toEqual([1, 2, 3].map((line) => `${order.number}-00${line}`));
    expect(summary.creditorIbans).toEqual(['IT42L1234512345123456789012', 'IT60X0542811101000000123456', 'DE89370400440532013000']);

    for (const payroll of payrolls) expect(await read(`/api/admin/labour/${payroll.id}`)).toMatchObject({ status: 'Approved', isInPayment: true });
    // Again for the month: nothing is left; the list's selection cannot take a payroll in payment either.
    expect((await makeOrder({ year, month })).statusCode).toBe(409);
    const { version } = await read(`/api/admin/labour/${payrolls[0].id}`);
    expect((await post('/api/admin/labour/pay_by_transfer', { ids: [payrolls[0].id], versions: [version], accountId, executionDate })).statusCode).toBe(409);
    // Its net is what the bank pays: no step back while it is in payment.
    expect((await post(`/api/admin/labour/rollback_status/${payrolls[0].id}`, { version })).statusCode).toBe(409);
  });

  test("the statement's movement with a transfer's end-to-end id is suggested first and pays the payroll; undo puts it back in payment", async () => {
    const [order] = await orders();
    const xml = await cbiFileOf(order.id);
    const { endToEndIds, amounts } = cbiSummary(xml);
    const movement = await create(
      '/api/admin/finance/cashflow',
      { accountId, direction: 'out', amount: Number(amounts[0]), date: executionDate, description: `BONIFICO SEPA A ANNA BIANCHI ID ${endToEndIds[0]}` },
      finance,
    );
    const suggestions = (await read(`/api/admin/finance/cashflow/suggestions/${movement.id}`, finance)) as unknown as JsonRow[];
    expect(suggestions[0]).toMatchObject({ parentTable: 'labour', id: payrolls[0].id, reasons: ['endToEnd', 'amount'] });
    // Matched without choosing: the transfer is the one exact suggestion.
    const matched = await post(`/api/admin/finance/cashflow/reconcileOut/${movement.id}`, { version: movement.version }, finance);
    expect(matched.statusCode, matched.body).toBe(200);
    expect(await read(`/api/admin/labour/${payrolls[0].id}`)).toMatchObject({ status: 'Paid', isInPayment: false, paymentDate: executionDate });
    // The payroll's page lists the movement that paid it.
    expect(await read(`/api/admin/finance/cashflow/matches?labourId=${payrolls[0].id}`, finance)).toMatchObject([{ cashFlowEntryId: movement.id, amount: Number(amounts[0]) }]);

    const { version } = await read(`/api/admin/finance/cashflow/${movement.id}`, finance);
    expect((await post(`/api/admin/finance/cashflow/undo/${movement.id}`, { version }, finance)).statusCode).toBe(200);
    expect(await read(`/api/admin/labour/${payrolls[0].id}`)).toMatchObject({ status: 'Approved', isInPayment: true, paymentDate: null });
  });

  test("due supplier invoices chosen on the invoices list are paid to the supplier's IBAN", async () => {
    const supplier = await create('/api/admin/finance/suppliers', { name: 'Studio Neri', vatNumber: '09876543217', iban: 'IT60X0542811101000000123456' }, finance);
    const invoice = await create(
      '/api/admin/finance/invoices',
      { direction: 'in', number: 'N-77', date: '2031-02-10', supplierId: supplier.id, taxable: 1000, total: 1220.1, dueDate: '2031-03-10' },
      finance,
    );
    const made = await post('/api/admin/finance/invoices/pay_by_transfer', { ids: [invoice.id], versions: [invoice.version], accountId, executionDate }, finance);
    expect(made.statusCode, made.body).toBe(200);
    const order = made.json() as JsonRow;
    expect(order).toMatchObject({ transfers: 1, total: 1220.1 });
    const xml = await inject({ method: 'GET', url: `/api/admin/finance/payment_orders/cbi/${order.id}`, headers: finance });
    expect(await cbiSchemaErrors(xml.body)).toBe('');
    expect(cbiSummary(xml.body)).toMatchObject({ controlSum: '1220.10', creditorIbans: ['IT60X0542811101000000123456'] });
    expect(await read(`/api/admin/finance/invoices/${invoice.id}`, finance)).toMatchObject({ isInPayment: true, isPaid: false });
    // The bank's movement gives the transfer's end-to-end id back: suggested first, matched it pays the invoice.
    const [endToEndId] = cbiSummary(xml.body).endToEndIds;
    const movement = await create('/api/admin/finance/cashflow', { accountId, direction: 'out', amount: 1220.1, date: executionDate, description: `SEPA STUDIO NERI ${endToEndId}` }, finance);
    const [first] = (await read(`/api/admin/finance/cashflow/suggestions/${movement.id}`, finance)) as unknown as JsonRow[];
    expect(first).toMatchObject({ parentTable: 'invoices', id: invoice.id, reasons: ['endToEnd', 'amount'] });
    expect((await post(`/api/admin/finance/cashflow/reconcileOut/${movement.id}`, { version: movement.version }, finance)).statusCode).toBe(200);
    expect(await read(`/api/admin/finance/invoices/${invoice.id}`, finance)).toMatchObject({ isInPayment: false, isPaid: true, paidDate: executionDate });
  });

  test('orders are made only by their actions, never typed', async () => {
    const typed = await inject({ method: 'PUT', url: '/api/admin/finance/payment_orders', headers: accountant, payload: { accountId, executionDate } });
    expect(typed.statusCode).toBe(400);
  });
});
