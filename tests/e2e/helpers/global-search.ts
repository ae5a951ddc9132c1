// The shell's global search as a person uses it: type a number, pick a suggestion, land on the record.
import type { Locator, Page } from 'playwright-core';
import { clickUntil } from './act-until';

/** The search box: the stand-in drawn with the shell, or the suggesting box that takes its place once loaded. */
export const globalSearchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Global search' }).or(page.getByRole('textbox', { name: 'Global search' })).first();

/**
 * Picks `suggestion` until the page's address is where `lands` says. The suggestions can be drawn again under the
 * pointer (the loaded box replacing the stand-in searches again), and a click on the old list is lost (CI lost one).
 */
export const pickSuggestion = (suggestion: Locator, lands: (url: URL) => boolean, until = 'the search lands on the record') =>
  clickUntil(suggestion, until, async () => lands(new URL(suggestion.page().url())), { timeout: 30_000 });
