import type { InjectOptions } from 'fastify';
import { isValidPartitaIva, isValidTaxCode } from '../../../modules/sales/domain/italian-tax-ids';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { as, callerWith } from '../../helpers/test-caller';
import { actingOnReadVersion } from '../../helpers/versioned-action';

// Customers carry real Italian tax identifiers (check digits kept by a write rule on every write); a
// qualified lead converts into a customer, its contacts and an opportunity in one all-or-nothing action.

const VALID_VAT = '12345678903';
const VALID_TAX_CODE = 'RSSMRA80A01H501U';

describe('Italian check digits', () => {
  test.each([
    ['12345678903', true],
    ['12345678901', false],
    ['1234567890', false],
    ['00743110157', true],
  ])('partita IVA %s → %s', (value, valid) => expect(isValidPartitaIva(value)).toBe(valid));
  test.each([
    [VALID_TAX_CODE, true],
    ['RSSMRA80A01H501A', false],
    ['12345678903', true],
    ['RSSMRA80A01H501', false],
  ])('codice fiscale %s → %s', (value, valid) => expect(isValidTaxCode(value)).toBe(valid));
});

describe.each(testDatabaseKinds)('customers and leads on %s', (kind) => {
  let t: TestApp;
  const sales = as(callerWith(['SALES MANAGE'], { username: 'sara' }));
  const employee = as(callerWith(['EMPLOYEE']));

  beforeAll(async () => {
    t = await startTestApp(kind, {
      // A failure after the customer and the contacts are written, to prove the conversion is all-or-nothing.
      writeRules: {
        opportunities: [
          (_tx, { after }) => {
            if (after.title === 'Refused by a rule') throw badRequest(message('No such opportunity'), { title: message('Refused') });
          },
        ],
      },
    });
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  const act = actingOnReadVersion(inject);
  const newCustomer = (payload: Record<string, unknown>) => inject({ method: 'PUT', url: '/api/admin/customers', headers: sales, payload: { name: 'Acme', ...payload } });
  const newLead = async (payload: Record<string, unknown>) => {
    const lead = (await inject({ method: 'PUT', url: '/api/admin/sales/leads', headers: sales, payload })).json();
    await inject({ method: 'POST', url: `/api/admin/sales/leads/qualify/${lead.id}`, headers: sales });
    for (const firstName of ['Anna', 'Bruno'])
      await inject({ method: 'PUT', url: '/api/admin/sales/contact', headers: sales, payload: { firstName, lastName: 'Verdi', leadId: lead.id } });
    return lead;
  };
  const contactsOf = async (leadId: number) => (await inject({ method: 'GET', url: `/api/admin/sales/contact?leadId=${leadId}`, headers: sales })).json();
  const customersNamed = async (name: string) =>
    (await inject({ method: 'GET', url: `/api/admin/customers?name=${encodeURIComponent(name)}`, headers: sales })).json() as { name: string }[];

  test('a customer with a wrong check digit or no SdI code or PEC is refused with the field named', async () => {
    const badVat = await newCustomer({ vatNumber: '12345678901', sdiCode: 'ABC1234' });
    expect(badVat.statusCode).toBe(400);
    expect(badVat.json().errors.vatNumber).toMatch(/check digit/);
    const badTaxCode = await newCustomer({ taxCode: 'RSSMRA80A01H501A' });
    expect(badTaxCode.statusCode).toBe(400);
    expect(badTaxCode.json().errors.taxCode).toMatch(/check character/);
    const unreachable = await newCustomer({ vatNumber: VALID_VAT });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().errors.sdiCode).toMatch(/SdI code or a PEC/);
    const good = await newCustomer({ name: 'Good S.r.l.', vatNumber: `IT${VALID_VAT}`, taxCode: VALID_TAX_CODE, pec: 'good@pec.example.com' });
    expect(good.statusCode).toBe(201);
    // A foreign VAT number is not checked against the Italian rule.
    expect((await newCustomer({ name: 'Gmbh', vatNumber: 'DE123456789', country: 'DE' })).statusCode).toBe(201);
    // Every write keeps the rule, edits too.
    const edit = await inject({ method: 'POST', url: `/api/admin/customers/${good.json().id}`, headers: sales, payload: { version: 1, taxCode: 'RSSMRA80A01H501A' } });
    expect(edit.statusCode).toBe(400);
  });

  test('a qualified lead converts: a new customer, its contacts moved over, an opportunity, the lead linked', async () => {
    const lead = await newLead({ name: 'Nuova Impresa S.r.l.', vatNumber: '00743110157', email: 'info@nuova.example.com' });
    const response = await act({ method: 'POST', url: `/api/admin/sales/leads/convert/${lead.id}`, headers: sales, payload: { expectedAmount: 12000.5 } });
    expect(response.statusCode).toBe(200);
    const { customer, opportunity, lead: converted } = response.json();
    expect(customer).toMatchObject({ name: 'Nuova Impresa S.r.l.', vatNumber: '00743110157', taxCode: '00743110157', sdiCode: '0000000' });
    expect(opportunity).toMatchObject({ leadId: lead.id, customerId: customer.id, title: 'Nuova Impresa S.r.l.', expectedAmount: 12000.5, stage: 'Qualification' });
    expect(converted).toMatchObject({ status: 'Converted', customerId: customer.id });
    expect((await contactsOf(lead.id)).map((contact: { customerId: number }) => contact.customerId)).toEqual([customer.id, customer.id]);
    // Converted is final: no second conversion, no generic edit.
    expect((await act({ method: 'POST', url: `/api/admin/sales/leads/convert/${lead.id}`, headers: sales, payload: {} })).statusCode).toBe(409);
    expect((await inject({ method: 'POST', url: `/api/admin/sales/leads/${lead.id}`, headers: sales, payload: { version: converted.version, name: 'X' } })).statusCode).toBe(409);
  });

  test("a lead's own opportunity moves to the new customer; no second, empty one is opened", async () => {
    const lead = await newLead({ name: 'Trattoria Con Trattativa' });
    const own = (await inject({ method: 'PUT', url: `/api/admin/sales/opportunity/${lead.id}`, headers: sales, payload: { title: 'Menu digitale', expectedAmount: 8000 } })).json();
    const response = await act({ method: 'POST', url: `/api/admin/sales/leads/convert/${lead.id}`, headers: sales, payload: {} });
    expect(response.statusCode, response.body).toBe(200);
    const { customer, opportunities } = response.json();
    expect(opportunities).toHaveLength(1);
    expect(opportunities[0]).toMatchObject({ id: own.id, customerId: customer.id, expectedAmount: 8000 });
    const ofLead = (await inject({ method: 'GET', url: `/api/admin/sales/opportunity/lead/${lead.id}`, headers: sales })).json();
    expect(ofLead.map((row: { id: number; customerId: number }) => [row.id, row.customerId])).toEqual([[own.id, customer.id]]);
    const ofCustomer = (await inject({ method: 'GET', url: `/api/admin/sales/opportunity?customerId=${customer.id}`, headers: sales })).json();
    expect(ofCustomer.map((row: { title: string }) => row.title)).toEqual(['Menu digitale']);
  });

  test('two conversions of one lead at once make one customer: one succeeds, the other is refused', async () => {
    const lead = await newLead({ name: 'Doppio Clic S.r.l.' });
    await inject({ method: 'PUT', url: `/api/admin/sales/opportunity/${lead.id}`, headers: sales, payload: { title: 'Gestionale', expectedAmount: 3000 } });
    const { version } = (await inject({ method: 'GET', url: `/api/admin/sales/leads/${lead.id}`, headers: sales })).json();
    const convert = () => inject({ method: 'POST', url: `/api/admin/sales/leads/convert/${lead.id}`, headers: sales, payload: { version } });
    const codes = (await Promise.all([convert(), convert()])).map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const customers = await customersNamed('Doppio Clic S.r.l.');
    expect(customers).toHaveLength(1);
    const ofLead = (await inject({ method: 'GET', url: `/api/admin/sales/opportunity/lead/${lead.id}`, headers: sales })).json();
    expect(ofLead).toHaveLength(1);
  });

  test('a lead whose VAT number is a known customer converts into that customer', async () => {
    const known = (await newCustomer({ name: 'Già Cliente S.p.A.', vatNumber: '01234567897', sdiCode: 'KRRH6B9' })).json();
    const lead = await newLead({ name: 'Gia Cliente (fiera)', vatNumber: '01234567897' });
    const { customer } = (await act({ method: 'POST', url: `/api/admin/sales/leads/convert/${lead.id}`, headers: sales, payload: {} })).json();
    expect(customer.id).toBe(known.id);
    expect(await customersNamed('Gia Cliente (fiera)')).toHaveLength(0);
  });

  test('the conversion is all-or-nothing: a failure late in it leaves no customer and the contacts and lead as they were', async () => {
    const lead = await newLead({ name: 'Sfortunata S.r.l.', vatNumber: '09876543217' });
    const response = await act({
      method: 'POST',
      url: `/api/admin/sales/leads/convert/${lead.id}`,
      headers: sales,
      payload: { opportunityTitle: 'Refused by a rule' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No such opportunity');
    expect(await customersNamed('Sfortunata S.r.l.')).toHaveLength(0);
    expect((await contactsOf(lead.id)).map((contact: { customerId: number | null }) => contact.customerId)).toEqual([null, null]);
    const after = (await inject({ method: 'GET', url: `/api/admin/sales/leads/${lead.id}`, headers: sales })).json();
    expect(after).toMatchObject({ status: 'Qualified', customerId: null });
  });

  test('a lead with an invalid VAT number does not convert; a new lead must be qualified first; others may not convert', async () => {
    const invalid = await newLead({ name: 'Partita Sbagliata S.r.l.', vatNumber: '12345678901' });
    const refused = await act({ method: 'POST', url: `/api/admin/sales/leads/convert/${invalid.id}`, headers: sales, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.vatNumber).toMatch(/check digit/);
    const fresh = (await inject({ method: 'PUT', url: '/api/admin/sales/leads', headers: sales, payload: { name: 'Appena Arrivata' } })).json();
    expect((await act({ method: 'POST', url: `/api/admin/sales/leads/convert/${fresh.id}`, headers: sales, payload: {} })).statusCode).toBe(409);
    expect((await act({ method: 'POST', url: `/api/admin/sales/leads/convert/${invalid.id}`, headers: employee, payload: {} })).statusCode).toBe(403);
  });

  test("a lead's contacts and opportunities, and a new opportunity for a lead by PUT with its id", async () => {
    const lead = await newLead({ name: 'Con Opportunità' });
    const created = await inject({ method: 'PUT', url: `/api/admin/sales/opportunity/${lead.id}`, headers: sales, payload: { title: 'Sito nuovo', expectedAmount: 5000 } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ leadId: lead.id, title: 'Sito nuovo', expectedAmount: 5000, stage: 'Qualification' });
    const opportunities = await inject({ method: 'GET', url: `/api/admin/sales/opportunity/lead/${lead.id}`, headers: sales });
    expect(opportunities.json().map((row: { title: string }) => row.title)).toEqual(['Sito nuovo']);
    const contacts = await inject({ method: 'GET', url: `/api/admin/sales/contact/lead/${lead.id}`, headers: sales });
    expect(contacts.json().map((row: { firstName: string }) => row.firstName)).toEqual(['Anna', 'Bruno']);
    expect((await inject({ method: 'PUT', url: '/api/admin/sales/opportunity/999999', headers: sales, payload: { title: 'x' } })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/admin/sales/contact/lead/${lead.id}`, headers: employee })).statusCode).toBe(403);
  });

  test('a lost lead keeps the reason in its note', async () => {
    const lead = (await inject({ method: 'PUT', url: '/api/admin/sales/leads', headers: sales, payload: { name: 'Persa', note: 'Met at a fair' } })).json();
    const lost = await inject({ method: 'POST', url: `/api/admin/sales/leads/lose/${lead.id}`, headers: sales, payload: { reason: 'Chose a competitor' } });
    expect(lost.json()).toMatchObject({ status: 'Lost' });
    expect(lost.json().note).toMatch(/^Met at a fair\n\nLost on \d{4}-\d{2}-\d{2}: Chose a competitor$/);
  });
});
