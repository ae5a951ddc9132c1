import { eq } from 'drizzle-orm';
import { resources } from '../../../resources.config';
import { resourceTableOf } from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { jsonCalls } from '../../helpers/json-calls';
import { as, callerWith } from '../../helpers/test-caller';

// Reconciliation: movements matched to the documents they pay, by suggestion or by hand, partially and
// many-to-many; the paid state derived from the matches; a reconciled movement locked; undo reopens.

type Json = Record<string, unknown> & { id: number };

describe.each(testDatabaseKinds)('reconciliation on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE'], { username: 'fiona' }));
  const sales = as(callerWith(['SALES MANAGE']));
  let accountId: number;
  let customerId: number;
  let supplierId: number;
  let seq = 0;

  const { inject, create, post } = jsonCalls(() => t.app, finance);
  const get = async (url: string) => (await inject({ method: 'GET', url, headers: finance })).json();
  // A match is made once per version of the movement: the caller sends the version it read, as the screen does.
  const act = async (url: string, payload: Record<string, unknown> = {}, headers = finance) => {
    const { version } = (await inject({ method: 'GET', url: `/api/admin/finance/cashflow/${url.split('/').pop()}`, headers: finance })).json() as { version: number };
    return post(url, { version, ...payload }, headers);
  };

  const movement = (direction: 'in' | 'out', amount: number, description: string, date = '2026-11-10') =>
    create('/api/admin/finance/cashflow', { accountId, direction, amount, description, date });
  const issued = (total: number, number = `FT-${++seq}`, dueDate = '2026-11-05') =>
    create('/api/admin/finance/invoices', { direction: 'out', number, date: '2026-10-06', customerId, taxable: total, total, dueDate });
  const received = (total: number, number = `R-${++seq}`) =>
    create('/api/admin/finance/invoices', { direction: 'in', number, date: '2026-10-06', supplierId, taxable: total, total, dueDate: '2026-11-05' });
  const invoice = (id: number) => get(`/api/admin/finance/invoices/${id}`);

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
    const bank = await create('/api/admin/finance/accounts/banks', { name: 'Banca Riconciliazione' });
    accountId = (await create('/api/admin/finance/accounts', { name: 'Principale', bankId: bank.id, iban: 'IT07X0542811101000000654321', openingBalance: 0 })).id;
    customerId = (await create('/api/admin/customers', { name: 'Verdi Costruzioni SpA', vatNumber: '01234567897', sdiCode: 'M5UXCR1' }, as(callerWith(['ADMIN'])))).id;
    supplierId = (await create('/api/admin/finance/suppliers', { name: 'Studio Neri', vatNumber: '09876543217' })).id;
  });
  afterAll(() => t.close());

  test('the open lists hold unreconciled movements; suggestions rank the invoice named in the text first', async () => {
    const money = await movement('in', 1220, 'Bonifico da Verdi Costruzioni saldo fattura FT-900');
    const named = await issued(1220, 'FT-900', '2026-11-01');
    const sameAmount = await issued(1220, 'FT-901', '2026-06-01');
    const inList = (await get('/api/admin/finance/cashflow/in')) as Json[];
    expect(inList.map((row) => row.id)).toContain(money.id);
    expect(inList.find((row) => row.id === money.id)).toMatchObject({ openAmount: 1220 });
    expect(((await get('/api/admin/finance/cashflow/out')) as Json[]).map((row) => row.id)).not.toContain(money.id);
    const suggestions = (await get(`/api/admin/finance/cashflow/suggestions/${money.id}`)) as Json[];
    expect(suggestions.slice(0, 2).map((row) => row.id)).toEqual([named.id, sameAmount.id]);
    expect(suggestions[0].reasons).toEqual(expect.arrayContaining(['amount', 'number', 'counterparty']));
  });

  test('accepting a suggestion pays the invoice and locks the movement; undo makes both open again', async () => {
    const target = await issued(500, 'FT-950');
    const money = await movement('in', 500, 'Incasso fattura FT-950');
    const accepted = await act(`/api/admin/finance/cashflow/reconcileIn/${money.id}`, { match_id: target.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().movement).toMatchObject({ isReconciled: true, isPartial: false, parentTable: 'invoices', parent: target.id });
    expect(await invoice(target.id)).toMatchObject({ isPaid: true, paidDate: '2026-11-10', paidAmount: 500 });
    expect(((await get('/api/admin/finance/cashflow/in')) as Json[]).map((row) => row.id)).not.toContain(money.id);

    const edit = await post(`/api/admin/finance/cashflow/${money.id}`, { version: 1, description: 'changed' });
    expect(edit.statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/cashflow/${money.id}`, headers: finance })).statusCode).toBe(409);
    expect((await act(`/api/admin/finance/cashflow/reconcileIn/${money.id}`, { match_id: target.id })).statusCode).toBe(409);

    const undone = await act(`/api/admin/finance/cashflow/undo/${money.id}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ isReconciled: false, parent: null });
    expect(await invoice(target.id)).toMatchObject({ isPaid: false, paidDate: null, paidAmount: 0 });
  });

  test('a movement reconciled before match rows existed (upgraded from before 0008) can be undone: both open again', async () => {
    const target = await issued(300, 'FT-OLD');
    const old = await movement('in', 300, 'Incasso FT-OLD');
    // As an upgraded database holds it: flags and parent on the rows, no cashFlowMatches row.
    const { db, schema } = t.app.portal;
    const set = (resource: string, id: number, values: Record<string, unknown>) => {
      const { table, columns } = resourceTableOf(schema, resource);
      return db.update(table).set(values).where(eq(columns.id, id));
    };
    await set('cashFlowEntries', old.id, { isReconciled: true, parentTable: 'invoices', parent: target.id });
    await set('invoices', target.id, { isPaid: true, paidDate: '2026-11-10' });
    expect((await post(`/api/admin/finance/cashflow/${old.id}`, { version: 1, description: 'changed' })).statusCode).toBe(409);

    const undone = await act(`/api/admin/finance/cashflow/undo/${old.id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ isReconciled: false, isPartial: false, parentTable: null, parent: null });
    expect(await invoice(target.id)).toMatchObject({ isPaid: false, paidDate: null });
    expect((await act(`/api/admin/finance/cashflow/undo/${old.id}`)).statusCode).toBe(409);
    expect((await act(`/api/admin/finance/cashflow/reconcileIn/${old.id}`, { match_id: target.id })).json().document).toMatchObject({ isPaid: true });
  });

  test('without match_id the exact suggestion is taken, and refused when none has the amount', async () => {
    const target = await issued(777.77, 'FT-777');
    const money = await movement('in', 777.77, 'Bonifico FT-777');
    const auto = await act(`/api/admin/finance/cashflow/reconcileIn/${money.id}`);
    expect(auto.statusCode, auto.body).toBe(200);
    expect(await invoice(target.id)).toMatchObject({ isPaid: true });
    const odd = await movement('in', 13.13, 'Bonifico senza fattura');
    const none = await act(`/api/admin/finance/cashflow/reconcileIn/${odd.id}`);
    expect(none.statusCode).toBe(409);
    expect(none.json().errors).toHaveProperty('match_id');
  });

  test('two partial payments by hand sum to paid; one movement pays two invoices', async () => {
    const big = await issued(1000, 'FT-1000');
    const first = await movement('in', 400, 'Acconto FT-1000', '2026-11-12');
    const exact = await act(`/api/admin/finance/cashflow/reconcileInManually/${first.id}`, { parent: big.id, parent_table: 'invoices', isPartial: false });
    expect(exact.statusCode).toBe(409);
    expect(exact.json().message).toMatch(/amounts differ .*400\.00.*1000\.00/);
    expect((await act(`/api/admin/finance/cashflow/reconcileInManually/${first.id}`, { parent: big.id, parent_table: 'invoices', isPartial: true })).statusCode).toBe(200);
    expect(await invoice(big.id)).toMatchObject({ isPaid: false, paidAmount: 400 });
    const second = await movement('in', 600, 'Saldo FT-1000', '2026-11-20');
    expect((await act(`/api/admin/finance/cashflow/reconcileInManually/${second.id}`, { parent: big.id, parent_table: 'invoices', isPartial: true })).statusCode).toBe(200);
    expect(await invoice(big.id)).toMatchObject({ isPaid: true, paidAmount: 1000, paidDate: '2026-11-20' });

    const [a, b] = [await issued(300.1, 'FT-A'), await issued(199.9, 'FT-B')];
    const both = await movement('in', 500, 'Bonifico FT-A FT-B');
    const firstMatch = await act(`/api/admin/finance/cashflow/reconcileIn/${both.id}`, { match_id: a.id });
    expect(firstMatch.json().movement).toMatchObject({ isReconciled: false, isPartial: true });
    expect(((await get('/api/admin/finance/cashflow/in')) as Json[]).find((row) => row.id === both.id)).toMatchObject({ openAmount: 199.9 });
    const secondMatch = await act(`/api/admin/finance/cashflow/reconcileIn/${both.id}`, { match_id: b.id });
    expect(secondMatch.json().movement).toMatchObject({ isReconciled: true, isPartial: false });
    expect([(await invoice(a.id)).isPaid, (await invoice(b.id)).isPaid]).toEqual([true, true]);
    // Undoing one match of the two reopens that invoice only.
    const matches = (await get(`/api/admin/finance/cashflow/matches?cashFlowEntryId=${both.id}`)) as Json[];
    const ofB = matches.find((match) => match.invoiceId === b.id)!;
    // A plain delete is refused: the undo action reopens the document too.
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/cashflow/matches/${ofB.id}`, headers: finance })).statusCode).toBe(400);
    const undone = await post(`/api/admin/finance/cashflow/matches/undo/${ofB.id}`, { version: ofB.version });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().movement).toMatchObject({ isReconciled: false, isPartial: true });
    expect([(await invoice(a.id)).isPaid, (await invoice(b.id)).isPaid]).toEqual([true, false]);
  });

  test('money out pays received invoices and taxes, never issued ones; matches are made only by the actions', async () => {
    const bill = await received(610, 'N-45');
    const payment = await movement('out', 610, 'Bonifico a Studio Neri fattura 45');
    const wrong = await issued(610, 'FT-610');
    expect((await act(`/api/admin/finance/cashflow/reconcileOut/${payment.id}`, { match_id: wrong.id })).statusCode).toBe(409);
    expect((await act(`/api/admin/finance/cashflow/reconcileIn/${payment.id}`, { match_id: bill.id })).statusCode).toBe(409);
    expect((await act(`/api/admin/finance/cashflow/reconcileOut/${payment.id}`, { match_id: bill.id })).statusCode).toBe(200);
    expect(await invoice(bill.id)).toMatchObject({ isPaid: true });

    const tax = await create('/api/admin/finance/taxes', { description: 'F24 ritenute ottobre', taxType: 'IRPEF withholding', year: 2026, month: 10, amount: 2500, dueDate: '2026-11-16' });
    const f24 = await movement('out', 2500, 'Pagamento F24');
    expect((await act(`/api/admin/finance/cashflow/reconcileOutManually/${f24.id}`, { parent: tax.id, parent_table: 'taxes' })).statusCode).toBe(200);
    expect(await get(`/api/admin/finance/taxes/${tax.id}`)).toMatchObject({ isPaid: true, paidDate: '2026-11-10' });

    const forged = await inject({ method: 'PUT', url: '/api/admin/finance/cashflow/matches', headers: finance, payload: { cashFlowEntryId: f24.id, parentTable: 'invoices', parent: 1, amount: 5 } });
    expect(forged.statusCode).toBe(400);
  });

  test('two matches by hand of one pattern propose a rule; accepted, its counterparty ranks first; deleted, no more', async () => {
    const other = await create('/api/admin/finance/suppliers', { name: 'Altro Fornitore', vatNumber: '12345678903' });
    const otherBill = async (total: number) =>
      create('/api/admin/finance/invoices', { direction: 'in', number: `A-${++seq}`, date: '2026-10-06', supplierId: other.id, taxable: total, total, dueDate: '2026-11-05' });
    const rulesNow = async () => (await get('/api/admin/finance/cashflow/rules?direction=out&pattern=LUCE%20GAS%20SERVIZI')) as Json[];
    for (const [amount, month] of [[71.3, 'GENNAIO'], [82.4, 'FEBBRAIO']] as const) {
      const bill = await received(amount);
      const paid = await movement('out', amount, `ADDEBITO SDD LUCE GAS SERVIZI FATT ${bill.number} ${month}`);
      expect((await act(`/api/admin/finance/cashflow/reconcileOutManually/${paid.id}`, { parent: bill.id, parent_table: 'invoices' })).statusCode).toBe(200);
      const [rule] = await rulesNow();
      expect(rule).toMatchObject({ target: `suppliers:${supplierId}`, targetLabel: 'Invoices of Studio Neri', timesMatched: month === 'GENNAIO' ? 1 : 2, status: month === 'GENNAIO' ? 'Observed' : 'Proposed' });
    }
    const [rule] = await rulesNow();

    // A third bill: another supplier's invoice has the exact amount, so it leads until the rule is accepted.
    const ours = await received(93.5);
    const theirs = await otherBill(90.1);
    const third = await movement('out', 90.1, 'ADDEBITO SDD LUCE GAS SERVIZI MARZO');
    const ranked = async () => ((await get(`/api/admin/finance/cashflow/suggestions/${third.id}`)) as Json[]).map((row) => [row.id, (row.reasons as string[]).includes('rule')]);
    expect((await ranked())[0]).toEqual([theirs.id, false]);
    expect((await post(`/api/admin/finance/cashflow/rules/accept/${rule.id}`, {}, sales)).statusCode).toBe(403);
    expect((await post(`/api/admin/finance/cashflow/rules/accept/${rule.id}`)).json()).toMatchObject({ status: 'Accepted' });
    expect((await ranked())[0]).toEqual([ours.id, true]);

    // Rules are learned, not typed; an Observed one cannot be accepted; a deleted one ranks nothing.
    expect((await inject({ method: 'PUT', url: '/api/admin/finance/cashflow/rules', headers: finance, payload: { pattern: 'X' } })).statusCode).toBe(400);
    const once = await received(12.3);
    const phone = await movement('out', 12.3, 'ADDEBITO TELEFONIA MOBILE');
    expect((await act(`/api/admin/finance/cashflow/reconcileOutManually/${phone.id}`, { parent: once.id, parent_table: 'invoices' })).statusCode).toBe(200);
    const [observed] = (await get('/api/admin/finance/cashflow/rules?pattern=TELEFONIA%20MOBILE')) as Json[];
    expect(observed).toMatchObject({ status: 'Observed', timesMatched: 1 });
    expect((await post(`/api/admin/finance/cashflow/rules/accept/${observed.id}`)).statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/cashflow/rules/${rule.id}`, headers: finance })).statusCode).toBeLessThan(300);
    expect((await ranked())[0]).toEqual([theirs.id, false]);
  });

  test('a receipt quoted in the bank text is suggested; matched it is Paid with its payment listed; undone it is Approved again and counts once', async () => {
    const receipt = (await create('/api/admin/finance/receipts', { date: '2026-11-02', description: 'Taxi Linate', amount: 32.4 })) as Json & { number: string; version: number };
    const approved = await post(`/api/admin/finance/receipts/status/${receipt.id}`, { state: 'Approved', version: receipt.version });
    expect(approved.json()).toMatchObject({ state: 'Approved' });
    const refund = await movement('out', 32.4, `RIMBORSO NOTA SPESE ${receipt.number} ROSSI`);
    const [first] = (await get(`/api/admin/finance/cashflow/suggestions/${refund.id}`)) as Json[];
    expect(first).toMatchObject({ parentTable: 'receipts', id: receipt.id, reasons: ['number', 'amount'] });

    const matchIt = () => act(`/api/admin/finance/cashflow/reconcileOutManually/${refund.id}`, { parent: receipt.id, parent_table: 'receipts' });
    expect((await matchIt()).statusCode).toBe(200);
    expect(await get(`/api/admin/finance/receipts/${receipt.id}`)).toMatchObject({ state: 'Paid' });
    const [payment] = (await get(`/api/admin/finance/cashflow/matches?receiptId=${receipt.id}`)) as Json[];
    expect(payment).toMatchObject({ cashFlowEntryId: refund.id, parentTable: 'receipts', parent: receipt.id, amount: 32.4 });
    const rule = async () => ((await get(`/api/admin/finance/cashflow/rules?direction=out&target=receipts`)) as Json[]).find((row) => String(row.pattern).includes('RIMBORSO'));
    expect(await rule()).toMatchObject({ timesMatched: 1, status: 'Observed' });

    // Undone from the match itself (the movement's or the receipt's page): the receipt is Approved, the movement open.
    const undone = await post(`/api/admin/finance/cashflow/matches/undo/${payment.id}`, { version: payment.version });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await get(`/api/admin/finance/receipts/${receipt.id}`)).toMatchObject({ state: 'Approved' });
    expect(await get(`/api/admin/finance/cashflow/${refund.id}`)).toMatchObject({ isReconciled: false, parent: null });
    // The same match again pays it again, but teaches the rule nothing new.
    expect((await matchIt()).statusCode).toBe(200);
    expect(await get(`/api/admin/finance/receipts/${receipt.id}`)).toMatchObject({ state: 'Paid' });
    expect(await rule()).toMatchObject({ timesMatched: 1, status: 'Observed' });
    expect((await post(`/api/admin/finance/cashflow/matches/undo/${payment.id}`, { version: payment.version }, sales)).statusCode).toBe(403);
  });

  test('the overview expects open invoices by due date: collections of issued ones, payments of received ones, and what is overdue', async () => {
    const overview = async (year: number) => (await get(`/api/admin/finance/cashflow/overview?year=${year}`)).expected as { months: { moneyIn: number; moneyOut: number }[]; overdue: { moneyIn: number; moneyOut: number } };
    const before = await overview(2031);
    await issued(1000, 'FT-EXP-1', '2031-05-10');
    await create('/api/admin/finance/invoices', { direction: 'in', number: 'R-EXP-1', date: '2031-04-01', supplierId, taxable: 244, total: 244, dueDate: '2031-05-31' });
    const paid = await issued(500, 'FT-EXP-2', '2031-05-20');
    const collected = await movement('in', 500, 'Incasso FT-EXP-2', '2031-05-20');
    expect((await act(`/api/admin/finance/cashflow/reconcileIn/${collected.id}`, { match_id: paid.id })).statusCode).toBe(200);
    const after = await overview(2031);
    expect(after.months[4].moneyIn - before.months[4].moneyIn).toBeCloseTo(1000, 2);
    expect(after.months[4].moneyOut - before.months[4].moneyOut).toBeCloseTo(244, 2);
    // Due in 2020, still open: overdue whatever today is.
    const overdueBefore = (await overview(2031)).overdue.moneyIn;
    await issued(70.5, 'FT-EXP-OLD', '2020-03-01');
    expect((await overview(2031)).overdue.moneyIn - overdueBefore).toBeCloseTo(70.5, 2);
  });

  test("a credit note lessens the collection of the invoice it corrects in that invoice's month while it is open; one naming no invoice counts in its own", async () => {
    const overview = async (year: number) => (await get(`/api/admin/finance/cashflow/overview?year=${year}`)).expected as { months: { moneyIn: number; moneyOut: number }[]; overdue: { moneyIn: number; moneyOut: number } };
    const before = await overview(2032);
    /** What came in expected in March and June 2032 since the start, to the cent. */
    const change = async () => {
      const now = await overview(2032);
      return [2, 5].map((month) => Math.round((now.months[month].moneyIn - before.months[month].moneyIn) * 100) / 100);
    };
    /** An issued credit note (TD04), naming the invoice it corrects or none, as the credit-note action or an import writes it. */
    const creditNote = async (total: number, number: string, dueDate: string, correctsInvoiceId: number | null) => {
      const note = await issued(total, number, dueDate);
      const { table, columns } = resourceTableOf(t.app.portal.schema, 'invoices');
      await t.app.portal.db.update(table).set({ documentType: 'TD04', correctsInvoiceId }).where(eq(columns.id, note.id));
      return note;
    };
    const corrected = await issued(1000, 'FT-NC-1', '2032-03-15');
    await creditNote(300, 'NC-1', '2032-06-10', corrected.id);
    await creditNote(120, 'NC-2', '2032-06-20', null);
    // March expects the invoice less its note; June only the note that corrects no invoice.
    expect(await change()).toEqual([700, -120]);
    // A part collected: March expects what is left of the invoice, still less the note.
    const deposit = await movement('in', 200, 'Acconto FT-NC-1', '2032-03-01');
    expect((await act(`/api/admin/finance/cashflow/reconcileInManually/${deposit.id}`, { parent: corrected.id, parent_table: 'invoices', isPartial: true })).statusCode).toBe(200);
    expect(await change()).toEqual([500, -120]);
    // The customer paid the invoice in full after all: the note is owed back to them, in its own month.
    const balance = await movement('in', 800, 'Saldo FT-NC-1', '2032-03-15');
    expect((await act(`/api/admin/finance/cashflow/reconcileInManually/${balance.id}`, { parent: corrected.id, parent_table: 'invoices', isPartial: true })).statusCode).toBe(200);
    expect(await invoice(corrected.id)).toMatchObject({ isPaid: true });
    expect(await change()).toEqual([0, -420]);
  });

  test('payments of invoices with incomplete files are listed with what is missing; suggestions say it too', async () => {
    const bill = await received(44.4, 'N-FILES');
    const paid = await movement('out', 44.4, 'Bonifico N-FILES');
    const suggested = ((await get(`/api/admin/finance/cashflow/suggestions/${paid.id}`)) as Json[]).find((row) => row.id === bill.id);
    expect(suggested?.missingFiles).toEqual(['XML']);
    expect((await act(`/api/admin/finance/cashflow/reconcileOut/${paid.id}`, { match_id: bill.id })).statusCode).toBe(200);
    const flagged = async () => ((await get('/api/admin/finance/cashflow/incompleteFiles')) as Json[]).filter((row) => row.invoiceId === bill.id);
    expect(await flagged()).toEqual([expect.objectContaining({ movementId: paid.id, number: 'N-FILES', amount: 44.4, missingFiles: ['XML'] })]);
    const issuedOne = await issued(55.5, 'FT-FILES');
    const cashed = await movement('in', 55.5, 'Incasso FT-FILES');
    await act(`/api/admin/finance/cashflow/reconcileIn/${cashed.id}`, { match_id: issuedOne.id });
    await post(`/api/admin/finance/invoices/updateFileStatus/${issuedOne.id}`, { hasInvoicePdfFile: true, hasInvoiceXmlFile: true });
    const issuedFlag = ((await get('/api/admin/finance/cashflow/incompleteFiles')) as Json[]).find((row) => row.invoiceId === issuedOne.id);
    expect(issuedFlag?.missingFiles).toEqual(['SdI receipt']);
    await post(`/api/admin/finance/invoices/updateFileStatus/${issuedOne.id}`, { hasReceiptFile: true });
    expect(((await get('/api/admin/finance/cashflow/incompleteFiles')) as Json[]).some((row) => row.invoiceId === issuedOne.id)).toBe(false);
    expect((await inject({ method: 'GET', url: '/api/admin/finance/cashflow/incompleteFiles', headers: sales })).statusCode).toBe(403);
  });

  test('best matches give every open movement of a direction its first suggestion, in one call', async () => {
    const named = await issued(2345.6, 'FT-BEST');
    const near = await issued(2345.6, 'FT-BEST-2', '2026-06-01');
    const first = await movement('in', 2345.6, 'Saldo FT-BEST');
    const second = await movement('in', 2345.6, 'Bonifico cliente');
    const spent = await movement('out', 2345.6, 'Pagamento FT-BEST');
    const best = (await get('/api/admin/finance/cashflow/bestMatches?direction=in')) as Record<string, unknown>[];
    const open = (await get('/api/admin/finance/cashflow/in')) as Json[];
    expect(best.length).toBeGreaterThan(0);
    for (const match of best) {
      expect(open.map((row) => row.id)).toContain(match.movementId);
      const [suggested] = (await get(`/api/admin/finance/cashflow/suggestions/${String(match.movementId)}`)) as Json[];
      expect(match).toEqual({ movementId: match.movementId, invoiceId: suggested.id, number: suggested.number, counterparty: suggested.counterparty, openAmount: suggested.openAmount, score: suggested.score, reasons: suggested.reasons });
    }
    const byMovement = new Map(best.map((match) => [match.movementId, match]));
    expect(byMovement.get(first.id)).toMatchObject({ invoiceId: named.id, reasons: expect.arrayContaining(['amount', 'number']) });
    expect([named.id, near.id]).toContain(byMovement.get(second.id)?.invoiceId);
    expect(byMovement.has(spent.id)).toBe(false);
    // Narrowed to one account; the direction is required.
    expect((await get(`/api/admin/finance/cashflow/bestMatches?direction=in&accountId=${accountId + 1000}`)) as unknown[]).toEqual([]);
    const missing = await inject({ method: 'GET', url: '/api/admin/finance/cashflow/bestMatches', headers: finance });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('direction');
  });

  test('the wrong role is refused every reconciliation call', async () => {
    const money = await movement('in', 10, 'x');
    for (const [method, url] of [
      ['GET', '/api/admin/finance/cashflow/in'],
      ['GET', '/api/admin/finance/cashflow/out'],
      ['POST', `/api/admin/finance/cashflow/reconcileIn/${money.id}`],
      ['POST', `/api/admin/finance/cashflow/reconcileOut/${money.id}`],
      ['POST', `/api/admin/finance/cashflow/reconcileInManually/${money.id}`],
      ['POST', `/api/admin/finance/cashflow/reconcileOutManually/${money.id}`],
      ['GET', '/api/admin/finance/cashflow/bestMatches?direction=in'],
    ] as const)
      expect((await inject({ method, url, headers: sales, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(403);
  });
});
