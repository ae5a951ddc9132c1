import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsDone } from './animations';
import { offScreenBoxes } from './off-screen';
import { goInApp, settled } from './page-settled';

// Issue 45, every screen on a phone: a page the browser already shows, narrowed to a phone's 375 px, and its create
// form. Judged by the every-page walk on each menu page it opens first, so a page is loaded and settled once for both
// its desktop and its phone judgement (two walks of every page were the largest part of the browser tests' time).

export const PHONE = { width: 375, height: 812 };

/** What lies past the screen's edges now, each line named by `where`. */
const boxesOffScreen = async (page: Page, where: string) => {
  await animationsDone(page);
  return (await offScreenBoxes(page)).map((problem) => `${where}: ${problem}`);
};

/** Runs `look` with the page at a phone's width, then gives the page its earlier size back. */
const onPhone = async <T>(page: Page, isIdle: () => boolean, look: () => Promise<T>): Promise<T> => {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    await settled(page, isIdle);
    return await look();
  } finally {
    if (before) await page.setViewportSize(before);
  }
};

/** The bell's list at 375 px: on screen, whatever page it opens over. */
export const notificationListOnPhone = (page: Page, isIdle: () => boolean, who: string) =>
  onPhone(page, isIdle, async () => {
    await page.getByRole('banner').getByRole('button', { name: /^Notifiche/ }).click();
    const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await popover.waitFor({ timeout: 30_000 });
    const found = await boxesOffScreen(page, `${who} notification list`);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
    return found;
  });

/**
 * The page at 375 px, then its create form there: the toolbar's button with the plus icon, when the person may create
 * here. Most open a drawer or a dialog, closed again; a few open a page of their own (a quote's editor), judged and
 * left by going back to `path`.
 */
export const pageOnPhone = (page: Page, isIdle: () => boolean, path: string, who: string) =>
  onPhone(page, isIdle, async () => {
    const found = await boxesOffScreen(page, `${who} ${path}`);
    const create = page.locator('main button:has(.anticon-plus)').first();
    if (!(await create.isVisible())) return found;
    await create.click();
    const form = page.locator('.ant-drawer-open .ant-drawer-content-wrapper, .ant-modal-wrap:not([style*="display: none"]) .ant-modal');
    const leftPage = () => new URL(page.url()).pathname !== path;
    await expect
      .poll(async () => (await form.first().isVisible()) || leftPage(), { timeout: 30_000, message: `${path}: Create opens a form` })
      .toBe(true);
    if (await form.first().isVisible()) {
      found.push(...(await boxesOffScreen(page, `${who} ${path}, create form`)));
      await page.keyboard.press('Escape');
      await form.first().waitFor({ state: 'hidden', timeout: 30_000 });
    } else {
      await settled(page, isIdle);
      found.push(...(await boxesOffScreen(page, `${who} ${path}, create page ${new URL(page.url()).pathname}`)));
      await goInApp(page, path);
      await settled(page, isIdle);
    }
    return found;
  });
