// One action, done again until its outcome shows: a loaded machine (CI's two busy cores) can lose a click to a
// popup's opening animation, to a re-render under the pointer or to a menu that toggles itself. The outcome is the
// condition a test then relies on, so a broken product still fails (the deadline passes, with the action and the
// condition named); a working one is not failed by one lost click.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsDone } from './animations';
import { isApiUrl } from './page-settled';

export type ActUntil = {
  /** What is done, for the error: "click Approve". */
  action: string;
  act: () => Promise<unknown>;
  /** What must hold afterwards, for the error: "the month is Approved". */
  until: string;
  done: () => Promise<boolean>;
  /**
   * Whether the action may be done again now (checked before every try after the first). An action whose effect
   * is not idempotent says here what proves the first one did not happen (the question is still asked, say).
   * While it says no, the helper only waits for the outcome.
   */
  mayRepeat?: () => Promise<boolean>;
  /**
   * The action writes to the server: it is done again only if no API write (POST, PUT, PATCH, DELETE) of this page
   * has left since the previous try, so a slow answer is never taken for a lost click and nothing is sent twice.
   */
  writesFrom?: Page;
  /** The whole deadline (default 60 s). */
  timeout?: number;
  /** How long each try waits for the outcome before the action is done again (default 10 s). */
  patience?: number;
};

/** Polls `condition` until it holds or `timeout` passes; says which. Errors of the condition count as "not yet". */
export const holdsWithin = async (condition: () => Promise<boolean>, timeout: number) => {
  if (timeout <= 0) return condition().catch(() => false);
  try {
    await expect.poll(() => condition().catch(() => false), { timeout, interval: 100 }).toBe(true);
    return true;
  } catch {
    return false;
  }
};

const writeCounts = new WeakMap<Page, { sent: number }>();

/** Counts the API writes (POST, PUT, PATCH, DELETE) a page has sent; watched once per page. */
export const writesSent = (page: Page) => {
  let counts = writeCounts.get(page);
  if (!counts) {
    const watched = { sent: 0 };
    counts = watched;
    writeCounts.set(page, watched);
    page.on('request', (request) => {
      if (isApiUrl(request.url()) && !['GET', 'HEAD', 'OPTIONS'].includes(request.method())) watched.sent += 1;
    });
  }
  return () => counts.sent;
};

/** Does `act`, and again while `done` does not hold (and repeating is safe), until `done` holds or the deadline passes. */
export const actUntil = async ({ action, act, until, done, mayRepeat, writesFrom, timeout = 60_000, patience = 10_000 }: ActUntil) => {
  const deadline = Date.now() + timeout;
  const sent = writesFrom ? writesSent(writesFrom) : () => 0;
  let sentBeforeTry = 0;
  let tries = 0;
  let lastError: unknown;
  for (;;) {
    // Always done once, as a plain click would be: an outcome that held already must not skip the action.
    if (tries > 0 && (await done().catch(() => false))) return;
    const safe = tries === 0 || (sent() === sentBeforeTry && (!mayRepeat || (await mayRepeat().catch(() => false))));
    if (safe) {
      tries += 1;
      sentBeforeTry = sent();
      try {
        await act();
        lastError = undefined;
      } catch (error) {
        lastError = error;
      }
    }
    if (await holdsWithin(done, Math.min(patience, deadline - Date.now()))) return;
    if (Date.now() >= deadline) {
      const why = lastError ? ` (the last try failed: ${String(lastError).split('\n')[0]})` : '';
      const wrote = writesFrom && sent() !== sentBeforeTry ? '; a write was sent and its outcome never showed' : '';
      throw new Error(`"${action}" did not lead to "${until}" within ${timeout} ms, after ${tries} ${tries === 1 ? 'try' : 'tries'}${wrote}${why}`);
    }
  }
};

/** Clicks `target` once the page's finite animations are over, and again until `done` holds. */
export const clickUntil = (
  target: Locator,
  until: string,
  done: () => Promise<boolean>,
  options: Pick<ActUntil, 'mayRepeat' | 'timeout' | 'patience'> & { action?: string; writes?: boolean } = {},
) =>
  actUntil({
    action: options.action ?? `click ${String(target)}`,
    act: async () => {
      await target.waitFor({ timeout: options.patience ?? 10_000 });
      await animationsDone(target.page());
      await target.click({ timeout: options.patience ?? 10_000 });
    },
    until,
    done,
    mayRepeat: options.mayRepeat,
    writesFrom: options.writes ? target.page() : undefined,
    timeout: options.timeout,
    patience: options.patience,
  });

/**
 * The two steps of a confirmed action, as a person does them: `open` asks the question (a Popconfirm or a confirm
 * dialog), `confirm` answers it, and `done` is the change shown. The question is asked again only while it is not
 * showing, and the whole is done again only while no write of the page has left since the last answer: a first
 * answer that went through is never sent twice, however slowly its outcome shows.
 */
export const confirmUntil = async ({
  open,
  confirm,
  until,
  done,
  timeout = 60_000,
  patience = 10_000,
}: {
  open: Locator;
  confirm: Locator;
  until: string;
  done: () => Promise<boolean>;
  timeout?: number;
  patience?: number;
}) => {
  const page = confirm.page();
  await actUntil({
    action: `answer ${String(confirm)} asked by ${String(open)}`,
    act: async () => {
      if (!(await confirm.isVisible())) {
        await clickUntil(open, `the question shows ${String(confirm)}`, () => confirm.isVisible(), { timeout: Math.min(30_000, timeout) });
      }
      await animationsDone(page);
      await confirm.click({ timeout: patience });
    },
    until,
    done,
    writesFrom: page,
    timeout,
    patience,
  });
};

/**
 * Chooses `option` (a locator of the open list's item) in an antd select opened with `opener`: opened again while its
 * list is not showing, the item pressed once the list stands still, until `chosen` holds.
 */
export const chooseUntil = (
  page: Page,
  opener: Locator,
  option: Locator,
  until: string,
  chosen: () => Promise<boolean>,
  /** `writes`: the choice itself is sent to the server (chosen again only while no write has left). */
  options: { timeout?: number; writes?: boolean } = {},
) =>
  actUntil({
    action: `choose ${String(option)} from ${String(opener)}`,
    act: async () => {
      if (!(await option.isVisible())) {
        // An open list is waited for, not pressed again (a second press on its select would close it).
        if (await noPopupOpen(page)()) await opener.click({ timeout: 10_000 });
        await option.waitFor({ timeout: 10_000 });
      }
      await animationsDone(page);
      await option.click({ timeout: 10_000 });
    },
    until,
    done: chosen,
    writesFrom: options.writes ? page : undefined,
    timeout: options.timeout,
  });

/**
 * Starts watching for `target` now and says afterwards whether it has shown at any moment since: for a toast that
 * lives two seconds, which a condition polled from a slowed test process could look for after it has gone.
 */
export const shownSince = (target: Locator, timeout = 60_000) => {
  let shown = false;
  target
    .first()
    .waitFor({ timeout })
    .then(
      () => (shown = true),
      () => undefined,
    );
  return async () => shown || (await target.first().isVisible());
};

/**
 * No popover, drop-down or select list is open: for an opener that toggles (a bell, a menu button), pressed again
 * only while what it opens is not showing, so a slow opening is never closed by the next try.
 */
export const noPopupOpen = (page: Page) => async () =>
  (await page
    .locator('.ant-popover:not(.ant-popover-hidden), .ant-dropdown:not(.ant-dropdown-hidden), .ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ visible: true })
    .count()) === 0;
