// Issue 15, "no dead ends": for every development and demo user, a bounded crawl from the landing page
// through every side-menu entry the user has, and the first record link of each list, asserts that no
// navigation ends on /auth/access (except the landing of a role with no home page, SPEC §2), no API call
// answers 401/403, and no page logs an error.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, DEV_USERS } from '../../server/auth/dev-users';
import { ACCESS_DENIED_PATH, homePathFor } from '../../src/access/home-path';
import { splitOptionalId } from '../../resources/paths';
import type { Role } from '../../resources/vocabulary';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { isMenuRouteOpenTo, menuRoutes } from './helpers/side-menu';
import { signIn } from './helpers/sign-in';

const PEOPLE: { username: string; roles: readonly Role[] }[] = [
  ...DEV_USERS.map((user) => ({ username: user.username, roles: [user.role] })),
  ...DEMO_USERS.map((user) => ({ username: user.username, roles: user.roles })),
];

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

/** Watches one page: refusals of API calls, logged errors, and how many API calls are still open. */
const watch = (page: Page) => {
  const problems: string[] = [];
  let pending = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) pending += 1;
  });
  const settle = (url: string) => {
    if (isApi(url)) pending = Math.max(0, pending - 1);
  };
  page.on('requestfinished', (request) => settle(request.url()));
  page.on('requestfailed', (request) => settle(request.url()));
  page.on('response', (response) => {
    if (isApi(response.url()) && [401, 403].includes(response.status()))
      problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname} (on ${new URL(page.url()).pathname})`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${new URL(page.url()).pathname}: ${error.message}`));
  return { problems, isIdle: () => pending === 0 };
};

/** The content has rendered and no API call is open (no fixed sleeps). */
const settled = async (page: Page, isIdle: () => boolean) => {
  await page.locator('.ant-card, .ant-result, .ant-table, main').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => isIdle() && page.locator('.ant-spin-spinning').count().then((count) => count === 0), { timeout: 20_000 }).toBe(true);
};

/** An in-app navigation, as a menu click makes it (react-router follows history; no reload, no new sign-in). */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('no dead ends', () => {
  it.each(PEOPLE)('$username reaches no refusal from the landing page, the menu and the first record of each list', async ({ username, roles }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { problems, isIdle } = watch(page);
    await signIn(page, username, server.origin);
    // `/` sends each user on to their home path (SPEC §2) once the roles are known.
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
    await settled(page, isIdle);
    const landing = pathOf(page);
    // A role with no home page lands on the start page at /auth/access (SPEC §2); it must offer a way on.
    const hasHome = homePathFor(roles) !== ACCESS_DENIED_PATH;
    if (!hasHome) {
      expect(landing).toBe(ACCESS_DENIED_PATH);
      await page.getByRole('navigation', { name: 'Your pages' }).getByRole('link').first().waitFor({ timeout: 20_000 });
    } else expect(landing).not.toBe(ACCESS_DENIED_PATH);

    // Dashboard (`/`) is in every role's menu; for a role with no home page it leads to the start page, not a refusal.
    const entries = [
      ...new Set(
        menuRoutes()
          .filter((route) => isMenuRouteOpenTo(route, roles) && (hasHome || route.path !== '/'))
          .map((route) => splitOptionalId(route.path).listPath),
      ),
    ];
    const visited: string[] = [];
    for (const entry of entries) {
      await goInApp(page, entry);
      await settled(page, isIdle);
      if (pathOf(page) === ACCESS_DENIED_PATH) problems.push(`menu entry ${entry} ended on the access page`);
      // The first record link of the list, if it has one (bounded: one per list).
      // Read in one step: the rows may re-render (polling, tooltips) between a count and a read.
      const href = await page.evaluate(() => document.querySelector('.ant-table-tbody a[href^="/"]')?.getAttribute('href') ?? null);
      if (!href) continue;
      // Followed in-app like the click would (the row re-renders under a pointer while its tooltip opens).
      await goInApp(page, href);
      await settled(page, isIdle);
      visited.push(href);
      if (pathOf(page) === ACCESS_DENIED_PATH) problems.push(`record link ${href} (from ${entry}) ended on the access page`);
    }
    await context.close();
    console.info(`${username}: ${entries.length} menu entries, ${visited.length} record pages`);
    expect(problems).toEqual([]);
  }, 600_000);
});
