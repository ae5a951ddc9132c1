#!/usr/bin/env node
// The suites that care which day it is, run again with "today" fixed (PORTAL_TODAY, resources/firm-calendar.ts) on
// the days that break date code: the 28th–31st of a month, 31 December, and the two daylight-saving changes in Rome.
// `npm test` runs them on the real day; this runs them on the chosen ones (docs/developers/testing.md,
// "Tests on chosen days"). One vitest at a time; exits non-zero when any day failed.
//
//   npm run test:dates                                    every chosen day, every listed suite
//   npm run test:dates -- --days=2026-12-31 tests/api/hr  one day, the listed files under tests/api/hr only
//   node scripts/test-dates.mjs --day-of-run             prints the listed day this run's real day stands for
//   node scripts/test-dates.mjs --files --without-browser prints the listed files, browser suites left out
//
// CI (.ci/run) runs the listed suites without a browser on one listed day besides the real one, a different day each
// calendar day in turn (the days since 1970 modulo the list), so every listed day comes round within a week or so
// without CI running them all each time.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const chosen = JSON.parse(readFileSync(new URL('../tests/dated-suites.json', import.meta.url), 'utf8'));

const options = process.argv.slice(2);
const isBrowserSuite = (file) => file.startsWith('tests/e2e/');

if (options.includes('--day-of-run')) {
  const daysSince1970 = Math.floor(Date.now() / 86_400_000);
  console.log(chosen.days[daysSince1970 % chosen.days.length].day);
  process.exit(0);
}
if (options.includes('--files')) {
  const listed = options.includes('--without-browser') ? chosen.files.filter((file) => !isBrowserSuite(file)) : chosen.files;
  console.log(listed.join('\n'));
  process.exit(0);
}
const daysOption = options.find((option) => option.startsWith('--days='));
const days = daysOption ? daysOption.slice('--days='.length).split(',').filter(Boolean) : chosen.days.map((entry) => entry.day);
const narrowing = options.filter((option) => !option.startsWith('--'));
const files = narrowing.length ? chosen.files.filter((file) => narrowing.some((prefix) => file.startsWith(prefix))) : chosen.files;
if (!files.length) {
  console.error(`No listed suite under ${narrowing.join(', ')} (tests/dated-suites.json)`);
  process.exit(2);
}

const results = [];
for (const day of days) {
  const why = chosen.days.find((entry) => entry.day === day)?.why ?? 'chosen on the command line';
  console.log(`\n== PORTAL_TODAY=${day} (${why}): ${files.length} files`);
  const run = spawnSync('npx', ['vitest', 'run', ...files], { stdio: 'inherit', env: { ...process.env, PORTAL_TODAY: day, NODE_ENV: 'test' } });
  results.push({ day, passed: run.status === 0 });
}

console.log('\n== days');
for (const { day, passed } of results) console.log(`${passed ? 'passed' : 'FAILED'}  ${day}`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
