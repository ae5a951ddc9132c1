// AUTH_MODE=local in Debian's Chromium against the whole product (issue 14): the first administrator replaces
// the temporary password and signs in again, creates a user with a temporary password on /admin/users; that
// user signs in, is made to choose a password and signs in again; five wrong passwords lock the account; a
// restart of the server keeps the provider session (a new tab signs in without the form).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './helpers/browser';
import { clickUntil } from './helpers/act-until';
import { startPortalServer, type PortalServer } from './helpers/portal-server';
import { chooseNewPassword, fillSignIn } from './helpers/local-accounts';

const FIRST_ADMIN_PASSWORD = 'first-start-Secret-1';

let browser: Browser;
let server: PortalServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchChromium(),
    startPortalServer({ config: { authMode: 'local', adminUsernames: ['admin'], adminInitialPassword: FIRST_ADMIN_PASSWORD } }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Signs in and waits until the portal has read the signed-in user with its token. */
const signInToPortal = async (page: Page, username: string, password: string) => {
  const currentUser = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/currentUser') && response.request().method() === 'GET',
    { timeout: 30_000 },
  );
  await fillSignIn(page, username, password);
  expect((await currentUser).status()).toBe(200);
};

describe('local accounts in the browser', () => {
  let admin: BrowserContext;

  it('makes the first administrator choose a password, then lets them create a user with a temporary one', async () => {
    admin = await browser.newContext();
    const page = await admin.newPage();
    await page.goto(server.origin);
    await fillSignIn(page, 'admin', FIRST_ADMIN_PASSWORD);
    await chooseNewPassword(page, 'Own-secret-pass-1');
    await signInToPortal(page, 'admin', 'Own-secret-pass-1');

    await page.goto(`${server.origin}/admin/users`);
    const dialog = page.getByRole('dialog');
    await clickUntil(page.getByRole('button', { name: 'New user with a temporary password' }), 'the new user form is open', () => dialog.getByLabel('Temporary password').isVisible(), { timeout: 90_000 });
    await dialog.getByLabel('Username', { exact: true }).fill('bruno');
    await dialog.getByLabel('Name', { exact: true }).fill('Bruno Bianchi');
    await dialog.getByLabel('Temporary password').fill('Temporary-pass-1');
    await clickUntil(dialog.getByRole('button', { name: 'New user with a temporary password' }), 'the list shows the new user', () => page.getByRole('cell', { name: 'Bruno Bianchi' }).isVisible(), { writes: true });
  });

  it('makes the new user replace the temporary password at the first sign-in, then signs them in again', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.origin);
    await fillSignIn(page, 'bruno', 'Temporary-pass-1');
    await chooseNewPassword(page, 'Chosen-by-him-1x');
    await signInToPortal(page, 'bruno', 'Chosen-by-him-1x');
    await context.close();
  });

  it('locks the account after five wrong passwords, even against the right one', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.origin);
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await fillSignIn(page, 'bruno', `wrong-guess-${attempt}`);
      await page.getByText('Wrong username or password.').waitFor({ timeout: 30_000 });
    }
    await fillSignIn(page, 'bruno', 'wrong-guess-5');
    await page.getByText(/this account is locked for \d+ minutes/).waitFor({ timeout: 30_000 });
    await fillSignIn(page, 'bruno', 'Chosen-by-him-1x');
    await page.getByText(/this account is locked/).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('keeps the provider session across a restart: a new tab signs in without the form', async () => {
    await server.restart();
    const page = await admin.newPage(); // a new tab: no MSAL cache of its own, only the provider's cookies
    const signInPages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame.url().includes('/oidc/interaction/')) signInPages.push(frame.url());
    });
    const currentUser = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/currentUser') && response.request().method() === 'GET',
      { timeout: 30_000 },
    );
    await page.goto(server.origin);
    expect((await currentUser).status()).toBe(200);
    expect(signInPages).toEqual([]);
    await admin.close();
  });
});
