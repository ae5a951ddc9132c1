// Issue 43, finance that explains itself: a refused bank statement says why on the screen, in Italian for an
// Italian reader; a file whose headers are not those the account remembers brings the column form back, offering
// the file's own headers, chosen from the list, and is imported with them; the account's movements are a list; a
// movement's page shows its match, undone there (the reimbursed claim is Approved again). Every step waits for what
// it needs (the chosen value shown, the form back, the refusal written), never for a time: a busy machine only
// makes it slower.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { italian } from '../../../i18n/catalogues';
import { ibanCheckDigitsOf } from '../../../modules/finance/domain/iban';
import { firmToday } from '../../../resources/firm-calendar';
import { withListFilters } from '../../../resources/paths';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { chooseUntil, clickUntil, confirmUntil } from '../helpers/act-until';
import { chooseFromMenu, speaksItalian } from '../helpers/menus';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

/** A valid Italian IBAN of its own for each call (the check digits computed, as a bank would). */
const ibanOf = (seed: number) => {
  const bban = `X0542811101${String(seed).padStart(12, '0')}`;
  return `IT${ibanCheckDigitsOf('IT', bban)}${bban}`;
};

const tempFile = (name: string, content: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statement-')), name);
  fs.writeFileSync(file, content);
  return file;
};

