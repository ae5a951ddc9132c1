// The hours report for a year (issue 29): a project manager chooses a work order and a period longer than two
// months, and the report has a column per month, headed by the month's name, whose totals equal the day-level
// report's for the same period (asked of the API in parts of up to 62 days, which it answers by day).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TimesheetReport } from '../../../modules/pm/domain/timesheet-report';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
const englishMonth = (period: string) =>
  new Intl.DateTimeFormat('en', { timeZone: 'UTC', month: 'short', year: 'numeric' }).format(Date.parse(`${period}-01T00:00:00Z`));
/** mm/dd/yyyy, as the English period picker takes a typed date. */
const typedDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

const typeInto = async (page: Page, input: ReturnType<Page['locator']>, text: string) => {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text);
  await input.press('Enter');
};

describe('the hours report for a year in the browser', () => {
  it('a project manager sees month columns whose totals equal the report by day', async () => {
    // The work order of the newest entry, over the year before it: a part-month at each end, whole months between.
    const [newest] = await server.api<Row[]>('pm', 'GET', '/admin/timesheet?_start=0&_end=1&_sort=date&_order=desc');
    const workOrder = await server.api<Row>('pm', 'GET', `/admin/workorders/${Number(newest.workOrderId)}`);
    const endDate = String(newest.date);
    const startDate = `${Number(endDate.slice(0, 4)) - 1}-${endDate.slice(5, 7)}-15`;

    const byDay: Record<string, number> = {};
    for (let from = startDate; from <= endDate; from = addDays(from, 62)) {
      const to = addDays(from, 61) < endDate ? addDays(from, 61) : endDate;
      const part = await server.api<TimesheetReport>('pm', 'GET', `/admin/timesheet/report?workOrderId=${workOrder.id}&startDate=${from}&endDate=${to}`);
      expect(part.granularity).toBe('day');
      for (const [day, hours] of Object.entries(part.periods)) byDay[day.slice(0, 7)] = Math.round(((byDay[day.slice(0, 7)] ?? 0) + hours) * 100) / 100;
    }
    expect(Object.keys(byDay).length).toBeGreaterThan(2);

    const page = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
    await signIn(page, 'pm', server.origin);
    await page.goto(`${server.origin}/admin/report`);
    const [start, end] = [page.locator('.ant-picker-range input').first(), page.locator('.ant-picker-range input').last()];
    await start.waitFor({ timeout: 30_000 });
    await typeInto(page, start, typedDay(startDate));
    await typeInto(page, end, typedDay(endDate));
    await page.keyboard.press('Escape');
    const asked = page.waitForResponse((response) => response.url().includes('/timesheet/report?') && response.url().includes(`startDate=${startDate}`), { timeout: 30_000 });
    const chooser = page.getByRole('combobox', { name: 'Work order' });
    await chooser.click();
    await chooser.pressSequentially(String(workOrder.name));
    await page.locator('.ant-select-item-option').filter({ hasText: String(workOrder.name) }).first().click();
    const answer = (await (await asked).json()) as TimesheetReport;
    expect(answer.granularity).toBe('month');

    await expect.poll(() => page.locator('[data-report-granularity="month"]').isVisible(), { timeout: 30_000 }).toBe(true);
    const months = Object.keys(byDay).sort();
    const headings = page.locator('.ant-table-thead th');
    await expect.poll(async () => (await headings.allInnerTexts()).map((text) => text.trim()).filter((text) => text !== ''), { timeout: 15_000 }).toEqual([
      'Employee',
      ...months.map(englishMonth),
      'Total',
    ]);
    const shownTotals: Record<string, number> = {};
    for (const month of months) shownTotals[month] = Number((await page.locator(`[data-report-period-total="${month}"]`).innerText()).replace(/,/g, ''));
    expect(shownTotals).toEqual(byDay);
  }, 240_000);
});
