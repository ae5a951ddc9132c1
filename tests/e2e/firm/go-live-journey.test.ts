// A real firm moves in (issue 41), in Debian's Chromium against the whole product started as `npm start` starts it in
// AUTH_MODE=local on a database of its own that is empty — no tables — (a new database on TEST_DATABASE_URL's
// PostgreSQL server; without one, PGlite in a new data folder, as the test's name then says): the start migrates it
// and seeds nothing. The first administrator named by ADMIN_USERNAMES signs in and is taken to the setup; a wrong
// partita IVA is refused on its field, fixed; a closing day is added; the setup finishes and the Firm page shows what
// was typed. The administrator imports the employees from an XLSX with three good rows and one bad: the preview names
// the bad cell (row 5, Email), the fixed file is imported and the people are in the list, numbered. One of them gets a
// local account with a temporary password (linked to her employee by e-mail), signs in, chooses her password and
// books hours on her time sheet.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthGrid } from '../../../modules/pm/domain/month-grid';
import { firmYearMonth } from '../../../resources/firm-calendar';
import { buildApp } from '../../../server/app';
import { loadSigningKeys } from '../../../server/auth/signing-keys';
import { tokenAuthentication } from '../../../server/auth/token-authentication';
import { readConfig, type ServerConfig } from '../../../server/config';
import { seedOnFirstStart } from '../../../server/db/first-start';
import { resourceTableOf } from '../../../server/db/schema';
import { signAccessToken } from '../../helpers/access-tokens';
import { ensureBuiltSpa } from '../../helpers/built-spa';
import { withClient } from '../../helpers/databases';
import { freePort } from '../../helpers/free-port';
import { clickUntil, shownSince } from '../helpers/act-until';
import { launchChromium } from '../helpers/browser';
import { chooseNewPassword, fillSignIn } from '../helpers/local-accounts';

const FIRST_ADMIN_PASSWORD = 'first-start-Secret-1';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SERVER_URL = process.env.TEST_DATABASE_URL;
const DATABASE = SERVER_URL ? 'PostgreSQL (a new database on TEST_DATABASE_URL)' : 'PGlite in a new data folder (TEST_DATABASE_URL is unset)';

/** A database of the test's own with nothing in it: a new one on the PostgreSQL server, or a new PGlite folder. */
const emptyDatabase = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-golive-'));
  const removeFolder = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!SERVER_URL) return { dataDir, databaseUrl: undefined, drop: removeFolder };
  // portal_test_*: the name a killed run's leftovers are known by (docs/developers/testing.md).
  const name = `portal_test_golive_${randomBytes(6).toString('hex')}`;
  await withClient(SERVER_URL, (client) => client.query(`CREATE DATABASE "${name}"`));
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: databaseUrl.toString(),
    drop: async () => {
      await withClient(SERVER_URL, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await removeFolder();
    },
  };
};

let browser: Browser;
let app: FastifyInstance;
let config: ServerConfig;
let origin: string;
let database: Awaited<ReturnType<typeof emptyDatabase>>;
let seededDemo: boolean;

beforeAll(async () => {
  database = await emptyDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The settings a local deployment gives (server/config.ts), no SEED_DEMO and no COMPANY_*: the start is empty.
  const env: NodeJS.ProcessEnv = { ...process.env, AUTH_MODE: 'local', ADMIN_USERNAMES: 'admin', ADMIN_INITIAL_PASSWORD: FIRST_ADMIN_PASSWORD, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: database.dataDir };
  for (const name of Object.keys(env)) if (name === 'SEED_DEMO' || name.startsWith('COMPANY_') || name === 'DATABASE_URL' || name === 'SMTP_URL') delete env[name];
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  config = readConfig(env);
  [browser, app] = await Promise.all([launchChromium(), buildApp({ config, authentication: tokenAuthentication, distDir: ensureBuiltSpa() })]);
  seededDemo = await seedOnFirstStart(app, config.seedDemo, env);
  await app.listen({ port, host: '127.0.0.1' });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.drop();
});

