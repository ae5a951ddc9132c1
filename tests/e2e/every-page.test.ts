// Every page, as every person who may open it: for each development and demo user, in an it-IT browser, the
// landing page, every side-menu entry the user has and the first record each list links to. On each page:
// - no dead end (issue 15): it is not the access page (but for the landing of a role with no home page, SPEC §2),
//   no API call is answered 401/403 and nothing logs an error;
// - Italian throughout (issue 27): no English text of the catalogue that Italian writes otherwise, no ISO date;
// - accessible (issue 28): axe-core (every rule) finds no serious or critical violation. Judged on each page once,
//   by the first development user (one per role) to open it: a page's components are the same for every role, only
//   its buttons differ, and axe on every role's copy of the administrator's pages was a third of this file's time;
// - fits a phone (issue 45): narrowed to 375 px, no box of the menu page, of its create form or of the bell's list lies
//   past the screen's edges and no title is cut (helpers/phone-fit.ts). Judged on each menu page once, by the first
//   development user to open it, and the bell's list once per development user; then the page gets its width back.
// Development users judge every page they have for dead ends and English; a demo user, whose pages are those of the
// roles they combine, judges their landing and the entries no single role reaches.
// One walk for the three: loading and settling each page was most of what three walks cost.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { italian } from '../../i18n/catalogues';
import { DEV_USERS, SIGN_IN_USERS } from '../../server/auth/dev-users';
import { ACCESS_DENIED_PATH, homePathFor } from '../../src/access/home-path';
import { animationsDone } from './helpers/animations';
import { findingLines, seriousViolations } from './helpers/axe';
import { englishLeft, visibleLines } from './helpers/italian-text';
import { goInApp, isApiUrl, settled, watchApiCalls } from './helpers/page-settled';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { notificationListOnPhone, pageOnPhone } from './helpers/phone-fit';
import { menuPagesOf } from './helpers/side-menu';
import { signIn } from './helpers/sign-in';

let browser: Browser;
let server: SeededPortal;
withSeededBrowser((started) => ({ server, browser } = started));

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Watches one page from its start: API calls answered 401/403 and errors logged, as problems; open API calls. */
const watch = (page: Page) => {
  const problems: string[] = [];
  const isIdle = watchApiCalls(page);
  page.on('response', (response) => {
    if (isApiUrl(response.url()) && [401, 403].includes(response.status()))
      problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname} (on ${pathOf(page)})`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${pathOf(page)}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${pathOf(page)}: ${error.message}`));
  return { problems, isIdle };
};

const isDevUser = (username: string) => DEV_USERS.some((user) => user.username === username);

/**
 * Menu entries a development user (one role each, walked first) has judged. A demo user combines roles, so each of
 * their entries comes with a role a development user walked it with: they judge their landing and only the entries
 * no single role reaches, since walking every entry again as each demo user was most of this file's time.
 */
const judgedByOneRole = new Set<string>();
/** Pages (paths) axe has judged, as the first development user to open them. */
const judgedByAxe = new Set<string>();
/** Menu pages judged at a phone's width, as the first development user to open them. */
const judgedOnPhone = new Set<string>();

describe('every page, as every person who may open it', () => {
  it('finds the English the walk looks for (a sanity check of the patterns)', () => {
    const found = englishLeft(['Export CSV', 'Esporta CSV', 'In 4 days', 'Tra 4 giorni', 'Scadenza 2026-11-30', 'Scadenza 30/11/2026'], 'sample');
    expect(found).toEqual([
      'sample: "Export CSV" in "Export CSV"',
      'sample: "In {{days}} days" in "In 4 days"',
      'sample: an ISO date in "Scadenza 2026-11-30"',
    ]);
  });

  it.each(SIGN_IN_USERS)(
    '$username: an it-IT browser opens in Italian; no page of the menu or first record is a dead end, shows English or an ISO date, or fails axe',
    async ({ username, roles }) => {
      // Judged in the dark theme, the one a system that prefers dark gets (the portal follows the system's choice since
      // issue 45). The light theme's colours are judged by tests/e2e/list-accessibility.test.ts (a list, selected tabs,
      // a time sheet's status texts) and their tokens by tests/unit/theme-contrast.test.ts.
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'it-IT', colorScheme: 'dark' });
      const page = await context.newPage();
      const { problems, isIdle } = watch(page);
      const withAxe = isDevUser(username);
      const hasHome = homePathFor(roles) !== ACCESS_DENIED_PATH;
      const judged: string[] = [];
      /**
       * Judges the page the browser is on once it has settled; `where` names it in the problems. Only the landing of a
       * role with no home page may be the access page.
       */
      const judge = async (where: string, mayBeAccessPage = false) => {
        await settled(page, isIdle);
        if (!mayBeAccessPage && pathOf(page) === ACCESS_DENIED_PATH) problems.push(`${where} ended on the access page`);
        problems.push(...englishLeft(await visibleLines(page), where));
        if (withAxe && !judgedByAxe.has(pathOf(page))) {
          judgedByAxe.add(pathOf(page));
          // Colours are judged as they end, not mid-transition.
          await animationsDone(page);
          problems.push(...findingLines(where, await seriousViolations(page)));
        }
        judged.push(pathOf(page));
      };

      await signIn(page, username, server.origin);
      // `/` sends each user on to their home path (SPEC §2) once the roles are known.
      await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
      await judge(`landing ${pathOf(page)}`, !hasHome);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
      // A role with no home page lands on the start page at /auth/access (SPEC §2); it must offer a way on.
      if (!hasHome) {
        expect(pathOf(page)).toBe(ACCESS_DENIED_PATH);
        await page.getByRole('navigation', { name: italian['Your pages'] }).getByRole('link').first().waitFor({ timeout: 20_000 });
      }

      for (const [index, entry] of menuPagesOf(roles).entries()) {
        if (!withAxe && judgedByOneRole.has(entry)) continue;
        if (withAxe) judgedByOneRole.add(entry);
        await goInApp(page, entry);
        await judge(`menu entry ${entry}`);
        if (withAxe && index === 0) problems.push(...(await notificationListOnPhone(page, isIdle, username)));
        if (withAxe && !judgedOnPhone.has(entry)) {
          judgedOnPhone.add(entry);
          problems.push(...(await pageOnPhone(page, isIdle, entry, username)));
        }
        // The first record link of the list, if it has one (bounded: one per list), read in one step: the rows
        // may re-render (polling, tooltips) between a count and a read. Followed in-app as the click would.
        const href = await page.evaluate(() => document.querySelector('main .ant-table-tbody a[href^="/"]')?.getAttribute('href') ?? null);
        if (!href) continue;
        await goInApp(page, href);
        await judge(`record link ${href} (from ${entry})`);
      }
      await context.close();
      console.info(`${username}: ${judged.length} pages judged${withAxe ? ` (with axe; ${judgedOnPhone.size} menu pages at 375 px so far)` : ''}: ${judged.join(', ')}`);
      expect([...new Set(problems)]).toEqual([]);
    },
    900_000,
  );
});
