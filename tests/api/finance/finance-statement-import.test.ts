import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { ibanCheckDigitsOf } from '../../../modules/finance/domain/iban';
import { resources } from '../../../resources.config';
import { queryRows } from '../../../server/db/seed/context';
import { uploadFolderOf } from '../../../server/files/spooled-upload';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { as, callerWith } from '../../helpers/test-caller';

// PUT /admin/finance/cashflow/csv: each layout an Italian bank exports, as a fixture file; all or nothing;
// lines already imported skipped and reported; the account's balance follows.

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/finance', name));

/** A multipart body with text fields and one file part. */
const statementBody = (fields: Record<string, string>, fileName: string, content: Buffer) => {
  const boundary = '----financetest';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const type = fileName.endsWith('.xml') ? 'application/xml' : 'text/csv';
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`), content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe.each(testDatabaseKinds)('bank statement import on %s', (kind) => {
  let t: TestApp;
  const finance = as(callerWith(['FINANCE MANAGE'], { username: 'fiona' }));
  const sales = as(callerWith(['SALES MANAGE']));
  let bankId: number;
  let ibanSeq = 100;
  /** Each test account's IBAN: a CSV fixture's own (FIXTURE_IBAN) is written as its account's, as its bank would. */
  const ibans = new Map<number, string>();
  const FIXTURE_IBAN = 'IT60X0542811101000000123456';

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
    bankId = (await inject({ method: 'PUT', url: '/api/admin/finance/accounts/banks', headers: finance, payload: { name: 'Banca Test' } })).json().id;
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const newAccount = async (bban = `X0542811101000000${String(ibanSeq++).padStart(6, '0')}`, iban = `IT${ibanCheckDigitsOf('IT', bban)}${bban}`) => {
    const response = await inject({ method: 'PUT', url: '/api/admin/finance/accounts', headers: finance, payload: { name: `Conto ${iban}`, bankId, iban, openingBalance: 1000 } });
    expect(response.statusCode).toBe(201);
    const account = response.json() as { id: number; balance: number; iban: string };
    ibans.set(account.id, account.iban);
    return account;
  };
  /** latin1 keeps every byte, so a Windows-1252 or UTF-8 file is the same file but for the IBAN. */
  const ofAccount = (accountId: number, file: string) =>
    file.endsWith('.csv') ? Buffer.from(fixture(file).toString('latin1').replace(FIXTURE_IBAN, ibans.get(accountId) ?? FIXTURE_IBAN), 'latin1') : fixture(file);
  const uploadBytes = (accountId: number, file: string, content: Buffer, extra: Record<string, string> = {}, headers: Record<string, string> = finance) => {
    const body = statementBody({ account_id: String(accountId), ...extra }, file, content);
    return inject({ method: 'PUT', url: '/api/admin/finance/cashflow/csv', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const upload = (accountId: number, file: string, extra: Record<string, string> = {}, headers: Record<string, string> = finance) => {
    const body = statementBody({ account_id: String(accountId), ...extra }, file, ofAccount(accountId, file));
    return inject({ method: 'PUT', url: '/api/admin/finance/cashflow/csv', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const movementsOf = async (accountId: number) =>
    ((await inject({ method: 'GET', url: `/api/admin/finance/cashflow?accountId=${accountId}&_sort=id&_order=asc&_end=1000`, headers: finance })).json() as Record<string, unknown>[]);
  const accountOf = async (id: number) => (await inject({ method: 'GET', url: `/api/admin/finance/accounts/${id}`, headers: finance })).json();

  test('a semicolon CSV with a preamble, signed amounts, quoted descriptions and a BOM is imported; the balance follows', async () => {
    const account = await newAccount();
    const response = await upload(account.id, 'signed-utf8-bom.csv');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 5, skipped: 0, refused: 0 });
    const rows = await movementsOf(account.id);
    expect(rows.map((row) => [row.date, row.direction, row.amount])).toEqual([
      ['2026-10-01', 'in', 1234.56],
      ['2026-10-03', 'out', 2500],
      ['2026-10-03', 'out', 1.5],
      ['2026-10-03', 'out', 1.5],
      ['2026-10-15', 'out', 87.3],
    ]);
    expect(rows[0].description).toBe('48 - Bonifico a Vostro favore da Cliente Spa; fattura n. 12/2026');
    expect(rows[1].description).toBe('Pagamento F24 "Ritenute" settembre');
    expect(rows[4].description).toBe('Addebito SDD utenze città');
    // 1000 + 1234.56 − 2500 − 1.50 − 1.50 − 87.30
    expect((await accountOf(account.id)).balance).toBe(-355.74);
  });

  test('a statement longer than one insert statement is imported whole: each movement open, audited once, the balance once', async () => {
    const account = await newAccount();
    // 2,500 lines: more rows than one multi-row insert of the writer takes (30,000 parameters).
    const lines = ['Data;Descrizione;Importo', ...Array.from({ length: 2500 }, (_, index) => `${String(1 + (index % 28)).padStart(2, '0')}/10/2026;Incasso ${index};${index % 2 === 0 ? '' : '-'}1,${String(index % 100).padStart(2, '0')}`)];
    const body = statementBody({ account_id: String(account.id) }, 'lungo.csv', Buffer.from(lines.join('\n')));
    const response = await inject({ method: 'PUT', url: '/api/admin/finance/cashflow/csv', headers: { ...finance, ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 2500, skipped: 0 });
    const { rows } = (await t.app.portal.db.execute(sql`
      select count(*)::int as movements, count(*) filter (where is_reconciled or is_partial or parent is not null)::int as matched,
        (select count(*)::int from audit_trail a where a.resource = 'cashFlowEntries' and a.action = 'create' and a.via = 'importStatement'
          and a.record_id in (select id from cash_flow_entries where account_id = ${account.id})) as audited
      from cash_flow_entries where account_id = ${account.id}`)) as unknown as { rows: { movements: number; matched: number; audited: number }[] };
    expect(rows[0]).toEqual({ movements: 2500, matched: 0, audited: 2500 });
    // 1,250 in and 1,250 out of 1.00–1.99 each: the ins hold the even cents, the outs the odd ones, 0.01 × 1,250 apart.
    expect((await accountOf(account.id)).balance).toBe(1000 - 12.5);
  });

  test('the imported movements are vacuumed and analysed once the import has committed (their indexes stay healthy)', async () => {
    const vacuums = async () => {
      const [row] = await queryRows<{ count: number }>(t.app.portal.db, sql`select vacuum_count::int as count from pg_stat_user_tables where relname = 'cash_flow_entries'`);
      return Number(row.count);
    };
    const before = await vacuums();
    expect((await upload((await newAccount()).id, 'signed-utf8-bom.csv')).statusCode).toBe(200);
    await expect.poll(vacuums).toBeGreaterThan(before);
  });

  test('the same file again imports nothing and reports every line skipped, equal lines counted once each', async () => {
    const account = await newAccount();
    await upload(account.id, 'signed-utf8-bom.csv');
    const again = await upload(account.id, 'signed-utf8-bom.csv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ imported: 0, skipped: 5, refused: 0 });
    expect(again.json().skippedLines[0]).toMatchObject({ line: 6, date: '2026-10-01', amount: '1234.56' });
    expect(await movementsOf(account.id)).toHaveLength(5);
    expect((await accountOf(account.id)).balance).toBe(-355.74);
  });

  test('a Windows-1252 file with Dare and Avere columns keeps its accents and directions', async () => {
    const account = await newAccount();
    const response = await upload(account.id, 'dare-avere-win1252.csv');
    expect(response.json()).toMatchObject({ imported: 3, skipped: 0 });
    const rows = await movementsOf(account.id);
    expect(rows.map((row) => [row.direction, row.amount, row.description])).toEqual([
      ['in', 3050, 'Bonifico da Bianchi S.r.l. perché fattura 7'],
      ['out', 1220, 'Pagamento fornitore Èlite Srl'],
      ['out', 12, 'Canone servizio € mensile'],
    ]);
    expect((await accountOf(account.id)).balance).toBe(2818);
  });

  test('unknown headers ask for the columns; the columns picked once are remembered for the account', async () => {
    const account = await newAccount();
    const unknown = await upload(account.id, 'custom-columns.csv');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('mapping');
    const mapping = JSON.stringify({ date: 'Giorno', description: 'Testo movimento', amount: 'Valore', reference: 'Rif' });
    const picked = await upload(account.id, 'custom-columns.csv', { mapping });
    expect(picked.json()).toMatchObject({ imported: 2, skipped: 0 });
    expect((await accountOf(account.id)).statementMapping).toBe(mapping);
    // The next statement of that account needs no mapping: same lines, skipped by their reference.
    const next = await upload(account.id, 'custom-columns.csv');
    expect(next.json()).toMatchObject({ imported: 0, skipped: 2 });
    const rows = await movementsOf(account.id);
    expect(rows.map((row) => [row.direction, row.amount, row.bankReference])).toEqual([
      ['in', 150.25, 'R001'],
      ['out', 50, 'R002'],
    ]);
  });

  test('a file with other headers than the account remembers asks for the columns again; the new ones are remembered', async () => {
    const account = await newAccount();
    const first = JSON.stringify({ date: 'Giorno', description: 'Testo movimento', amount: 'Valore', reference: 'Rif' });
    expect((await upload(account.id, 'custom-columns.csv', { mapping: first })).json()).toMatchObject({ imported: 2 });
    // The bank changed its export: other headers, none of them known.
    const changed = Buffer.from('Quando;Cosa;Quanto\n12/12/2026;Commissioni tenuta conto;-3,50\n');
    const refused = await uploadBytes(account.id, 'nuovo.csv', changed, {}, { ...finance, 'accept-language': 'it' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('mapping');
    expect(refused.json().message).toMatch(/le colonne che questo conto ricorda \(giorno, valore, rif, testo movimento\): scegli le colonne/);
    const mapping = JSON.stringify({ date: 'Quando', description: 'Cosa', amount: 'Quanto' });
    expect((await uploadBytes(account.id, 'nuovo.csv', changed, { mapping })).json()).toMatchObject({ imported: 1 });
    expect((await accountOf(account.id)).statementMapping).toBe(mapping);
  });

  test('a CSV statement of another IBAN is refused, by its preamble or its account column, in the reader\'s language', async () => {
    const account = await newAccount();
    const other = await newAccount();
    const foreign = await uploadBytes(account.id, 'estratto.csv', fixture('signed-utf8-bom.csv'), {}, { ...finance, 'accept-language': 'it' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`estratto.csv è stato rifiutato, non è stato importato nulla. L'estratto conto è del conto ${FIXTURE_IBAN}, non di ${ibans.get(account.id)}: scegli il suo conto`);
    expect(foreign.json().errors).toHaveProperty('account_id');
    const byColumn = Buffer.from(`Data;Descrizione;Importo;IBAN\n01/12/2026;Bonifico;10,00;${ibans.get(account.id)}\n02/12/2026;Bonifico;20,00;${ibans.get(other.id)}\n`);
    const refused = await uploadBytes(account.id, 'conti.csv', byColumn);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(new RegExp(`Line 3: the movement is of the account ${ibans.get(other.id)}, not of ${ibans.get(account.id)}`));
    expect(await movementsOf(account.id)).toEqual([]);
    // Its own lines only: imported.
    const own = Buffer.from(`Data;Descrizione;Importo;Conto\n01/12/2026;Bonifico;10,00;${ibans.get(account.id)!.slice(-12)}\n`);
    expect((await uploadBytes(account.id, 'conto.csv', own)).json()).toMatchObject({ imported: 1 });
  });

  test('a refused file names the line and the reason and imports nothing', async () => {
    const account = await newAccount();
    const response = await upload(account.id, 'bad-amount.csv');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Line 5: "12,3x" is not an amount/);
    expect(response.json().message).toMatch(/nothing was imported/);
    expect(await movementsOf(account.id)).toEqual([]);
    expect((await accountOf(account.id)).balance).toBe(1000);
    // In Italian for an Italian reader.
    const italian = await upload(account.id, 'bad-amount.csv', {}, { ...finance, 'accept-language': 'it' });
    expect(italian.json().message).toMatch(/Riga 5: "12,3x" non è un importo/);
  });

  test('camt.053 imports booked entries only, with the bank reference and counterparty; a re-import skips them', async () => {
    const account = await newAccount('X0542811101000000123456');
    const response = await upload(account.id, 'camt053.xml');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 2, skipped: 0 });
    const rows = await movementsOf(account.id);
    expect(rows.map((row) => [row.date, row.valueDate, row.direction, row.amount, row.bankReference, row.counterparty])).toEqual([
      ['2026-12-02', '2026-12-03', 'in', 4880, 'CRO0001122334455', 'Verdi Costruzioni SpA'],
      ['2026-12-04', null, 'out', 610, 'CRO0001122334456', null],
    ]);
    expect(rows[0].description).toBe('Saldo fattura 2026/118');
    expect((await upload(account.id, 'camt053.xml')).json()).toMatchObject({ imported: 0, skipped: 2 });
    expect((await accountOf(account.id)).balance).toBe(5270);
  });

  test('a camt.053 of 400 entries in two statements is read entry by entry from the upload: all written, a bad entry far in named by its line', async () => {
    const bban = 'X0542811101000000424242';
    const iban = `IT${ibanCheckDigitsOf('IT', bban)}${bban}`;
    const account = await newAccount(bban, iban);
    // Prefixed elements, CRLF line ends, five lines an entry: 400 entries of ~450 bytes span several of the file's
    // 64 KB reads, so entries and tags are cut between reads.
    const entry = (index: number) =>
      `    <c:Ntry>\r\n      <c:Amt Ccy="EUR">${(10 + index).toFixed(2)}</c:Amt><c:CdtDbtInd>${index % 3 ? 'CRDT' : 'DBIT'}</c:CdtDbtInd><c:Sts>BOOK</c:Sts>\r\n` +
      `      <c:BookgDt><c:Dt>2026-11-${String(1 + (index % 28)).padStart(2, '0')}</c:Dt></c:BookgDt><c:AcctSvcrRef>RIF${index}</c:AcctSvcrRef>\r\n` +
      `      <c:AddtlNtryInf>Movimento ${index} ${'x'.repeat(250)}</c:AddtlNtryInf>\r\n    </c:Ntry>\r\n`;
    const statement = (from: number) =>
      `  <c:Stmt>\r\n    <c:Acct><c:Id><c:IBAN>${iban}</c:IBAN></c:Id></c:Acct>\r\n${Array.from({ length: 200 }, (_, index) => entry(from + index)).join('')}  </c:Stmt>\r\n`;
    const camt = `<?xml version="1.0" encoding="UTF-8"?>\r\n<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">\r\n<c:BkToCstmrStmt>\r\n${statement(0)}${statement(200)}</c:BkToCstmrStmt>\r\n</c:Document>\r\n`;
    const send = (content: string) => {
      const body = statementBody({ account_id: String(account.id) }, 'anno.xml', Buffer.from(content));
      return inject({ method: 'PUT', url: '/api/admin/finance/cashflow/csv', headers: { ...finance, ...body.headers }, payload: body.payload });
    };
    // Entry 350 (the second statement's 151st) starts on line 5 + 200 × 5 + 3 + 150 × 5 + 1 = 1759; its Amt is on the next.
    const broken = await send(camt.replace('<c:Amt Ccy="EUR">360.00</c:Amt>', '<c:Amt Ccy="EUR">360.00</c:Amount>'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^anno\.xml was refused, nothing was imported\. Line 1760: the XML is malformed \(Stmt 2, Ntry 151: /);
    expect(await movementsOf(account.id)).toEqual([]);
    const response = await send(camt);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 400, skipped: 0 });
    const signed = Array.from({ length: 400 }, (_, index) => (index % 3 ? 1 : -1) * (10 + index)).reduce((sum, amount) => sum + amount, 0);
    expect((await accountOf(account.id)).balance).toBe(1000 + signed);
    expect((await send(camt)).json()).toMatchObject({ imported: 0, skipped: 400 });
    // The uploads were written to temporary files, removed once answered.
    expect(fs.readdirSync(uploadFolderOf(t.app.portal.config.dataDir))).toEqual([]);
  });

  test('camt.053 of another account, or malformed, is refused naming why', async () => {
    const other = await newAccount();
    const wrong = await upload(other.id, 'camt053.xml');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/IT60X0542811101000000123456/);
    const malformed = await upload(other.id, 'camt053-malformed.xml');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Line \d+: the XML is malformed/);
    expect(await movementsOf(other.id)).toEqual([]);
  });

  test('the overview gives money in, out and the month-end balance of each account for the year', async () => {
    const account = await newAccount();
    await upload(account.id, 'dare-avere-win1252.csv');
    const response = await inject({ method: 'GET', url: '/api/admin/finance/cashflow/overview?year=2026', headers: finance });
    expect(response.statusCode).toBe(200);
    const mine = response.json().accounts.find((row: { id: number }) => row.id === account.id);
    expect(mine.openingBalance).toBe(1000);
    expect(mine.months[9]).toMatchObject({ month: 10, moneyIn: 0, moneyOut: 0, balance: 1000 });
    expect(mine.months[10]).toMatchObject({ month: 11, moneyIn: 3050, moneyOut: 1232, balance: 2818 });
    expect(mine.months[11]).toMatchObject({ month: 12, balance: 2818 });
    expect((await inject({ method: 'GET', url: '/api/admin/finance/cashflow/overview', headers: finance })).statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/admin/finance/cashflow/overview?year=2026', headers: sales })).statusCode).toBe(403);
  });

  test('deleting a movement and recalculating keep the balance right; the wrong role is refused', async () => {
    const account = await newAccount();
    await upload(account.id, 'dare-avere-win1252.csv');
    const [first] = await movementsOf(account.id);
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/cashflow/${String(first.id)}`, headers: finance })).statusCode).toBeLessThan(300);
    expect((await accountOf(account.id)).balance).toBe(-232);
    const recalculated = await inject({ method: 'GET', url: '/api/admin/finance/cashflow/recalculate', headers: finance });
    expect(recalculated.statusCode).toBe(200);
    expect(recalculated.json()).toContainEqual(expect.objectContaining({ id: account.id, balance: -232 }));
    expect((await upload(account.id, 'dare-avere-win1252.csv', {}, sales)).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/admin/finance/cashflow/recalculate', headers: sales })).statusCode).toBe(403);
  });
  test('an account\'s IBAN must pass its check digits (mod 97), and nothing is stored otherwise', async () => {
    const wrong = await inject({ method: 'PUT', url: '/api/admin/finance/accounts', headers: finance, payload: { name: 'Typo', bankId, iban: 'IT61X0542811101000000123456' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('iban');
    const shortItalian = await inject({ method: 'PUT', url: '/api/admin/finance/accounts', headers: finance, payload: { name: 'Short', bankId, iban: 'IT60X05428111010000001234' } });
    expect(shortItalian.statusCode).toBe(400);
    const list = await inject({ method: 'GET', url: '/api/admin/finance/accounts?name=Typo', headers: finance });
    expect(list.json()).toEqual([]);
  });
});
