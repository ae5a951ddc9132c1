// Issue 28, phone: at 375 px an employee books the month's hours one day at a time (the desktop grid of day columns
// leaves the days ~30 px there) and saves; the day's and the month's totals follow what is typed.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { actUntil, clickUntil, shownSince } from '../helpers/act-until';
import { nextMonthSheet, toNextMonth } from '../helpers/next-month-sheet';

const PHONE = { width: 375, height: 812 };

let browser: Browser;
let server: SeededPortal;
withSeededBrowser((started) => ({ server, browser } = started));

describe('the time sheet on a phone', () => {
  it('an employee books hours on a day, one day at a time, and saves them', async () => {
    const { monthText, sheet, before, row } = await nextMonthSheet(server);

    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, 'employee', server.origin);
    await page.goto(`${server.origin}/timesheet`);
    await toNextMonth(page, monthText);
    // Next month opens on its first day; the arrow goes on to the second (pressed again only while still on the first).
    const day = page.locator('[data-hours-day]');
    await expect.poll(() => day.getAttribute('data-hours-day'), { timeout: 30_000 }).toBe(`${monthText}-01`);
    expect(await page.locator('[data-hours-grid]').count()).toBe(0);
    await clickUntil(page.getByRole('button', { name: 'Day after' }), `the day shown is ${monthText}-02`, async () => (await day.getAttribute('data-hours-day')) === `${monthText}-02`, {
      mayRepeat: async () => (await day.getAttribute('data-hours-day')) === `${monthText}-01`,
    });

    const box = page.getByLabel(`${row.number} ${monthText}-02`, { exact: true });
    // The box is on screen and wide enough for a thumb, with no sideways scrolling.
    const area = (await box.boundingBox())!;
    expect(area.width).toBeGreaterThanOrEqual(60);
    expect(area.x + area.width).toBeLessThanOrEqual(PHONE.width);
    await box.tap();
    await box.fill('7,5');
    await expect.poll(() => page.locator(`[data-day-total="${monthText}-02"]`).textContent()).toBe('7.5');
    await expect.poll(() => page.locator('[data-month-total]').textContent()).toBe(String((before.month.totalHours ?? 0) + 7.5));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const saved = shownSince(page.getByText('Hours saved'));
    await actUntil({
      action: 'tap Save (1)',
      act: () => page.getByRole('button', { name: /Save \(1\)/ }).tap({ timeout: 10_000 }),
      until: 'Hours saved',
      done: saved,
      writesFrom: page,
    });
    await expect
      .poll(async () => (await sheet()).entries.filter((entry) => entry.date === `${monthText}-02` && entry.workOrderId === row.id).map((entry) => entry.hours))
      .toEqual([7.5]);
    await context.close();
  });
});
