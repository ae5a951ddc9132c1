import type { MonthGrid } from '../../../modules/pm/domain/month-grid';
import type { Page } from 'playwright-core';
import type { SeededPortal } from './seeded-portal';
import { clickUntil } from './act-until';
import { firmYearMonth } from '../../../resources/firm-calendar';

/**
 * The employee's month sheet of next month (empty in the demo firm, so a test's hours are the only ones), read
 * through the API, and a work order of the grid open all that month.
 */
export const nextMonthSheet = async (server: SeededPortal) => {
  const today = firmYearMonth();
  const next = new Date(Date.UTC(today.year, today.month, 1));
  const [year, month] = [next.getUTCFullYear(), next.getUTCMonth() + 1];
  /** `YYYY-MM`, the start of each of the month's dates. */
  const monthText = `${year}-${String(month).padStart(2, '0')}`;
  const sheet = () => server.api<MonthGrid>('employee', 'GET', `/month/sheet?year=${year}&month=${month}`);
  const before = await sheet();
  const row = before.workOrders.find((order) => order.startDate <= `${monthText}-01` && (!order.endDate || order.endDate >= `${monthText}-28`))!;
  return { year, month, monthText, sheet, before, row };
};

/**
 * The time sheet's "Next month" arrow, pressed until the address says `monthText` (the screen keeps its month in
 * `?month=`, set by the press itself). Pressed again only while the address still shows another month than the
 * one after: a slow press is never taken for a lost one and the sheet never goes two months on.
 */
export const toNextMonth = async (page: Page, monthText: string) => {
  const shown = () => new URL(page.url()).searchParams.get('month');
  const from = shown();
  await clickUntil(page.getByRole('button', { name: 'Next month' }), `the address shows ?month=${monthText}`, async () => shown() === monthText, {
    mayRepeat: async () => shown() === from,
  });
};
