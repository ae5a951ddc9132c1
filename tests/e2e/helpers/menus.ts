import type { Locator, Page } from 'playwright-core';
import { animationsDone } from './animations';
import { actUntil, clickUntil, noPopupOpen } from './act-until';

/**
 * Opens a drop-down menu with its button and chooses `item`. antd's menu slides in after it opens, and on a busy
 * machine a click could press on the item mid-slide and release on whatever is under the pointer a frame later
 * (the choice then never happens): the item is pressed once the menu stands still, as a person would. The button
 * is pressed again while the menu is not showing (and nothing else is open: it toggles); with `outcome`, the whole
 * choice is made again until the outcome holds.
 */
export const chooseFromMenu = async (page: Page, opener: Locator, item: string, outcome?: { until: string; done: () => Promise<boolean> }) => {
  const choice = page.getByRole('menuitem', { name: item });
  const choose = async () => {
    await clickUntil(opener, `the menu offers ${item}`, () => choice.isVisible(), { mayRepeat: noPopupOpen(page), timeout: 30_000 });
    await animationsDone(page);
    await choice.click({ timeout: 10_000 });
  };
  if (!outcome) return choose();
  await actUntil({ action: `choose ${item} from ${String(opener)}`, act: choose, ...outcome });
};

/** The outcome of choosing Italiano in the top bar's language menu: the top bar speaks Italian. */
export const speaksItalian = (page: Page) => ({
  until: 'the top bar speaks Italian',
  done: () => page.getByRole('banner').getByRole('button', { name: 'Lingua: Italiano' }).isVisible(),
});
