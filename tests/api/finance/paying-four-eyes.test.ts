import { eq } from 'drizzle-orm';
import { resources } from '../../../resources.config';
import { addDays, firmToday } from '../../../resources/firm-calendar';
import { isOffered } from '../../../resources/workflow';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { cbiSummary } from '../../helpers/cbi-file';
import { testDatabaseKinds } from '../../helpers/databases';
import { jsonCalls, type JsonRow } from '../../helpers/json-calls';
import { employeeWithContract, insertRows, workOrder } from '../../helpers/payroll-fixture';
import { as, callerWith } from '../../helpers/test-caller';

// Paying (issue 43): a payroll whose month sheet changed after it was calculated is not put in a payment order until
// recalculated or its difference confirmed, the order naming each, nor offered to be chosen for Pay by bank transfer
// (the action's declared offeredWhen, which the list's checkboxes read); and no one pays their own payroll or expense
// claim, whatever roles they hold: neither by a payment order nor by matching a bank movement to it (403, nothing
// changes), while another person does.

const ITALIAN = { 'accept-language': 'it-IT,it;q=0.9' };
const labour = resources.find((resource) => resource.name === 'labour')!;
const payByTransferAction = labour.actions!.find((action) => action.name === 'payByTransfer')!;
type Headers = ReturnType<typeof as>;

