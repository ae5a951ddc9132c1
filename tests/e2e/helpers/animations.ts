import type { Page } from 'playwright-core';

/**
 * antd animates colours and popups (0.2 s, SPEC §1): judge contrast and take pictures once every finite
 * transition and animation has finished (spinners and skeletons loop forever and are left alone).
 */
export const animationsDone = (page: Page) =>
  page.evaluate(async () => {
    const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = () => document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    // antd's motion starts its animations a frame or two after the element appears: settle until none start.
    for (let round = 0; round < 20; round += 1) {
      await nextFrames();
      const finite = running();
      if (finite.length === 0) return;
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
