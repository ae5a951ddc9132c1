// Issue 28, accessibility: axe-core (every rule) finds no serious or critical violation on any route of the
// registry, judged as each development role that may open it: every side-menu entry of the role and the first
// record page its list links to. A skip link leads past the menu to the main content.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_USERS } from '../../server/auth/dev-users';
import { ACCESS_DENIED_PATH, homePathFor } from '../../src/access/home-path';
import { splitOptionalId } from '../../resources/paths';
import { isDark, seriousViolations, type AxeFinding, switchTheme } from './helpers/axe';
import { animationsDone } from './helpers/animations';
import type { SeededPortal } from './helpers/seeded-portal';
import { goInApp, settled, watchApiCalls } from './helpers/page-settled';
import { withSeededBrowser } from './helpers/seeded-browser';
import { isMenuRouteOpenTo, menuRoutes } from './helpers/side-menu';
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

/** The serious and critical findings of the page at `path` once it has settled; a page that never settles is one. */
const judge = async (page: Page, path: string) => {
  try {
    await still(page);
  } catch (error) {
    return [`${path}: never settled (${String(error).split('\n')[0]})`];
  }
  return describeFindings(path, await seriousViolations(page));
};

const describeFindings = (path: string, findings: AxeFinding[]) => findings.map((finding) => `${path}: ${finding.rule} (${finding.impact}) ${finding.help} — ${finding.targets.slice(0, 3).join(' | ')}`);

describe('every route of the registry, as each role that may open it', () => {
  it.each(DEV_USERS.map((user) => ({ username: user.username, role: user.role })))(
    '$username meets no serious or critical accessibility violation',
    async ({ username, role }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = watched(await context.newPage());
      await signIn(page, username, server.origin);
      await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
      const hasHome = homePathFor([role]) !== ACCESS_DENIED_PATH;
      const entries = [
        ...new Set(
          menuRoutes()
            .filter((route) => isMenuRouteOpenTo(route, [role]) && (hasHome || route.path !== '/'))
            .map((route) => splitOptionalId(route.path).listPath),
        ),
      ];
      const problems: string[] = [];
      const judged: string[] = [];
      for (const entry of entries) {
        // `/` draws nothing: it redirects to the role's home page, which a click on Dashboard shows and is judged.
        // (A popstate onto `/` leaves react-router's <Navigate> unfired, so the test goes where the click goes.)
        await goInApp(page, entry === '/' ? homePathFor([role]) : entry);
        problems.push(...(await judge(page, entry)));
        judged.push(entry);
        const href = await page.evaluate(() => document.querySelector('main .ant-table-tbody a[href^="/"]')?.getAttribute('href') ?? null);
        if (!href) continue;
        await goInApp(page, href);
        problems.push(...(await judge(page, href)));
        judged.push(href);
      }
      console.info(`${username}: ${judged.length} pages judged: ${judged.join(', ')}`);
      await context.close();
      expect(problems).toEqual([]);
    },
    900_000,
  );

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
    const onPage = describeFindings(`${href} (light)`, await seriousViolations(page));
    await remove.click();
    // The pointer leaves the button it clicked: a hovered button has its lighter hover colour until the dialog's
    // mask is hit-tested, which a loaded machine may not have done when the dialog is read (CI read it so).
    await page.mouse.move(0, 0);
    const confirm = page.locator('.ant-modal-confirm .ant-btn-dangerous, .ant-modal .ant-btn-dangerous').first();
    await confirm.waitFor({ timeout: 15_000 });
    await animationsDone(page);
    const inDialog = describeFindings(`${href} delete confirmation (light)`, await seriousViolations(page));
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
