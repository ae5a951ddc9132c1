import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { resources } from '../../../resources.config';
import { addDays, firmToday } from '../../../resources/firm-calendar';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { fatturaPaSchemaErrors, fatturaPaSummary } from '../../helpers/fatturapa-file';
import { recordSetUpFirm } from '../../helpers/firm-record';
import { jsonCalls, type JsonRow } from '../../helpers/json-calls';
import { employeeWithContract } from '../../helpers/payroll-fixture';
import { multipartOf } from '../../helpers/multipart';
import { pdfText } from '../../helpers/pdf-text';
import { as, callerWith } from '../../helpers/test-caller';

// Billing (issue 46): rates by person and role on a time-and-materials contract, milestones on a fixed-price one;
// a billing run turns a month's approved hours and due milestones into one draft per contract, each line linked
// to the hours it bills, never twice; a draft is edited, then issued with the next number of its year and series;
// its FatturaPA validates against the official schema and adds up to the cent; a credit note names the invoice it
// corrects; the month's files come as one ZIP, and each invoice as a PDF copy.

describe.each(testDatabaseKinds)('billing on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE'], { username: 'fiona' }));
  const sales = as(callerWith(['SALES MANAGE'], { username: 'sara' }));
  const admin = as(callerWith(['ADMIN'], { username: 'admin' }));
  const { inject, create, read, post } = jsonCalls(() => t.app, finance);
  // A month of the past, whatever today is; the test makes every hour it bills.
  const [year, month] = [2025, 10];
  const people: Record<'anna' | 'bruno' | 'carla' | 'dario', number> = { anna: 0, bruno: 0, carla: 0, dario: 0 };
  let hoursContract: JsonRow;
  let milestoneContract: JsonRow;

  const table = (name: string) => t.app.portal.schema.resourceTables.get(name)!;
  // The month sheet's state as the approver leaves it (the pm module's own tests walk the approval).
  const setMonth = async (employeeId: number, monthOf: number, status: string) => {
    const { table: sheets, columns } = table('timesheetMonths');
    await t.app.portal.db
      .update(sheets)
      .set({ status })
      .where(and(eq(columns.employeeId, employeeId), eq(columns.year, 2025), eq(columns.month, monthOf)))
      .execute();
  };
  const book = async (employeeId: number, workOrderId: number, date: string, hours: number) => create('/api/admin/timesheet', { employeeId, workOrderId, date, hours }, admin);
  const run = (payload: Record<string, unknown>, headers = finance) => inject({ method: 'POST', url: '/api/admin/finance/invoices/billing_run', headers, payload });
  const invoicesOf = async (contractId: number) => (await inject({ method: 'GET', url: `/api/admin/finance/invoices?customerContractId=${contractId}&_sort=id&_order=asc`, headers: finance })).json() as JsonRow[];
  const linesOf = async (invoiceId: number) => (await inject({ method: 'GET', url: `/api/admin/finance/invoices/lines?invoiceId=${invoiceId}&_sort=position&_order=asc`, headers: finance })).json() as JsonRow[];
  const billedOf = async (lineId: number) => (await inject({ method: 'GET', url: `/api/admin/finance/invoices/billed_hours?invoiceLineId=${lineId}&_sort=id&_order=asc`, headers: finance })).json() as JsonRow[];
  const download = async (url: string) => {
    const response = await inject({ method: 'GET', url, headers: finance });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const issue = async (invoice: JsonRow) => {
    const { version } = await read(`/api/admin/finance/invoices/${invoice.id}`);
    const issued = await post(`/api/admin/finance/invoices/issue/${invoice.id}`, { version });
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json() as JsonRow;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
    await recordSetUpFirm(t.app);
    const { table: firms } = table('firm');
    await t.app.portal.db.update(firms).set({ iban: 'IT60X0542811101000000123456' }).execute();
    // A public office (6-character SdI code: FPA12, split payment) buys hours; a firm buys a fixed-price job.
    const office = await create('/api/admin/customers', { name: 'Comune di Lodi', taxCode: '84507570152', address: 'Piazza Broletto 1', postalCode: '26900', city: 'Lodi', province: 'LO', sdiCode: 'UFABCD', paymentTermsDays: 60 }, sales);
    const firm = await create('/api/admin/customers', { name: 'Verdi Impianti S.p.A.', vatNumber: '09876543217', address: 'Via Dante 3', postalCode: '10121', city: 'Torino', sdiCode: 'ABC1234' }, sales);
    hoursContract = await create(
      '/api/admin/sales/customer_contracts',
      { title: 'Assistenza applicativa', customerId: office.id, startDate: '2025-01-01', status: 'Active', billingMethod: 'Time and materials', vatRate: 22, cig: 'ZAB1234567' },
      sales,
    );
    const started = await post(`/api/admin/sales/customer_contracts/start_work_order/${hoursContract.id}`, { version: hoursContract.version }, sales);
    expect(started.statusCode, started.body).toBe(200);
    hoursContract = await read(`/api/admin/sales/customer_contracts/${hoursContract.id}`, sales);
    milestoneContract = await create(
      '/api/admin/sales/customer_contracts',
      { title: 'Corso di formazione', customerId: firm.id, startDate: '2025-01-01', status: 'Active', billingMethod: 'Milestones', vatRate: 0, vatNature: 'N4' },
      sales,
    );
    for (const [key, firstName, lastName, jobTitle] of [
      ['anna', 'Anna', 'Bianchi', 'Architect'],
      ['bruno', 'Bruno', 'Rossi', 'Developer'],
      ['carla', 'Carla', 'Verdi', 'Developer'],
      ['dario', 'Dario', 'Neri', 'Tester'],
    ] as const) {
      const person = await employeeWithContract(t.app, { firstName, lastName });
      people[key] = person.id;
      const { table: employees, columns } = table('employees');
      await t.app.portal.db.update(employees).set({ jobTitle }).where(eq(columns.id, person.id)).execute();
    }
    const workOrderId = Number(hoursContract.workOrderId);
    for (const key of ['anna', 'bruno', 'carla'] as const) await create('/api/admin/work_order_employee', { workOrderId, employeeId: people[key], role: key === 'anna' ? 'Lead' : null }, admin);
    // Anna by person, Bruno by his role (job title Developer); Carla's month is only Sent: not billed.
    await create('/api/admin/sales/customer_contracts/rates', { customerContractId: hoursContract.id, employeeId: people.anna, hourlyRate: 62.5 }, sales);
    await create('/api/admin/sales/customer_contracts/rates', { customerContractId: hoursContract.id, role: 'Developer', hourlyRate: 48.33 }, finance);
    await book(people.anna, workOrderId, '2025-10-06', 6);
    await book(people.anna, workOrderId, '2025-10-07', 4.25);
    await book(people.bruno, workOrderId, '2025-10-06', 7.5);
    await book(people.carla, workOrderId, '2025-10-08', 8);
    // Approved, but in November: not October's.
    await book(people.anna, workOrderId, '2025-11-03', 3);
    await setMonth(people.anna, month, 'Approved');
    await setMonth(people.bruno, month, 'Closed');
    await setMonth(people.carla, month, 'Sent');
    await create('/api/admin/sales/customer_contracts/milestones', { customerContractId: milestoneContract.id, title: 'Prima sessione', amount: 1000, dueDate: '2025-10-15' }, sales);
    await create('/api/admin/sales/customer_contracts/milestones', { customerContractId: milestoneContract.id, title: 'Seconda sessione', amount: 500, dueDate: '2025-12-01' }, sales);
  });
  afterAll(() => t.close());

  test("a month's run bills approved hours at the person's or role's rate and due milestones: one draft per contract, lines linked to their hours", async () => {
    expect((await run({ year, month }, sales)).statusCode).toBe(403);
    const made = await run({ year, month });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ period: '2025-10', drafts: 2, hours: 17.75 });

    const [draft] = await invoicesOf(hoursContract.id);
    expect(draft).toMatchObject({ status: 'Draft', documentType: 'TD01', direction: 'out', billingPeriod: '2025-10', customerId: hoursContract.customerId });
    const lines = await linesOf(draft.id);
    expect(lines.map((line) => [line.quantity, line.unitPrice, line.lineTotal])).toEqual([
      [10.25, 62.5, 640.63],
      [7.5, 48.33, 362.48],
    ]);
    expect(String(lines[0].description)).toContain('Anna Bianchi (Lead)');
    // 1003.11 taxable, VAT 22% computed once on it: 220.68.
    expect(draft).toMatchObject({ taxable: 1003.11, vat: 220.68, total: 1223.79 });
    expect((await billedOf(lines[0].id)).map((row) => row.hours)).toEqual([6, 4.25]);
    expect((await billedOf(lines[1].id)).map((row) => row.hours)).toEqual([7.5]);

    const [milestoneDraft] = await invoicesOf(milestoneContract.id);
    expect((await linesOf(milestoneDraft.id)).map((line) => [line.description, line.lineTotal, line.vatRate, line.nature])).toEqual([['Corso di formazione: Prima sessione', 1000, 0, 'N4']]);

    // Again: nothing left to bill, nothing made.
    const again = await run({ year, month });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ drafts: 0, hours: 0 });
    expect(await invoicesOf(hoursContract.id)).toHaveLength(1);
    // What is billed stays as billed: a milestone's amount; hours, even by an administrator's correction.
    const milestones = (await read(`/api/admin/sales/customer_contracts/milestones?customerContractId=${milestoneContract.id}&_sort=id&_order=asc`, sales)) as unknown as JsonRow[];
    expect(milestones.map((milestone) => milestone.invoiceLineId === null)).toEqual([false, true]);
    const changed = await inject({ method: 'POST', url: `/api/admin/sales/customer_contracts/milestones/${milestones[0].id}`, headers: sales, payload: { amount: 900, version: milestones[0].version } });
    expect(changed.statusCode, changed.body).toBe(409);
    const [brunoHours] = await billedOf(lines[1].id);
    await setMonth(people.bruno, month, 'Approved');
    const entry = await read(`/api/admin/timesheet/${brunoHours.timesheetEntryId}`, admin);
    const corrected = await inject({ method: 'POST', url: `/api/admin/timesheet/${entry.id}`, headers: admin, payload: { hours: 1, version: entry.version } });
    expect(corrected.statusCode, corrected.body).toBe(409);
    expect(corrected.json().message).toContain('billed');
    await setMonth(people.bruno, month, 'Closed');
    // A rate is for a person or a role.
    const both = await inject({ method: 'PUT', url: '/api/admin/sales/customer_contracts/rates', headers: sales, payload: { customerContractId: hoursContract.id, employeeId: people.dario, role: 'Tester', hourlyRate: 1 } });
    expect(both.statusCode).toBe(400);
    // Billed hours are the run's: never typed.
    expect((await inject({ method: 'PUT', url: '/api/admin/finance/invoices/billed_hours', headers: admin, payload: { invoiceLineId: lines[0].id, timesheetEntryId: 1, hours: 1, hourlyRate: 1 } })).statusCode).toBe(400);
  });

  test('hours nobody gave a rate for are named, and the run bills nothing', async () => {
    const contract = await create('/api/admin/sales/customer_contracts', { title: 'Collaudo', customerId: milestoneContract.customerId, startDate: '2025-01-01', status: 'Active', billingMethod: 'Time and materials' }, sales);
    const started = await post(`/api/admin/sales/customer_contracts/start_work_order/${contract.id}`, { version: contract.version }, sales);
    expect(started.statusCode, started.body).toBe(200);
    const { workOrderId } = await read(`/api/admin/sales/customer_contracts/${contract.id}`, sales);
    await create('/api/admin/work_order_employee', { workOrderId, employeeId: people.dario }, admin);
    await book(people.dario, Number(workOrderId), '2025-09-15', 2);
    await setMonth(people.dario, 9, 'Approved');
    const refused = await run({ year: 2025, month: 9 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('Dario Neri');
    expect(await invoicesOf(contract.id)).toEqual([]);
    // A default rate on the contract bills them.
    const current = await read(`/api/admin/sales/customer_contracts/${contract.id}`, sales);
    expect((await inject({ method: 'POST', url: `/api/admin/sales/customer_contracts/${contract.id}`, headers: sales, payload: { hourlyRate: 40, version: current.version } })).statusCode).toBe(200);
    expect((await run({ year: 2025, month: 9 })).json()).toMatchObject({ drafts: 1, hours: 2 });
    expect(await invoicesOf(contract.id)).toMatchObject([{ taxable: 80, vat: 17.6, total: 97.6 }]);
  });

  test('a draft is edited; issuing numbers it in its year and series without gaps and locks it; its FatturaPA validates and adds up', async () => {
    const [draft] = await invoicesOf(hoursContract.id);
    const lines = await linesOf(draft.id);
    // Bruno's line dropped: his hours are free again, and the next run bills them on a draft of their own.
    const edited = await post(`/api/admin/finance/invoices/draft_lines/${draft.id}`, {
      version: draft.version,
      lines: JSON.stringify([{ id: lines[0].id, description: 'Analisi e sviluppo, ottobre 2025', quantity: 10.25, unitPrice: 62.5, vatRate: 22 }]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ taxable: 640.63, vat: 140.94, total: 781.57 });
    expect(await billedOf(lines[0].id)).toHaveLength(2);
    expect((await run({ year, month })).json()).toMatchObject({ drafts: 1, hours: 7.5 });

    // Line by line, as its page edits them: the figures and VAT summary follow in the same write.
    const figures = async () => {
      const { taxable, vat, total, vatSummary } = await read(`/api/admin/finance/invoices/${draft.id}`);
      return { taxable, vat, total, summary: JSON.parse(String(vatSummary)) };
    };
    const trip = await create('/api/admin/finance/invoices/lines', { invoiceId: draft.id, description: 'Trasferta', quantity: 1, unitPrice: 100, vatRate: 22 });
    expect(trip).toMatchObject({ lineTotal: 100 });
    expect(await figures()).toMatchObject({ taxable: 740.63, vat: 162.94, total: 903.57, summary: [{ rate: 22, taxable: 740.63, vat: 162.94 }] });
    const cheaper = await inject({ method: 'POST', url: `/api/admin/finance/invoices/lines/${trip.id}`, headers: finance, payload: { unitPrice: 50, version: trip.version } });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(await figures()).toMatchObject({ taxable: 690.63, vat: 151.94, total: 842.57 });
    // A line without VAT needs its Natura code; a line of billed hours keeps its quantity (remove it to free them).
    const noNature = await inject({ method: 'PUT', url: '/api/admin/finance/invoices/lines', headers: finance, payload: { invoiceId: draft.id, description: 'Bollo', quantity: 1, unitPrice: 2, vatRate: 0 } });
    expect(noNature.statusCode, noNature.body).toBe(400);
    expect(noNature.json().errors).toHaveProperty('nature');
    const hoursLine = (await linesOf(draft.id))[0];
    const fewer = await inject({ method: 'POST', url: `/api/admin/finance/invoices/lines/${hoursLine.id}`, headers: finance, payload: { quantity: 5, version: hoursLine.version } });
    expect(fewer.statusCode, fewer.body).toBe(400);
    expect(fewer.json().errors).toHaveProperty('quantity');
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/invoices/lines/${trip.id}`, headers: finance })).statusCode).toBeLessThan(300);
    expect(await figures()).toMatchObject({ taxable: 640.63, vat: 140.94, total: 781.57 });
    // A draft keeps its customer and direction; its number is taken at issue.
    const current = await read(`/api/admin/finance/invoices/${draft.id}`);
    const renumbered = await inject({ method: 'POST', url: `/api/admin/finance/invoices/${draft.id}`, headers: finance, payload: { number: '99/2025', version: current.version } });
    expect(renumbered.statusCode, renumbered.body).toBe(400);
    // An invoice typed with its lines keeps them: they are its document's.
    const typed = await post('/api/admin/finance/invoices/withLines', {
      direction: 'out',
      number: 'T-1',
      date: '2025-10-31',
      customerId: hoursContract.customerId,
      lines: JSON.stringify([{ description: 'Consulenza', quantity: 1, unitPrice: 10, vatRate: 22 }]),
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const notDraft = await inject({ method: 'PUT', url: '/api/admin/finance/invoices/lines', headers: finance, payload: { invoiceId: typed.json().id, description: 'Altro', quantity: 1, unitPrice: 5, vatRate: 22 } });
    expect(notDraft.statusCode, notDraft.body).toBe(409);
    expect(notDraft.json().message).toContain('not a draft');

    const thisYear = Number(firmToday().slice(0, 4));
    const issued = await issue(draft);
    expect(issued).toMatchObject({ status: 'Issued', number: `1/${thisYear}`, progressive: 1, date: firmToday(), isSplitPayment: true, stampDuty: 0 });
    // Locked: no edit, no delete, no second issue.
    expect((await inject({ method: 'POST', url: `/api/admin/finance/invoices/${draft.id}`, headers: finance, payload: { description: 'x', version: issued.version } })).statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/invoices/${draft.id}`, headers: finance })).statusCode).toBe(409);
    expect((await post(`/api/admin/finance/invoices/issue/${draft.id}`, { version: issued.version })).statusCode).toBe(409);
    // Its lines are locked with it, whoever asks: edited, added, removed, or all at once.
    const [issuedLine] = await linesOf(draft.id);
    const lineEdit = await inject({ method: 'POST', url: `/api/admin/finance/invoices/lines/${issuedLine.id}`, headers: admin, payload: { description: 'x', version: issuedLine.version } });
    expect(lineEdit.statusCode, lineEdit.body).toBe(409);
    expect(lineEdit.json().message).toContain('Issued');
    expect((await inject({ method: 'PUT', url: '/api/admin/finance/invoices/lines', headers: finance, payload: { invoiceId: draft.id, description: 'x', quantity: 1, unitPrice: 1, vatRate: 22 } })).statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/invoices/lines/${issuedLine.id}`, headers: finance })).statusCode).toBe(409);
    const allAtOnce = await post(`/api/admin/finance/invoices/draft_lines/${draft.id}`, { version: issued.version, lines: JSON.stringify([{ description: 'x', quantity: 1, unitPrice: 1, vatRate: 22 }]) });
    expect(allAtOnce.statusCode, allAtOnce.body).toBe(409);

    const file = await download(`/api/admin/finance/invoices/fatturapa/${draft.id}`);
    expect(file.headers['content-disposition']).toContain(`IT12345678903_${draft.id.toString(36).toUpperCase().padStart(5, '0')}.xml`);
    expect(await fatturaPaSchemaErrors(file.body)).toBe('');
    const summary = fatturaPaSummary(file.body);
    const taxable = new Decimal('10.25').times('62.5').toDecimalPlaces(2);
    const vat = taxable.times('0.22').toDecimalPlaces(2);
    expect(summary).toMatchObject({
      format: 'FPA12',
      documentType: 'TD01',
      number: `1/${thisYear}`,
      total: taxable.plus(vat).toFixed(2),
      lineTotals: ['640.63'],
      taxables: ['640.63'],
      taxes: ['140.94'],
      // Split payment: the office pays the taxable, and the VAT to the State.
      payment: taxable.toFixed(2),
      splitPayment: ['S'],
      iban: 'IT60X0542811101000000123456',
      cig: 'ZAB1234567',
    });
    // The office is asked for the taxable only: open, pending and expected for that, never for the VAT it pays the
    // State, or the invoice would stay open by its VAT for ever (modules/finance/server/amount-due.ts).
    const pending = (await inject({ method: 'GET', url: '/api/admin/finance/invoices/pending?direction=out', headers: finance })).json() as JsonRow[];
    expect(pending.find((row) => row.id === draft.id)).toMatchObject({ total: 781.57, openAmount: 640.63 });
    const due = String(issued.dueDate);
    const overview = await read(`/api/admin/finance/cashflow/overview?year=${due.slice(0, 4)}`);
    const dueMonth = (overview.expected as { months: { moneyIn: number }[] }).months[Number(due.slice(5, 7)) - 1];
    expect(dueMonth.moneyIn).toBe(640.63);

    // The milestone's exempt €1,000 carries the €2 stamp duty; a firm gets FPR12; the number is the next.
    const [milestoneDraft] = await invoicesOf(milestoneContract.id);
    expect(await issue(milestoneDraft)).toMatchObject({ number: `2/${thisYear}`, stampDuty: 2, isSplitPayment: false });
    const exempt = (await download(`/api/admin/finance/invoices/fatturapa/${milestoneDraft.id}`)).body;
    expect(await fatturaPaSchemaErrors(exempt)).toBe('');
    expect(fatturaPaSummary(exempt)).toMatchObject({ format: 'FPR12', total: '1000.00', stampDuty: '2.00', payment: '1000.00', taxes: ['0.00'] });
    // A series of its own starts at 1.
    const [, brunoDraft] = await invoicesOf(hoursContract.id);
    const inSeries = await inject({ method: 'POST', url: `/api/admin/finance/invoices/${brunoDraft.id}`, headers: finance, payload: { series: 'B', version: brunoDraft.version } });
    expect(inSeries.statusCode, inSeries.body).toBe(200);
    expect(await issue(brunoDraft)).toMatchObject({ number: `B/1/${thisYear}` });
  });

  test("a credit note (TD04) names the invoice it corrects and takes the series' next number; the month's files come as a ZIP, each invoice as a PDF", async () => {
    const [invoice] = await invoicesOf(milestoneContract.id);
    // The cash-flow overview's collections expected in the corrected invoice's due month, where an issued note is
    // netted while the invoice is open (both issued today, due in the customer's 30 days).
    const noteDue = addDays(firmToday(), 30);
    const expectedIn = async () => {
      const overview = await read(`/api/admin/finance/cashflow/overview?year=${noteDue.slice(0, 4)}`);
      return (overview.expected as { months: { moneyIn: number; moneyOut: number }[] }).months[Number(noteDue.slice(5, 7)) - 1];
    };
    const before = await expectedIn();
    const drafted = await post(`/api/admin/finance/invoices/credit_note/${invoice.id}`, { version: invoice.version });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const note = drafted.json() as JsonRow;
    expect(note).toMatchObject({ status: 'Draft', documentType: 'TD04', correctsInvoiceId: invoice.id, total: 1000 });
    // A draft is expected by no one.
    expect(await expectedIn()).toEqual(before);
    const thisYear = Number(firmToday().slice(0, 4));
    expect(await issue(note)).toMatchObject({ number: `3/${thisYear}`, status: 'Issued', dueDate: noteDue });
    // Issued, the credit note lessens what the customer owes: €1,000 less coming in, nothing more going out.
    const after = await expectedIn();
    expect(new Decimal(after.moneyIn).minus(before.moneyIn).toNumber()).toBe(-1000);
    expect(after.moneyOut).toBe(before.moneyOut);
    const xml = (await download(`/api/admin/finance/invoices/fatturapa/${note.id}`)).body;
    expect(await fatturaPaSchemaErrors(xml)).toBe('');
    expect(fatturaPaSummary(xml)).toMatchObject({ documentType: 'TD04', total: '1000.00', corrects: [String(milestoneContract.number), invoice.number] });
    // An invoice is corrected by a credit note, not by another credit note of a credit note.
    const { version } = await read(`/api/admin/finance/invoices/${note.id}`);
    expect((await post(`/api/admin/finance/invoices/credit_note/${note.id}`, { version })).statusCode).toBe(409);

    const [today] = [firmToday()];
    const zip = await download(`/api/admin/finance/invoices/fatturapa_zip?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`);
    const archive = await JSZip.loadAsync(zip.rawPayload);
    const names = Object.keys(archive.files).sort();
    expect(names).toHaveLength(4);
    for (const name of names) {
      expect(name).toMatch(/^IT12345678903_[0-9A-Z]{5}\.xml$/);
      expect(await fatturaPaSchemaErrors(await archive.files[name].async('string'))).toBe('');
    }

    const pdf = await download(`/api/admin/finance/invoices/courtesy_pdf/${invoice.id}`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const words = await pdfText(pdf.rawPayload);
    expect(words).toContain(`2/${thisYear}`);
    expect(words).toContain('Verdi Impianti S.p.A.');
    expect(words).toContain('IT60X0542811101000000123456');
  });

  test("the exchange system's receipts move an issued invoice: delivered (RC), not delivered (MC), rejected (NS) with its reasons", async () => {
    const sendReceipt = (xml: string) => {
      const body = multipartOf([{ fileName: 'receipt.xml', contentType: 'application/xml', content: Buffer.from(xml) }]);
      return inject({ method: 'PUT', url: '/api/admin/finance/invoices/sdi_receipt', headers: { ...finance, ...body.headers }, payload: body.payload });
    };
    const fileOf = (invoice: JsonRow) => `IT12345678903_${invoice.id.toString(36).toUpperCase().padStart(5, '0')}.xml`;
    const [hoursInvoice] = await invoicesOf(hoursContract.id);
    const [milestoneInvoice] = await invoicesOf(milestoneContract.id);
    const notDelivered = await sendReceipt(
      `<?xml version="1.0" encoding="UTF-8"?><types:NotificaMancataConsegna xmlns:types="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0"><IdentificativoSdI>111</IdentificativoSdI><NomeFile>${fileOf(hoursInvoice)}</NomeFile><DataOraRicezione>2026-01-01T10:00:00</DataOraRicezione><Descrizione>Casella PEC piena</Descrizione><MessageId>1</MessageId></types:NotificaMancataConsegna>`,
    );
    expect(notDelivered.statusCode, notDelivered.body).toBe(200);
    expect(await read(`/api/admin/finance/invoices/${hoursInvoice.id}`)).toMatchObject({ status: 'Not delivered', sdiNote: 'Casella PEC piena', hasReceiptFile: true });
    const delivered = await sendReceipt(
      `<?xml version="1.0"?><ns2:RicevutaConsegna xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0"><IdentificativoSdI>111</IdentificativoSdI><NomeFile>${fileOf(hoursInvoice)}</NomeFile><DataOraRicezione>2026-01-01T10:00:00</DataOraRicezione><DataOraConsegna>2026-01-02T10:00:00</DataOraConsegna><MessageId>2</MessageId></ns2:RicevutaConsegna>`,
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await read(`/api/admin/finance/invoices/${hoursInvoice.id}`)).toMatchObject({ status: 'Delivered', sdiNote: null });
    const rejected = await sendReceipt(
      `<?xml version="1.0"?><ns2:NotificaScarto xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0"><IdentificativoSdI>222</IdentificativoSdI><NomeFile>${fileOf(milestoneInvoice)}</NomeFile><DataOraRicezione>2026-01-01T10:00:00</DataOraRicezione><ListaErrori><Errore><Codice>00404</Codice><Descrizione>Fattura duplicata</Descrizione></Errore><Errore><Codice>00200</Codice><Descrizione>File non conforme al formato</Descrizione><Suggerimento>Verificare il file</Suggerimento></Errore></ListaErrori><MessageId>3</MessageId></ns2:NotificaScarto>`,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await read(`/api/admin/finance/invoices/${milestoneInvoice.id}`)).toMatchObject({ status: 'Rejected', sdiNote: '00404 Fattura duplicata\n00200 File non conforme al formato Verificare il file' });
    // Another kind of XML, or a receipt about a file the portal did not send, changes nothing.
    expect((await sendReceipt('<FatturaElettronica/>')).statusCode).toBe(400);
    const stranger = await sendReceipt(`<RicevutaConsegna><IdentificativoSdI>9</IdentificativoSdI><NomeFile>IT01234567897_ZZZZZ.xml</NomeFile></RicevutaConsegna>`);
    expect(stranger.statusCode).toBe(404);
  });

  test("a deleted draft frees its hours for the next run; no hour is ever on two invoices", async () => {
    await setMonth(people.carla, month, 'Approved');
    const made = await run({ year, month });
    expect(made.json()).toMatchObject({ drafts: 1, hours: 8 });
    const draft = (made.json() as { invoices: JsonRow[] }).invoices[0];
    expect(draft).toMatchObject({ taxable: 386.64, status: 'Draft' });
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/invoices/${draft.id}`, headers: finance })).statusCode).toBeLessThan(300);
    expect((await run({ year, month })).json()).toMatchObject({ drafts: 1, hours: 8 });
    const rows = (await t.app.portal.db.select().from(table('billedHours').table)) as unknown as { timesheetEntryId: number }[];
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.timesheetEntryId)).size).toBe(rows.length);
  });
  test("hours are billed by the service product their person is billed as: the contract's rate for it, else its price by the hour", async () => {
    const product = async (code: string, name: string, unitPrice: number) => {
      const made = await inject({ method: 'POST', url: '/api/admin/sales/products', headers: sales, payload: { code, name, unit: 'hour', unitPrice } });
      expect(made.statusCode, made.body).toBeLessThan(300);
      return made.json() as JsonRow;
    };
    const senior = await product('CONS-SR', 'Consulenza senior', 70);
    const junior = await product('CONS-JR', 'Consulenza junior', 45);
    const contract = await create('/api/admin/sales/customer_contracts', { title: 'Consulenza', customerId: milestoneContract.customerId, startDate: '2025-01-01', status: 'Active', billingMethod: 'Time and materials' }, sales);
    const started = await post(`/api/admin/sales/customer_contracts/start_work_order/${contract.id}`, { version: contract.version }, sales);
    expect(started.statusCode, started.body).toBe(200);
    const workOrderId = Number((await read(`/api/admin/sales/customer_contracts/${contract.id}`, sales)).workOrderId);
    const elena = await employeeWithContract(t.app, { firstName: 'Elena', lastName: 'Gialli' });
    const franco = await employeeWithContract(t.app, { firstName: 'Franco', lastName: 'Blu' });
    await create('/api/admin/work_order_employee', { workOrderId, employeeId: elena.id, productId: senior.id }, admin);
    await create('/api/admin/work_order_employee', { workOrderId, employeeId: franco.id, productId: junior.id }, admin);
    await create('/api/admin/sales/customer_contracts/rates', { customerContractId: contract.id, productId: senior.id, hourlyRate: 55 }, sales);
    // A rate is for one of a person, a role or a product.
    const both = await inject({ method: 'PUT', url: '/api/admin/sales/customer_contracts/rates', headers: sales, payload: { customerContractId: contract.id, productId: junior.id, role: 'Tester', hourlyRate: 1 } });
    expect(both.statusCode, both.body).toBe(400);
    await book(elena.id, workOrderId, '2025-08-04', 5);
    await book(franco.id, workOrderId, '2025-08-05', 2);
    await setMonth(elena.id, 8, 'Approved');
    await setMonth(franco.id, 8, 'Approved');
    expect((await run({ year: 2025, month: 8 })).json()).toMatchObject({ drafts: 1, hours: 7 });
    const [draft] = await invoicesOf(contract.id);
    const lines = await linesOf(draft.id);
    // Elena at the contract's rate for her product; Franco's product has none on the contract: its list price.
    expect(lines.map((line) => [line.quantity, line.unitPrice, line.lineTotal])).toEqual([
      [5, 55, 275],
      [2, 45, 90],
    ]);
    expect(String(lines[0].description)).toContain('Elena Gialli (Consulenza senior)');
    expect(draft).toMatchObject({ taxable: 365, vat: 80.3, total: 445.3 });
  });

  test("a draft line's new price is the rate its billed hours are billed at, in the line's own write", async () => {
    const workOrderId = Number(hoursContract.workOrderId);
    await book(people.anna, workOrderId, '2025-07-07', 5);
    await book(people.anna, workOrderId, '2025-07-08', 3);
    await setMonth(people.anna, 7, 'Approved');
    const made = await run({ year: 2025, month: 7 });
    expect(made.json()).toMatchObject({ drafts: 1, hours: 8 });
    const draft = (made.json() as { invoices: JsonRow[] }).invoices[0];
    const [line] = await linesOf(draft.id);
    const rates = async () => (await billedOf(line.id)).map((row) => row.hourlyRate);
    expect(await rates()).toEqual([62.5, 62.5]);
    // On its page: the price alone, a discount agreed with the customer.
    const discounted = await inject({ method: 'POST', url: `/api/admin/finance/invoices/lines/${line.id}`, headers: finance, payload: { unitPrice: 58, version: line.version } });
    expect(discounted.statusCode, discounted.body).toBe(200);
    expect(await rates()).toEqual([58, 58]);
    // All the lines at once: the line kept by its id takes its new price to its hours too.
    const { version } = await read(`/api/admin/finance/invoices/${draft.id}`);
    const edited = await post(`/api/admin/finance/invoices/draft_lines/${draft.id}`, {
      version,
      lines: JSON.stringify([{ id: line.id, description: 'Analisi e sviluppo, luglio 2025', quantity: 8, unitPrice: 60.25, vatRate: 22 }]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ taxable: 482 });
    expect(await rates()).toEqual([60.25, 60.25]);
    // A write refused changes no rate: a new price with fewer hours is refused whole.
    const current = await read(`/api/admin/finance/invoices/lines/${line.id}`);
    const refused = await inject({ method: 'POST', url: `/api/admin/finance/invoices/lines/${line.id}`, headers: finance, payload: { unitPrice: 40, quantity: 7, version: current.version } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await rates()).toEqual([60.25, 60.25]);
    // Issued, the line is locked and its hours keep the rate the invoice bills them at.
    expect(await issue(draft)).toMatchObject({ status: 'Issued', taxable: 482 });
    const locked = await inject({ method: 'POST', url: `/api/admin/finance/invoices/lines/${line.id}`, headers: finance, payload: { unitPrice: 10, version: current.version } });
    expect(locked.statusCode, locked.body).toBe(409);
    expect(await rates()).toEqual([60.25, 60.25]);
  });
});
