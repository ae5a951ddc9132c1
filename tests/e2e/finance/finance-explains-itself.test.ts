// Issue 43, finance that explains itself: a refused bank statement says why on the screen, in Italian for an
// Italian reader; a file whose headers are not those the account remembers brings the column form back, offering
// the file's own headers, and is imported with the columns chosen; an account's movements are a list whose
// movement page shows its match, undone there (the reimbursed claim is Approved again).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { italian } from '../../../i18n/catalogues';
import { ibanCheckDigitsOf } from '../../../modules/finance/domain/iban';
import { firmToday } from '../../../resources/firm-calendar';
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
  it('a refused statement says why in Italian; other headers bring the columns back and import with them', async () => {
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
    await page.getByRole('banner').getByRole('button', { name: 'Lingua: Italiano' }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: italian['Import a bank statement'] }).click();
    const dialog = page.getByRole('dialog');
    const chosen = dialog.locator('.ant-select-selection-item');
    await chooseUntil(page, dialog.getByRole('combobox', { name: italian.Account }), page.locator('.ant-select-dropdown:visible').getByTitle(account.name).last(), `the account ${account.name} is chosen`, async () =>
      (await chosen.allInnerTexts()).includes(account.name),
    );
    // A statement of another account: refused, the reason on the screen in Italian.
    const other = ibanOf(seed + 1);
    await dialog.locator('input[type=file]').setInputFiles(tempFile('altro.csv', `IBAN;${other}\nData operazione;Descrizione;Importo\n${day}/${month}/${year};Bonifico E2E;10,00\n`));
    const refusal = dialog.locator('.ant-alert-error');
    await clickUntil(dialog.getByRole('button', { name: italian.Import, exact: true }), 'the refusal is shown', () => refusal.isVisible(), { writes: true, timeout: 120_000, patience: 30_000 });
    const said = await refusal.innerText();
    expect(said).toContain(`L'estratto conto è del conto ${other}, non di ${account.iban}: scegli il suo conto`);
    expect(said).not.toMatch(/Request failed|status code/);

    // Its bank changed the export: other headers. The column form comes back offering them.
    await dialog.locator('input[type=file]').setInputFiles(tempFile('nuovo.csv', `Quando;Cosa;Quanto\n${day}/${month}/${year};Commissioni E2E ${seed};-3,50\n`));
    const dateColumn = dialog.getByRole('combobox', { name: 'Data', exact: true });
    await clickUntil(dialog.getByRole('button', { name: italian.Import, exact: true }), 'the column form is back', () => dateColumn.isVisible(), { writes: true, timeout: 120_000, patience: 30_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\nThe dialog said: ${await dialog.innerText()}\n${await dialog.locator('form').last().innerHTML()}`);
    });
    expect(await refusal.innerText()).toContain('scegli le colonne di questo file');
    // The file's own headers are offered; the others typed.
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Quando' });
    await clickUntil(dateColumn, 'the headers are offered', () => offered.isVisible());
    await offered.click();
    await dialog.getByRole('combobox', { name: 'Descrizione', exact: true }).fill('Cosa');
    await dialog.getByRole('combobox', { name: 'Importo con segno', exact: true }).fill('Quanto');
    await clickUntil(dialog.getByRole('button', { name: italian.Import, exact: true }), 'the statement is imported', () => dialog.getByText(italian.Imported, { exact: true }).isVisible(), { writes: true, timeout: 120_000, patience: 30_000 });
    const movements = await server.api<{ description: string; amount: number; direction: string }[]>('finance', 'GET', `/admin/finance/cashflow?accountId=${account.id}&_sort=id&_order=asc`);
    expect(movements.map((row) => [row.description, row.direction, row.amount])).toEqual([
      [`Primo estratto E2E ${seed}`, 'in', 100],
      [`Commissioni E2E ${seed}`, 'out', 3.5],
    ]);
    const remembered = await server.api<{ statementMapping: string }>('finance', 'GET', `/admin/finance/accounts/${account.id}`);
    expect(JSON.parse(remembered.statementMapping)).toEqual({ date: 'Quando', description: 'Cosa', amount: 'Quanto' });
    await context.close();
  }, 240_000);

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
