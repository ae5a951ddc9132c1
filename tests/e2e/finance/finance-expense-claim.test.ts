// An employee's expense claim from start to end: the employee files it on My receipts with the photo of the
// receipt, follows its state and opens its page with the photo; the finance manager approves it on the receipt's
// page and matches the bank transfer that reimbursed it on the reconciliation screen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone } from '../helpers/animations';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { chooseUntil, clickUntil } from '../helpers/act-until';
import { firmToday } from '../../../resources/firm-calendar';

type Receipt = { id: number; version: number; number: string; state: string; employeeId: number };

// A real 1×1 PNG: uploads are judged by their bytes.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d50000000049454e44ae426082', 'hex');

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('expense claims in the browser', () => {
  it('an employee files a receipt with its photo; finance approves it and matches its reimbursement', async () => {
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-')), 'taxi-linate.png');
    fs.writeFileSync(photo, PNG);
    const description = 'Taxi Linate - cliente E2E';
    const claimed = async () => (await server.api<Receipt[]>('employee', 'GET', `/finance/receipts?description=${encodeURIComponent(description)}`))[0];

    // The employee: My receipts → Create, with the photo picked in the same form.
    const employeeContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const employeePage = await employeeContext.newPage();
    await signIn(employeePage, 'employee', server.origin);
    await employeePage.goto(`${server.origin}/my_receipts`);
    const drawer = employeePage.getByRole('dialog');
    await clickUntil(employeePage.getByRole('button', { name: /Create/ }), 'the new receipt form is open', () => drawer.getByText('New Receipt').isVisible(), { timeout: 90_000, patience: 20_000 });
    expect(await drawer.getByLabel('Employee').count()).toBe(0);
    await drawer.getByLabel('Description').fill(description);
    await drawer.getByRole('spinbutton', { name: /Amount/ }).fill('32.40');
    await drawer.locator('input[type=file]').setInputFiles(photo);
    await drawer.getByText('taxi-linate.png').waitFor();
    await clickUntil(drawer.getByRole('button', { name: 'Save' }), 'the receipt is stored', async () => (await claimed()) !== undefined, { writes: true });

    await expect.poll(async () => (await claimed())?.state ?? null, { timeout: 15_000 }).toBe('Submitted');
    const receipt = await claimed();
    await expect
      .poll(async () => (await server.api<unknown[]>('employee', 'GET', `/finance/receipts/attachments/${receipt.id}`)).length, { timeout: 15_000 })
      .toBe(1);
    // Its row shows the state; its page shows the photo.
    const row = employeePage.locator('.ant-table-row', { hasText: receipt.number });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Submitted');
    await clickUntil(row.getByRole('link', { name: 'Show' }), "the receipt's page is open", async () => employeePage.url().endsWith(`/my_receipts/${receipt.id}`));
    await expect.poll(() => employeePage.getByText('taxi-linate.png').count(), { timeout: 15_000 }).toBe(1);

    // Finance: the receipt's page, with the photo, approved by its Approve action (the note is optional).
    const financeContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const financePage = await financeContext.newPage();
    await signIn(financePage, 'finance', server.origin);
    await financePage.goto(`${server.origin}/receipts/${receipt.id}`);
    await expect.poll(() => financePage.getByText('taxi-linate.png').count(), { timeout: 30_000 }).toBe(1);
    const form = financePage.getByRole('dialog');
    await clickUntil(financePage.getByRole('button', { name: 'Approve' }), 'the approval form is open', () => form.getByLabel('Note to the employee').isVisible());
    await animationsDone(financePage);
    await clickUntil(form.getByRole('button', { name: 'Approve' }), 'the receipt is Approved', async () => (await server.api<Receipt>('finance', 'GET', `/admin/finance/receipts/${receipt.id}`)).state === 'Approved', { writes: true });
    // The employee follows the new state on their own page.
    await employeePage.reload();
    await expect.poll(() => employeePage.getByText('Approved').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The bank transfer that reimbursed it, matched to the receipt by hand on the reconciliation screen.
    const [account] = await server.api<{ id: number }[]>('finance', 'GET', '/admin/finance/accounts?_sort=id&_order=asc&_end=1');
    const today = firmToday();
    const movement = await server.api<{ id: number }>('finance', 'PUT', '/admin/finance/cashflow', {
      accountId: account.id, direction: 'out', date: today, amount: 32.4, description: 'Rimborso nota spese E2E taxi Linate',
    });
    await financePage.goto(`${server.origin}/admin/reconciliation`);
    const moneyOut = financePage.getByRole('tab', { name: 'Money out' });
    await clickUntil(moneyOut, 'Money out is the open tab', async () => (await moneyOut.getAttribute('aria-selected')) === 'true', { timeout: 90_000, patience: 20_000 });
    await financePage.getByText('Rimborso nota spese E2E taxi Linate').click({ timeout: 30_000 });
    const byHand = financePage.locator('.ant-card', { hasText: 'Match by hand' }).last();
    await byHand.scrollIntoViewIfNeeded();
    // The Document select: its shown value covers its input, so the click goes to the select's box.
    await chooseUntil(financePage, byHand.locator('.ant-select-selector').first(), financePage.locator('.ant-select-dropdown:visible').getByTitle('Receipts', { exact: true }), 'Receipts is the document kind', async () =>
      (await byHand.locator('.ant-select-selection-item').first().innerText()) === 'Receipts',
    );
    // Which one: picked by its number, as the person sees it.
    const picker = byHand.getByRole('combobox', { name: 'Which one' });
    await picker.click();
    await picker.fill(String(receipt.number));
    await financePage.locator('.ant-select-item-option', { hasText: String(receipt.number) }).click();
    await clickUntil(
      byHand.getByRole('button', { name: 'Match by hand' }),
      'the movement is reconciled',
      async () => (await server.api<{ isReconciled: boolean }>('finance', 'GET', `/admin/finance/cashflow/${movement.id}`)).isReconciled,
      { writes: true },
    );
    const matches = await server.api<{ parentTable: string; parent: number; amount: number }[]>('finance', 'GET', `/admin/finance/cashflow/matches?cashFlowEntryId=${movement.id}`);
    expect(matches).toMatchObject([{ parentTable: 'receipts', parent: receipt.id, amount: 32.4 }]);
    await employeeContext.close();
    await financeContext.close();
  }, 240_000);
});
