// `npm run bench:lighthouse`: Lighthouse (npm `lighthouse`) on the admin dashboard and the employees
// list of the built SPA, served as `npm run serve` serves it, in Debian's Chromium (never a downloaded
// browser). The pages are behind the real MSAL sign-in, so one tab signs in as `admin` through the embedded
// provider and every audit runs in that same tab with storage kept (`disableStorageReset`: MSAL keeps its
// tokens in sessionStorage, which belongs to the tab). The HTTP cache is emptied before each audit, as
// Lighthouse does when it resets storage, so the figures are a cold load of a signed-in user.
// Each page is audited with the desktop preset (the primary figure: an office portal used on desktops)
// and Lighthouse's default mobile emulation, `--runs` times each (3); the median run (Lighthouse's own
// `computeMedianRun`) is reported. Writes bench/results/<date>-lighthouse[-label].json.
//   npx vite build && npm run bench:lighthouse
//   options: --runs N (3)  --data-dir DIR (a fresh temp folder, seeded on start)  --label NAME  --only list|dashboard  --preset desktop|mobile (both)
//   DATABASE_URL=postgres://… audits against PostgreSQL instead of PGlite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { signDevToken } from '../server/auth/dev-token';
import { signingKeyForScripts } from '../server/auth/script-keys';
import { readConfig } from '../server/config';
import { formatTable, writeBenchResult } from './measure';
import { freePort } from '../tests/helpers/free-port';

const CHROMIUM = '/usr/bin/chromium';
const USERNAME = 'admin';
const TARGETS = { performance: 90, accessibility: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

/** What is audited, and what must be on screen to prove it is that page and not the sign-in page. */
const PAGES = [
  { name: 'dashboard', path: '/admin/dashboard', heading: 'Dashboard', content: '.ant-card' },
  { name: 'employees list', path: '/admin/employees', heading: 'Employees', content: '.ant-table-row' },
] as const;
const PRESETS: readonly { name: 'desktop' | 'mobile'; config: Config | undefined }[] = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile', config: undefined },
];

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'data-dir': { type: 'string' }, label: { type: 'string' }, only: { type: 'string' }, preset: { type: 'string' } },
});
const pages = PAGES.filter((audited) => !options.only || audited.name.includes(options.only));
const presets = PRESETS.filter((preset) => !options.preset || preset.name === options.preset);
const runs = Number(options.runs);
const distIndex = path.resolve('dist/index.html');
if (!fs.existsSync(distIndex)) throw new Error('No built SPA in dist/: run `npx vite build` first');
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

