// The accountant dashboard's "Payrolls to process" (issue 27): its link opens the payrolls list on exactly the
// payrolls the card counts (the statuses not yet final, and not the accountant's own, which four eyes leave to
// another person: issue 43), as visible, removable filters.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';

type Row = { id: number; status: string; employeeId: number };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe("the accountant dashboard's payrolls to process", () => {
  it('opens the payrolls list on exactly the payrolls it counts, the filter shown and removable', async () => {
    const [me] = await server.api<{ id: number }[]>('accountant', 'GET', '/employees');
    const toProcess = (await server.api<Row[]>('accountant', 'GET', '/admin/labour?_end=1000')).filter((row) => ['Draft', 'Calculated'].includes(row.status) && row.employeeId !== me?.id);
    expect(toProcess.length).toBeGreaterThan(0);

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, 'accountant', server.origin);
    await page.goto(`${server.origin}/accountant/dashboard`);
    const card = page.locator('.ant-card').filter({ hasText: 'Payrolls to process' });
    await card.locator('.ant-statistic-content-value').waitFor({ timeout: 30_000 });
    await expect.poll(async () => Number(await card.locator('.ant-statistic-content-value').innerText()), { timeout: 30_000 }).toBe(toProcess.length);

    const listed = page.waitForResponse((response) => /\/api\/admin\/labour\?/.test(response.url()) && response.url().includes('_where'), { timeout: 30_000 });
    await card.getByRole('link', { name: 'Open list' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/payrolls', { timeout: 30_000 });
    const response = await listed;
    expect(Number(response.headers()['x-total-count'])).toBe(toProcess.length);
    const filters = page.getByLabel('Filters', { exact: true });
    await expect.poll(() => filters.innerText(), { timeout: 30_000 }).toMatch(/Status is one of\s*Draft, Calculated/);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(Math.min(toProcess.length, 25));
    const texts = await rows.evaluateAll((cells) => cells.map((row) => row.textContent ?? ''));
    expect(texts.every((text) => /Draft|Calculated/.test(text))).toBe(true);

    const removers = filters.getByLabel('Remove filter');
    for (let left = await removers.count(); left > 0; left -= 1) {
      await removers.first().click();
      await expect.poll(() => removers.count(), { timeout: 15_000 }).toBe(left - 1);
    }
    await expect.poll(() => filters.count(), { timeout: 15_000 }).toBe(0);
  }, 240_000);
});
