import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { seedOnFirstStart } from '../../../server/db/first-start';
import { firmIdentity } from '../../../modules/firm/server/firm-identity';
import { isFirmFieldValid } from '../../../modules/firm/domain/firm-checks';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { pdfText } from '../../helpers/pdf-text';
import { as, callerWith } from '../../helpers/test-caller';

// The firm's record (issue 41): its identity checked by the same function the forms use, one row at most under
// concurrent creates, COMPANY_* copied into it once at a first start, the setup's last step, and every reader (the
// quote PDF, /config.js, the accessor) seeing an update at once.

const admin = as(callerWith(['ADMIN'], { username: 'ada' }));
const sales = as(callerWith(['SALES MANAGE'], { username: 'sara' }));
const employee = as(callerWith(['EMPLOYEE']));

/** A real partita IVA (check digit 3) and a real IBAN (mod 97 = 1). */
const identity = {
  name: 'Officine Verdi S.p.A.',
  vatNumber: 'IT12345678903',
  taxCode: '12345678903',
  street: 'Via Torino 5',
  postalCode: '10121',
  city: 'Torino',
  province: 'TO',
  pec: 'verdi@pec.example',
  sdiCode: 'abc1234',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
};

describe('the firm checks (the one function of server and forms)', () => {
  test.each([
    ['vatNumber', '12345678903', true],
    ['vatNumber', 'IT 123 456 789 03', true],
    ['vatNumber', '12345678904', false],
    ['vatNumber', 'DE123456789', false],
    ['iban', 'IT60X0542811101000000123456', true],
    ['iban', 'IT61X0542811101000000123456', false],
    ['taxCode', '12345678903', true],
    ['taxCode', 'RSSMRA80A01F205X', true],
    ['taxCode', 'RSSMRA80A01F205Y', false],
    ['timeZone', 'Europe/Rome', true],
    ['timeZone', 'Mars/Olympus', false],
  ] as const)('%s %s passes: %s', (field, value, isValid) => {
    expect(isFirmFieldValid(field, value)).toBe(isValid);
  });
});

