// A generic list as a person with assistive technology meets it (issue 16, item 6): its title is the page's
// level-1 heading, and axe finds no serious or critical violation in the dark theme (the default, the one
// Lighthouse audits) nor in the light one — among them the contrast of the primary button's label and of the
// side menu's selected item, which Lighthouse found below 4.5:1 on this page.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolationsDarkAndLight } from './helpers/axe';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';

const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
let server: SeededPortal;
withSeededBrowser((started) => ({ server, browser } = started));


describe('the employees list of an admin on a desktop', () => {
  it('is titled by a level-1 heading and has no serious or critical accessibility violations, dark and light', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' });
    const page = await context.newPage();
    await signIn(page, 'admin', server.origin);
    await page.goto(`${server.origin}/admin/employees`);
    await page.getByRole('heading', { level: 1, name: 'Employees' }).waitFor({ timeout: 30_000 });
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    // The list's primary button and the menu's selected item are on the page, so their contrast is judged.
    await page.locator('.ant-btn-primary').first().waitFor();
    await page.locator('.ant-menu-item-selected').getByRole('link', { name: 'Employees' }).waitFor();

    expect(await seriousViolationsDarkAndLight(page)).toEqual({ dark: [], light: [] });
    await context.close();
  });
});