describe('finance that explains itself', () => {
  it('a refused statement says why in Italian; other headers bring the columns back, chosen from the file; its movements are listed', async () => {
    const [year, month, day] = firmToday().split('-');
    const seed = Date.now() % 1_000_000_000;
    const [bank] = await server.api<{ id: number }[]>('finance', 'GET', '/admin/finance/accounts/banks?_end=1');
    const account = await server.api<{ id: number; name: string; iban: string }>('finance', 'PUT', '/admin/finance/accounts', {
      name: `Conto E2E ${seed}`, bankId: bank.id, iban: ibanOf(seed),
    });
    // The account remembers the columns of its first statement (imported by the API, as a person did before).
    const first = new FormData();
    first.append('account_id', String(account.id));
    first.append('mapping', JSON.stringify({ date: 'Giorno', description: 'Testo', amount: 'Valore' }));
    first.append('file', new Blob([`Giorno;Testo;Valore\n${day}/${month}/${year};Primo estratto E2E ${seed};100,00\n`], { type: 'text/csv' }), 'primo.csv');
    const imported = await fetch(`${server.origin}/api/admin/finance/cashflow/csv`, { method: 'PUT', headers: { authorization: `Bearer ${await server.tokenOf('finance')}` }, body: first });
    expect(imported.status, await imported.clone().text()).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'finance', server.origin);
    await page.goto(`${server.origin}/admin/reconciliation`);
    await chooseFromMenu(page, page.getByRole('banner').getByRole('button', { name: /^Language/ }), 'Italiano', speaksItalian(page));

    const dialog = page.getByRole('dialog');
    await clickUntil(page.getByRole('button', { name: italian['Import a bank statement'] }), 'the import dialog is open', () => dialog.isVisible());
    const chosen = dialog.locator('.ant-select-selection-item');
    await chooseUntil(page, dialog.getByRole('combobox', { name: italian.Account }), page.locator('.ant-select-dropdown:visible').getByTitle(account.name).last(), `the account ${account.name} is chosen`, async () =>
      (await chosen.allInnerTexts()).includes(account.name),
    );
    const importButton = dialog.getByRole('button', { name: italian.Import, exact: true });
    const fileShown = (name: string) => () => dialog.getByText(name, { exact: true }).isVisible();

    // A statement of another account: refused, the reason on the screen in Italian.
    const other = ibanOf(seed + 1);
    await dialog.locator('input[type=file]').setInputFiles(tempFile('altro.csv', `IBAN;${other}\nData operazione;Descrizione;Importo\n${day}/${month}/${year};Bonifico E2E;10,00\n`));
    await expect.poll(fileShown('altro.csv'), { timeout: 30_000 }).toBe(true);
    const refusal = dialog.locator('.ant-alert-error');
    await clickUntil(importButton, 'the refusal is shown', () => refusal.isVisible(), { writes: true, timeout: 120_000, patience: 30_000 });
    await expect.poll(() => refusal.innerText(), { timeout: 30_000 }).toContain(`L'estratto conto è del conto ${other}, non di ${account.iban}: scegli il suo conto`);
    expect(await refusal.innerText()).not.toMatch(/Request failed|status code/);

    // Its bank changed the export: other headers. The column form comes back offering them.
    await dialog.locator('input[type=file]').setInputFiles(tempFile('nuovo.csv', `Quando;Cosa;Quanto\n${day}/${month}/${year};Commissioni E2E ${seed};-3,50\n`));
    await expect.poll(fileShown('nuovo.csv'), { timeout: 30_000 }).toBe(true);
    const columns = { Data: 'Quando', Descrizione: 'Cosa', 'Importo con segno': 'Quanto' };
    const column = (label: string) => dialog.getByRole('combobox', { name: label, exact: true });
    await clickUntil(importButton, 'the column form is back', () => column('Data').isVisible(), { writes: true, timeout: 120_000, patience: 30_000 });
    await expect.poll(() => refusal.innerText(), { timeout: 30_000 }).toContain('scegli le colonne di questo file');
    // Each column chosen from the file's own headers, as a person picks them, in the list of that column's field
    // (its listbox is named after the field's id: a list still closing from the field before is never pressed).
    for (const [label, header] of Object.entries(columns)) {
      const id = await column(label).getAttribute('id');
      const option = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${id}_list"]`) }).locator('.ant-select-item-option', { hasText: header });
      await chooseUntil(page, column(label), option, `${label} is ${header}`, async () => (await column(label).inputValue()) === header);
    }
    await expect.poll(async () => Promise.all(Object.keys(columns).map((label) => column(label).inputValue())), { timeout: 30_000 }).toEqual(Object.values(columns));
    await clickUntil(importButton, 'the statement is imported', () => dialog.getByText(italian.Imported, { exact: true }).isVisible(), { writes: true, timeout: 120_000, patience: 30_000 });
    const movements = await server.api<{ description: string; amount: number; direction: string }[]>('finance', 'GET', `/admin/finance/cashflow?accountId=${account.id}&_sort=id&_order=asc`);
    expect(movements.map((row) => [row.description, row.direction, row.amount])).toEqual([
      [`Primo estratto E2E ${seed}`, 'in', 100],
      [`Commissioni E2E ${seed}`, 'out', 3.5],
    ]);
    const remembered = await server.api<{ statementMapping: string }>('finance', 'GET', `/admin/finance/accounts/${account.id}`);
    expect(JSON.parse(remembered.statementMapping)).toEqual({ date: 'Quando', description: 'Cosa', amount: 'Quanto' });

    // The account's movements, as a list: both statements' lines.
    await page.goto(`${server.origin}${withListFilters('/admin/movements', [{ field: 'accountId', operator: 'eq', value: account.id }])}`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.filter({ hasText: `Commissioni E2E ${seed}` }).waitFor({ timeout: 60_000 });
    await rows.filter({ hasText: `Primo estratto E2E ${seed}` }).waitFor({ timeout: 60_000 });
    await context.close();
  }, 300_000);

  it("the movements list shows a claim's reimbursement and its match; undone there, the claim is Approved again", async () => {
    const today = firmToday();
    const [account] = await server.api<{ id: number }[]>('finance', 'GET', '/admin/finance/accounts?_sort=id&_order=asc&_end=1');
    const claim = await server.api<{ id: number; number: string; version: number }>('finance', 'PUT', '/admin/finance/receipts', { date: today, description: 'Taxi E2E movimenti', amount: 27.3 });
    await server.api('finance', 'POST', `/admin/finance/receipts/status/${claim.id}`, { state: 'Approved', version: claim.version });
    const description = `Rimborso nota spese ${claim.number} E2E`;
    const movement = await server.api<{ id: number; version: number }>('finance', 'PUT', '/admin/finance/cashflow', { accountId: account.id, direction: 'out', date: today, amount: 27.3, description });
    await server.api('finance', 'POST', `/admin/finance/cashflow/reconcileOutManually/${movement.id}`, { version: movement.version, parent_table: 'receipts', parent: claim.id, isPartial: false });
    expect(await server.api<{ state: string }>('finance', 'GET', `/admin/finance/receipts/${claim.id}`)).toMatchObject({ state: 'Paid' });

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin', server.origin);
    // The claim's page shows the movement that paid it.
    await page.goto(`${server.origin}/receipts/${claim.id}`);
    const payments = page.getByRole('table', { name: 'Payments' });
    await payments.getByText(description).waitFor({ timeout: 60_000 });

    await page.goto(`${server.origin}/admin/movements`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: description });
    await row.waitFor({ timeout: 60_000 });
    const matches = page.getByRole('table', { name: 'Matches' });
    await row.getByRole('link', { name: 'Show' }).click();
    await matches.waitFor({ timeout: 120_000 });
    const match = matches.locator('.ant-table-tbody tr.ant-table-row').first();
    await match.waitFor({ timeout: 60_000 });
    expect(await match.innerText()).toMatch(/27\.30/);
    await confirmUntil({
      open: match.getByRole('button', { name: 'Undo the match', exact: true }),
      confirm: page.locator('.ant-modal-confirm-btns .ant-btn-primary'),
      until: 'the match is undone',
      done: async () => (await server.api<{ isReconciled: boolean }>('finance', 'GET', `/admin/finance/cashflow/${movement.id}`)).isReconciled === false,
    });
    expect(await server.api<{ state: string }>('finance', 'GET', `/admin/finance/receipts/${claim.id}`)).toMatchObject({ state: 'Approved' });
    await expect.poll(() => matches.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  }, 240_000);
});