describe.each(testDatabaseKinds)('the firm record on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());
  const inject = (options: InjectOptions) => t.app.inject(options);
  const rowCount = async () => {
    const result = (await t.app.portal.db.execute(sql`select count(*)::int as total from firm`)) as unknown as { rows: { total: number }[] };
    return Number(result.rows[0].total);
  };

  test('a bad partita IVA and IBAN are refused on their fields, in either language, and nothing is written', async () => {
    const response = await inject({ method: 'PUT', url: '/api/admin/firm', headers: admin, payload: { ...identity, vatNumber: '12345678904', iban: 'IT61X0542811101000000123456' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      vatNumber: 'Not a valid partita IVA: 11 digits with a matching check digit',
      iban: 'Not a valid IBAN: its check digits do not match (mod 97)',
    });
    const italian = await inject({ method: 'PUT', url: '/api/admin/firm', headers: { ...admin, 'accept-language': 'it-IT' }, payload: { ...identity, vatNumber: '12345678904', timeZone: 'Mars/Olympus' } });
    expect(italian.statusCode).toBe(400);
    expect(italian.json().errors).toEqual({
      vatNumber: 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta',
      timeZone: 'Fuso orario non riconosciuto dal server, ad es. Europe/Rome',
    });
    // The declaration's own rules (an SdI code is 7 characters) refuse on the field too.
    const sdi = await inject({ method: 'PUT', url: '/api/admin/firm', headers: admin, payload: { ...identity, sdiCode: 'TOO-LONG-CODE' } });
    expect(sdi.statusCode).toBe(400);
    expect(Object.keys(sdi.json().errors)).toEqual(['sdiCode']);
    expect(await rowCount()).toBe(0);
  });

  test('only ADMIN keeps the firm; any signed-in user reads whether the setup is done', async () => {
    expect((await inject({ method: 'PUT', url: '/api/admin/firm', headers: sales, payload: identity })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/admin/firm', headers: employee })).statusCode).toBe(403);
    const status = await inject({ method: 'GET', url: '/api/firm/setup', headers: employee });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ isSetUp: false, firmId: null });
  });

  test("the firm's closing days: ADMIN keeps them, every signed-in user's calendar reads them", async () => {
    const added = await inject({ method: 'PUT', url: '/api/admin/firm/closing_days', headers: admin, payload: { day: '2031-08-14', name: 'Ponte di Ferragosto' } });
    expect(added.statusCode).toBe(201);
    expect((await inject({ method: 'PUT', url: '/api/admin/firm/closing_days', headers: admin, payload: { day: '2031-08-14', name: 'Twice' } })).statusCode).toBe(409);
    expect((await inject({ method: 'PUT', url: '/api/admin/firm/closing_days', headers: employee, payload: { day: '2031-08-15', name: 'Mine' } })).statusCode).toBe(403);
    for (const reader of [employee, as(callerWith(['ADMIN'], { username: 'root', employeeId: null })), as(callerWith(['ACCOUNTANT'], { employeeId: null }))]) {
      const calendar = await inject({ method: 'GET', url: '/api/firm/closing_days', headers: reader });
      expect(calendar.statusCode).toBe(200);
      expect(calendar.json()).toEqual([{ day: '2031-08-14', name: 'Ponte di Ferragosto' }]);
    }
  });

  test("a closing day is no working day for the server's leave balance, a request's hours and the month sheet's expected hours", async () => {
    const hr = as(callerWith(['HR MANAGE'], { username: 'hilda' }));
    const ok = async (options: InjectOptions) => {
      const response = await inject(options);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    const person = await ok({ method: 'PUT', url: '/api/admin/employees', headers: hr, payload: { firstName: 'Carla', lastName: 'Chiusi', email: 'carla.chiusi@example.com', taxCode: 'CHSCRL80A41L219X', hireDate: '2030-01-07' } });
    const fer = await ok({ method: 'PUT', url: '/api/admin/exceptions/create', headers: admin, payload: { code: 'FER', name: 'Ferie', category: 'Leave' } });
    // Monday 8 to Wednesday 10 September 2031: three working days, 24 h for a full-time worker.
    await ok({ method: 'PUT', url: '/api/admin/hr_timesheet', headers: hr, payload: { employeeId: person.id, exceptionId: fer.id, startDate: '2031-09-08', endDate: '2031-09-10' } });
    const carla = as(callerWith(['EMPLOYEE'], { username: 'carla', employeeId: person.id }));
    const asked = async () => {
      const balances = (await ok({ method: 'GET', url: `/api/admin/hr_timesheet/balance/${person.id}?year=2031`, headers: hr })) as { code: string; pending: number; planned: number }[];
      const ferie = balances.find((row) => row.code === 'FER')!;
      return ferie.pending + ferie.planned;
    };
    const september = async () => (await ok({ method: 'GET', url: '/api/month/sheet?year=2031&month=9', headers: carla })).balance as { workingDays: number; expected: number };
    // September 2031 has 22 weekdays and no public holiday.
    expect(await asked()).toBe(24);
    expect(await september()).toMatchObject({ workingDays: 22, expected: 176 });
    // The firm closes on Tuesday the 9th: the request takes 16 h, September has 21 working days of 8 h.
    await ok({ method: 'PUT', url: '/api/admin/firm/closing_days', headers: admin, payload: { day: '2031-09-09', name: 'Santo patrono' } });
    expect(await asked()).toBe(16);
    expect(await september()).toMatchObject({ workingDays: 21, expected: 168 });
  });

  test('concurrent creates leave exactly one row; the others get a 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => inject({ method: 'PUT', url: '/api/admin/firm', headers: admin, payload: { ...identity, name: `Firm ${index}` } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await rowCount()).toBe(1);
    const [stored] = (await inject({ method: 'GET', url: '/api/admin/firm', headers: admin })).json();
    // Kept compact and in capitals as the IBAN and SdI code are printed and sent.
    expect(stored).toMatchObject({ iban: 'IT60X0542811101000000123456', sdiCode: 'ABC1234', status: 'Setting up' });
    // A second one later is refused in plain words, and the firm is never deleted.
    expect((await inject({ method: 'PUT', url: '/api/admin/firm', headers: admin, payload: identity })).statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/admin/firm/${stored.id}`, headers: admin })).statusCode).toBe(409);
    expect(await rowCount()).toBe(1);
  });

  test("finishing the setup makes the firm Ready and adds the usual Italian catalogues once", async () => {
    const [stored] = (await inject({ method: 'GET', url: '/api/admin/firm', headers: admin })).json();
    const finish = () => inject({ method: 'POST', url: `/api/admin/firm/setup/${stored.id}`, headers: admin, payload: { withUsualCatalogues: true } });
    expect((await finish()).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/firm/setup', headers: employee })).json()).toEqual({ isSetUp: true, firmId: stored.id });
    const causes = (await inject({ method: 'GET', url: '/api/admin/exceptions?_end=100', headers: admin })).json() as { code: string; name: string }[];
    expect(causes.map((cause) => cause.code)).toEqual(expect.arrayContaining(['FER', 'ROL', 'EXF', 'MAL', 'MAT', 'L104', 'LUT', 'DON', 'MATR']));
    const types = (await inject({ method: 'GET', url: '/api/admin/contract_types?_end=100', headers: admin })).json() as { code: string }[];
    expect(types.map((type) => type.code)).toEqual(expect.arrayContaining(['COM-IND', 'MET-IND', 'MET-APP']));
    // Ready is reached once: a second finish is not a legal move.
    expect((await finish()).statusCode).toBe(409);
  });

  test('every reader sees an update at once: the accessor, /config.js and the quote PDF', async () => {
    const [stored] = (await inject({ method: 'GET', url: '/api/admin/firm', headers: admin })).json();
    expect((await firmIdentity(t.app.portal.db, t.app.portal.schema)).name).toBe(stored.name);
    const update = await inject({ method: 'POST', url: `/api/admin/firm/${stored.id}`, headers: admin, payload: { name: 'Verdi Meccanica S.r.l.', city: 'Ivrea', version: stored.version } });
    expect(update.statusCode).toBe(200);
    const read = await firmIdentity(t.app.portal.db, t.app.portal.schema);
    expect(read).toMatchObject({ name: 'Verdi Meccanica S.r.l.', vatDigits: '12345678903', address: 'Via Torino 5, 10121 Ivrea (TO)' });
    const config = await inject({ url: '/config.js' });
    expect(config.body).toContain('"name":"Verdi Meccanica S.r.l."');
    const customerId = (await inject({ method: 'PUT', url: '/api/admin/customers', headers: sales, payload: { name: 'Acme S.r.l.' } })).json().id;
    const quote = (await inject({ method: 'PUT', url: '/api/admin/sales/quotes', headers: sales, payload: { title: 'Portal', customerId, date: '2026-11-02' } })).json();
    const pdf = await inject({ method: 'GET', url: `/api/admin/sales/quotes/pdf/${quote.id}`, headers: sales });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Verdi Meccanica S.r.l.');
    expect(text).toContain('Via Torino 5, 10121 Ivrea (TO)');
    expect(text).not.toContain('Rossi & Bianchi');
  });
});

describe.each(testDatabaseKinds)('COMPANY_* as first values on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());
  const admin = as(callerWith(['ADMIN'], { username: 'ada' }));
  const firstStart = (env: NodeJS.ProcessEnv) => seedOnFirstStart(t.app, false, env);
  const stored = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/firm', headers: admin })).json() as Record<string, unknown>[];

  test('unset, nothing is copied: the setup starts empty', async () => {
    await firstStart({});
    expect(await stored()).toEqual([]);
  });

  test('set, they are copied once into a record still to be set up; a later start with other values changes nothing', async () => {
    await firstStart({ COMPANY_NAME: 'Bianchi Legno S.n.c.', COMPANY_VAT_NUMBER: 'IT 12345678903', COMPANY_ADDRESS: 'Corso Francia 3, 10138 Torino (TO)', COMPANY_LANGUAGE: 'en' });
    const first = await stored();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ name: 'Bianchi Legno S.n.c.', vatNumber: 'IT12345678903', street: 'Corso Francia 3', postalCode: '10138', city: 'Torino', province: 'TO', language: 'English', status: 'Setting up' });
    await firstStart({ COMPANY_NAME: 'Somebody Else S.r.l.' });
    expect(await stored()).toEqual(first);
    expect((await firmIdentity(t.app.portal.db, t.app.portal.schema)).name).toBe('Bianchi Legno S.n.c.');
  });
});
