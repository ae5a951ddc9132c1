// A real firm's first start (issue 41): an empty database in AUTH_MODE=local, the first administrator named by
// ADMIN_USERNAMES signs in and is taken to the setup instead of the dashboard; a wrong partita IVA is refused on its
// field by the check the server runs too, then fixed; a closing day is added; the setup finishes and the portal
// opens; the Firm page then shows what was typed (the IBAN and SdI code as the server keeps them).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser';
import { chooseNewPassword, fillSignIn } from '../helpers/local-accounts';
import { startPortalServer, type PortalServer } from '../helpers/portal-server';

const FIRST_ADMIN_PASSWORD = 'first-start-Secret-1';

let browser: Browser;
let server: PortalServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchChromium(),
    startPortalServer({ isFirmSetUp: false, config: { authMode: 'local', adminUsernames: ['admin'], adminInitialPassword: FIRST_ADMIN_PASSWORD } }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

describe('the first-run setup', () => {
  it('takes the first administrator through the setup, then the Firm page shows what was typed', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.origin);
    await fillSignIn(page, 'admin', FIRST_ADMIN_PASSWORD);
    await chooseNewPassword(page, 'Own-secret-pass-1');
    await fillSignIn(page, 'admin', 'Own-secret-pass-1');
    await page.waitForURL(/\/admin\/firm\/setup$/, { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Set up the firm' }).waitFor({ timeout: 30_000 });

    // Identity: a partita IVA whose check digit is wrong is refused on its field, nothing is saved.
    await field(page, 'Company name').fill('Officine Verdi S.p.A.');
    await field(page, 'VAT number').fill('IT12345678904');
    await field(page, 'Street').fill('Via Torino 5');
    await field(page, 'Postal code (CAP)').fill('10121');
    await field(page, 'City').fill('Torino');
    await field(page, 'Province').fill('TO');
    await field(page, 'PEC').fill('verdi@pec.example');
    await field(page, 'SdI code').fill('ABC1234');
    await field(page, 'IBAN').fill('it60 x054 2811 1010 0000 0123 456');
    await next(page);
    await page.getByText('Not a valid partita IVA: 11 digits with a matching check digit').waitFor({ timeout: 30_000 });
    await field(page, 'VAT number').fill('IT12345678903');
    await next(page);

    // Language and time zone: the defaults, Italian and Europe/Rome.
    await expect.poll(() => field(page, 'Time zone').inputValue(), { timeout: 30_000 }).toBe('Europe/Rome');
    await next(page);

    // Calendar: the public holidays are listed; one closing day of the firm's own is added.
    await page.getByText('Public holidays in').waitFor({ timeout: 30_000 });
    const day = field(page, 'Day');
    await day.click();
    await day.pressSequentially('08/14/2031');
    await day.press('Enter');
    await field(page, 'Name').fill('Ponte di Ferragosto');
    await page.getByRole('button', { name: 'Add closing day' }).click();
    await page.getByText('Ponte di Ferragosto').waitFor({ timeout: 30_000 });
    await next(page);

    // The usual Italian contract types and absence causes, added at the end.
    await page.getByRole('cell', { name: 'Permesso legge 104' }).waitFor({ timeout: 30_000 });
    await next(page);
    await page.getByRole('button', { name: 'Finish the setup' }).click();
    await page.getByText('The firm is set up').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Open the portal' }).click();
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 60_000 });

    await page.goto(`${server.origin}/admin/firm`);
    const details = page.getByRole('main');
    for (const typed of ['Officine Verdi S.p.A.', 'IT12345678903', 'Via Torino 5', 'Torino', 'IT60X0542811101000000123456', 'ABC1234'])
      await details.getByText(typed, { exact: true }).first().waitFor({ timeout: 60_000 });
    await context.close();
  });
});
