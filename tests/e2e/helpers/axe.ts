// axe-core run inside a real page: the violations a person using assistive technology would hit.
import fs from 'node:fs';
import path from 'node:path';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsDone } from './animations';
import { clickUntil } from './act-until';

const AXE_SCRIPT = path.resolve('node_modules/axe-core/axe.min.js');
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export type AxeFinding = { rule: string; impact: ImpactValue | null | undefined; help: string; targets: string[] };

/** Runs axe on the whole page as it is now; returns the serious and critical violations, one line each. */
export const seriousViolations = async (page: Page): Promise<AxeFinding[]> => {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol rather than added as a <script>: the portal's CSP (rightly) refuses
  // inline scripts, and a test must not need a weaker policy than the one users get.
  if (!hasAxe) await page.evaluate(fs.readFileSync(AXE_SCRIPT, 'utf8'));
  // Only the violations are asked for: axe then skips gathering the nodes of every passed and inapplicable rule,
  // most of its work on a page this size, and the results cross the protocol without them.
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (context: Document, options: { resultTypes: string[] }) => Promise<AxeResults> } }).axe.run(document, {
        resultTypes: ['violations'],
      }),
  );
  return results.violations
    .filter((violation) => violation.impact != null && BLOCKING.includes(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`),
    }));
};

/** One line per finding, saying where it was found and its first three elements. */
export const findingLines = (where: string, findings: readonly AxeFinding[]) =>
  findings.map((finding) => `${where}: ${finding.rule} (${finding.impact}) ${finding.help} — ${finding.targets.slice(0, 3).join(' | ')}`);

export const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('app-dark') || document.body.classList.contains('app-dark'));

/**
 * The top bar's theme switch, pressed until the page is in `theme`. The button is renamed by the switch ("Switch to
 * dark theme" once light), so a second press can only land while the first was lost.
 */
export const switchTheme = (page: Page, theme: 'light' | 'dark') =>
  clickUntil(page.getByRole('button', { name: `Switch to ${theme} theme` }), `the page is ${theme}`, async () => (await isDark(page)) === (theme === 'dark'));

/**
 * The serious and critical violations of the page in the dark theme it starts in, then in the light one (the theme
 * switch of the top bar): colours are judged in both. The page is left in the light theme.
 */
export const seriousViolationsDarkAndLight = async (page: Page) => {
  expect(await isDark(page)).toBe(true);
  await animationsDone(page);
  const dark = await seriousViolations(page);
  await switchTheme(page, 'light');
  await animationsDone(page);
  return { dark, light: await seriousViolations(page) };
};
