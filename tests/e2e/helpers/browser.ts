// Debian's Chromium driven by playwright-core; never a downloaded browser.
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Every page opens as for a person who asks their system for less motion (src/shell/theme/reduced-motion.ts):
 * popups, drawers and dialogs appear and go at once, so no step waits on antd's 0.2 s animations. A context that
 * judges motion itself passes `reducedMotion: 'no-preference'`. (Chromium's --force-prefers-reduced-motion is
 * overridden by playwright's own emulation of the media feature, so the default is given to each context.)
 */
const STILL: BrowserContextOptions = { reducedMotion: 'reduce' };

export const launchChromium = async (): Promise<Browser> => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ ...STILL, ...options });
  return browser;
};