describe.each(testDatabaseKinds)('paying: stale payrolls and four eyes on %s', (kind) => {
  let t: TestApp;
  const accountant = as(callerWith(['ACCOUNTANT'], { username: 'carla' }));
  const finance = as(callerWith(['FINANCE MANAGE'], { username: 'fiona' }));
  const { inject, create, read, post } = jsonCalls(() => t.app, accountant);
  // A past month, so that hours can be booked in it; the order is executed from today on.
  const year = 2025;
  const month = 3;
  const executionDate = addDays(firmToday(), 2);
  let accountId: number;
  let workOrderId: number;
  /** Anna's payroll, and Bruno's: Bruno is also an accountant, finance manager and administrator. */
  const payrolls: JsonRow[] = [];
  const people: { id: number; headers: Headers }[] = [];
  let bruno: Headers;

  const step = async (id: number) => {
    const { version } = await read(`/api/admin/labour/${id}`);
    const response = await post(`/api/admin/labour/advance_status/${id}`, { version });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as JsonRow;
  };
  const orders = async () => (await inject({ method: 'GET', url: '/api/admin/finance/payment_orders', headers: accountant })).json() as JsonRow[];
  const makeOrder = (headers = accountant) => inject({ method: 'PUT', url: '/api/admin/finance/payment_orders/make', headers, payload: { accountId, executionDate, year, month } });
  const payByTransfer = async (ids: number[], headers = accountant) => {
    const versions = await Promise.all(ids.map(async (id) => (await read(`/api/admin/labour/${id}`)).version));
    return post('/api/admin/labour/pay_by_transfer', { ids, versions, accountId, executionDate }, headers);
  };
  /** A day's hours in the payroll's month, booked by its employee: the month sheet changes after the calculation. */
  const book = async (person: number, date: string) => {
    const booked = await inject({ method: 'PUT', url: '/api/timesheet', headers: people[person].headers, payload: { workOrderId, date, hours: 8 } });
    expect(booked.statusCode, booked.body).toBe(201);
  };
  const match = async (movementId: number, payload: Record<string, unknown>, headers: Headers, how = 'reconcileOutManually') => {
    const { version } = await read(`/api/admin/finance/cashflow/${movementId}`, finance);
    return post(`/api/admin/finance/cashflow/${how}/${movementId}`, { version, ...payload }, headers);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
    const bank = await create('/api/admin/finance/accounts/banks', { name: 'Banca Quattro Occhi' }, finance);
    accountId = (await create('/api/admin/finance/accounts', { name: 'Conto stipendi', bankId: bank.id, iban: 'IT60 X054 2811 1010 0000 0123 456', cuc: '1234567A' }, finance)).id;
    workOrderId = (await workOrder(t.app)).id;
    for (const [firstName, lastName, iban] of [['Anna', 'Bianchi', 'IT42L1234512345123456789012'], ['Bruno', 'Rossi', 'IT60X0542811101000000123456']] as const) {
      const person = await employeeWithContract(t.app, { firstName, lastName });
      const { table, columns } = t.app.portal.schema.resourceTables.get('employees')!;
      await t.app.portal.db.update(table).set({ iban }).where(eq(columns.id, person.id));
      await insertRows(t.app, 'workOrderMembers', [{ workOrderId, employeeId: person.id }]);
      people.push({ id: person.id, headers: as(callerWith(['EMPLOYEE'], { username: firstName.toLowerCase(), employeeId: person.id })) });
      const payroll = await create('/api/admin/labour', { employeeId: person.id, year, month });
      await step(payroll.id);
      payrolls.push(await step(payroll.id));
    }
    bruno = as(callerWith(['ADMIN', 'ACCOUNTANT', 'FINANCE MANAGE', 'EMPLOYEE'], { username: 'bruno', employeeId: people[1].id }));
    expect(payrolls.map((payroll) => [payroll.status, payroll.isStale])).toEqual([['Approved', false], ['Approved', false]]);
  });
  afterAll(() => t.close());

  test('no one puts their own payroll in a payment order, whatever roles they hold; nothing is made', async () => {
    const refused = await makeOrder(bruno);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toContain(`Payroll ${payrolls[1].number}`);
    expect(refused.json().message).not.toContain(String(payrolls[0].number));
    const italian = await inject({ method: 'PUT', url: '/api/admin/finance/payment_orders/make', headers: { ...bruno, ...ITALIAN }, payload: { accountId, executionDate, year, month } });
    expect(italian.json().message).toMatch(/^Ti riguarda, quindi deve farlo un'altra persona/);
    const chosen = await payByTransfer([payrolls[0].id, payrolls[1].id], bruno);
    expect(chosen.statusCode, chosen.body).toBe(403);
    expect(await orders()).toEqual([]);
    for (const payroll of payrolls) expect(await read(`/api/admin/labour/${payroll.id}`)).toMatchObject({ status: 'Approved', isInPayment: false });
  });

  test('a stale payroll is named and refused by the order until recalculated or its difference confirmed', async () => {
    await book(0, '2025-03-03');
    await book(1, '2025-03-04');
    for (const payroll of payrolls) expect(await read(`/api/admin/labour/${payroll.id}`)).toMatchObject({ status: 'Approved', isStale: true, sheetHoursNow: 8 });

    const refused = await makeOrder();
    expect(refused.statusCode, refused.body).toBe(409);
    const { message, errors } = refused.json() as { message: string; errors: Record<string, string> };
    expect(message).toContain(`${payrolls[0].number}, ${payrolls[1].number}`);
    expect(errors[String(payrolls[0].number)]).toMatch(/month sheet changed after it was calculated \(0 h then, 8 h now\)/);
    // The list offers neither to be chosen for Pay by bank transfer, as the accountant or as Bruno for Anna's.
    const offered = async (payroll: JsonRow) => isOffered(labour, payByTransferAction, await read(`/api/admin/labour/${payroll.id}`), ['ACCOUNTANT'], null);
    expect([await offered(payrolls[0]), await offered(payrolls[1])]).toEqual([false, false]);
    expect(isOffered(labour, payByTransferAction, await read(`/api/admin/labour/${payrolls[0].id}`), ['ADMIN', 'ACCOUNTANT'], people[1].id)).toBe(false);
    // The list's selection sent anyway is refused, naming the payroll; and Anna's alone by Bruno (not his) for the staleness only.
    const chosen = await payByTransfer([payrolls[0].id]);
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json().message).toContain(`Payroll ${payrolls[0].number}: its month sheet changed after it was calculated`);
    expect((await payByTransfer([payrolls[0].id], bruno)).statusCode).toBe(409);
    expect(await orders()).toEqual([]);

    // Anna's recalculated, Bruno's difference confirmed with a note: then the order is made, by someone else.
    expect((await post(`/api/admin/labour/recalculate/${payrolls[0].id}`)).statusCode).toBe(200);
    // Recalculated, Anna's is offered again; Bruno's, still stale, is not.
    expect([await offered(payrolls[0]), await offered(payrolls[1])]).toEqual([true, false]);
    const still = await makeOrder();
    expect(still.statusCode).toBe(409);
    expect(still.json().message).toContain(String(payrolls[1].number));
    expect(still.json().message).not.toContain(String(payrolls[0].number));
    const { version } = await read(`/api/admin/labour/${payrolls[1].id}`);
    const confirmed = await post(`/api/admin/labour/confirm_difference/${payrolls[1].id}`, { version, note: 'The 4 March hours are paid in April' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const made = await makeOrder();
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ transfers: 2 });
    for (const payroll of payrolls) expect(await read(`/api/admin/labour/${payroll.id}`)).toMatchObject({ status: 'Approved', isStale: false, isInPayment: true });
  });

  test("no one matches a bank movement to their own payroll or expense claim; another person's match pays it", async () => {
    const [order] = await orders();
    const xml = await inject({ method: 'GET', url: `/api/admin/finance/payment_orders/cbi/${order.id}`, headers: accountant });
    const { endToEndIds, amounts } = cbiSummary(xml.body);
    const movement = await create(
      '/api/admin/finance/cashflow',
      { accountId, direction: 'out', amount: Number(amounts[1]), date: executionDate, description: `BONIFICO SEPA A BRUNO ROSSI ID ${endToEndIds[1]}` },
      finance,
    );
    // By hand, or taking the suggestion (the transfer's end-to-end id): refused to Bruno, nothing matched.
    const byHand = await match(movement.id, { parent: payrolls[1].id, parent_table: 'labour' }, bruno);
    expect(byHand.statusCode, byHand.body).toBe(403);
    expect(byHand.json().message).toContain(`Payroll ${payrolls[1].number}`);
    // Nor is it offered to him: finance's suggestions name the transfer's payroll, his leave it out, so taking "the
    // suggestion" finds nothing of his to match.
    const offeredTo = async (headers: Headers) =>
      ((await inject({ method: 'GET', url: `/api/admin/finance/cashflow/suggestions/${movement.id}`, headers })).json() as JsonRow[]).filter((offer) => offer.parentTable === 'labour').map((offer) => offer.id);
    expect(await offeredTo(finance)).toContain(payrolls[1].id);
    expect(await offeredTo(bruno)).not.toContain(payrolls[1].id);
    expect((await match(movement.id, {}, bruno, 'reconcileOut')).statusCode).toBeGreaterThanOrEqual(400);
    expect(await read(`/api/admin/labour/${payrolls[1].id}`)).toMatchObject({ status: 'Approved', isInPayment: true });
    expect(await read(`/api/admin/finance/cashflow/${movement.id}`, finance)).toMatchObject({ isReconciled: false });
    const paid = await match(movement.id, {}, finance, 'reconcileOut');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await read(`/api/admin/labour/${payrolls[1].id}`)).toMatchObject({ status: 'Paid' });

    // His expense claim, approved by finance, is reimbursed by someone else's match only.
    const claim = await create('/api/admin/finance/receipts', { employeeId: people[1].id, date: '2025-03-05', description: 'Treno Milano', amount: 48.2 }, finance);
    expect((await post(`/api/admin/finance/receipts/approve/${claim.id}`, { version: claim.version }, finance)).statusCode).toBe(200);
    const refund = await create('/api/admin/finance/cashflow', { accountId, direction: 'out', amount: 48.2, date: executionDate, description: `RIMBORSO ${claim.number} ROSSI` }, finance);
    const quoting = async (headers: Headers) =>
      ((await inject({ method: 'GET', url: `/api/admin/finance/cashflow/suggestions/${refund.id}`, headers })).json() as JsonRow[]).filter((offer) => offer.parentTable === 'receipts').map((offer) => offer.id);
    expect(await quoting(finance)).toContain(claim.id);
    expect(await quoting(bruno)).not.toContain(claim.id);
    const own = await match(refund.id, { parent: claim.id, parent_table: 'receipts' }, bruno);
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().message).toContain(`${claim.number}`);
    expect(await read(`/api/admin/finance/receipts/${claim.id}`, finance)).toMatchObject({ state: 'Approved' });
    // Anna's claim is Bruno's to reimburse: the rule is about his own.
    const hers = await create('/api/admin/finance/receipts', { employeeId: people[0].id, date: '2025-03-05', description: 'Taxi', amount: 19.5 }, finance);
    expect((await post(`/api/admin/finance/receipts/approve/${hers.id}`, { version: hers.version }, finance)).statusCode).toBe(200);
    const taxi = await create('/api/admin/finance/cashflow', { accountId, direction: 'out', amount: 19.5, date: executionDate, description: 'RIMBORSO TAXI BIANCHI' }, finance);
    expect((await match(taxi.id, { parent: hers.id, parent_table: 'receipts' }, bruno)).statusCode).toBe(200);
    expect((await match(refund.id, { parent: claim.id, parent_table: 'receipts' }, finance)).statusCode).toBe(200);
    expect(await read(`/api/admin/finance/receipts/${claim.id}`, finance)).toMatchObject({ state: 'Paid' });
  });
});
