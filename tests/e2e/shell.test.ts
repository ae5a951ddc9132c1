// SPEC §2 Shell, Global search, Notifications menu; §4 theme; §9 polling and the 991 px breakpoint — in
// Debian's Chromium against the real server holding the demo firm, signed in through the real redirect
// flow. One browser, one context per signed-in user. Screenshots land in test-results/screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone } from './helpers/animations';
import { isDark, seriousViolations, seriousViolationsDarkAndLight, switchTheme } from './helpers/axe';
import { launchChromium } from './helpers/browser';
import { startSeededPortal, type SeededPortal } from './helpers/seeded-portal';
import { signIn } from './helpers/sign-in';
import { clickUntil, noPopupOpen } from './helpers/act-until';
import { pickSuggestion } from './helpers/global-search';

const SCREENSHOTS = path.resolve('test-results/screenshots');
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
/** SPEC §9 polls every 10 s; allow one period plus slack. */
const WITHIN_ONE_POLL = 15_000;

type Row = Record<string, unknown> & { id: number };
type CurrentUser = { id: number; employeeId: number | null };

let browser: Browser;
let server: SeededPortal;
const contexts: BrowserContext[] = [];

/** The top bar (antd's Layout.Header is the page's banner); /profile shows a second own picture with its menu. */
const topBar = (page: Page) => page.getByRole('banner');
const searchBox = (page: Page) => page.getByPlaceholder('Search For Number...');
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const unreadCount = async (page: Page) => Number((await bell(page).getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
/** The layout's painted background, to prove the theme really changed colours, not just a class. */
const layoutBackground = (page: Page) =>
  page.locator('.ant-layout').first().evaluate((element) => getComputedStyle(element).backgroundColor);
const screenshot = async (page: Page, name: string) => {
  await animationsDone(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
};

/** A fresh context (own storage: MSAL cache, theme) signed in as `username`, on the page its home redirect chose. */
const signedInPage = async (username: string, home: string) => {
  const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, username, server.origin);
  await page.waitForURL((url) => url.origin === server.origin && url.pathname === home, { timeout: 30_000 });
  await topBar(page).getByRole('button', { name: 'Profile menu' }).waitFor({ timeout: 30_000 });
  return page;
};

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  [browser, server] = await Promise.all([launchChromium(), startSeededPortal()]);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

describe('the shell signed in as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin', '/admin/dashboard');
  });

  it('is dark on a system that prefers dark, turns light on the toggle, stays light after a reload and turns dark again', async () => {
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.locator('.ant-card').first().waitFor({ timeout: 15_000 });
    expect(await isDark(page)).toBe(true);
    const darkBackground = await layoutBackground(page);
    await screenshot(page, 'desktop-dark');

    await switchTheme(page, 'light');
    await expect.poll(() => layoutBackground(page), { timeout: 15_000 }).not.toBe(darkBackground);
    await page.reload();
    await topBar(page).getByRole('button', { name: 'Profile menu' }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    await screenshot(page, 'desktop-light');

    await switchTheme(page, 'dark');
    await expect.poll(() => layoutBackground(page), { timeout: 15_000 }).toBe(darkBackground);
  });

  it('finds an employee by number, shows it in bold with its description, opens its page and clears the box', async () => {
    const [employee] = await server.api<Row[]>('admin', 'GET', '/admin/employees?_start=0&_end=1&_sort=id&_order=desc');
    const number = String(employee.number);
    // Typed in lower case with spaces: the query is trimmed and uppercased (SPEC §2).
    await searchBox(page).pressSequentially(` ${number.toLowerCase()} `);
    const suggestion = page.locator('.ant-select-item-option').filter({ has: page.locator('strong', { hasText: number }) });
    await suggestion.waitFor({ timeout: 10_000 });
    await expect.poll(() => suggestion.textContent()).toContain(String(employee.firstName));
    expect(await suggestion.locator('[aria-label="employee"]').count()).toBe(1);

    await pickSuggestion(suggestion, (url) => url.pathname === `/admin/employee_details/${employee.id}`);
    expect(await searchBox(page).inputValue()).toBe('');
    await page.locator('main, .ant-layout-content').getByText(number).first().waitFor({ timeout: 10_000 });
  });

  it('opens a work order (a non-employee result, file icon) on its information page', async () => {
    const [workOrder] = await server.api<Row[]>('admin', 'GET', '/admin/workorders?_start=0&_end=1&_sort=id&_order=asc');
    const number = String(workOrder.number);
    await searchBox(page).pressSequentially(number.toLowerCase());
    const suggestion = page.locator('.ant-select-item-option').filter({ has: page.locator('strong', { hasText: new RegExp(`^${number}$`) }) });
    await suggestion.waitFor({ timeout: 10_000 });
    expect(await suggestion.locator('[aria-label="record"]').count()).toBe(1);
    expect(await suggestion.textContent()).toContain(String(workOrder.name));

    await pickSuggestion(suggestion, (url) => url.pathname === `/admin/workorder_informations/${workOrder.id}`);
    expect(await searchBox(page).inputValue()).toBe('');
    await page.locator('main, .ant-layout-content').getByText(number).first().waitFor({ timeout: 10_000 });
  });

  it('shows a static side menu on a desktop and an overlay drawer from the menu toggle on a phone', async () => {
    await page.goto(`${server.origin}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 30_000 });
    const sider = page.locator('.ant-layout-sider');
    const content = page.locator('.ant-layout-content');
    // Desktop: the sider sits beside the content, always shown, no drawer.
    await sider.waitFor();
    const siderBox = (await sider.boundingBox())!;
    expect(siderBox.width).toBeGreaterThan(150);
    expect((await content.boundingBox())!.x).toBeGreaterThanOrEqual(siderBox.x + siderBox.width - 1);
    expect(await page.locator('.ant-drawer-open').count()).toBe(0);

    await page.setViewportSize(MOBILE);
    await expect.poll(() => sider.count()).toBe(0);
    // The content now takes the whole width; the menu is hidden until the toggle opens it.
    expect((await content.boundingBox())!.x).toBeLessThan(40);
    expect(await page.getByRole('menuitem', { name: 'Employees' }).isVisible()).toBe(false);
    await screenshot(page, 'mobile');

    const drawer = page.locator('.ant-drawer-open .ant-drawer-content');
    await clickUntil(page.getByRole('button', { name: 'Toggle menu' }), 'the menu drawer is open', () => drawer.isVisible(), {
      mayRepeat: async () => (await page.locator('.ant-drawer-open').count()) === 0,
    });
    const hr = page.locator('.ant-drawer-open').getByRole('menuitem', { name: 'HR' });
    await clickUntil(hr, 'the HR section shows Employees', () => page.locator('.ant-drawer-open').getByRole('link', { name: 'Employees' }).isVisible(), {
      mayRepeat: async () => (await hr.getAttribute('aria-expanded')) !== 'true',
    });
    // An overlay: it lies over the content (what is at its centre is the drawer), under a mask covering the rest.
    const drawerBox = (await drawer.boundingBox())!;
    expect(drawerBox.x).toBeLessThanOrEqual(1);
    const covers = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.ant-drawer-content')),
      { x: drawerBox.x + drawerBox.width / 2, y: drawerBox.y + drawerBox.height / 2 },
    );
    expect(covers).toBe(true);
    expect(await content.evaluate((element) => element.getBoundingClientRect().x)).toBeLessThan(drawerBox.width);
    const mask = (await page.locator('.ant-drawer-open .ant-drawer-mask').boundingBox())!;
    expect(mask.width).toBe(MOBILE.width);
    await screenshot(page, 'mobile-menu');

    // Picking an item closes the overlay and goes there.
    await clickUntil(page.locator('.ant-drawer-open').getByRole('link', { name: 'Employees' }), 'the employees list is open', async () => new URL(page.url()).pathname === '/admin/employees');
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);

    await page.setViewportSize(DESKTOP);
    await sider.waitFor();
    expect(await page.locator('.ant-drawer-open').count()).toBe(0);
  });

  it("loads a phone's menus on their first opening: none with the page, each working at its first click", async () => {
    const context = await browser.newContext({ viewport: MOBILE, colorScheme: 'dark' });
    contexts.push(context);
    const phone = await context.newPage();
    await signIn(phone, 'admin', server.origin);
    await phone.waitForURL((url) => url.origin === server.origin && url.pathname === '/admin/dashboard', { timeout: 30_000 });
    const profileMenu = topBar(phone).getByRole('button', { name: 'Profile menu' });
    await profileMenu.waitFor({ timeout: 30_000 });
    await phone.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 30_000 });
    await phone.waitForLoadState('networkidle');
    // The side menu's and the top bar's menus' chunks (src/shell/layout/side-menu.tsx, dropdown.ts).
    const menuScripts = () =>
      phone.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => /^\/assets\/(side-menu|dropdown)-[\w-]+\.js$/.test(pathname)),
      );
    expect(await menuScripts()).toEqual([]);

    // One click opens the profile menu once its code is in, and its item works.
    await clickUntil(profileMenu, 'the profile menu is open', () => phone.getByRole('menuitem', { name: 'Profile' }).isVisible(), {
      mayRepeat: noPopupOpen(phone),
    });
    expect((await menuScripts()).some((pathname) => pathname.startsWith('/assets/dropdown-'))).toBe(true);
    await phone.getByRole('menuitem', { name: 'Profile' }).click();
    await phone.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => phone.getByRole('menuitem', { name: 'Profile' }).isVisible()).toBe(false);

    // The drawer's first opening brings the side menu with it.
    const hr = phone.locator('.ant-drawer-open').getByRole('menuitem', { name: 'HR' });
    await clickUntil(phone.getByRole('button', { name: 'Toggle menu' }), 'the side menu shows in its drawer', () => hr.isVisible(), {
      mayRepeat: async () => (await phone.locator('.ant-drawer-open').count()) === 0,
    });
    expect((await menuScripts()).some((pathname) => pathname.startsWith('/assets/side-menu-'))).toBe(true);
  });

  it('has no serious or critical accessibility violations on the admin dashboard, dark and light', async () => {
    await page.goto(`${server.origin}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 30_000 });
    await page.locator('.ant-card').first().waitFor({ timeout: 15_000 });
    expect(await seriousViolationsDarkAndLight(page)).toEqual({ dark: [], light: [] });
    await switchTheme(page, 'dark');

    // The shell's own popups, open: the search suggestions and the profile menu.
    await searchBox(page).pressSequentially('WO-');
    await page.locator('.ant-select-item-option').first().waitFor({ timeout: 10_000 });
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await searchBox(page).fill('');
    await page.keyboard.press('Escape');
    await clickUntil(topBar(page).getByRole('button', { name: 'Profile menu' }), 'the profile menu is open', () => page.getByRole('menuitem', { name: 'Change Picture' }).isVisible(), {
      mayRepeat: noPopupOpen(page),
    });
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});

