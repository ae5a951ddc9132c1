// The sales manager's main job on a quote, in the browser: two lines written in the quote editor, the
// totals shown (the server's, per line rounding), the quote sent and accepted, then made a contract with
// its work order in one action.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';

type Row = { id: number } & Record<string, unknown>;

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('quote to contract in the browser', () => {
  it('sales builds a quote of two lines, sees its totals, accepts it and makes it a contract with a work order', async () => {
    const [customer] = await server.api<Row[]>('sales', 'GET', '/admin/customers?_end=1');
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
      await page.getByRole('button', { name: /Add line/ }).click();
      await expect.poll(() => lines.getByText(description).count(), { timeout: 10_000 }).toBe(1);
    };
    // 2 × 100.05 = 200.10 with 22% VAT = 44.022 → 44.02; 1 × 50 with 10% = 5.
    await addLine('Analisi funzionale', '2', '100.05', '22');
    await addLine('Licenza annuale', '1', '50', '10');
    await expect.poll(() => page.getByTestId('quote-total').textContent(), { timeout: 10_000 }).toBe('€299.12');
    expect(await page.getByTestId('quote-taxable').textContent()).toBe('€250.10');
    expect(await page.getByTestId('quote-vat').textContent()).toBe('€49.02');

    const runConfirmed = async (label: string) => {
      await page.getByRole('button', { name: label, exact: true }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: label }).click();
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    };
    await runConfirmed('Mark as sent');
    // Sent: the lines are no longer editable.
    await expect.poll(() => page.getByRole('button', { name: /Add line/ }).count(), { timeout: 10_000 }).toBe(0);
    await runConfirmed('Accept');
    // The page shows the accepted quote (its tag) before its contract button is used.
    await page.locator('.ant-tag', { hasText: 'Accepted' }).first().waitFor({ timeout: 30_000 });
    const makeContract = page.getByRole('button', { name: 'Make contract', exact: true });
    await makeContract.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await makeContract.click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Start a work order too').click();
    await form.getByRole('button', { name: 'Make contract' }).click();

    const contractOf = async () => (await server.api<Row[]>('sales', 'GET', `/admin/sales/customer_contracts?quoteId=${quote.id}`))[0];
    await expect.poll(async () => (await contractOf())?.workOrderId ?? null, { timeout: 10_000 }).not.toBeNull();
    expect(await contractOf()).toMatchObject({ customerId: customer.id, amount: 250.1, title: 'Portale e2e', status: 'Active' });
    expect(await server.api<Row>('sales', 'GET', `/admin/sales/quotes/${quote.id}`)).toMatchObject({ status: 'Accepted', total: 299.12 });
    // The contract shows on the quote's page, linked back.
    await page.reload();
    await expect.poll(() => page.getByRole('table', { name: 'Contract' }).getByText('Portale e2e').count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  }, 120_000);
});
