// The salesperson's conversion of a qualified lead that already has an opportunity: the customer it becomes
// carries that opportunity (no second, empty one); then the customers list, filtered by a word inside the name
// ("mario"), finds "Trattoria da Mario" — text filters start on "contains".
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { clickUntil, confirmUntil, noPopupOpen } from '../helpers/act-until';

type Row = Record<string, unknown> & { id: number };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('lead conversion in the browser', () => {
  it('sales converts a lead with an opportunity, finds it on the customer, and finds the customer by "mario"', async () => {
    const lead = await server.api<Row>('sales', 'PUT', '/admin/sales/leads', { name: 'Trattoria da Mario', email: 'info@trattoriadamario.example.com' });
    await server.api('sales', 'POST', `/admin/sales/leads/qualify/${lead.id}`, { version: lead.version });
    const opportunity = await server.api<Row>('sales', 'PUT', `/admin/sales/opportunity/${lead.id}`, { title: 'Menu digitale e prenotazioni', expectedAmount: 6400 });

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'sales', server.origin);
    await page.goto(`${server.origin}/admin/sales/leads/${lead.id}`);
    const converted = async () => (await server.api<Row>('sales', 'GET', `/admin/sales/leads/${lead.id}`)).customerId ?? null;
    await confirmUntil({
      open: page.getByRole('button', { name: 'Convert to customer' }),
      confirm: page.getByRole('dialog').getByRole('button', { name: 'Convert to customer' }),
      until: 'the lead has its customer',
      done: async () => (await converted()) !== null,
      timeout: 90_000,
    });
    const customerId = (await converted()) as number;
    const ofCustomer = await server.api<Row[]>('sales', 'GET', `/admin/sales/opportunity?customerId=${customerId}`);
    expect(ofCustomer.map((row) => row.id)).toEqual([opportunity.id]);

    // The customer's page lists the lead's opportunity.
    await page.goto(`${server.origin}/admin/sales/details_customers/${customerId}`);
    const opportunities = page.getByRole('table', { name: 'Opportunities' });
    await expect.poll(() => opportunities.getByText('Menu digitale e prenotazioni').count(), { timeout: 30_000 }).toBe(1);

    // The customers list: a filter on the name by "mario" (contains, preselected) finds the trattoria.
    await page.goto(`${server.origin}/admin/sales/customers`);
    const header = page.getByRole('columnheader', { name: /Company name/ });
    await header.waitFor({ timeout: 30_000 });
    const value = page.getByPlaceholder('Company name value');
    await clickUntil(header.locator('.ant-table-filter-trigger'), "the name's filter is open", () => value.isVisible(), { mayRepeat: noPopupOpen(page) });
    expect(await page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Company name filter operator' }) }).innerText()).toContain('Contains');
    await value.fill('mario');
    await clickUntil(page.getByRole('button', { name: 'Apply' }), 'the list is filtered by "mario"', async () => new URL(page.url()).search.includes('mario'));
    await expect.poll(() => page.locator('.ant-table-tbody').getByText('Trattoria da Mario').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).search).not.toContain('startswith');
    await context.close();
  }, 180_000);
});