// The server as `npm run serve` runs it; localhost, not 127.0.0.1: the provider's issuer and MSAL's
// redirect URI are built from PUBLIC_URL and must match the origin the browser is on.
const port = await freePort();
const origin = `http://localhost:${port}`;
const isTempData = !options['data-dir'];
const dataDir = options['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const serverEnv = { ...process.env, PORT: String(port), PUBLIC_URL: origin, AUTH_MODE: 'dev', DATA_DIR: dataDir };
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.once('exit', stopServer);

/** Asks /api/health until the server answers (a first start seeds the demo firm before it listens). */
const serverListening = async () => {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not answer in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The number of timesheet entries the list shows, for the results file's description of the database. */
const timesheetEntries = async () => {
  const config = readConfig(serverEnv);
  const token = await signDevToken(config, await signingKeyForScripts(config), USERNAME);
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/timesheet?_start=0&_end=1`, { headers: { authorization: `Bearer ${token}` } });
  return Number(response.headers.get('x-total-count'));
};

/** The dev sign-in as a person does it (tests/e2e/helpers/sign-in.ts): the provider's page, `Username`, `Sign in`. */
const signIn = async (page: Page) => {
  await page.goto(origin);
  await page.waitForFunction(() => location.pathname.startsWith('/oidc/interaction/'), { timeout: 60_000 });
  await page.locator('::-p-aria(Username)').fill(USERNAME);
  const currentUser = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/currentUser') && response.request().method() === 'GET',
    { timeout: 60_000 },
  );
  await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
  const response = await currentUser;
  if (response.status() !== 200) throw new Error(`Signed in, but /api/users/currentUser answered ${response.status()}`);
};

/** Empties the HTTP disk and memory caches, keeping cookies and storage (Lighthouse's own cache reset). */
const emptyHttpCache = async (page: Page) => {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  await session.detach();
};

/** Throws unless the audited page is the one asked for: its URL at the end, its heading and its content. */
const checkAuditedPage = async (page: Page, audited: (typeof PAGES)[number], result: Result) => {
  const finalPath = new URL(result.finalDisplayedUrl).pathname;
  if (finalPath !== audited.path) throw new Error(`Lighthouse audited ${result.finalDisplayedUrl}, not ${audited.path} (signed out?)`);
  const isShown = await page
    .waitForFunction(
      ({ heading, content }) =>
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].some((element) => element.textContent?.trim() === heading) &&
        document.querySelector(content) !== null,
      { timeout: 30_000 },
      { heading: audited.heading, content: audited.content },
    )
    .then(() => true, () => false);
  if (isShown) return;
  const headings = await page.$$eval('h1, h2, h3, h4, h5, h6', (elements) => elements.map((element) => `${element.tagName} ${element.textContent}`));
  const screenshot = path.join(os.tmpdir(), `lighthouse-not-${audited.path.replaceAll('/', '-')}.png`);
  await page.screenshot({ path: screenshot as `${string}.png` });
  throw new Error(`${page.url()} shows no heading "${audited.heading}" with ${audited.content}; its headings: ${headings.join(' | ') || 'none'} (${screenshot})`);
};

type TableItem = { url?: unknown; wastedBytes?: number; totalBytes?: number; wastedMs?: number; total?: number; scripting?: number };
/** The five heaviest rows of a performance audit's table (script, what it wastes or costs), for whoever fixes it. */
const worstItems = (audit: Result['audits'][string]): string[] | undefined => {
  const items = (audit.details as { items?: TableItem[] } | undefined)?.items;
  if (!items?.length || typeof items[0].url !== 'string') return undefined;
  const costOf = (item: TableItem) => item.wastedBytes ?? item.wastedMs ?? item.total ?? item.totalBytes ?? 0;
  const described = (item: TableItem) => {
    const where = String(item.url).replace(origin, '');
    if (item.wastedBytes !== undefined) return `${where}: ${Math.round(item.wastedBytes / 1024)} KiB of ${Math.round((item.totalBytes ?? 0) / 1024)}`;
    if (item.wastedMs !== undefined) return `${where}: ${Math.round(item.wastedMs)} ms`;
    return `${where}: ${Math.round(item.total ?? 0)} ms${item.scripting !== undefined ? ` (scripting ${Math.round(item.scripting)})` : ''}`;
  };
  return [...items].sort((a, b) => costOf(b) - costOf(a)).slice(0, 5).map(described);
};

type Summary = {
  page: string;
  path: string;
  preset: 'desktop' | 'mobile';
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** Every run's scores, the load average as it began and Lighthouse's CPU benchmark of the machine then. */
  runs: { scores: Record<string, number>; loadAverage: number[]; benchmarkIndex: number }[];
  /** Accessibility audits that failed in the median run: what to fix. */
  accessibilityFailures: { id: string; title: string; items: string[] }[];
  /** Performance audits below 0.9 in the median run, with Lighthouse's figure: what costs the score. */
  performanceCosts: { id: string; title: string; score: number | null; displayValue?: string; worst?: string[] }[];
};

const summarise = (audited: (typeof PAGES)[number], preset: 'desktop' | 'mobile', results: Result[], loads: number[][]): Summary => {
  // median-run.d.ts names the global LH.Result, which this project does not load: the same type, said here.
  const median: Result = computeMedianRun(results);
  const scoreOf = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const auditsOf = (category: string) => median.categories[category].auditRefs.map((ref) => median.audits[ref.id]);
  return {
    page: audited.name,
    path: audited.path,
    preset,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, scoreOf(median, category)])) as Summary['scores'],
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, Math.round((median.audits[id].numericValue ?? Number.NaN) * 1000) / 1000]),
    ) as Summary['metrics'],
    runs: results.map((result, index) => ({
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, scoreOf(result, category)])),
      loadAverage: loads[index],
      benchmarkIndex: result.environment.benchmarkIndex,
    })),
    accessibilityFailures: auditsOf('accessibility')
      .filter((audit) => audit.score === 0)
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        items: ((audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? []).map(
          (item) => `${item.node?.snippet ?? ''} ${item.node?.explanation ?? ''}`.trim(),
        ),
      })),
    performanceCosts: auditsOf('performance')
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, worst: worstItems(audit) })),
  };
};

const loadBefore = loadAverage();
const summaries: Summary[] = [];
let database = { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', server: 'the demo firm, seeded on first start', timesheetEntries: 0 };
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const chromiumVersion = await browser.version();
let lighthouseVersion = '';
try {
  await serverListening();
  database = { ...database, timesheetEntries: await timesheetEntries() };
  const page = await browser.newPage();
  await signIn(page);
  for (const audited of pages)
    for (const preset of presets) {
      const results: Result[] = [];
      const loads: number[][] = [];
      for (let run = 0; run < runs; run++) {
        await emptyHttpCache(page);
        loads.push(loadAverage());
        const flags = { disableStorageReset: true, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
        const outcome = await lighthouse(`${origin}${audited.path}`, flags, preset.config, page);
        if (!outcome) throw new Error(`Lighthouse returned nothing for ${audited.path}`);
        if (outcome.lhr.runtimeError) throw new Error(`${audited.path}: ${outcome.lhr.runtimeError.code} ${outcome.lhr.runtimeError.message}`);
        await checkAuditedPage(page, audited, outcome.lhr);
        results.push(outcome.lhr);
        lighthouseVersion = outcome.lhr.lighthouseVersion;
        console.log(`${audited.name}, ${preset.name}, run ${run + 1}: ${CATEGORIES.map((category) => `${category} ${Math.round((outcome.lhr.categories[category].score ?? 0) * 100)}`).join(', ')} (load ${loads[run].join(' ')}, benchmark index ${outcome.lhr.environment.benchmarkIndex})`);
      }
      summaries.push(summarise(audited, preset.name, results, loads));
    }
} finally {
  await browser.close();
  stopServer();
  if (isTempData) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}

console.log(`\nMedian of ${runs} runs per page and preset; targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}\n`);
console.log(
  formatTable(
    ['page', 'preset', 'perf', 'a11y', 'best pr.', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
    summaries.map((summary) => [
      summary.page,
      summary.preset,
      String(summary.scores.performance),
      String(summary.scores.accessibility),
      String(summary.scores['best-practices']),
      String(Math.round(summary.metrics.fcpMs)),
      String(Math.round(summary.metrics.lcpMs)),
      String(Math.round(summary.metrics.tbtMs)),
      summary.metrics.cls.toFixed(3),
    ]),
  ),
);
for (const summary of summaries) {
  const failures = summary.accessibilityFailures.map((failure) => failure.id);
  const costs = summary.performanceCosts.map((cost) => `${cost.id}${cost.displayValue ? ` (${cost.displayValue})` : ''}`);
  console.log(`\n${summary.page}, ${summary.preset}:\n  accessibility failures: ${failures.join(', ') || 'none'}\n  performance costs: ${costs.join('; ') || 'none'}`);
}
writeBenchResult('lighthouse', options.label, database, {
  lighthouse: lighthouseVersion,
  chromium: chromiumVersion,
  runsPerPage: runs,
  targets: TARGETS,
  loadAverage: { before: loadBefore, after: loadAverage() },
  pages: summaries,
});
