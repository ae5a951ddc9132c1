import type { Locator, Page } from 'playwright-core';

/** A point inside the part of the element that is on screen (dnd-kit may scroll the page while a card is lifted). */
const visiblePointOf = async (page: Page, element: Locator) => {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('Nowhere to drop');
  const [top, bottom] = [Math.max(box.y, 0), Math.min(box.y + box.height, viewport.height)];
  const [left, right] = [Math.max(box.x, 0), Math.min(box.x + box.width, viewport.width)];
  return { x: (left + right) / 2, y: Math.min(top + 80, (top + bottom) / 2) };
};

/**
 * Drags with the mouse in small steps, as a person does. dnd-kit starts a drag after a few pixels, so the pointer
 * goes on only once the drag has begun (the dragged element says `aria-pressed="true"`); it lets go only once the
 * target says it is under the pointer (`data-drop-over="true"`, set by every board's droppable). Until then it
 * moves again to where the target is now, since the page may scroll under a lifted card and dnd-kit looks for the
 * target again on each move. On a busy machine no step can then run ahead of the board.
 */
export const dragTo = async (page: Page, from: Locator, to: Locator) => {
  const start = await from.boundingBox();
  if (!start) throw new Error('Nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 5 });
  await from.and(page.locator('[aria-pressed="true"]')).waitFor({ timeout: 15_000 });
  const over = to.and(page.locator('[data-drop-over="true"]'));
  // Bounded by time, not by a count of moves: on a loaded machine each move and look takes longer.
  const deadline = Date.now() + 60_000;
  for (let tries = 0; !(await over.isVisible()); tries += 1) {
    if (Date.now() > deadline) throw new Error(`The drop target never noticed the dragged card (${tries} moves in 60 s)`);
    const { x, y } = await visiblePointOf(page, to);
    await page.mouse.move(x + (tries % 2 ? 3 : -3), y, { steps: tries === 0 ? 15 : 2 });
    await over.waitFor({ timeout: 250 }).catch(() => undefined);
  }
  await page.mouse.up();
};
