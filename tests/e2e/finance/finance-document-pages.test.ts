// The pages of finance's and legal's documents (issue 30), done by clicking: finance opens an invoice, attaches
// its PDF, matches a movement to it by picking the invoice on the reconciliation screen, and undoes the match
// on the invoice's page; finance records an F24, attaches it, marks it paid and undoes that; the administrator attaches the
// signed PDF of a statement of work.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { chooseUntil, clickUntil, confirmUntil } from '../helpers/act-until';
import { firmToday } from '../../../resources/firm-calendar';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
type Invoice = { id: number; isPaid: boolean; hasInvoicePdfFile: boolean };
type Tax = { id: number; description: string; isPaid: boolean; paidDate: string | null };

const newPage = async (username: string): Promise<Page> => {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, username, server.origin);
  return page;
};

describe('finance and legal document pages in the browser', () => {
  it('finance opens an invoice, attaches its PDF, matches a movement by picking the invoice, and undoes it', async () => {
    const today = firmToday();
    const [account] = await server.api<{ id: number }[]>('finance', 'GET', '/admin/finance/accounts?_sort=id&_order=asc&_end=1');
    const invoice = await server.api<Invoice>('finance', 'PUT', '/admin/finance/invoices', {
      direction: 'out', number: 'E2E-PAGE-77', date: today, taxable: 500, vat: 110, total: 610, dueDate: today,
    });
    const description = 'ACCREDITO BONIFICO ORDINANTE CLIENTE DI PROVA PAGINE RIF 0077 CAUSALE SALDO';
    await server.api('finance', 'PUT', '/admin/finance/cashflow', { accountId: account.id, direction: 'in', amount: 610, description, date: today });

    const page = await newPage('finance');
    // The invoices list → its page.
    await page.goto(`${server.origin}/admin/invoices`);
    await page.locator('tr', { hasText: 'E2E-PAGE-77' }).getByRole('link', { name: 'Show' }).click({ timeout: 60_000 });
    await page.waitForURL(new RegExp(`/admin/invoices/${invoice.id}$`));
    await expect.poll(() => page.getByRole('table', { name: 'VAT summary' }).isVisible(), { timeout: 30_000 }).toBe(true);

    // Attach a file: the PDF, stored and ticked.
    const dialog = page.getByRole('dialog');
    await clickUntil(page.getByRole('button', { name: 'Attach a file' }), 'the attach form is open', () => dialog.getByRole('combobox', { name: 'File' }).isVisible());
    const kind = dialog.locator('.ant-select', { has: page.getByRole('combobox', { name: 'File' }) });
    await chooseUntil(page, dialog.getByRole('combobox', { name: 'File' }), page.locator('.ant-select-dropdown:visible').getByTitle('PDF', { exact: true }), 'PDF is chosen', async () =>
      (await kind.locator('.ant-select-selection-item').allInnerTexts()).includes('PDF'),
    );
    await dialog.locator('input[type=file]').setInputFiles({ name: 'fattura-E2E-PAGE-77.pdf', mimeType: 'application/pdf', buffer: PDF });
    // The chosen file's name shows before its upload has finished: the stored file is the outcome.
    await clickUntil(
      dialog.getByRole('button', { name: 'Attach a file' }),
      'the invoice has its PDF',
      async () => (await server.api<Invoice>('finance', 'GET', `/admin/finance/invoices/${invoice.id}`)).hasInvoicePdfFile,
      { writes: true },
    );
    await expect.poll(() => page.getByText('fattura-E2E-PAGE-77.pdf').first().isVisible(), { timeout: 30_000 }).toBe(true);

    // Reconciliation: the movement, read in full, matched by hand to the invoice picked by its number.
    await page.goto(`${server.origin}/admin/reconciliation`);
    await page.getByText(description).first().click({ timeout: 60_000 });
    const byHand = page.locator('.ant-card', { hasText: 'Match by hand' });
    const picker = byHand.getByRole('combobox', { name: 'Which one' });
    await picker.click();
    await picker.fill('E2E-PAGE-77');
    await page.locator('.ant-select-item-option', { hasText: 'E2E-PAGE-77' }).click();
    // The chosen movement does not push the buttons off a 1440-pixel screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    await clickUntil(byHand.getByRole('button', { name: 'Match by hand' }), 'the invoice is paid', async () => (await server.api<Invoice>('finance', 'GET', `/admin/finance/invoices/${invoice.id}`)).isPaid, { writes: true });

    // Back on the invoice's page: the payment is listed; undo it.
    await page.goto(`${server.origin}/admin/invoices/${invoice.id}`);
    const payments = page.locator('.ant-card', { hasText: 'Payments' });
    await expect.poll(() => payments.getByText(description).isVisible(), { timeout: 30_000 }).toBe(true);
    await confirmUntil({
      open: payments.getByRole('button', { name: 'Undo the match' }),
      confirm: page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }),
      until: 'the invoice is no longer paid',
      done: async () => !(await server.api<Invoice>('finance', 'GET', `/admin/finance/invoices/${invoice.id}`)).isPaid,
    });
    await expect.poll(() => payments.getByText('No bank movement is matched to it').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.context().close();
  }, 240_000);

  it('finance records an F24, attaches it, marks it paid and undoes the payment', async () => {
    const page = await newPage('finance');
    await page.goto(`${server.origin}/admin/taxes`);
    const drawer = page.locator('.ant-drawer-open');
    await clickUntil(page.getByRole('button', { name: /Create$/ }).first(), 'the new tax form is open', () => drawer.getByLabel('Description', { exact: true }).isVisible(), { timeout: 90_000, patience: 20_000 });
    await drawer.getByLabel('Description', { exact: true }).fill('F24 ritenute novembre E2E');
    const taxKind = drawer.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Tax' }) });
    await chooseUntil(page, drawer.getByRole('combobox', { name: 'Tax' }), page.locator('.ant-select-dropdown:visible').getByTitle('IRPEF withholding'), 'IRPEF withholding is chosen', async () =>
      (await taxKind.locator('.ant-select-selection-item').allInnerTexts()).includes('IRPEF withholding'),
    );
    await drawer.getByLabel('Year', { exact: true }).fill('2026');
    await drawer.getByLabel('Month', { exact: true }).fill('11');
    await drawer.getByLabel('Amount', { exact: true }).fill('1234.56');
    const due = drawer.getByLabel('Due date', { exact: true });
    await due.click();
    await due.pressSequentially('12/16/26');
    await due.press('Tab');
    let tax: Tax | undefined;
    await clickUntil(
      drawer.getByRole('button', { name: 'Save' }),
      'the tax is stored',
      async () => (tax = (await server.api<Tax[]>('finance', 'GET', `/admin/finance/taxes?description=${encodeURIComponent('F24 ritenute novembre E2E')}`))[0]) !== undefined,
      { writes: true },
    );

    await page.goto(`${server.origin}/admin/taxes/${tax!.id}`);
    const files = page.locator('.ant-card', { hasText: 'Attachments' });
    await files.locator('input[type=file]').setInputFiles({ name: 'F24-novembre.pdf', mimeType: 'application/pdf', buffer: PDF });
    const storedTaxFiles = async () => (await server.api<{ fileName: string }[]>('finance', 'GET', `/admin/finance/taxes/attachments/${tax!.id}`)).map((file) => file.fileName);
    await clickUntil(files.getByRole('button', { name: 'Upload' }), 'the file is stored', async () => (await storedTaxFiles()).includes('F24-novembre.pdf'), { writes: true });
    await expect.poll(() => files.getByText('F24-novembre.pdf').isVisible(), { timeout: 30_000 }).toBe(true);
    // Unpaid, it offers a match to a movement; paid by hand instead.
    await expect.poll(() => page.getByText('Match to a bank movement').isVisible(), { timeout: 30_000 }).toBe(true);

    const dialog = page.getByRole('dialog');
    const paidOn = dialog.getByLabel('Paid on');
    await clickUntil(page.getByRole('button', { name: 'Mark paid' }), 'the Mark paid form is open', () => paidOn.isVisible());
    await paidOn.click();
    await paidOn.pressSequentially('11/16/26');
    await paidOn.press('Tab');
    await clickUntil(dialog.getByRole('button', { name: 'Mark paid' }), 'the tax is paid', async () => (await server.api<Tax>('finance', 'GET', `/admin/finance/taxes/${tax!.id}`)).isPaid, { writes: true });
    expect((await server.api<Tax>('finance', 'GET', `/admin/finance/taxes/${tax!.id}`)).paidDate).toBe('2026-11-16');
    await expect.poll(() => page.getByRole('button', { name: 'Mark paid' }).count(), { timeout: 30_000 }).toBe(0);

    // A wrong day: the payment marked by hand is undone from the page (the server checks the tax's version).
    await page.getByText('Marked paid by hand on 11/16/26').waitFor({ timeout: 30_000 });
    await confirmUntil({
      open: page.getByRole('button', { name: 'Undo the payment' }),
      confirm: page.locator('.ant-popconfirm').getByRole('button', { name: /^(OK|Yes)$/ }),
      until: 'the tax is no longer paid',
      done: async () => !(await server.api<Tax>('finance', 'GET', `/admin/finance/taxes/${tax!.id}`)).isPaid,
    });
    expect((await server.api<Tax>('finance', 'GET', `/admin/finance/taxes/${tax!.id}`)).paidDate).toBeNull();
    await page.getByRole('button', { name: 'Mark paid' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Undo the payment' }).count()).toBe(0);
    await page.context().close();
  }, 240_000);

  it('the administrator attaches the signed PDF of a statement of work', async () => {
    // A draft of its own: a signed statement's files are evidence, locked but for an administrator's reason.
    const [signed] = await server.api<{ workOrderId: number }[]>('admin', 'GET', '/admin/sow?_sort=id&_order=asc&_end=1');
    const sow = await server.api<{ id: number; title: string }>('admin', 'PUT', '/admin/sow', { title: 'SOW da firmare (prova)', workOrderId: signed.workOrderId });
    const page = await newPage('admin');
    await page.goto(`${server.origin}/admin/sow`);
    await page.locator('tr', { hasText: sow.title }).getByRole('link', { name: 'Show' }).click({ timeout: 60_000 });
    await page.waitForURL(new RegExp(`/admin/sow/${sow.id}$`));
    const files = page.locator('.ant-card', { hasText: 'Attachments' });
    await files.locator('input[type=file]').setInputFiles({ name: 'sow-firmato.pdf', mimeType: 'application/pdf', buffer: PDF });
    // The chosen file's name shows before its upload has finished: the stored list is what counts.
    const stored = async () => (await server.api<{ fileName: string }[]>('admin', 'GET', `/admin/sow/attachments/${sow.id}`)).map((file) => file.fileName);
    await clickUntil(files.getByRole('button', { name: 'Upload' }), 'the file is stored', async () => (await stored()).includes('sow-firmato.pdf'), { writes: true });
    await expect.poll(() => files.getByText('sow-firmato.pdf').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.context().close();
  }, 240_000);
});
