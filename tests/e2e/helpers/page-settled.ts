import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// A page read once its data has arrived, never after a fixed sleep: the screen has drawn its own content, no
// API call is open (when they are watched) and no spinner or skeleton is loading.

/** Whether a URL the page asked for is one of the portal's API calls. */
export const isApiUrl = (url: string) => new URL(url).pathname.startsWith('/api/');

/** Counts the page's open API calls; the answer says whether none is open now. */
export const watchApiCalls = (page: Page) => {
  let pending = 0;
  page.on('request', (request) => {
    if (isApiUrl(request.url())) pending += 1;
  });
  const settle = (url: string) => {
    if (isApiUrl(url)) pending = Math.max(0, pending - 1);
  };
  page.on('requestfinished', (request) => settle(request.url()));
  page.on('requestfailed', (request) => settle(request.url()));
  return () => pending === 0;
};

// Marks what the screen showed before an in-app navigation: react-router moves in a transition, so the old
// screen stays drawn until the new one's chunk is in, and a wait for "some content" would judge the old page.
const LEFT_BEHIND = 'data-left-behind';

/** An in-app navigation, as a menu click makes it (react-router follows history; no reload, no new sign-in). */
export const goInApp = (page: Page, path: string) =>
  page.evaluate(
    ({ to, mark }) => {
      for (const element of document.querySelectorAll('main *')) element.setAttribute(mark, '');
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: path, mark: LEFT_BEHIND },
  );

/**
 * The screen has rendered its own content (not the one before it), nothing shows as loading and, with
 * `isIdle` (from `watchApiCalls`), no API call is open.
 */
export const settled = async (page: Page, isIdle: () => boolean = () => true) => {
  await page
    .locator(`:is(main, .ant-drawer-open) :is(.ant-card, .ant-result, .ant-table, .ant-empty, .ant-list, form, h1, h2):not([${LEFT_BEHIND}])`)
    .first()
    .waitFor({ timeout: 30_000 });
  // Every list of the screen has its rows or says it has none, and that holds on two looks in a row: a list's
  // query may start a moment after its frame is drawn (a busy CI run read an employees list before its rows).
  const ready = async () =>
    isIdle() &&
    (await page.locator('.ant-spin-spinning, .ant-skeleton-active').count()) === 0 &&
    (await page.evaluate(() =>
      [...document.querySelectorAll('main .ant-table-tbody')].every((body) => body.querySelector('tr.ant-table-row, tr.ant-table-placeholder') !== null),
    ));
  let looks = 0;
  await expect.poll(async () => (looks = (await ready()) ? looks + 1 : 0), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
};