/** Calls the running API over HTTP as a user, with a token shaped like the embedded provider's. */
const api = async <T = unknown>(username: string, method: string, url: string, body?: unknown): Promise<T> => {
  const token = await signAccessToken(config, await loadSigningKeys(app.portal.db, config), username);
  const response = await fetch(`${origin}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} as ${username}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

const today = firmYearMonth();
/** Hired at the start of last year: employed on every day of this month, whatever day the test runs. */
const hired = new Date(Date.UTC(today.year - 1, 0, 1));
const PEOPLE = [
  ['Ada', 'Avvio', 'ada.avvio@officineverdi.example', 'VVADAA80A41L219A'],
  ['Bruno', 'Avvio', 'bruno.avvio@officineverdi.example', 'VVABRN80A01L219B'],
  ['Carla', 'Avvio', 'carla.avvio@officineverdi.example', 'VVACRL80A41L219C'],
];
const BAD = ['Dario', 'Avvio', 'dario-at-officineverdi.example', 'VVADRA80A01L219D'];

const workbookOf = async (rows: (string | Date)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dipendenti');
  sheet.addRow(['Nome', 'Cognome', 'Email', 'Codice fiscale', 'Data di assunzione']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

describe(`a firm moves in: an empty local-mode start on ${DATABASE}`, () => {
  let admin: Page;

  it('starts with no demo data and takes the first administrator through the setup; the Firm page shows what was typed', async () => {
    expect(seededDemo).toBe(false);
    const { db, schema } = app.portal;
    for (const empty of ['employees', 'customers', 'workOrders']) expect(await db.select().from(resourceTableOf(schema, empty).table)).toEqual([]);

    admin = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } })).newPage();
    await admin.goto(origin);
    await fillSignIn(admin, 'admin', FIRST_ADMIN_PASSWORD);
    await chooseNewPassword(admin, 'Own-secret-pass-1');
    await fillSignIn(admin, 'admin', 'Own-secret-pass-1');
    await admin.waitForURL(/\/admin\/firm\/setup$/, { timeout: 60_000 });
    await admin.getByRole('heading', { name: 'Set up the firm' }).waitFor({ timeout: 30_000 });

    // Identity: a partita IVA whose check digit is wrong is refused on its field, nothing is saved.
    await field(admin, 'Company name').fill('Officine Verdi S.p.A.');
    await field(admin, 'VAT number').fill('IT12345678904');
    await field(admin, 'Street').fill('Via Torino 5');
    await field(admin, 'Postal code (CAP)').fill('10121');
    await field(admin, 'City').fill('Torino');
    await field(admin, 'Province').fill('TO');
    await field(admin, 'PEC').fill('verdi@pec.example');
    await field(admin, 'SdI code').fill('ABC1234');
    await field(admin, 'IBAN').fill('it60 x054 2811 1010 0000 0123 456');
    await next(admin);
    await admin.getByText('Not a valid partita IVA: 11 digits with a matching check digit').waitFor({ timeout: 30_000 });
    await field(admin, 'VAT number').fill('IT12345678903');
    await next(admin);

    // Language and time zone: the defaults, Italian and Europe/Rome.
    await expect.poll(() => field(admin, 'Time zone').inputValue(), { timeout: 30_000 }).toBe('Europe/Rome');
    await next(admin);

    // Calendar: the public holidays are listed; one closing day of the firm's own is added.
    await admin.getByText('Public holidays in').waitFor({ timeout: 30_000 });
    const day = field(admin, 'Day');
    await day.click();
    await day.pressSequentially('08/14/2031');
    await day.press('Enter');
    await field(admin, 'Name').fill('Ponte di Ferragosto');
    await admin.getByRole('button', { name: 'Add closing day' }).click();
    await admin.getByText('Ponte di Ferragosto').waitFor({ timeout: 30_000 });
    await next(admin);

    // The usual Italian contract types and absence causes, added at the end.
    await admin.getByRole('cell', { name: 'Permesso legge 104' }).waitFor({ timeout: 30_000 });
    await next(admin);
    await admin.getByRole('button', { name: 'Finish the setup' }).click();
    await admin.getByText('The firm is set up').waitFor({ timeout: 30_000 });
    await admin.getByRole('button', { name: 'Open the portal' }).click();
    await admin.waitForURL(/\/admin\/dashboard$/, { timeout: 60_000 });

    await admin.goto(`${origin}/admin/firm`);
    const details = admin.getByRole('main');
    for (const typed of ['Officine Verdi S.p.A.', 'IT12345678903', 'Via Torino 5', 'Torino', 'IT60X0542811101000000123456', 'ABC1234'])
      await details.getByText(typed, { exact: true }).first().waitFor({ timeout: 60_000 });
  }, 240_000);

  it('imports the employees from an XLSX: the bad cell is named, the fixed file imported, the people listed and numbered', async () => {
    const good = PEOPLE.map((person) => [...person, hired]);
    const withMistake = await workbookOf([...good, [...BAD, hired]]);
    const fixed = await workbookOf([...good, [...BAD.slice(0, 2), 'dario.avvio@officineverdi.example', BAD[3], hired]]);

    await admin.goto(`${origin}/admin/employees`);
    const dialog = admin.getByRole('dialog');
    await clickUntil(admin.getByRole('button', { name: 'Import' }), 'the import dialog is open', () => dialog.getByText('Download template').isVisible(), { timeout: 90_000 });

    // The file with a mistake: the preview says so and writes the refusal in the bad cell (row 5, Email).
    await dialog.locator('input[type=file]').setInputFiles({ name: 'dipendenti.xlsx', mimeType: XLSX, buffer: withMistake });
    await expect.poll(() => dialog.getByText('1 refusals in 1 rows').isVisible(), { timeout: 60_000 }).toBe(true);
    const badRow = dialog.locator('tr', { hasText: 'dario-at-officineverdi.example' });
    expect(await badRow.locator('td').first().textContent()).toBe('5');
    expect(await badRow.locator('td', { hasText: 'dario-at-officineverdi.example' }).textContent()).toContain('Must be an e-mail address');
    expect(await dialog.getByRole('button', { name: /Import 4 rows/ }).isDisabled()).toBe(true);
    // The columns were found by their Italian headers.
    expect(await dialog.getByRole('columnheader', { name: /^Codice fiscale/ }).textContent()).toContain('Tax code');

    // The fixed file: every row can be imported; Import writes them, as one batch that can be undone.
    await dialog.locator('input[type=file]').setInputFiles({ name: 'dipendenti.xlsx', mimeType: XLSX, buffer: fixed });
    await expect.poll(() => dialog.getByText('All 4 rows can be imported').isVisible(), { timeout: 60_000 }).toBe(true);
    await clickUntil(dialog.getByRole('button', { name: /Import 4 rows/ }), 'the import is listed among the earlier ones', () => dialog.locator('tr', { hasText: 'dipendenti.xlsx' }).isVisible(), {
      writes: true,
      timeout: 90_000,
    });
    expect(await dialog.locator('tr', { hasText: 'dipendenti.xlsx' }).getByRole('button', { name: 'Undo' }).isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const [firstName, lastName] of PEOPLE)
      await expect.poll(() => admin.locator('tr', { hasText: `${firstName} ${lastName}` }).isVisible(), { timeout: 30_000 }).toBe(true);
    const stored = await api<{ number: string; email: string }[]>('admin', 'GET', '/admin/employees?fullName_like=Avvio');
    expect(stored.map((row) => row.email).sort()).toEqual([...PEOPLE.map((person) => person[2]), 'dario.avvio@officineverdi.example'].sort());
    expect(stored.every((row) => /^EMP-/.test(row.number))).toBe(true);
  }, 240_000);

  it('gives one imported employee a local account; she signs in and books hours on her time sheet', async () => {
    const [ada] = await api<{ id: number }[]>('admin', 'GET', `/admin/employees?email=${encodeURIComponent(PEOPLE[0][2])}`);
    // Her work and her role, made through the API (not the journey's subject): a customer's work order she is a
    // member of, and a group holding EMPLOYEE that her user joins once it exists.
    const [employeeRole] = await api<{ id: number }[]>('admin', 'GET', '/admin/rbac/roles?name=EMPLOYEE');
    const group = await api<{ id: number }>('admin', 'PUT', '/admin/rbac/groups', { name: 'Dipendenti' });
    await api('admin', 'PUT', '/admin/rbac/group_roles', { groupId: group.id, roleId: employeeRole.id });
    const customer = await api<{ id: number }>('admin', 'PUT', '/admin/customers', { name: 'Cliente Avvio S.r.l.' });
    const order = await api<{ id: number; number: string }>('admin', 'PUT', '/admin/workorders', { name: 'Manutenzione impianti', customerId: customer.id, startDate: `${today.year - 1}-01-01` });
    await api('admin', 'POST', `/admin/workorders/assign/${order.id}`, { employeeIds: [ada.id] });

    // The administrator makes her account with a temporary password and her e-mail, as the Users page offers.
    await admin.goto(`${origin}/admin/users`);
    const dialog = admin.getByRole('dialog');
    await clickUntil(admin.getByRole('button', { name: 'New user with a temporary password' }), 'the new user form is open', () => dialog.getByLabel('Temporary password').isVisible(), { timeout: 90_000 });
    await dialog.getByLabel('Username', { exact: true }).fill('ada');
    await dialog.getByLabel('Name', { exact: true }).fill('Ada Avvio');
    await dialog.getByLabel('Email', { exact: true }).fill(PEOPLE[0][2]);
    await dialog.getByLabel('Temporary password').fill('Temporary-pass-1');
    // Her name shows twice once she is listed: as the user's and as the linked employee's.
    await clickUntil(dialog.getByRole('button', { name: 'New user with a temporary password' }), 'the list shows the new user', () => admin.getByRole('cell', { name: 'Ada Avvio' }).first().isVisible(), { writes: true });
    const [user] = await api<{ id: number; employeeId: number | null }[]>('admin', 'GET', '/admin/users?username=ada');
    expect(user.employeeId).toBe(ada.id);
    await api('admin', 'PUT', '/admin/rbac/group_users', { groupId: group.id, userId: user.id });

    // She signs in, replaces the temporary password, signs in again and opens her time sheet.
    const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } })).newPage();
    await page.goto(origin);
    await fillSignIn(page, 'ada', 'Temporary-pass-1');
    await chooseNewPassword(page, 'Her-own-secret-9x');
    const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/users/currentUser') && response.request().method() === 'GET', { timeout: 60_000 });
    await fillSignIn(page, 'ada', 'Her-own-secret-9x');
    expect((await signedIn).status()).toBe(200);
    await page.goto(`${origin}/timesheet`);
    const monthText = `${today.year}-${String(today.month).padStart(2, '0')}`;
    const days = [`${monthText}-10`, `${monthText}-11`];
    const first = page.getByLabel(`${order.number} ${days[0]}`, { exact: true });
    await first.waitFor({ timeout: 60_000 });
    await clickUntil(first, 'the first day has the focus', () => first.evaluate((element) => element === document.activeElement));
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await page.keyboard.type('6');
    const saved = shownSince(page.getByText('Hours saved'));
    await clickUntil(page.getByRole('button', { name: /Save \(2\)/ }), 'Hours saved', saved, { writes: true });

    const sheet = await api<MonthGrid>('ada', 'GET', `/month/sheet?year=${today.year}&month=${today.month}`);
    expect(sheet.entries.map((entry) => [entry.date, entry.workOrderId, entry.hours])).toEqual([
      [days[0], order.id, 8],
      [days[1], order.id, 6],
    ]);
  }, 240_000);
});
