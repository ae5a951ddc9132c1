// The payrolls list as the accountant meets it every day (issue 27): it opens on the payrolls that still need
// action (not yet paid), the filter shown and removable, and its row actions fit their cell.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('the payrolls list', () => {
  it('opens on the payrolls not yet paid, the filter removable, and its row actions are not clipped', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, 'admin', server.origin);
    const needingAction = page.waitForResponse((response) => /\/api\/admin\/labour\?.*status/.test(response.url()), { timeout: 30_000 });
    await page.goto(`${server.origin}/admin/payrolls`);
    const filteredTotal = Number((await needingAction).headers()['x-total-count']);
    const filters = page.getByLabel('Filters', { exact: true });
    await expect.poll(() => filters.innerText(), { timeout: 30_000 }).toMatch(/Status\s+(not equal|is not|≠|does not equal)?.*Paid/);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor({ timeout: 30_000 });
    const statuses = await rows.evaluateAll((cells) => cells.map((row) => row.textContent ?? ''));
    expect(statuses.every((text) => !/Paid/.test(text))).toBe(true);

    // No button of a row is cut short: its text fits the button.
    const clipped = await page.locator('.ant-table-tbody tr.ant-table-row button').evaluateAll((buttons) =>
      buttons.filter((button) => button.scrollWidth > button.clientWidth || [...button.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth)).map((button) => button.textContent),
    );
    expect(clipped).toEqual([]);

    // Without the filter the paid payrolls are back: the list counts more (its first page holds the newest months).
    const everything = page.waitForResponse((response) => /\/api\/admin\/labour\?/.test(response.url()) && !/status/.test(response.url()), { timeout: 30_000 });
    const removes = filters.getByLabel('Remove filter');
    while ((await removes.count()) > 0) await removes.first().click();
    await expect.poll(() => filters.count(), { timeout: 15_000 }).toBe(0);
    expect(Number((await everything).headers()['x-total-count'])).toBeGreaterThan(filteredTotal);
  });
});
