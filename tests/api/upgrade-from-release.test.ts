import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { resources } from '../../resources.config';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { copyFirstMigrations, MIGRATIONS_FOLDER, readJournal } from '../../server/db/migrations-folder';
import { databaseStorage } from '../../server/files/database-storage';
import { localFolderStorage } from '../../server/files/local-folder';
import { putFile } from '../../server/files/storage';
import { createTestDatabase, everyDatabaseKind, type TestDatabase } from '../helpers/databases';
import { as, callerWith, testAuthentication } from '../helpers/test-caller';

// An upgrade from the previous release with its data (issue 42, docs/operators/upgrades.md): a database made by the
// migrations release 1.0.0 shipped (tests/fixtures/releases/1.0.0.json: their tags and hashes, since a released
// migration is never changed), filled with the firm's kinds of data through that schema's own tables (a supplier,
// its received invoice with a line and the XML attached, a bank account with movements, an employee), then started
// as the app starts (buildApp applies the newer migrations), serves the same counts, the invoice's fields and the
// attached file byte for byte.

type Release = { version: string; commit: string; migrations: { tag: string; sha256: string }[] };
const release = JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/releases/1.0.0.json'), 'utf8')) as Release;
const xml = fs.readFileSync(path.join(__dirname, '../fixtures/finance/fattura-received.xml'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(everyDatabaseKind)(`upgrading release ${release.version} data to this version on %s`, (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  const olderFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
  const caller = as(callerWith(['FINANCE MANAGE', 'HR MANAGE']));
  const inject = (options: InjectOptions) => app!.inject({ ...options, headers: { ...caller, ...options.headers } });
  const count = async (url: string) => Number((await inject({ url: `${url}?_start=0&_end=1` })).headers['x-total-count']);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(olderFolder, { recursive: true, force: true });
  });

  test(`the migrations of ${release.version} are this version's first ones, unchanged`, () => {
    const current = readJournal().entries.slice(0, release.migrations.length);
    expect(current.map((entry) => entry.tag)).toEqual(release.migrations.map((migration) => migration.tag));
    for (const migration of release.migrations)
      expect(sha256(fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${migration.tag}.sql`))), migration.tag).toBe(migration.sha256);
  });

  test(`a ${release.version} database with data, started by this version: migrated, the same data served, the file downloadable`, async () => {
    database = await createTestDatabase(kind, 'empty');
    copyFirstMigrations(MIGRATIONS_FOLDER, olderFolder, release.migrations.length);
    const older = await openDatabase(database);
    let ids: { supplier: number; invoice: number; account: number; employee: number };
    try {
      await older.migrate(olderFolder);
      const one = async (statement: ReturnType<typeof sql>) => ((await older.db.execute(statement)) as unknown as { rows: { id: number }[] }).rows[0].id;
      // The release's own tables and columns: what a firm running 1.0.0 has written.
      const supplier = await one(sql`insert into suppliers (name, vat_number, country, created_by) values ('Fornitore Storico Srl', '09876543217', 'IT', 'anna') returning id`);
      const invoice = await one(sql`
        insert into invoices (direction, number, date, supplier_id, description, currency, taxable, vat_rate, vat, total, due_date, has_invoice_xml_file, vat_summary, created_by)
        values ('in', '45/2026', '2026-10-15', ${supplier}, 'Consulenza fiscale ottobre', 'EUR', 1000.00, 22, 220.00, 1220.00, '2026-11-14', true,
          '[{"rate":22,"nature":null,"taxable":1000,"vat":220}]', 'anna') returning id`);
      await older.db.execute(sql`insert into invoice_lines (invoice_id, position, description, quantity, unit_price, vat_rate, line_total) values (${invoice}, 1, 'Consulenza', 1, 1000.00, 22, 1000.00)`);
      const bank = await one(sql`insert into banks (name, abi) values ('Banca Storica', '05428') returning id`);
      const account = await one(sql`insert into accounts (name, bank_id, iban, opening_balance, balance) values ('Conto storico', ${bank}, 'IT60X0542811101000000123456', 1000.00, 1065.50) returning id`);
      await older.db.execute(sql`
        insert into cash_flow_entries (account_id, direction, date, amount, description, bank_reference) values
          (${account}, 'in', '2026-10-20', 100.00, 'Incasso fattura 12', 'CRO1'),
          (${account}, 'out', '2026-10-21', 44.50, 'Commissioni', 'CRO2'),
          (${account}, 'in', '2026-10-22', 10.00, 'Rimborso', null)`);
      const employee = await one(sql`insert into employees (first_name, last_name, email, tax_code, hire_date, job_title) values ('Giulia', 'Storica', 'giulia.storica@example.com', 'STRGLI85M41F205X', '2019-03-01', 'Contabile') returning id`);
      // The XML attached as 1.0.0 stored files: in PostgreSQL itself, or under DATA_DIR/files on PGlite.
      const storage = database.databaseUrl ? databaseStorage(older.db) : localFolderStorage(path.join(database.dataDir, 'files'));
      const { key, size } = await putFile(storage, `invoices/${invoice}`, Readable.from(xml));
      await older.db.execute(sql`
        insert into attachments (resource, record_id, file_name, content_type, size, storage_key, uploaded_by, kind)
        values ('invoices', ${invoice}, 'IT09876543217_00045.xml', 'application/xml', ${size}, ${key}, 'anna', 'XML')`);
      ids = { supplier, invoice, account, employee };
    } finally {
      await older.close();
    }

    // Started as `npm start` starts it: the newer migrations are applied at start.
    app = await buildApp({ distDir: path.join(database.dataDir, 'no-spa'), schema: 'migrations', resources, config: { dataDir: database.dataDir, databaseUrl: database.databaseUrl }, authentication: testAuthentication });
    await app.ready();
    const applied = (await app.portal.db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at`)) as unknown as { rows: { hash: string }[] };
    expect(applied.rows).toHaveLength(readJournal().entries.length);
    expect(applied.rows.slice(0, release.migrations.length).map((row) => row.hash)).toEqual(release.migrations.map((migration) => migration.sha256));

    expect((await inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect({
      invoices: await count('/api/admin/finance/invoices'),
      suppliers: await count('/api/admin/finance/suppliers'),
      movements: await count('/api/admin/finance/cashflow'),
      employees: await count('/api/admin/employees'),
    }).toEqual({ invoices: 1, suppliers: 1, movements: 3, employees: 1 });
    const invoice = (await inject({ url: `/api/admin/finance/invoices/${ids.invoice}` })).json();
    expect(invoice).toMatchObject({ direction: 'in', number: '45/2026', date: '2026-10-15', supplierId: ids.supplier, taxable: 1000, vat: 220, total: 1220, dueDate: '2026-11-14', hasInvoiceXmlFile: true });
    const account = (await inject({ url: `/api/admin/finance/accounts/${ids.account}` })).json();
    expect(account).toMatchObject({ iban: 'IT60X0542811101000000123456', openingBalance: 1000, balance: 1065.5 });
    const employee = (await inject({ url: `/api/admin/employees/${ids.employee}` })).json();
    expect(employee).toMatchObject({ firstName: 'Giulia', lastName: 'Storica', taxCode: 'STRGLI85M41F205X', hireDate: '2019-03-01' });
    const [attachment] = (await inject({ url: `/api/admin/finance/invoices/attachments/${ids.invoice}` })).json() as { id: number; fileName: string }[];
    expect(attachment.fileName).toBe('IT09876543217_00045.xml');
    const file = await inject({ url: `/api/admin/finance/invoices/attachments/${ids.invoice}/${attachment.id}` });
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(sha256(xml));
    // And it goes on working: the upgraded invoice is changed through this version's own update.
    const changed = await inject({ method: 'POST', url: `/api/admin/finance/invoices/${ids.invoice}`, payload: { version: invoice.version, description: 'Consulenza fiscale ottobre, verificata' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ description: 'Consulenza fiscale ottobre, verificata', total: 1220 });
  });
});
