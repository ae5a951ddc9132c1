import type { Locator, Page } from 'playwright-core';
import { animationsDone } from './animations';

/**
 * Opens a drop-down menu with its button and chooses `item`. antd's menu slides in after it opens, and on a busy
 * machine a click could press on the item mid-slide and release on whatever is under the pointer a frame later
 * (the choice then never happens): the item is pressed once the menu stands still, as a person would.
 */
export const chooseFromMenu = async (page: Page, opener: Locator, item: string) => {
  await opener.click();
  const choice = page.getByRole('menuitem', { name: item });
  await choice.waitFor();
  await animationsDone(page);
  await choice.click();
};
