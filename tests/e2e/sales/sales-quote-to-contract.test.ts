// The sales manager's main job on a quote, in the browser: three lines on two VAT rates written in the quote
// editor, the totals shown (the server's, per line rounding), its PDF downloaded, the quote sent and
// accepted, then made a contract with its work order in one action, and the chain on the customer's page.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { clickUntil, confirmUntil } from '../helpers/act-until';

type Row = { id: number } & Record<string, unknown>;

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('quote to contract in the browser', () => {
  it('sales builds a quote of three lines, downloads its PDF, accepts it into a contract with a work order and sees the chain', async () => {
    const customer = await server.api<Row>('sales', 'PUT', '/admin/customers', { name: `Cliente e2e ${Date.now()}`, city: 'Torino' });
    const quote = await server.api<Row>('sales', 'PUT', '/admin/sales/quotes', { title: 'Portale e2e', customerId: customer.id });

    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'sales', server.origin);
    await page.goto(`${server.origin}/admin/sales/quotes/${quote.id}`);

    const lines = page.getByRole('table', { name: 'Quote lines' });
    const addLine = async (description: string, quantity: string, unitPrice: string, vatRate: string) => {
      await page.getByLabel('Description').fill(description);
      await page.getByLabel('Quantity').fill(quantity);
      await page.getByLabel('Unit price').fill(unitPrice);
      await page.getByLabel('VAT rate %').fill(vatRate);
      await clickUntil(page.getByRole('button', { name: /Add line/ }), `the line ${description} is listed`, async () => (await lines.getByText(description).count()) > 0, { writes: true });
      await expect.poll(() => lines.getByText(description).count(), { timeout: 10_000 }).toBe(1);
    };
    // 2 × 100.05 = 200.10 with 22% VAT = 44.022 → 44.02; 1 × 100 with 22% = 22; 1 × 50 with 10% = 5.
    await addLine('Analisi funzionale', '2', '100.05', '22');
    await addLine('Sviluppo', '1', '100', '22');
    await addLine('Licenza annuale', '1', '50', '10');
    await expect.poll(() => page.getByTestId('quote-total').textContent(), { timeout: 10_000 }).toBe('€421.12');
    await expect.poll(() => page.getByTestId('quote-taxable').textContent()).toBe('€350.10');
    await expect.poll(() => page.getByTestId('quote-vat').textContent()).toBe('€71.02');

    // The PDF the customer receives, named after the quote.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Download PDF' }).first().click()]);
    expect(download.suggestedFilename()).toBe(`${String(quote.number)}.pdf`);
    expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');

    const status = async () => (await server.api<Row>('sales', 'GET', `/admin/sales/quotes/${quote.id}`)).status;
    const runConfirmed = async (label: string, outcome: string) => {
      await confirmUntil({
        open: page.getByRole('button', { name: label, exact: true }).first(),
        confirm: page.getByRole('dialog').getByRole('button', { name: label }),
        until: `the quote is ${outcome}`,
        done: async () => (await status()) === outcome,
      });
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    };
    await runConfirmed('Mark as sent', 'Sent');
    // Sent: the lines are no longer editable.
    await expect.poll(() => page.getByRole('button', { name: /Add line/ }).count(), { timeout: 10_000 }).toBe(0);
    await runConfirmed('Accept', 'Accepted');
    // The page shows the accepted quote (its tag) before its contract button is used.
    await page.locator('.ant-tag', { hasText: 'Accepted' }).first().waitFor({ timeout: 30_000 });
    const makeContract = page.getByRole('button', { name: 'Make contract', exact: true });
    await makeContract.scrollIntoViewIfNeeded({ timeout: 30_000 });
    const form = page.getByRole('dialog');
    const withWorkOrder = form.getByLabel('Start a work order too');
    await clickUntil(makeContract, 'the contract form is open', () => withWorkOrder.isVisible());
    // The dialog zooms in: a click while it moves can press on the switch and release beside it (clickUntil presses
    // once the animations are over, and again while the switch is off).
    await clickUntil(withWorkOrder, 'the work order switch is on', () => withWorkOrder.isChecked());
    const contractOf = async () => (await server.api<Row[]>('sales', 'GET', `/admin/sales/customer_contracts?quoteId=${quote.id}`))[0];
    await clickUntil(form.getByRole('button', { name: 'Make contract' }), 'the quote has its contract', async () => (await contractOf()) !== undefined, { writes: true });
    await expect.poll(async () => (await contractOf())?.workOrderId ?? null, { timeout: 10_000 }).not.toBeNull();
    expect(await contractOf()).toMatchObject({ customerId: customer.id, amount: 350.1, title: 'Portale e2e', status: 'Active' });
    expect(await server.api<Row>('sales', 'GET', `/admin/sales/quotes/${quote.id}`)).toMatchObject({ status: 'Accepted', total: 421.12 });
    // The contract shows on the quote's page, linked back, and Make contract is no longer offered.
    await page.reload();
    await expect.poll(() => page.getByRole('table', { name: 'Contract' }).getByText('Portale e2e').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Make contract', exact: true }).count()).toBe(0);

    // The customer's page: quoted and contracted side by side, the contract in its list.
    await page.goto(`${server.origin}/admin/sales/details_customers/${customer.id}`);
    await expect.poll(() => page.getByTestId('chain-contracted').textContent(), { timeout: 30_000 }).toContain('€350.10');
    await expect.poll(() => page.getByTestId('chain-quoted').textContent()).toContain('€350.10');
    await expect.poll(() => page.getByTestId('chain-budget').textContent()).toContain('0 h');
    await expect.poll(() => page.getByRole('table', { name: 'Contracts' }).getByText('Portale e2e').count(), { timeout: 10_000 }).toBe(1);

    // Sales open the contract's own page from the customer's list of contracts.
    const contract = (await contractOf())!;
    await clickUntil(page.getByRole('table', { name: 'Contracts' }).getByRole('link', { name: 'Show' }).first(), "the contract's page is open", async () =>
      page.url().endsWith(`/admin/sales/contracts_customers/${contract.id}`),
    );
    await expect.poll(() => page.getByText('Customer contract Portale e2e').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByText(String(contract.number)).count()).toBeGreaterThan(0);
    await context.close();
  }, 120_000);
});
