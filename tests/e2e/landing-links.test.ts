// Where links land (issue 27), the checks landing.test.ts left out: the inbox badge opens the inbox filtered on
// what waits, a receipt number opens that receipt, a deeper link survives sign-in, and Back and Forward through
// the home redirect at `/` never leave an empty page.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn, waitForSignInPage } from './helpers/sign-in';
import { chooseFromMenu } from './helpers/menus';
import { globalSearchBox, pickSuggestion } from './helpers/global-search';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const newPage = async () => (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The page shows something of its own under the top bar: a heading of the screen. */
const showsScreen = (page: Page) => page.locator('main').getByRole('heading').first().waitFor({ timeout: 30_000 });

describe('the top bar and search open the record or the work', () => {
  it('the inbox badge opens HR requests filtered on those under review, the filter removable', async () => {
    const page = await newPage();
    await signIn(page, 'admin', server.origin);
    const badge = page.getByRole('link', { name: /^HR requests, \d+ pending$/ });
    await badge.waitFor({ timeout: 30_000 });
    const reviewing = page.waitForResponse((response) => /\/api\/admin\/hr_timesheet\?.*state=Reviewing/.test(response.url()), { timeout: 30_000 });
    await badge.click();
    await page.waitForURL((url) => url.pathname === '/admin/leave_requests', { timeout: 30_000 });
    await reviewing;
    const filters = page.getByLabel('Filters', { exact: true });
    await expect.poll(() => filters.innerText(), { timeout: 30_000 }).toMatch(/State equals\s*Reviewing/);
    await filters.getByLabel('Remove filter').click();
    await expect.poll(() => filters.count(), { timeout: 15_000 }).toBe(0);
  });

  it('a receipt number opens that receipt', async () => {
    // The last receipt: never on the list's first page when the list is sorted oldest first.
    const receipts = await server.api<Row[]>('admin', 'GET', '/admin/finance/receipts?_sort=id&_order=DESC&_end=1');
    const [receipt] = receipts;
    expect(receipt).toBeDefined();
    const number = String(receipt.number);
    expect(number).toMatch(/^RCP-/);
    const page = await newPage();
    await signIn(page, 'admin', server.origin);
    const box = globalSearchBox(page);
    await box.click();
    await box.fill(number);
    await pickSuggestion(page.getByRole('option', { name: new RegExp(number) }), (url) => url.pathname === `/receipts/${receipt.id}`);
    await page.getByText(number, { exact: true }).first().waitFor({ timeout: 30_000 });
  });
});

describe('sign-in and history', () => {
  it("a record page's link opened before sign-in lands on that record after sign-in", async () => {
    const [employee] = await server.api<Row[]>('admin', 'GET', '/admin/employees?_sort=id&_order=DESC&_end=1');
    const page = await newPage();
    await page.goto(`${server.origin}/admin/employee_details/${employee.id}`);
    await waitForSignInPage(page);
    await signIn(page, 'hr');
    await page.waitForURL((url) => url.pathname === `/admin/employee_details/${employee.id}`, { timeout: 30_000 });
    await page.getByText(String(employee.fullName)).first().waitFor({ timeout: 30_000 });
  });

  for (const [username, home] of [
    ['admin', '/admin/dashboard'],
    ['pm', '/profile'],
  ] as const) {
    it(`${username}: Back and Forward through the home redirect at / never leave an empty page`, async () => {
      const page = await newPage();
      await signIn(page, username, server.origin);
      await page.waitForURL((url) => url.pathname === home, { timeout: 30_000 });
      await showsScreen(page);
      // Through the menu's Dashboard link (the SPA's own navigation), then the top bar's profile page.
      // The menu's Dashboard item (`/`, the home redirect), then the profile: both the SPA's own navigation.
      await page.locator('aside').getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL((url) => url.pathname === home, { timeout: 30_000 });
      await showsScreen(page);
      await chooseFromMenu(page, page.getByRole('banner').getByRole('button', { name: 'Profile menu' }), 'Profile', {
        until: 'the profile page is open',
        done: async () => pathOf(page) === '/profile',
      });
      await showsScreen(page);
      await page.goBack();
      await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe(home);
      await showsScreen(page);
      await page.goForward();
      await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/profile');
      await showsScreen(page);
    });
  }
});
