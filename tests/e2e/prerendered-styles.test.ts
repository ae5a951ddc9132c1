// antd's styles made at build time (src/shell/theme/prerendered-styles.tsx, issue 16 item 6): the built SPA links the
// stored theme's CSS, and antd's CSS-in-JS finds every style of the list's first render listed there, so it makes
// none in the browser — no `<style data-css-hash>` — in the dark theme and, after a reload, in the light one. Should
// antd's class or token hashes drift from the build's (an upgrade, a theme option the build does not pass), the
// styles would still appear, made in the browser, and this test says so.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isDark, switchTheme } from './helpers/axe';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';

const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
let server: SeededPortal;
withSeededBrowser((started) => ({ server, browser } = started));

/** The prerendered CSS files linked, and the styles antd made in the page itself. */
const stylesOf = (page: Page) =>
  page.evaluate(() => ({
    linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => new URL(link.href).pathname.match(/\/assets\/antd-([a-z]+-[a-z]+(?:-still)?)-/)?.[1])
      .filter(Boolean),
    madeInBrowser: document.querySelectorAll('style[data-css-hash]').length,
  }));

const openList = async (page: Page) => {
  await page.getByRole('heading', { level: 1, name: 'Employees' }).waitFor({ timeout: 30_000 });
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
};

describe("the employees list with antd's styles made at build time", () => {
  it('makes no antd style in the browser, in the dark theme and after a reload in the light one', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' });
    const page = await context.newPage();
    await signIn(page, 'admin', server.origin);
    await page.goto(`${server.origin}/admin/employees`);
    await openList(page);
    expect(await isDark(page)).toBe(true);
    // The browser tests' pages ask for reduced motion (helpers/browser.ts): the still theme's styles.
    expect(await stylesOf(page)).toEqual({ linked: ['dark-orange-still'], madeInBrowser: 0 });

    await switchTheme(page, 'light');
    await page.reload();
    await openList(page);
    expect(await isDark(page)).toBe(false);
    expect(await stylesOf(page)).toEqual({ linked: ['light-orange-still'], madeInBrowser: 0 });
    await context.close();
  });

  it('moves its popups only for a person whose system does not ask for reduced motion, each with its own styles', async () => {
    const animationsOfOpeningTheBell = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark', reducedMotion });
      const page = await context.newPage();
      await signIn(page, 'admin', server.origin);
      await page.goto(`${server.origin}/admin/employees`);
      await openList(page);
      const styles = await stylesOf(page);
      await page.evaluate(() => {
        const started: string[] = [];
        (window as unknown as { started: string[] }).started = started;
        document.addEventListener('animationstart', (event) => started.push(event.animationName));
      });
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.locator('.ant-popover').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.locator('.ant-popover').evaluate((popover) => getComputedStyle(popover).opacity)).toBe('1');
      const started = await page.evaluate(() => (window as unknown as { started: string[] }).started.filter((name) => !/spin/i.test(name)));
      await context.close();
      return { styles, started };
    };
    const still = await animationsOfOpeningTheBell('reduce');
    expect(still).toEqual({ styles: { linked: ['dark-orange-still'], madeInBrowser: 0 }, started: [] });
    const moving = await animationsOfOpeningTheBell('no-preference');
    expect(moving.styles).toEqual({ linked: ['dark-orange'], madeInBrowser: 0 });
    expect(moving.started.length).toBeGreaterThan(0);
  });
});
