import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// A page read once its data has arrived, never after a fixed sleep: the API calls it makes are counted, and
// the content counts as settled when one is open no more and no spinner or skeleton is loading.

/** Counts the page's open API calls; the answer says whether none is open now. */
export const watchApiCalls = (page: Page) => {
  let pending = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) pending += 1;
  });
  const settle = (url: string) => {
    if (isApi(url)) pending = Math.max(0, pending - 1);
  };
  page.on('requestfinished', (request) => settle(request.url()));
  page.on('requestfailed', (request) => settle(request.url()));
  return () => pending === 0;
};

/** The content has rendered, no API call is open and nothing shows as loading. */
export const settled = async (page: Page, isIdle: () => boolean) => {
  await page.locator('.ant-card, .ant-result, .ant-table, main').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => isIdle() && page.locator('.ant-spin-spinning, .ant-skeleton-active').count().then((count) => count === 0), { timeout: 20_000 }).toBe(true);
};

/** An in-app navigation, as a menu click makes it (react-router follows history; no reload, no new sign-in). */
export const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
