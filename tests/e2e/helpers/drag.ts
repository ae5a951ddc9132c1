import type { Locator, Page } from 'playwright-core';

/**
 * Drags with the mouse in small steps, as a person does: dnd-kit starts a drag after a few pixels, and the pointer
 * goes on to the target only once the drag has begun (the dragged element says `aria-pressed="true"`), so that on
 * a busy machine it never arrives before the board has noticed the drag.
 */
export const dragTo = async (page: Page, from: Locator, to: Locator) => {
  const [start, target] = [await from.boundingBox(), await to.boundingBox()];
  if (!start || !target) throw new Error('Nothing to drag or nowhere to drop');
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 5 });
  await from.and(page.locator('[aria-pressed="true"]')).waitFor({ timeout: 15_000 });
  await page.mouse.move(target.x + target.width / 2, target.y + 80, { steps: 15 });
  await page.mouse.up();
};