describe('the notifications bell of an employee', () => {
  let page: Page;
  let me: CurrentUser;
  beforeAll(async () => {
    page = await signedInPage('employee', '/profile');
    me = await server.api<CurrentUser>('employee', 'GET', '/users/currentUser');
  });

  it('counts a task assigned by a manager within one polling period, and opening it marks it seen and opens the task', async () => {
    expect(me.employeeId).not.toBeNull();
    // The demo firm has told this employee about a few tasks already: the bell shows them once loaded.
    const before = (await server.api<Row[]>('employee', 'GET', '/notifications/current_user/')).length;
    expect(before).toBeGreaterThan(0);
    await expect.poll(() => unreadCount(page), { timeout: WITHIN_ONE_POLL }).toBe(before);

    // A task of a project the employee is a member of (an assignee must be one), assigned to someone else.
    const tasks = await server.api<Row[]>('employee', 'GET', '/task?_start=0&_end=50');
    const task = tasks.find((row) => row.assigneeId !== me.employeeId);
    if (!task) throw new Error("The demo firm has no task of the employee's projects assigned to someone else");
    const assignedAt = Date.now();
    await server.api('pm', 'POST', `/admin/task/${task.id}`, { version: task.version, assigneeId: me.employeeId });
    const message = `Task ${task.number} "${task.title}" was assigned to you`;

    await expect.poll(() => unreadCount(page), { timeout: WITHIN_ONE_POLL, interval: 250 }).toBe(before + 1);
    expect(Date.now() - assignedAt).toBeLessThan(WITHIN_ONE_POLL);

    const item = page.locator('.ant-popover').getByRole('button', { name: message });
    await clickUntil(bell(page), 'the bell lists the assignment', () => item.isVisible(), { mayRepeat: noPopupOpen(page) });
    await screenshot(page, 'notifications');
    await item.click();
    await page.waitForURL(`${server.origin}/task/${task.id}`);
    await expect.poll(() => unreadCount(page)).toBe(before);
    // Gone from the popup too, not just from the count.
    const markAll = page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: 'Mark all as read' });
    await clickUntil(bell(page), 'the bell is open', () => markAll.isVisible(), { mayRepeat: noPopupOpen(page) });
    await expect.poll(() => page.locator('.ant-popover').getByRole('button', { name: message }).count(), { timeout: 15_000 }).toBe(0);
    await page.keyboard.press('Escape');
    const unread = await server.api<Row[]>('employee', 'GET', '/notifications/current_user/');
    expect(unread.map((row) => row.message)).not.toContain(message);
    expect(unread).toHaveLength(before);
  });

  it('has no serious or critical accessibility violations on /profile', async () => {
    await page.goto(`${server.origin}/profile`);
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor({ timeout: 30_000 });
    await page.getByText(/^EMP-\d+$/).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('.ant-card-loading, .ant-spin-spinning').count(), { timeout: 15_000 }).toBe(0);
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The shell's popups are part of the shell: the open notifications list too.
    await clickUntil(bell(page), 'the bell is open', () => page.locator('.ant-popover:not(.ant-popover-hidden)').getByText('Mark all as read').isVisible(), { mayRepeat: noPopupOpen(page) });
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the accountant dashboard', () => {
  it('has no serious or critical accessibility violations', async () => {
    const page = await signedInPage('accountant', '/accountant/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Accounting dashboard' }).waitFor({ timeout: 30_000 });
    await page.locator('.ant-card').first().waitFor({ timeout: 15_000 });
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
