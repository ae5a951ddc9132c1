import type { InjectOptions } from 'fastify';
import { replyLanguage } from '../../server/i18n/reply-language';
import { testDatabaseKinds } from '../helpers/databases';
import { sampleRows } from '../helpers/sample-rows';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

// The API words its refusals in the language the request prefers (issue 15): Italian for `it-IT,it;q=0.9`
// (what an Italian user's browser and the SPA send), English without the header, with `en`, or when English has
// the higher q-value. English stays word for word the spec's; Italian comes from the catalogue (i18n/catalogues/italian.ts).

const ITALIAN = { 'accept-language': 'it-IT,it;q=0.9' };
const ENGLISH = { 'accept-language': 'en' };

describe('the reply language, by Accept-Language and its q-values', () => {
  const languageOf = (header?: string) => replyLanguage({ headers: header === undefined ? {} : { 'accept-language': header } });

  test('Italian when Italian is preferred, English otherwise', () => {
    expect(languageOf('it-IT,it;q=0.9')).toBe('it');
    expect(languageOf('it')).toBe('it');
    expect(languageOf('en;q=0.4, it;q=0.8')).toBe('it');
    expect(languageOf('de-DE, it;q=0.5')).toBe('it');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('it;q=0.4, en;q=0.8')).toBe('en');
    expect(languageOf('en-US,en;q=0.9,it;q=0.8')).toBe('en');
    expect(languageOf('fr-FR, de;q=0.9')).toBe('en');
    expect(languageOf('it;q=0')).toBe('en');
  });
});

