// What an Italian screen must not show (issue 27, "Italian throughout"): an English text of the catalogue that
// Italian writes otherwise, or an ISO date (dates are dd/mm/yyyy in Italian). A short allow-list names the words
// that are the same in both languages on purpose (proper nouns, codes).
import type { Page } from 'playwright-core';
import { italian } from '../../../i18n/catalogues';

/** English texts that may stand on an Italian screen: proper nouns and words the firm writes the same way. */
const ALLOWED_ENGLISH = new Set(['Backlog', 'Sprint', 'Dashboard', 'Report', 'Budget', 'Email', 'Login', 'Username', 'Password']);

/**
 * Data the demo firm writes in English (job titles, modules/hr/server/demo/staff.ts), which a loose template such as
 * "Project {{name}}" would take for a label.
 */
const ENGLISH_DATA = new Set(['Project manager', 'Team member', 'Project manager and developer']);

const isRefineKey = (key: string) => /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(key);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts Italian writes otherwise, as line patterns: a one-word text must be a whole line (a button, a
 * tag, a header), a longer one may stand anywhere in a line; `{{value}}` placeholders match any text.
 */
const englishPatterns = Object.entries(italian)
  .filter(([english, translated]) => !isRefineKey(english) && english !== translated && !ALLOWED_ENGLISH.has(english))
  .filter(([english]) => /[A-Za-z]{3,}/.test(english.replace(/\{\{\w+\}\}/g, '')))
  // A template whose own words are only short links ("{{first}} and {{last}}") would match data: left out.
  .filter(([english]) => !english.includes('{{') || /[A-Za-z]{4,}/.test(english.replace(/\{\{\w+\}\}/g, '')))
  .map(([english]) => {
    // A value stays within its cell (a table row reads as cells split by tabs).
    const body = english
      .split(/\{\{\w+\}\}/)
      .map(escape)
      .join('[^\t]+?');
    const isPhrase = english.replace(/\{\{\w+\}\}/g, '').trim().split(/\s+/).length >= 3;
    return { english, pattern: new RegExp(isPhrase ? `(^|[^A-Za-z])${body}($|[^A-Za-z])` : `^${body}$`) };
  });

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** Everything a person reads on the page now: its visible text, line by line. */
export const visibleLines = async (page: Page) =>
  (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.replace(/[\u00a0\u202f]/g, ' ').trim())
    .filter(Boolean);

/** One line per English text or ISO date found in `lines`, each saying `where`. */
export const englishLeft = (lines: readonly string[], where: string) =>
  lines.filter((line) => !ENGLISH_DATA.has(line)).flatMap((line) => [
    ...englishPatterns.filter(({ pattern }) => pattern.test(line)).map(({ english }) => `${where}: "${english}" in "${line.slice(0, 120)}"`),
    ...(ISO_DATE.test(line) ? [`${where}: an ISO date in "${line.slice(0, 120)}"`] : []),
  ]);
