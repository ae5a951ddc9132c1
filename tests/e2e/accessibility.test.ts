// Issue 28, accessibility, beyond what the walk of every page judges (every-page.test.ts): a danger button's
// contrast in the light theme, on a record page and in its confirmation, and the skip link that leads past the
// menu to the main content.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone } from './helpers/animations';
import { findingLines, seriousViolations, switchTheme } from './helpers/axe';
import type { SeededPortal } from './helpers/seeded-portal';
import { goInApp, settled, watchApiCalls } from './helpers/page-settled';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';

let browser: Browser;
let server: SeededPortal;
withSeededBrowser((started) => ({ server, browser } = started));

/** The open API calls of each page, watched from its start (a list is judged once its rows have arrived). */
const apiCalls = new WeakMap<Page, () => boolean>();
const watched = (page: Page) => {
  apiCalls.set(page, watchApiCalls(page));
  return page;
};

/** Settled (no API call open, lists with their rows), and every finite animation done: axe judges colours as they end, not mid-transition. */
const still = async (page: Page) => {
  await settled(page, apiCalls.get(page));
  await animationsDone(page);
};

describe('accessibility beyond the walk of every page', () => {
  it('danger buttons read 4.5:1 in the light theme: a record page\'s Delete and its confirmation\'s filled Delete', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = watched(await context.newPage());
    await signIn(page, 'admin', server.origin);
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
    await switchTheme(page, 'light');
    await goInApp(page, '/admin/employees');
    await still(page);
    // The list's rows come after its frame: wait for the first record's link (a loaded CI run read the empty table).
    await page.locator('main .ant-table-tbody a[href^="/"]').first().waitFor({ timeout: 30_000 });
    const href = await page.evaluate(() => document.querySelector('main .ant-table-tbody a[href^="/"]')?.getAttribute('href') ?? null);
    expect(href).not.toBeNull();
    await goInApp(page, href!);
    await still(page);
    const remove = page.locator('main').getByRole('button', { name: 'Delete' }).first();
    await remove.waitFor({ timeout: 30_000 });
    expect(await remove.evaluate((element) => element.classList.contains('ant-btn-dangerous'))).toBe(true);
    const onPage = findingLines(`${href} (light)`, await seriousViolations(page));
    await remove.click();
    // The pointer leaves the button it clicked: a hovered button has its lighter hover colour until the dialog's
    // mask is hit-tested, which a loaded machine may not have done when the dialog is read (CI read it so).
    await page.mouse.move(0, 0);
    const confirm = page.locator('.ant-modal-confirm .ant-btn-dangerous, .ant-modal .ant-btn-dangerous').first();
    await confirm.waitFor({ timeout: 15_000 });
    await animationsDone(page);
    const inDialog = findingLines(`${href} delete confirmation (light)`, await seriousViolations(page));
    await context.close();
    expect([...onPage, ...inDialog]).toEqual([]);
  });

  it('a skip link is the first thing Tab reaches and moves the focus to the main content', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = watched(await context.newPage());
    await signIn(page, 'employee', server.origin);
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
    await still(page);
    await page.locator('body').press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await skip.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await context.close();
  });
});
