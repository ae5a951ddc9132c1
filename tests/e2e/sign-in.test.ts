// SPEC §2 Start-up in a real browser against the embedded provider (AUTH_MODE=dev):
// - the SPA: an unauthenticated visitor is sent to the provider, a development user signs in through
//   MSAL's redirect flow and sees the app; Logout ends the provider session and lands on its sign-in page;
//   the server says in its log which Node serves it: Node 24, brought by node_modules (docs/operators/runtime.md);
// - the SPA's MSAL client alone (helpers/msal-page), so a failure there points at MSAL and the provider
//   rather than at the rest of the app.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './helpers/browser';
import { buildMsalPage } from './helpers/msal-page';
import { startPortalServer, type PortalServer } from './helpers/portal-server';
import { signIn, waitForSignInPage } from './helpers/sign-in';
import { chooseFromMenu } from './helpers/menus';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the portal', () => {
  let server: PortalServer;
  let page: Page;
  // What Chromium reports when the Content-Security-Policy blocks something (issue 14: the SPA and the
  // provider's pages must satisfy their policies).
  const blocked: string[] = [];
  // The server's log: it says which Node serves (docs/operators/runtime.md).
  const logged: { msg?: string; node?: string }[] = [];
  beforeAll(async () => {
    server = await startPortalServer({ logger: { stream: { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) } } });
    page = await browser.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
  });
  afterAll(() => server?.close());

  it('sends a visitor to the provider, signs a development user in and shows the app', async () => {
    // The server the browser signs in against runs on Node 24 (node_modules' own), not the machine's Node 20.
    const runtime = logged.find((line) => line.msg?.startsWith('Staff portal '));
    expect(Number(runtime?.node?.split('.')[0])).toBeGreaterThanOrEqual(24);
    const user = await signIn(page, 'employee', server.origin);
    expect(user).toMatchObject({ username: 'employee', name: 'Enrico Dipendente' });
    await page.waitForURL((url) => url.origin === server.origin && !url.pathname.startsWith('/oidc'));
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).waitFor({ timeout: 30_000 });
    // SPEC §9: MSAL keeps its cache in session storage, nothing in local storage.
    const storage = await page.evaluate(() => ({ session: Object.keys(sessionStorage), local: Object.keys(localStorage) }));
    expect(storage.session.length).toBeGreaterThan(0);
    expect(storage.local.filter((key) => key.includes('msal'))).toEqual([]);
  });

  it('signs out back to the provider sign-in page', async () => {
    await chooseFromMenu(page, page.getByRole('banner').getByRole('button', { name: 'Profile menu' }), 'Logout', {
      until: "the provider's sign-in page",
      done: async () => /\/oidc\/interaction\//.test(page.url()),
    });
    await waitForSignInPage(page);
    // The provider session is gone: opening the portal again asks for a username again.
    await page.goto(server.origin);
    await waitForSignInPage(page);
    expect(blocked).toEqual([]);
  });
});

describe("the SPA's MSAL client alone", () => {
  let server: PortalServer;
  let msalPage: Awaited<ReturnType<typeof buildMsalPage>>;
  beforeAll(async () => {
    msalPage = await buildMsalPage();
    server = await startPortalServer({ distDir: msalPage.outDir });
  });
  afterAll(async () => {
    await server?.close();
    msalPage?.remove();
  });

  it('signs in, calls the API with its token and signs out to the origin', async () => {
    const page = await browser.newPage();
    await signIn(page, 'accountant', server.origin);
    await page.waitForFunction(() => document.getElementById('answer')?.textContent !== 'loading');
    expect(JSON.parse((await page.textContent('#answer'))!)).toMatchObject({ status: 200, user: { name: 'Anna Contabile' } });

    await page.evaluate(() => {
      void (window as unknown as { portalSignOut: () => Promise<void> }).portalSignOut();
    });
    // Back at the origin with no account, the page signs in again: the provider asks who you are.
    await waitForSignInPage(page);
  });
});
