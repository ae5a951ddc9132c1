import { readConfig } from '../../server/config';
import { resourceTableOf } from '../../server/db/schema';
import { testDatabaseKinds } from '../helpers/databases';
import { multipartOf } from '../helpers/multipart';
import { pdfText } from '../helpers/pdf-text';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';
import { actingOnReadVersion } from '../helpers/versioned-action';

// The portal's documents read back as text (pdf.js): the quote and the payslip on the one layout, with its embedded
// Unicode font ("Łódź", "Ørsted" print as written), the firm's name, the quote's units and country in the customer's
// language, and the payslip's totals and every day of its month in the reader's language.

describe.each(testDatabaseKinds)('documents on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const sales = as(callerWith(['SALES MANAGE'], { username: 'sara' }));
  const firm = readConfig().company.name;
  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    actingOnReadVersion(inject)({ method, url: `/api${url}`, headers, payload });

  test('the quote prints any name as written, its units and country in Italian, and the firm', async () => {
    const customer = (await call('PUT', '/admin/customers', sales, { name: 'Ørsted Łódź Impianti', sdiCode: 'ABC1234', city: 'Milano', country: 'IT' })).json();
    const product = await insert('products', { code: `ORE-${kind}`, name: 'Consulenza', unit: 'hour', unitPrice: 80 });
    const quote = (await call('PUT', '/admin/sales/quotes', sales, { title: 'Analisi Łódź', customerId: customer.id, validUntil: '2030-12-31' })).json();
    const line = await call('PUT', '/admin/sales/quotes/lines', sales, { quoteId: quote.id, productId: product.id, description: 'Analisi a Łódź', quantity: 3, unitPrice: 80, vatRate: 22 });
    expect(line.statusCode).toBe(201);
    const pdf = await call('GET', `/admin/sales/quotes/pdf/${quote.id}`, sales);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Ørsted Łódź Impianti', 'Analisi a Łódź', 'Analisi Łódź', firm, 'Italia', 'ora', '292,80 €']) expect(text).toContain(expected);
    expect(text).not.toMatch(/\?d\?|\bhour\b|\bIT\b/);
  });

  test("the payslip holds the firm, the employee, the month's totals and every day, in the reader's language", async () => {
    const employee = await insert('employees', employeeRow({ firstName: 'Zoë', lastName: `Łukasiewicz${kind}` }));
    const payroll = await insert('labour', {
      employeeId: employee.id,
      year: 2026,
      month: 2,
      status: 'Approved',
      grossSalary: 3500.5,
      contributions: 321.6,
      withholdingTax: 512.23,
      tfr: 259.3,
      netSalary: 2666.67,
    });
    // Every weekday of February 2026: 20 days, more than a page's worth with the head and the summary.
    const days = Array.from({ length: 28 }, (_, index) => `2026-02-${String(index + 1).padStart(2, '0')}`).filter((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
    for (const date of days) await insert('labourDays', { labourId: payroll.id, employeeId: employee.id, date, workedHours: date === '2026-02-27' ? 4.5 : 8 });

    const { db, schema } = portal();
    const users = resourceTableOf(schema, 'users');
    const [english] = (await db.insert(users.table).values({ username: `acc-${kind}`, displayName: 'Accountant', language: 'en' }).returning()) as { id: number }[];
    const accountant = as({ ...callerWith(['ACCOUNTANT'], { username: `acc-${kind}` }), userId: english.id });
    // A user with no language stored reads the firm's (Italian by default).
    const own = as(callerWith(['EMPLOYEE'], { username: `zoe-${kind}`, employeeId: employee.id }));

    const italian = await call('GET', `/labour/payslip_pdf/${payroll.id}`, own);
    expect(italian.statusCode).toBe(200);
    expect(italian.headers['content-type']).toBe('application/pdf');
    const italianText = await pdfText(italian.rawPayload);
    for (const expected of [firm, `Zoë Łukasiewicz${kind}`, 'Busta paga febbraio 2026', 'Riepilogo del mese', 'Netto', '2.666,67 €', '3.500,50 €', '512,23 €', '4,5'])
      expect(italianText).toContain(expected);
    for (const day of days) expect(italianText).toContain(day.slice(0, 10).split('-').reverse().join('/'));

    const englishText = await pdfText((await call('GET', `/admin/labour/payslip_pdf/${payroll.id}`, accountant)).rawPayload);
    for (const expected of [firm, 'Payslip February 2026', 'Summary of the month', '€2,666.67', '€3,500.50', '4.5']) expect(englishText).toContain(expected);
    // Not the employee's to read before it is approved, nor another employee's.
    const other = as(callerWith(['EMPLOYEE'], { username: 'other', employeeId: (await insert('employees', employeeRow())).id }));
    expect((await call('GET', `/labour/payslip_pdf/${payroll.id}`, other)).statusCode).toBe(404);
  });

  test("the firm's logo, attached to its record on the Firm page, heads its documents", async () => {
    const admin = as(callerWith(['ADMIN'], { username: 'root' }));
    // A 1×1 PNG, as the Firm page uploads one.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const isImageIn = (pdf: Buffer) => pdf.includes('/Subtype /Image');
    const customer = (await call('PUT', '/admin/customers', sales, { name: `Logo ${kind}`, city: 'Milano', country: 'IT' })).json();
    const quote = (await call('PUT', '/admin/sales/quotes', sales, { title: 'Con logo', customerId: customer.id, validUntil: '2030-12-31' })).json();
    expect(isImageIn((await call('GET', `/admin/sales/quotes/pdf/${quote.id}`, sales)).rawPayload)).toBe(false);

    const firmRecord = await call('PUT', '/admin/firm', admin, { name: `Logo Firm ${kind} S.r.l.`, vatNumber: 'IT12345678903', street: 'Via Roma 12', postalCode: '20121', city: 'Milano', province: 'MI' });
    expect(firmRecord.statusCode).toBe(201);
    const body = multipartOf([{ fileName: 'logo.png', contentType: 'image/png', content: png }]);
    const uploaded = await inject({ method: 'PUT', url: `/api/admin/firm/attachments/${firmRecord.json().id}`, headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(201);

    const pdf = await call('GET', `/admin/sales/quotes/pdf/${quote.id}`, sales);
    expect(pdf.statusCode).toBe(200);
    expect(isImageIn(pdf.rawPayload)).toBe(true);
    expect(await pdfText(pdf.rawPayload)).toContain(`Logo Firm ${kind} S.r.l.`);
  });
});
