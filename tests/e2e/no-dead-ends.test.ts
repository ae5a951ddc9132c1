// Issue 15, "no dead ends": for every development and demo user, a bounded crawl from the landing page
// through every side-menu entry the user has, and the first record link of each list, asserts that no
// navigation ends on /auth/access (except the landing of a role with no home page, SPEC §2), no API call
// answers 401/403, and no page logs an error.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_USERS } from '../../server/auth/dev-users';
import { ACCESS_DENIED_PATH, homePathFor } from '../../src/access/home-path';
import { splitOptionalId } from '../../resources/paths';
import type { Role } from '../../resources/vocabulary';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { isMenuRouteOpenTo, menuRoutes } from './helpers/side-menu';
import { signIn } from './helpers/sign-in';
import { goInApp, settled, watchApiCalls } from './helpers/page-settled';

const PEOPLE: readonly { username: string; roles: readonly Role[] }[] = SIGN_IN_USERS;

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

/** Watches one page: refusals of API calls, logged errors, and how many API calls are still open. */
const watch = (page: Page) => {
  const problems: string[] = [];
  const isIdle = watchApiCalls(page);
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('response', (response) => {
    if (isApi(response.url()) && [401, 403].includes(response.status()))
      problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname} (on ${new URL(page.url()).pathname})`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${new URL(page.url()).pathname}: ${error.message}`));
  return { problems, isIdle };
};

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
