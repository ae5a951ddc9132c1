// Issue 27, "Italian throughout": a browser whose language is it-IT starts in Italian (no choice stored yet) with
// `<html lang="it">`; then, for one user of each role, every side-menu entry of the registry and the first record
// of each list is opened, and the visible text must hold no English text of the catalogue that Italian writes
// otherwise, and no ISO date (dates are dd/mm/yyyy in Italian). A short allow-list names the words that are the
// same in both languages on purpose (proper nouns, codes).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { italian } from '../../i18n/catalogues';
import { splitOptionalId } from '../../resources/paths';
import { DEV_USERS } from '../../server/auth/dev-users';
import { ACCESS_DENIED_PATH, homePathFor } from '../../src/access/home-path';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { isMenuRouteOpenTo, menuRoutes } from './helpers/side-menu';
import { signIn } from './helpers/sign-in';
import { goInApp, settled, watchApiCalls } from './helpers/page-settled';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

/** English texts that may stand on an Italian screen: proper nouns and words the firm writes the same way. */
const ALLOWED_ENGLISH = new Set(['Backlog', 'Sprint', 'Dashboard', 'Report', 'Budget', 'Email', 'Login', 'Username', 'Password']);

/** Data the firm writes in English (job titles), which a loose template such as "Project {{name}}" would take for a label. */
const ENGLISH_DATA = new Set(['Project manager', 'Team member']);

const isRefineKey = (key: string) => /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(key);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts Italian writes otherwise, as line patterns: a one-word text must be a whole line (a button, a
 * tag, a header), a longer one may stand anywhere in a line; `{{value}}` placeholders match any text.
 */
const englishPatterns = Object.entries(italian)
  .filter(([english, translated]) => !isRefineKey(english) && english !== translated && !ALLOWED_ENGLISH.has(english))
  .filter(([english]) => /[A-Za-z]{3,}/.test(english.replace(/\{\{\w+\}\}/g, '')))
  // A template whose own words are only short links ("{{first}} and {{last}}") would match data: left out.
  .filter(([english]) => !english.includes('{{') || /[A-Za-z]{4,}/.test(english.replace(/\{\{\w+\}\}/g, '')))
  .map(([english]) => {
    // A value stays within its cell (a table row reads as cells split by tabs).
    const body = english
      .split(/\{\{\w+\}\}/)
      .map(escape)
      .join('[^\t]+?');
    const isPhrase = english.replace(/\{\{\w+\}\}/g, '').trim().split(/\s+/).length >= 3;
    return { english, pattern: new RegExp(isPhrase ? `(^|[^A-Za-z])${body}($|[^A-Za-z])` : `^${body}$`) };
  });

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** Everything a person reads on the page now: its visible text, line by line. */
const visibleLines = async (page: Page) =>
  (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.replace(/[\u00a0\u202f]/g, ' ').trim())
    .filter(Boolean);

const englishLeft = (lines: readonly string[], where: string) =>
  lines.filter((line) => !ENGLISH_DATA.has(line)).flatMap((line) => [
    ...englishPatterns.filter(({ pattern }) => pattern.test(line)).map(({ english }) => `${where}: "${english}" in "${line.slice(0, 120)}"`),
    ...(ISO_DATE.test(line) ? [`${where}: an ISO date in "${line.slice(0, 120)}"`] : []),
  ]);

describe('Italian throughout', () => {
  it('finds the English the walk looks for (a sanity check of the patterns)', () => {
    const found = englishLeft(['Export CSV', 'Esporta CSV', 'In 4 days', 'Tra 4 giorni', 'Scadenza 2026-11-30', 'Scadenza 30/11/2026'], 'sample');
    expect(found).toEqual([
      'sample: "Export CSV" in "Export CSV"',
      'sample: "In {{days}} days" in "In 4 days"',
      'sample: an ISO date in "Scadenza 2026-11-30"',
    ]);
  });

  it.each(DEV_USERS.map((user) => ({ username: user.username, roles: [user.role] })))(
    '$username: an it-IT browser opens in Italian, and no menu page or first record shows English or an ISO date',
    async ({ username, roles }) => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'it-IT' });
      const page = await context.newPage();
      const isIdle = watchApiCalls(page);
      await signIn(page, username, server.origin);
      await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
      await settled(page, isIdle);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');

      const hasHome = homePathFor(roles) !== ACCESS_DENIED_PATH;
      const entries = [
        ...new Set(
          menuRoutes()
            .filter((route) => isMenuRouteOpenTo(route, roles) && (hasHome || route.path !== '/'))
            .map((route) => splitOptionalId(route.path).listPath),
        ),
      ];
      const problems: string[] = englishLeft(await visibleLines(page), `${username} landing ${new URL(page.url()).pathname}`);
      for (const entry of entries) {
        await goInApp(page, entry);
        await settled(page, isIdle);
        problems.push(...englishLeft(await visibleLines(page), `${username} ${entry}`));
        const href = await page.evaluate(() => document.querySelector('.ant-table-tbody a[href^="/"]')?.getAttribute('href') ?? null);
        if (!href) continue;
        await goInApp(page, href);
        await settled(page, isIdle);
        problems.push(...englishLeft(await visibleLines(page), `${username} ${href}`));
      }
      await context.close();
      expect([...new Set(problems)]).toEqual([]);
    },
    600_000,
  );
});
