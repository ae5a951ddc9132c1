import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { startSeededPortal, type SeededPortal } from './seeded-portal';

/**
 * Starts the seeded portal and Debian's Chromium once for a test file and closes both after it; `onStart`
 * hands them to the file's own variables.
 */
export const withSeededBrowser = (onStart: (started: { server: SeededPortal; browser: Browser }) => void) => {
  let started: { server: SeededPortal; browser: Browser } | undefined;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startSeededPortal(), launchChromium()]);
    started = { server, browser };
    onStart(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.server.close();
  });
};
