import ExcelJS from 'exceljs';
import { testDatabaseKinds } from '../helpers/databases';
import { describedReplies } from '../helpers/described-reply';
import { multipartOf } from '../helpers/multipart';
import { useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

// Import on every list (resources/imports.ts, server/imports/): a file's columns mapped by header in English or
// Italian, `;` or `,`, references by name, tax code or VAT number; a preview naming each refusal by row and column,
// from the create's own validation; an all-or-nothing import recorded as a batch, undone while nothing changed.

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const xlsxOf = async (rows: (string | number | Date | null)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

let unique = 0;
/** A tax code no other test uses: 16 capitals and digits. */
const taxCode = () => `IMPRT${String(Date.now() % 1e6).padStart(6, '0')}${String(++unique).padStart(5, '0')}`.slice(0, 16);

describe.each(testDatabaseKinds)('import on every list on %s', (kind) => {
  const { inject, insert } = useShellApi(kind);
  const hr = as(callerWith(['HR MANAGE'], { username: 'hr-importer' }));
  const pm = as(callerWith(['PROJECT MANAGER']));
  const sales = as(callerWith(['SALES MANAGE']));
  const admin = as(callerWith(['ADMIN']));

  const upload = (url: string, content: Buffer | string, options: { headers?: Record<string, string>; mapping?: object; type?: string; name?: string } = {}) => {
    const body = multipartOf(
      [{ fileName: options.name ?? (options.type === XLSX ? 'people.xlsx' : 'people.csv'), contentType: options.type ?? CSV, content: Buffer.from(content) }],
      options.mapping ? { mapping: JSON.stringify(options.mapping) } : {},
    );
    return inject({ method: url.endsWith('/imports') ? 'PUT' : 'POST', url, headers: { ...(options.headers ?? hr), ...body.headers }, payload: body.payload });
  };
  const employeesNamed = async (lastName: string) =>
    (await inject({ method: 'GET', url: `/api/admin/employees?fullName_like=${encodeURIComponent(lastName)}`, headers: hr })).json() as { id: number; number: string; version: number; email: string }[];

  test('Italian headers and `;` map by label; English headers, `,` and a BOM too; the import makes numbered employees and a batch', async () => {
    const italian = `Nome;Cognome;E-mail;Codice fiscale;Data di assunzione;Costo orario\nAnna;Italiana;anna.it@example.com;${taxCode()};01/03/2026;"25,50"\n`;
    const preview = await upload('/api/admin/employees/imports/preview', italian, { headers: { ...hr, 'accept-language': 'it' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().columns.map((column: { field: string }) => column.field)).toEqual(['firstName', 'lastName', 'email', 'taxCode', 'hireDate', 'hourlyCost']);
    expect([preview.json().rowCount, preview.json().validCount, preview.json().refusals]).toEqual([1, 1, []]);
    // A preview changes nothing.
    expect(await employeesNamed('Italiana')).toEqual([]);

    const english = `\ufeffFirst name,Last name,Email,Tax code,Hire date\nBen,English,ben.en@example.com,${taxCode()},2026-03-02\n`;
    const imported = await upload('/api/admin/employees/imports', english);
    expect(imported.statusCode).toBe(201);
    expect(imported.json().batchId).toEqual(expect.any(Number));
    const [ben] = await employeesNamed('English');
    expect(ben).toMatchObject({ email: 'ben.en@example.com', number: expect.stringMatching(/^EMP-/) });

    const italianImport = await upload('/api/admin/employees/imports', italian);
    expect(italianImport.statusCode).toBe(201);
    expect(await employeesNamed('Italiana')).toEqual([expect.objectContaining({ hourlyCost: 25.5 })]);
    const batchesRead = await inject({ method: 'GET', url: '/api/admin/employees/imports', headers: hr });
    const batches = batchesRead.json();
    expect(batches[0]).toMatchObject({ id: italianImport.json().batchId, rowCount: 1, importedBy: 'hr-importer', undoneAt: null });
    // The audit trail says the rows came from an import.
    const trail = await inject({ method: 'GET', url: `/api/admin/audit_trail?resource=employees&recordId=${ben.id}`, headers: admin });
    expect(trail.json()[0]).toMatchObject({ action: 'create', via: 'import' });
    // Each reply is what the API description promises from the declared replies (resources/imports.ts).
    const mismatchOf = await describedReplies(inject, admin);
    expect(mismatchOf('post', '/api/admin/employees/imports/preview', preview)).toBe('');
    expect(mismatchOf('put', '/api/admin/employees/imports', imported)).toBe('');
    expect(mismatchOf('get', '/api/admin/employees/imports', batchesRead)).toBe('');
  });

  test('the preview names every refusal by row and column, from the create validation; the import then changes nothing', async () => {
    const taken = taxCode();
    await upload('/api/admin/employees/imports', `First name,Last name,Email,Tax code,Hire date\nTaken,Before,taken@example.com,${taken},2026-01-05\n`);
    const csv = [
      'First name,Last name,Email,Tax code,Hire date',
      `Carla,Refused,carla@example.com,${taxCode()},2026-01-05`,
      `Dario,Refused,not-an-email,${taxCode()},2026-01-05`,
      `Elena,Refused,elena@example.com,${taxCode()},`,
      `Fabio,Refused,fabio@example.com,${taken},2026-01-05`,
    ].join('\n');
    const preview = await upload('/api/admin/employees/imports/preview', csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().refusals).toEqual([
      { row: 3, column: 2, header: 'Email', field: 'email', value: 'not-an-email', message: 'Must be an e-mail address' },
      { row: 4, column: 4, header: 'Hire date', field: 'hireDate', value: '', message: 'Required' },
      // The unique index refuses the tax code as it would a create.
      { row: 5, column: 3, header: 'Tax code', field: 'taxCode', value: taken, message: 'Already used by another record' },
    ]);
    expect([preview.json().rowCount, preview.json().validCount]).toEqual([4, 1]);
    const refused = await upload('/api/admin/employees/imports', csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Nothing was imported: 3 refusals; fix the file and try again', refusalCount: 3 });
    expect(await employeesNamed('Refused')).toEqual([]);
    // The report holds the refusals as rows.
    const report = await upload('/api/admin/employees/imports/report', csv);
    expect(report.headers['content-type']).toBe(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Row', 'Column', 'Value', 'Refusal']);
    expect(sheet.getRow(2).values).toEqual([undefined, 3, 'Email', 'not-an-email', 'Must be an e-mail address']);
    expect(sheet.rowCount).toBe(4);
  });

  test('references by name and tax code (a contract) and by VAT number (a work order); a chosen mapping for odd headers', async () => {
    await insert('contractTypes', { code: 'TIND', name: 'Tempo indeterminato import' });
    const person = taxCode();
    await upload('/api/admin/employees/imports', `First name,Last name,Email,Tax code,Hire date\nGino,Contratto,gino@example.com,${person},2026-01-05\n`);
    const contracts = await xlsxOf([
      ['Dipendente', 'Tipo', 'Titolo', 'Dal'],
      [person, 'tempo indeterminato IMPORT', 'Assunzione', new Date(Date.UTC(2026, 0, 5))],
      [person, 'Nessun tipo', 'Seconda', new Date(Date.UTC(2027, 0, 5))],
    ]);
    const preview = await upload('/api/admin/employee_contracts/imports/preview', contracts, { type: XLSX, mapping: { 0: 'employeeId', 1: 'contractTypeId', 2: 'title', 3: 'startDate' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().refusals).toEqual([{ row: 3, column: 1, header: 'Tipo', field: 'contractTypeId', value: 'Nessun tipo', message: 'No contract type is "Nessun tipo"' }]);

    const customer = await insert('customers', { name: 'Cliente Import Srl', vatNumber: '01234567897' });
    const orders = `Name;Customer;Start date\nCommessa importata;01234567897;2026-02-01\n`;
    const imported = await upload('/api/admin/workorders/imports', orders, { headers: admin });
    expect(imported.statusCode).toBe(201);
    const made = (await inject({ method: 'GET', url: `/api/admin/workorders?customerId=${customer.id}`, headers: admin })).json();
    expect(made.map((row: { name: string }) => row.name)).toEqual(['Commessa importata']);
  });

  test("opening figures at go-live: an account's balance and its date, a person's TFR accrued; each counts only what came after it", async () => {
    const finance = as(callerWith(['FINANCE MANAGE'], { username: 'fiona' }));
    const accountant = as(callerWith(['ACCOUNTANT'], { username: 'aldo' }));
    await insert('banks', { name: `Banca Avvio ${kind}` });
    const accounts = await upload('/api/admin/finance/accounts/imports', `Name,Bank,IBAN,Opening balance,Opening balance date\nConto avvio,Banca Avvio ${kind},IT60X0542811101000000123456,1000.50,2026-06-30\n`, { headers: finance });
    expect(accounts.statusCode, accounts.body).toBe(201);
    const [account] = (await inject({ method: 'GET', url: '/api/admin/finance/accounts?name=Conto%20avvio', headers: finance })).json() as { id: number; balance: number; openingBalanceDate: string }[];
    expect(account).toMatchObject({ openingBalanceDate: '2026-06-30', balance: 1000.5 });
    // A movement of the opening day is in the opening balance already; one after it moves the balance.
    for (const movement of [
      { direction: 'in', amount: 200, date: '2026-06-30', description: 'Before go-live' },
      { direction: 'out', amount: 100.25, date: '2026-07-01', description: 'After go-live' },
    ])
      expect((await inject({ method: 'PUT', url: '/api/admin/finance/cashflow', headers: finance, payload: { accountId: account.id, ...movement } })).statusCode).toBe(201);
    expect((await inject({ method: 'GET', url: `/api/admin/finance/accounts/${account.id}`, headers: finance })).json().balance).toBe(900.25);

    // The person named by tax code, the figure in Italian words and numbers.
    const code = taxCode();
    const person = await insert('employees', { number: `EMP-77${kind === 'pglite' ? 1 : 2}001`, firstName: 'Teresa', lastName: 'Fondo', email: `teresa.${kind}@example.com`, taxCode: code, hireDate: '2015-03-01' });
    const tfr = await upload('/api/admin/tfr_opening_balances/imports', `Dipendente;Contate al;TFR maturato\n${code};30/06/2026;"12.345,67"\n`, { headers: { ...accountant, 'accept-language': 'it' } });
    expect(tfr.statusCode, tfr.body).toBe(201);
    // June's payroll is in the opening figure; July's adds its TFR.
    const june = await insert('labour', { number: `LAB-77${kind === 'pglite' ? 1 : 2}006`, employeeId: person.id, year: 2026, month: 6, status: 'Paid', tfr: 150.1 });
    const july = await insert('labour', { number: `LAB-77${kind === 'pglite' ? 1 : 2}007`, employeeId: person.id, year: 2026, month: 7, status: 'Draft', tfr: 151.2 });
    const fundAt = async (payrollId: number) => (await inject({ method: 'GET', url: `/api/admin/labour/tfr_fund/${payrollId}`, headers: accountant })).json();
    expect(await fundAt(july.id)).toMatchObject({ countedOn: '2026-06-30', opening: 12345.67, accrued: 151.2, months: 1, fund: 12496.87 });
    expect(await fundAt(june.id)).toMatchObject({ opening: 12345.67, accrued: 0, fund: 12345.67 });
  });

  test('undo removes a batch while its records are as imported; after a change it is refused and removes nothing', async () => {
    const csv = () => `First name,Last name,Email,Tax code,Hire date\nUgo,Undo,ugo${++unique}@example.com,${taxCode()},2026-01-05\nVera,Undo,vera${unique}@example.com,${taxCode()},2026-01-05\n`;
    const first = await upload('/api/admin/employees/imports', csv());
    expect((await employeesNamed('Undo')).length).toBe(2);
    const undo = (batchId: number, headers = hr) => inject({ method: 'POST', url: `/api/admin/employees/imports/${batchId}/undo`, headers });
    expect((await undo(first.json().batchId, pm)).statusCode).toBe(403);
    const undone = await undo(first.json().batchId);
    expect([undone.statusCode, undone.json().undoneBy]).toEqual([200, 'hr-importer']);
    expect(await employeesNamed('Undo')).toEqual([]);
    expect((await undo(first.json().batchId)).statusCode).toBe(409);

    const second = await upload('/api/admin/employees/imports', csv());
    const [changed] = await employeesNamed('Undo');
    expect((await inject({ method: 'POST', url: `/api/admin/employees/${changed.id}`, headers: hr, payload: { version: changed.version, jobTitle: 'Changed' } })).statusCode).toBe(200);
    const refused = await undo(second.json().batchId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 records of this import have changed or gone since');
    expect((await employeesNamed('Undo')).length).toBe(2);
  });

  test('the template is the header row of the importable fields, in the reader language', async () => {
    const template = await inject({ method: 'GET', url: '/api/admin/employees/imports/template', headers: { ...hr, 'accept-language': 'it' } });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('employees-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Nome', 'Cognome', 'Email', 'Codice fiscale']);
    expect(header).not.toContain('Numero');
    expect(workbook.worksheets[0].rowCount).toBe(1);
    // Alone it has no rows to import; filled in, every column maps back onto its field.
    const empty = await upload('/api/admin/employees/imports/preview', template.rawPayload, { type: XLSX });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'The file has no rows under its header']);
    workbook.worksheets[0].addRow(['Iva', 'Modello']);
    const preview = await upload('/api/admin/employees/imports/preview', Buffer.from(await workbook.xlsx.writeBuffer()), { type: XLSX });
    expect(preview.json().columns.every((column: { field: string | null }) => column.field !== null)).toBe(true);
  });

  test('a role that may not create may not import, preview, read the template or the batches', async () => {
    const csv = `First name,Last name,Email,Tax code,Hire date\nNo,Right,no@example.com,${taxCode()},2026-01-05\n`;
    for (const headers of [pm, sales]) {
      expect((await upload('/api/admin/employees/imports', csv, { headers })).statusCode).toBe(403);
      expect((await upload('/api/admin/employees/imports/preview', csv, { headers })).statusCode).toBe(403);
      expect((await inject({ method: 'GET', url: '/api/admin/employees/imports/template', headers })).statusCode).toBe(403);
      expect((await inject({ method: 'GET', url: '/api/admin/employees/imports', headers })).statusCode).toBe(403);
    }
    expect(await employeesNamed('Right')).toEqual([]);
    // Neither a file that is not a spreadsheet nor a header naming no field is read.
    const html = await upload('/api/admin/employees/imports/preview', '<html><body>x</body></html>', { type: 'text/html', name: 'x.html' });
    expect(html.statusCode).toBe(415);
    const nothing = await upload('/api/admin/employees/imports/preview', 'Colour,Size\nred,L\n');
    expect([nothing.statusCode, nothing.json().message]).toEqual([400, 'No column of the file names a field of employees']);
  });

  test('at once: two imports of one file make its rows once; two undos of one batch undo once', async () => {
    const csv = `First name,Last name,Email,Tax code,Hire date\nZoe,Twice,zoe${++unique}@example.com,${taxCode()},2026-01-05\nZeno,Twice,zeno${unique}@example.com,${taxCode()},2026-01-05\n`;
    const imports = await Promise.all([upload('/api/admin/employees/imports', csv), upload('/api/admin/employees/imports', csv)]);
    expect(imports.map((reply) => reply.statusCode).sort()).toEqual([201, 400]);
    expect((await employeesNamed('Twice')).length).toBe(2);
    const batchId = imports.find((reply) => reply.statusCode === 201)!.json().batchId;
    const undos = await Promise.all([1, 2, 3].map(() => inject({ method: 'POST', url: `/api/admin/employees/imports/${batchId}/undo`, headers: hr })));
    expect(undos.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await employeesNamed('Twice')).toEqual([]);
  });
});
