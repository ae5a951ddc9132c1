// Issue 15, the server's side: an Italian user sees the API's refusal in Italian. Deleting an employee who still
// holds records is refused by the HR module (set a leaving date instead); with the language switched to Italiano
// the SPA asks in Italian (Accept-Language) and the toast shows the server's reason in Italian.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';
import { confirmUntil } from './helpers/act-until';
import { chooseFromMenu, speaksItalian } from './helpers/menus';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('a refusal in the language of the user', () => {
  it("shows the server's reason in Italian once Italiano is chosen", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin', server.origin);
    await page.goto(`${server.origin}/admin/employees`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    await chooseFromMenu(page, page.getByRole('banner').getByRole('button', { name: /^Language/ }), 'Italiano', speaksItalian(page));
    // The switch is done once the top bar speaks Italian (its catalogue is fetched first, then everything remounts).
    await page.getByRole('banner').getByRole('button', { name: 'Lingua: Italiano' }).waitFor({ timeout: 30_000 });

    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    // The toast says what could not be done ("Impossibile eliminare: dipendente") and the server's reason. It shows
    // for 2 s (SPEC, toast lifetime), so its text is read in the page the moment it appears: a test process slowed
    // by a busy machine could otherwise look after it has gone.
    const toastText = page
      .waitForFunction(
        () => [...document.querySelectorAll('.ant-notification-notice')].map((notice) => notice.textContent ?? '').find((text) => text.includes('Impossibile eliminare')),
        undefined,
        { timeout: 30_000, polling: 'raf' },
      )
      .then((found) => found.jsonValue());
    let told = false;
    void toastText.then(() => (told = true), () => undefined);
    // Elimina, then the question's OK: answered again only while no delete has left the page.
    await confirmUntil({
      open: firstRow.getByRole('button', { name: 'Elimina' }),
      confirm: page.locator('.ant-modal-confirm-btns .ant-btn-primary'),
      until: 'the refusal is told',
      done: async () => told,
    });
    const text = await toastText;
    expect(text).toMatch(/ha ancora .+: imposta una data di cessazione invece di eliminare/);
    expect(text).not.toMatch(/set a leaving date/);
    // Still there: the refusal changed nothing.
    await page.reload();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    await context.close();
  });
});
