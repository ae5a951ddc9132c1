// A generic list as a person with assistive technology meets it (issue 16, item 6): its title is the page's
// level-1 heading, and axe finds no serious or critical violation in the dark theme (the default, the one
// Lighthouse audits) nor in the light one — among them the contrast of the primary button's label and of the
// side menu's selected item, which Lighthouse found below 4.5:1 on this page. In the light theme a selected tab (the
// HR requests' tabs) and an employee's time sheet (its balance in warning, success or danger text) are judged too:
// axe found the tab's orange (2.8:1) and the warning text's gold (1.9:1) on white (issue 45).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isDark, seriousViolations, seriousViolationsDarkAndLight } from './helpers/axe';
import { animationsDone } from './helpers/animations';
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

    // Still light: the HR requests' tabs, one of them selected.
    await page.goto(`${server.origin}/admin/leave_requests`);
    await page.locator('.ant-tabs-tab-active').first().waitFor({ timeout: 30_000 });
    // Its rows, or the placeholder of an empty tab.
    await page.locator('.ant-table-tbody tr:not(.ant-table-measure-row)').first().waitFor({ timeout: 30_000 });
    expect(await isDark(page)).toBe(false);
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the time sheet of an employee whose system prefers light', () => {
  it('opens light and has no serious or critical accessibility violations', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
    const page = await context.newPage();
    await signIn(page, 'employee', server.origin);
    await page.goto(`${server.origin}/timesheet`);
    // The month's balance: missing, overtime or balanced, in danger, warning or success text.
    await page.locator('[data-month-balance] .ant-typography').first().waitFor({ timeout: 30_000 });
    expect(await isDark(page)).toBe(false);
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
