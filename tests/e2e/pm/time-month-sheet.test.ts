// The month sheet's main journey in the browser: an employee types hours into the month grid with the
// keyboard, saves and sends the month; an admin opens it from the approvals and approves it.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { nextMonthSheet, toNextMonth } from '../helpers/next-month-sheet';
import { clickUntil, confirmUntil, shownSince } from '../helpers/act-until';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('the month sheet in the browser', () => {
  it('an employee fills days with the keyboard and sends the month; an admin approves it', async () => {
    const { monthText, sheet, row } = await nextMonthSheet(server);
    // Three days in a row (weekends and holidays may be booked too: the grid only marks them).
    const days = ['10', '11', '12'].map((day) => `${monthText}-${day}`);

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'employee', server.origin);
    await page.goto(`${server.origin}/timesheet`);
    await toNextMonth(page, monthText);
    const first = page.getByLabel(`${row.number} ${days[0]}`, { exact: true });
    // The keys go to the first day's box: typed only once it has the focus.
    await clickUntil(first, 'the first day has the focus', () => first.evaluate((element) => element === document.activeElement));
    // Type, then Tab to the next day (the arrow keys do the same from the text's edge).
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7,5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('6');
    await expect.poll(() => page.locator('[data-month-total]').first().textContent(), { timeout: 10_000 }).toBe('21.5');
    const saved = shownSince(page.getByText('Hours saved'));
    await clickUntil(page.getByRole('button', { name: /Save \(3\)/ }), 'Hours saved', saved, { writes: true });

    await confirmUntil({
      open: page.getByRole('button', { name: 'Send', exact: true }),
      confirm: page.getByRole('dialog').getByRole('button', { name: 'Send' }),
      until: 'the month is Sent',
      done: async () => (await sheet()).month.status === 'Sent',
    });
    const sent = await sheet();
    expect(sent.month.totalHours).toBe(21.5);
    expect(sent.entries.map((entry) => [entry.date, entry.hours])).toEqual([
      [days[0], 8],
      [days[1], 7.5],
      [days[2], 6],
    ]);
    await expect.poll(() => page.locator('[data-month-status]').textContent(), { timeout: 10_000 }).toBe('Sent');
    await context.close();

    const adminContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, 'admin', server.origin);
    await adminPage.goto(`${server.origin}/admin/ts_approvals?monthId=${sent.month.id}`);
    const drawer = adminPage.locator('.ant-drawer-content');
    await expect.poll(() => drawer.getByLabel(`${row.number} ${days[1]}`, { exact: true }).inputValue(), { timeout: 15_000 }).toBe('7.5');
    // Approve, then the confirmation's Approve: answered again only while no approval has left the page.
    await confirmUntil({
      open: drawer.getByRole('button', { name: /Approve/ }),
      confirm: adminPage.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve', exact: true }),
      until: 'the month is Approved',
      done: async () => (await sheet()).month.status === 'Approved',
    });
    await expect.poll(() => drawer.locator('[data-month-status]').textContent(), { timeout: 10_000 }).toBe('Approved');
    await adminContext.close();
  });
});
