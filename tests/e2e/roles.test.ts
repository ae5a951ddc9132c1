// SPEC §2 and §6 for each of the seven development users, in Debian's Chromium against the whole product
// (built SPA, API, embedded OpenID provider): sign in through the real redirect flow, land where the home
// path sends the role, see exactly the side-menu items the route table opens to it, be sent to /auth/access
// for a route it may not open typed into the address bar, and sign out back to the provider's sign-in page.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../resources.config';
import type { Role } from '../../resources/vocabulary';
import { DEV_USERS } from '../../server/auth/dev-users';
import { launchChromium } from './helpers/browser';
import { startPortalServer, type PortalServer } from './helpers/portal-server';
import { expectedSideMenu, isMenuRouteOpenTo, menuRoutes, readSideMenu } from './helpers/side-menu';
import { signIn, waitForSignInPage } from './helpers/sign-in';
import { chooseFromMenu } from './helpers/menus';

const SCREENSHOTS = path.resolve('test-results/screenshots');
const ACCESS_DENIED = '/auth/access';

// SPEC §2 Home path, in its order: ADMIN, PROJECT MANAGER, ACCOUNTANT, EMPLOYEE, anyone else /auth/access.
const HOME: Record<string, string> = {
  admin: '/admin/dashboard',
  pm: '/profile',
  accountant: '/accountant/dashboard',
  employee: '/profile',
  hr: ACCESS_DENIED,
  finance: ACCESS_DENIED,
  sales: ACCESS_DENIED,
};

// Routes of SPEC §2's route table that the user's role may not open, typed into the address bar.
const FORBIDDEN: Record<string, string[]> = {
  admin: ['/accountant/dashboard', '/timesheet'],
  pm: ['/admin/groups', '/accountant/dashboard'],
  accountant: ['/admin/groups', '/admin/dashboard'],
  employee: ['/admin/groups', '/admin/employees'],
  hr: ['/admin/groups', '/admin/sales/customers'],
  finance: ['/admin/groups', '/admin/employees'],
  sales: ['/admin/groups', '/admin/invoices'],
};

const routeDeclared = (routePath: string) =>
  registry.flatMap((entry) => entry.routes ?? []).find((route) => route.path.toLowerCase() === routePath.toLowerCase());

/** Where to look at the menu: the home page when it is inside the shell, else the first area the menu offers. */
const menuPageOf = (username: string, role: Role) => {
  if (HOME[username] !== ACCESS_DENIED) return HOME[username];
  const first = menuRoutes().find((route) => route.path !== '/' && isMenuRouteOpenTo(route, [role]));
  if (!first) throw new Error(`${username} may open no area of the menu`);
  return first.path;
};

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

let browser: Browser;
let server: PortalServer;
beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startPortalServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('checks every development user, each with one role, and forbidden routes the route table really forbids', () => {
  expect(DEV_USERS.map((user) => user.username).sort()).toEqual(Object.keys(HOME).sort());
  for (const { username, role } of DEV_USERS)
    for (const forbidden of FORBIDDEN[username]) {
      const route = routeDeclared(forbidden);
      expect(route, forbidden).toBeDefined();
      expect(route!.roles ?? [], `${forbidden} for ${role}`).not.toContain(role);
      expect(route!.roles?.length, forbidden).toBeGreaterThan(0);
    }
});

describe.each(DEV_USERS.map((user) => [user.username, user] as const))('%s', (username, { role, name }) => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const home = HOME[username];
  const menuPage = menuPageOf(username, role);

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(() => context?.close());

  it(`signs in through the provider's page and lands on ${home}`, async () => {
    const user = await signIn(page, username, server.origin);
    expect(user).toMatchObject({ username, name });
    await page.waitForURL((url) => url.pathname === home, { timeout: 30_000 });
    if (home === ACCESS_DENIED) {
      // Not a refusal: the start page of a role without a dashboard (SPEC §2), with the pages the role opens.
      await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor({ timeout: 30_000 });
      expect(await page.getByText('Access denied', { exact: true }).count()).toBe(0);
      await page.getByRole('navigation', { name: 'Your pages' }).getByRole('link').first().waitFor();
      // /auth/access is outside the shell: no side menu.
      expect(await page.locator('aside').count()).toBe(0);
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).waitFor({ timeout: 30_000 });
      expect(pathnameOf(page)).toBe(home);
    }
  });

  it(`is sent to ${ACCESS_DENIED} when typing ${FORBIDDEN[username].join(' or ')}`, async () => {
    for (const forbidden of FORBIDDEN[username]) {
      await page.goto(`${server.origin}${forbidden}`);
      await page.waitForURL((url) => url.pathname === ACCESS_DENIED, { timeout: 30_000 });
      await page.getByText('Access denied', { exact: true }).waitFor({ timeout: 30_000 });
    }
  });

  it(`sees exactly the side-menu items its role opens (on ${menuPage})`, async () => {
    await page.goto(`${server.origin}${menuPage}`);
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).waitFor({ timeout: 30_000 });
    // A page the role may open stays open.
    expect(pathnameOf(page).toLowerCase()).toBe(menuPage.toLowerCase());
    const expected = expectedSideMenu([role]);
    expect(expected.length).toBeGreaterThan(0);
    // The menu fills in as the access answers arrive; read it until it settles on the expected one.
    await expect.poll(() => readSideMenu(page), { timeout: 20_000, interval: 500 }).toEqual(expected);
    // Tall enough for the whole menu in one shot (a full-page shot would draw the sticky top bar mid-page).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 1366, height: Math.max(900, height) });
    await page.screenshot({ path: path.join(SCREENSHOTS, `roles-${username}.png`) });
  });

  it('signs out back to the provider sign-in page, and the provider asks again', async () => {
    await chooseFromMenu(page, page.getByRole('banner').getByRole('button', { name: 'Profile menu' }), 'Logout', {
      until: "the provider's sign-in page",
      done: async () => /\/oidc\/interaction\//.test(page.url()),
    });
    await waitForSignInPage(page);
    await page.goto(server.origin);
    await waitForSignInPage(page);
    expect(pageErrors).toEqual([]);
  });
});