describe.each(testDatabaseKinds)('refusals in the reply language on %s', (kind) => {
  const { inject, insert } = useShellApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'admin' }));
  let workOrderId: number;
  let otherWorkOrderId: number;
  let employee: { id: number; headers: Record<string, string> };

  /** The same request three times: in Italian, without Accept-Language, and in English. */
  const inEachLanguage = async (options: InjectOptions) => {
    const headers = (options.headers ?? {}) as Record<string, string>;
    const [italian, plain, english] = await Promise.all([
      inject({ ...options, headers: { ...headers, ...ITALIAN } }),
      inject({ ...options, headers }),
      inject({ ...options, headers: { ...headers, ...ENGLISH } }),
    ]);
    expect(italian.statusCode).toBe(plain.statusCode);
    // English is the same bytes with or without the header.
    expect(english.body).toBe(plain.body);
    return { status: plain.statusCode, italian: italian.json(), english: plain.json() };
  };

  beforeAll(async () => {
    const rows = sampleRows((method, url, payload) => inject({ method, url, headers: admin, payload: payload as Record<string, unknown> }));
    workOrderId = (await rows.create('workOrders', { startDate: '2026-01-01', endDate: '2026-06-30' })).id;
    otherWorkOrderId = (await rows.create('workOrders', { startDate: '2026-01-01' })).id;
    const row = await insert('employees', employeeRow());
    await inject({ method: 'PUT', url: '/api/admin/work_order_employee', headers: admin, payload: { workOrderId, employeeId: row.id } });
    employee = { id: row.id, headers: as(callerWith(['EMPLOYEE'], { username: `e${row.id}`, employeeId: row.id })) };
  });

  test('a validation error: the message and every field message', async () => {
    const { status, italian, english } = await inEachLanguage({
      method: 'PUT',
      url: '/api/admin/employees',
      headers: admin,
      payload: { firstName: 'Anna', email: 'not an address', hireDate: '2026-02-30', shoeSize: 42 },
    });
    expect(status).toBe(400);
    expect(english).toMatchObject({
      message: 'Some fields are not valid',
      errors: { lastName: 'Required', email: 'Must be an e-mail address', hireDate: 'Must be a real calendar date', shoeSize: 'Unknown field' },
    });
    expect(italian).toMatchObject({
      message: 'Alcuni campi non sono validi',
      errors: {
        lastName: 'Obbligatorio',
        email: 'Deve essere un indirizzo email',
        hireDate: 'Deve essere una data di calendario esistente',
        shoeSize: 'Campo sconosciuto',
      },
    });
    expect(Object.keys(italian.errors).sort()).toEqual(Object.keys(english.errors).sort());
  });

  test('a list refusal with a value inside the sentence', async () => {
    const { status, italian, english } = await inEachLanguage({ method: 'GET', url: '/api/admin/employees?_sort=shoeSize', headers: admin });
    expect(status).toBe(400);
    expect(english).toEqual({ message: 'Cannot sort by shoeSize', errors: { _sort: 'Unknown field shoeSize' } });
    expect(italian).toEqual({ message: 'Impossibile ordinare per shoeSize', errors: { _sort: 'Campo sconosciuto shoeSize' } });
  });

  test('a 409 for a stale version', async () => {
    const { id } = await insert('employees', employeeRow());
    const created = (await inject({ method: 'GET', url: `/api/admin/employees/${id}`, headers: admin })).json();
    const edited = await inject({ method: 'POST', url: `/api/admin/employees/${id}`, headers: admin, payload: { firstName: 'Marta', version: created.version } });
    expect(edited.statusCode).toBe(200);
    const { status, italian, english } = await inEachLanguage({
      method: 'POST',
      url: `/api/admin/employees/${id}`,
      headers: admin,
      payload: { firstName: 'Paola', version: created.version },
    });
    expect(status).toBe(409);
    const now = created.version + 1;
    expect(english).toEqual({
      message: `Someone else changed this record since you read it (version ${created.version}, now ${now}); reload and try again`,
      errors: { version: `Stale: the record is at version ${now}` },
    });
    expect(italian).toEqual({
      message: `Qualcun altro ha modificato questo record dopo che l'hai letto (versione ${created.version}, ora ${now}); ricarica e riprova`,
      errors: { version: `Non aggiornato: il record è alla versione ${now}` },
    });
  });

  test('a 404 names the record in the reply language, its resource translated too', async () => {
    const { status, italian, english } = await inEachLanguage({ method: 'GET', url: '/api/admin/employees/999999', headers: admin });
    expect(status).toBe(404);
    expect(english).toEqual({ message: 'Employee 999999 not found' });
    expect(italian).toEqual({ message: 'Dipendente 999999 non trovato' });
  });

  test("a module's rule: a time entry on a work order one is not assigned to", async () => {
    const { status, italian, english } = await inEachLanguage({
      method: 'PUT',
      url: '/api/timesheet',
      headers: employee.headers,
      payload: { workOrderId: otherWorkOrderId, date: '2026-03-02', hours: 2 },
    });
    expect(status).toBe(400);
    expect(english.message).toMatch(/^Not assigned to work order \S+ ".+": ask its manager to add you$/);
    expect(english.errors).toEqual({ workOrderId: 'Not assigned to this work order' });
    expect(italian.message).toMatch(/^Non sei assegnato alla commessa \S+ ".+": chiedi al responsabile di aggiungerti$/);
    expect(italian.errors).toEqual({ workOrderId: 'Non assegnato a questa commessa' });
    // The work order's number and name are the same in both.
    expect(italian.message.match(/commessa (\S+ ".+")/)?.[1]).toBe(english.message.match(/work order (\S+ ".+")/)?.[1]);
  });

  test("a module's rule: an overlapping leave request", async () => {
    const leave = (await insert('exceptions', { code: 'FERX', name: 'Ferie', category: 'Leave' })).id;
    const ask = { method: 'PUT' as const, url: '/api/hr_timesheet', headers: employee.headers };
    const first = await inject({ ...ask, payload: { exceptionId: leave, startDate: '2030-03-04', endDate: '2030-03-08' } });
    expect(first.statusCode).toBe(201);
    const { number } = first.json();
    const { status, italian, english } = await inEachLanguage({ ...ask, payload: { exceptionId: leave, startDate: '2030-03-08', endDate: '2030-03-12' } });
    expect(status).toBe(409);
    expect(english).toEqual({
      message: `This request overlaps HR request ${number} (2030-03-04 – 2030-03-08)`,
      errors: { startDate: 'Overlaps another request' },
    });
    expect(italian).toEqual({
      message: `Questa richiesta si sovrappone alla richiesta HR ${number} (2030-03-04 – 2030-03-08)`,
      errors: { startDate: "Si sovrappone a un'altra richiesta" },
    });
  });

  test('q-values decide: English preferred over Italian gets English, the reverse Italian', async () => {
    const request = { method: 'GET' as const, url: '/api/admin/employees/999998', headers: admin };
    const preferringEnglish = await inject({ ...request, headers: { ...admin, 'accept-language': 'it;q=0.5, en;q=0.9' } });
    const preferringItalian = await inject({ ...request, headers: { ...admin, 'accept-language': 'en;q=0.5, it;q=0.9' } });
    const unspoken = await inject({ ...request, headers: { ...admin, 'accept-language': 'fr-FR, de;q=0.8' } });
    expect(preferringEnglish.json()).toEqual({ message: 'Employee 999998 not found' });
    expect(preferringItalian.json()).toEqual({ message: 'Dipendente 999998 non trovato' });
    expect(unspoken.json()).toEqual({ message: 'Employee 999998 not found' });
  });
});
