import { eq } from 'drizzle-orm';
import type { Caller } from '../../../server/auth/caller';
import { resourceTableOf } from '../../../server/db/schema';
import { noticeExpiringContracts } from '../../../modules/sales/server/expiring-contracts';
import { testDatabaseKinds } from '../../helpers/databases';
import { pdfText } from '../../helpers/pdf-text';
import { useShellApi } from '../../helpers/shell-api';
import { as, callerWith } from '../../helpers/test-caller';
import { actingOnReadVersion } from '../../helpers/versioned-action';
import { addDays, firmToday } from '../../../resources/firm-calendar';

// Issue 13's finishing items: the quote PDF (read back as text), versions of a sent quote, the chain's
// steps offered only where legal (and refused elsewhere), contract → statement of work, work order →
// project, and contracts about to end listed and told to sales users once.

type Json = Record<string, unknown> & { id: number };

const isoPlusDays = (days: number) => addDays(firmToday(), days);

describe.each(testDatabaseKinds)('the sales chain on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const sales = as(callerWith(['SALES MANAGE'], { username: 'sara' }));
  const admin = as(callerWith(['ADMIN'], { username: 'ada' }));
  const pm = as(callerWith(['PROJECT MANAGER'], { username: 'piero' }));
  const employee = as(callerWith(['EMPLOYEE']));

  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
    const response = await actingOnReadVersion(inject)({ method, url: `/api${url}`, headers, payload });
    return { status: response.statusCode, body: String(response.headers['content-type'] ?? '').startsWith('application/json') ? (response.json() as Json) : undefined, response };
  };
  const created = async (url: string, payload: object, headers = sales) => {
    const { status, body } = await call('PUT', url, headers, payload);
    expect(status).toBe(201);
    return body!;
  };

  let customers = 0;
  const customer = () => created('/admin/customers', { name: `Bianchi Impianti ${++customers}`, sdiCode: 'ABC1234', city: 'Milano' });

  /** A quote with three lines on two VAT rates, sent (22%: 2 × 100.05 = 200.10, VAT 44.02; 10%: 50, VAT 5). */
  const sentQuote = async (customerId: number) => {
    const quote = await created('/admin/sales/quotes', { title: 'Portale clienti', customerId, validUntil: '2026-12-31' });
    for (const line of [
      { description: 'Analisi funzionale', quantity: 2, unitPrice: 100.05, vatRate: 22 },
      { description: 'Licenza annuale', quantity: 1, unitPrice: 50, vatRate: 10 },
      { description: 'Bollo', quantity: 1, unitPrice: 0, vatRate: 0 },
    ])
      await created('/admin/sales/quotes/lines', { quoteId: quote.id, ...line });
    expect((await call('POST', `/admin/sales/quotes/send/${quote.id}`, sales)).status).toBe(200);
    return (await call('GET', `/admin/sales/quotes/${quote.id}`, sales)).body!;
  };

  test("the quote PDF is a PDF whose text holds the quote's number, the customer, the VAT summary and the total", async () => {
    const { id: customerId, name } = await customer();
    const quote = await sentQuote(customerId);
    expect(quote).toMatchObject({ taxable: 250.1, vat: 49.02, total: 299.12 });
    const { status, response } = await call('GET', `/admin/sales/quotes/pdf/${quote.id}`, sales);
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${String(quote.number)}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    // The customer is in Italy (the country's default): Italian words and money.
    for (const expected of [`Preventivo ${String(quote.number)}`, String(name), 'Rossi & Bianchi S.r.l.', '299,12 €', '250,10 €', 'IVA 22% su 200,10 €', '44,02 €', 'Valido fino al 31/12/2026', 'Riepilogo IVA', 'Imponibile'])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/€\d|Valid until|VAT summary/);
    expect((await call('GET', `/admin/sales/quotes/pdf/${quote.id}`, employee)).status).toBe(403);
    expect((await call('GET', '/admin/sales/quotes/pdf/999999', sales)).status).toBe(404);
  });

  test("the quote PDF follows the customer's language: Italian money 2.100,00 € in Italy, English €2,100.00 abroad", async () => {
    const inItaly = await customer();
    const abroad = await created('/admin/customers', { name: `CodeTools Ltd ${++customers}`, city: 'Dublin', country: 'IE', sdiCode: 'XXXXXXX' });
    const pdfOf = async (customerId: number) => {
      const quote = await created('/admin/sales/quotes', { title: 'Licenze', customerId, validUntil: '2026-12-31' });
      await created('/admin/sales/quotes/lines', { quoteId: quote.id, description: 'Licenze annuali', quantity: 1, unitPrice: 2100, vatRate: 0 });
      const { status, response } = await call('GET', `/admin/sales/quotes/pdf/${quote.id}`, sales);
      expect(status).toBe(200);
      return { number: String(quote.number), text: await pdfText(response.rawPayload) };
    };
    const italian = await pdfOf(inItaly.id);
    for (const expected of [`Preventivo ${italian.number}`, 'Cliente', 'Descrizione', 'Esente (0%)', 'Totale', '2.100,00 €', 'Valido fino al 31/12/2026']) expect(italian.text).toContain(expected);
    expect(italian.text).not.toContain('€2,100.00');
    const english = await pdfOf(abroad.id);
    for (const expected of [`Quote ${english.number}`, 'Customer', 'Description', 'Exempt (0%)', 'Total', '€2,100.00', 'Valid until 31/12/2026']) expect(english.text).toContain(expected);
    expect(english.text).not.toContain('2.100,00 €');
  });

  test('a sent quote is not edited but revised: a new Draft one version up with its lines, the old one Revised and unchanged', async () => {
    const { id: customerId } = await customer();
    const quote = await sentQuote(customerId);
    const edit = await call('POST', `/admin/sales/quotes/${quote.id}`, sales, { version: quote.version, title: 'Changed' });
    expect(edit.status).toBe(409);
    const revised = await call('POST', `/admin/sales/quotes/revise/${quote.id}`, sales);
    expect(revised.status).toBe(200);
    const { previous, quote: next } = revised.body as unknown as { previous: Json; quote: Json };
    expect(previous).toMatchObject({ id: quote.id, status: 'Revised', total: 299.12, title: 'Portale clienti' });
    expect(next).toMatchObject({ status: 'Draft', revision: 2, previousQuoteId: quote.id, customerId, title: 'Portale clienti', total: 299.12, validUntil: '2026-12-31' });
    const lines = await call('GET', `/admin/sales/quotes/lines?quoteId=${next.id}`, sales);
    expect((lines.body as unknown as Json[]).map((line) => line.description)).toEqual(['Analisi funzionale', 'Licenza annuale', 'Bollo']);
    // The new draft is edited; the revised one stays as sent and is not revised twice.
    expect((await call('POST', `/admin/sales/quotes/${next.id}`, sales, { version: next.version, title: 'Portale clienti v2' })).status).toBe(200);
    expect((await call('POST', `/admin/sales/quotes/revise/${quote.id}`, sales)).status).toBe(409);
    expect((await call('POST', `/admin/sales/quotes/revise/${next.id}`, sales)).status).toBe(409);
    expect((await call('POST', `/admin/sales/quotes/revise/${next.id}`, employee)).status).toBe(403);
    expect((await call('GET', `/admin/sales/quotes/${quote.id}`, sales)).body).toMatchObject({ title: 'Portale clienti', status: 'Revised' });
  });

  test('make contract only on an accepted quote without one; the contract names the quote and the quote the contract', async () => {
    const { id: customerId } = await customer();
    const quote = await sentQuote(customerId);
    const early = await call('POST', `/admin/sales/quotes/to_contract/${quote.id}`, sales, {});
    expect(early.status).toBe(409);
    expect(early.body?.errors).toMatchObject({ status: 'Must be Accepted' });
    await call('POST', `/admin/sales/quotes/accept/${quote.id}`, sales);
    const made = await call('POST', `/admin/sales/quotes/to_contract/${quote.id}`, sales, {});
    expect(made.status).toBe(200);
    const { contract, quote: linked } = made.body as unknown as { contract: Json; quote: Json };
    expect(linked.customerContractId).toBe(contract.id);
    expect(contract.quoteId).toBe(quote.id);
    const again = await call('POST', `/admin/sales/quotes/to_contract/${quote.id}`, sales, {});
    expect(again.status).toBe(409);
    expect(again.body?.errors).toMatchObject({ customerContractId: 'Must be blank' });
  });

  test('contract → statement of work (with its work order) → project, each in one action, linked both ways', async () => {
    const { id: customerId } = await customer();
    const quote = await sentQuote(customerId);
    await call('POST', `/admin/sales/quotes/accept/${quote.id}`, sales);
    const { contract } = (await call('POST', `/admin/sales/quotes/to_contract/${quote.id}`, sales, {})).body as unknown as { contract: Json };
    expect((await call('POST', `/admin/sales/customer_contracts/to_sow/${contract.id}`, sales)).status).toBe(403);
    const drafted = await call('POST', `/admin/sales/customer_contracts/to_sow/${contract.id}`, admin);
    expect(drafted.status).toBe(200);
    const statement = drafted.body!;
    const linkedContract = (await call('GET', `/admin/sales/customer_contracts/${contract.id}`, sales)).body!;
    expect(linkedContract).toMatchObject({ statementOfWorkId: statement.id });
    expect(statement).toMatchObject({ customerContractId: contract.id, workOrderId: linkedContract.workOrderId, amount: 250.1, status: 'Draft' });
    expect((await call('POST', `/admin/sales/customer_contracts/to_sow/${contract.id}`, admin)).status).toBe(409);
    // Start work order is no longer offered: the contract has one.
    expect((await call('POST', `/admin/sales/customer_contracts/start_work_order/${contract.id}`, sales)).status).toBe(409);

    const workOrderId = Number(linkedContract.workOrderId);
    expect((await call('POST', `/admin/workorders/to_project/${workOrderId}`, sales, {})).status).toBe(403);
    const project = await call('POST', `/admin/workorders/to_project/${workOrderId}`, pm, { name: 'Portale - fase 1' });
    expect(project.status).toBe(200);
    expect(project.body).toMatchObject({ name: 'Portale - fase 1', workOrderId, status: 'Planned' });
    const projects = await call('GET', `/admin/project/work_order/${workOrderId}`, pm);
    expect((projects.body as unknown as Json[]).map((row) => row.id)).toEqual([project.body!.id]);
    const bad = await call('POST', `/admin/workorders/to_project/${workOrderId}`, pm, { name: 'x'.repeat(200) });
    expect(bad.status).toBe(400);
  });

  test('contracts ending within 60 days are listed soonest first and told to sales users once per end date', async () => {
    const { db, schema } = portal();
    const { id: customerId } = await customer();
    const contract = (title: string, endDate: string | null, status = 'Active') =>
      created('/admin/sales/customer_contracts', { title, customerId, startDate: '2026-01-01', endDate, status });
    const soon = await contract(`Soon ${kind}`, isoPlusDays(10));
    const later = await contract(`Later ${kind}`, isoPlusDays(50));
    await contract(`Far ${kind}`, isoPlusDays(120));
    await contract(`Ended ${kind}`, isoPlusDays(20), 'Terminated');
    await contract(`Open-ended ${kind}`, null);

    const listed = await call('GET', '/admin/sales/customer_contracts/expiring', sales);
    expect(listed.status).toBe(200);
    const mine = (listed.body as unknown as Json[]).filter((row) => row.customerId === customerId).map((row) => row.id);
    expect(mine).toEqual([soon.id, later.id]);
    const narrower = await call('GET', '/admin/sales/customer_contracts/expiring?days=30', sales);
    expect((narrower.body as unknown as Json[]).filter((row) => row.customerId === customerId).map((row) => row.id)).toEqual([soon.id]);
    expect((await call('GET', '/admin/sales/customer_contracts/expiring?days=0', sales)).status).toBe(400);
    expect((await call('GET', '/admin/sales/customer_contracts/expiring', employee)).status).toBe(403);

    // A sales user (in a SALES MANAGE group) hears of each once.
    const roles = resourceTableOf(schema, 'rbacRoles');
    const [existing] = (await db.select().from(roles.table).where(eq(roles.columns.name, 'SALES MANAGE'))) as { id: number }[];
    const role = existing ?? (await insert('rbacRoles', { name: 'SALES MANAGE' }));
    const group = await insert('rbacGroups', { name: `Sales ${kind}` });
    await insert('rbacGroupRoles', { groupId: group.id, roleId: role.id });
    const user = await insert('users', { username: `seller-${kind}`, displayName: 'Seller' });
    await insert('rbacGroupUsers', { groupId: group.id, userId: user.id });
    const seller: Caller = { ...callerWith(['SALES MANAGE'], { username: `seller-${kind}` }), userId: user.id };
    const unread = async () =>
      ((await call('GET', '/notifications/current_user/', as(seller))).body as unknown as { message: string }[]).map((row) => row.message);

    const notified = await call('POST', '/admin/sales/customer_contracts/notify_expiring', admin);
    expect(notified.status).toBe(200);
    const messages = await unread();
    expect(messages.filter((message) => message.includes(`Soon ${kind}`) || message.includes(`Later ${kind}`))).toHaveLength(2);
    expect(messages.some((message) => message.includes(`Far ${kind}`) || message.includes(`Ended ${kind}`))).toBe(false);
    expect((await call('GET', `/admin/sales/customer_contracts/${soon.id}`, sales)).body?.expiryNoticeOn).toBe(isoPlusDays(0));
    // The daily check finds nothing new to tell.
    const again = await db.transaction((tx) =>
      noticeExpiringContracts({ tx, schema, caller: callerWith(['ADMIN'], { username: 'system' }), via: 'notifyExpiring' }, isoPlusDays(0)),
    );
    expect(again.filter((row) => row.customerId === customerId)).toEqual([]);
    expect((await unread()).length).toBe(messages.length);
    expect((await call('POST', '/admin/sales/customer_contracts/notify_expiring', employee)).status).toBe(403);
  });
});
