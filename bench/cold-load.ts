// `npx tsx bench/cold-load.ts`: how long a signed-in user waits for a list on a cold load. It serves the built
// SPA (dist/, `npx vite build` first) as `npm start` does, in a child process on a free port with the demo firm
// (seeded on the first start of an empty DATA_DIR), signs a development user in through the real dev sign-in in
// Debian's Chromium, and keeps the session (cookies, local and session storage: MSAL's cache). Each run then opens
// the list in a new browser context, so with an empty HTTP cache, memory cache and code cache, and times from
// the navigation to the first table row in the page (performance.now(), the navigation's own clock). The first
// runs are warm-ups (the server's first queries); the timed runs give p50 and p95.
// `--compare DIR` serves another checkout beside this one (its own dist/ and server, e.g. main in a worktree) and
// alternates the runs between the two, one load each in turn, so that both see the same busy machine.
//   options: --path /admin/employees  --user admin  --runs 15  --warmup 2  --data-dir DIR (kept; default a
//            temporary folder, removed; with --compare the other side uses DIR-compare)  --compare DIR  --label NAME
//            --profile FILE (after the timed runs, one more cold load of each side under the DevTools CPU profiler:
//            FILE.cpuprofile, opened by Chromium's DevTools, and the functions that took longest, printed; build
//            with `npx vite build --minify false` for readable names)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../tests/e2e/helpers/browser';
import { signIn } from '../tests/e2e/helpers/sign-in';
import { freePort } from '../tests/helpers/free-port';
import { signDevToken } from '../server/auth/dev-token';
import { signingKeyForScripts } from '../server/auth/script-keys';
import { readConfig } from '../server/config';
import { formatTable, statsOf, writeBenchResult, type Stats } from './measure';
import { summariseProfile, type CpuProfile } from './cpu-profile';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const FIRST_ROW = '.ant-table-tbody tr.ant-table-row';

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const listPath = option('path', '/admin/employees');
const username = option('user', 'admin');
const runs = Number(option('runs', '15'));
const warmup = Number(option('warmup', '2'));
const label = process.argv.includes('--label') ? option('label', '') : undefined;
const keptDataDir = process.argv.includes('--data-dir') ? path.resolve(option('data-dir', '')) : undefined;
const compared = process.argv.includes('--compare') ? path.resolve(option('compare', '')) : undefined;
const profileFile = process.argv.includes('--profile') ? path.resolve(option('profile', 'cold-load')) : undefined;

for (const root of [ROOT, ...(compared ? [compared] : [])])
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    console.error(`No built SPA in ${path.join(root, 'dist')}: run \`npx vite build\` there first.`);
    process.exit(1);
  }

/** What one cold load took, in ms from the navigation's start (the page's own clock). */
type LoadTimings = {
  /** The first row of the list's table is in the page. */
  firstRow: number;
  /** The frame after it: the row is painted. */
  firstRowPainted: number;
  /** index.html received. */
  document: number;
  /** The app's first API call starts (the JS has loaded and run and MSAL has its token). */
  firstApiCall: number;
  /** The signed-in user and roles are back (the app mounts). */
  userLoaded: number;
  /** The list's own request starts and ends. */
  listRequestStart: number;
  listResponseEnd: number;
  /** Scripts fetched before the first row: their number, bytes on the wire and bytes once decoded. */
  scripts: number;
  scriptKibOnWire: number;
  scriptKibDecoded: number;
  /** `<style>` elements in the page at the end: antd's styles made in the browser (one per component and theme). */
  styleElements: number;
  /** Tasks over 50 ms up to a second after the first row: their time beyond 50 ms each (as TBT) and the longest. */
  blockingMs: number;
  longestTaskMs: number;
};

// In every page of a run's context: the time the first row appears, by a MutationObserver set up before the app.
const observeFirstRow = (selector: string) => {
  const marks: { firstRow?: number; firstRowPainted?: number; longTasks: { startTime: number; duration: number }[] } = { longTasks: [] };
  (window as unknown as { __coldLoad: typeof marks }).__coldLoad = marks;
  // Main-thread tasks over 50 ms, as Lighthouse's Total Blocking Time counts them.
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) marks.longTasks.push({ startTime: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (marks.firstRow !== undefined || !document.querySelector(selector)) return;
    marks.firstRow = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.firstRowPainted = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
};

// MSAL keeps its cache in sessionStorage, which a new context does not carry: put it back before the app runs.
const restoreSessionStorage = ([origin, entries]: [string, [string, string][]]) => {
  if (window.location.origin !== origin) return;
  for (const [key, value] of entries) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
};

// Runs in the page. No named inner functions: tsx would wrap them in a helper the page does not have.
const readTimings = (apiListPath: string) => {
  const marks = (window as unknown as { __coldLoad: { firstRow: number; firstRowPainted?: number; longTasks: { startTime: number; duration: number }[] } }).__coldLoad;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
    entry,
    path: new URL(entry.name).pathname,
  }));
  const api = resources.filter((resource) => resource.path.startsWith('/api/'));
  const user = api.find((resource) => resource.path === '/api/users/currentUser')?.entry;
  const list = api.find((resource) => resource.path === apiListPath)?.entry;
  const scripts = resources.filter((resource) => resource.path.endsWith('.js') && resource.entry.responseEnd <= marks.firstRow);
  return {
    firstRow: marks.firstRow,
    firstRowPainted: marks.firstRowPainted ?? marks.firstRow,
    document: navigation.responseEnd,
    firstApiCall: Math.min(...api.map((resource) => resource.entry.startTime)),
    userLoaded: user?.responseEnd ?? Number.NaN,
    listRequestStart: list?.startTime ?? Number.NaN,
    listResponseEnd: list?.responseEnd ?? Number.NaN,
    scripts: scripts.length,
    scriptKibOnWire: Math.round(scripts.reduce((total, resource) => total + resource.entry.transferSize, 0) / 102.4) / 10,
    scriptKibDecoded: Math.round(scripts.reduce((total, resource) => total + resource.entry.decodedBodySize, 0) / 102.4) / 10,
    styleElements: document.querySelectorAll('style').length,
    blockingMs: Math.round(marks.longTasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0)),
    longestTaskMs: Math.round(Math.max(0, ...marks.longTasks.map((task) => task.duration))),
  };
};

const waitForServer = async (origin: string, server: ChildProcess) => {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode})`);
    const answer = await fetch(`${origin}/config.js`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer within 5 minutes');
};

/** One checkout served as `npm start` serves it, with a user signed in whose session each run starts from. */
type Side = {
  name: string;
  root: string;
  origin: string;
  server: ChildProcess;
  dataDir: string;
  isDataKept: boolean;
  session?: { entries: [string, string][]; storageState: Awaited<ReturnType<BrowserContext['storageState']>> };
  encodings: Map<string, number>;
  warmups: LoadTimings[];
  timed: LoadTimings[];
};

const startSide = async (name: string, root: string, dataDir: string | undefined): Promise<Side> => {
  const folder = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cold-load-'));
  const port = await freePort();
  // The origin the provider knows (PUBLIC_URL); the dev server listens on 127.0.0.1, which localhost reaches.
  const origin = `http://localhost:${port}`;
  console.log(`Starting ${name} (${root}) on ${origin} with the data in ${folder} (the first start seeds the demo firm)…`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: folder, AUTH_MODE: 'dev', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, root, origin, server, dataDir: folder, isDataKept: dataDir !== undefined, encodings: new Map(), warmups: [], timed: [] };
};

const stopSide = async (side: Side) => {
  side.server.kill('SIGTERM');
  if (side.server.exitCode === null) await new Promise((resolve) => side.server.once('exit', resolve));
  if (!side.isDataKept) fs.rmSync(side.dataDir, { recursive: true, force: true });
};

const milestones: [keyof LoadTimings, string][] = [
  ['document', 'index.html received'],
  ['firstApiCall', 'first API call (JS loaded and run, token from MSAL)'],
  ['userLoaded', 'signed-in user and roles back (the app mounts)'],
  ['listRequestStart', 'list request sent'],
  ['listResponseEnd', 'list response received'],
  ['firstRow', 'first row in the page'],
  ['firstRowPainted', 'first row painted (next frame)'],
  ['blockingMs', 'blocking time: tasks over 50 ms, beyond 50 (up to 1 s after)'],
  ['longestTaskMs', 'longest task'],
];

const loadAverages = [os.loadavg()];
const sides = [await startSide('this checkout', ROOT, keptDataDir)];
if (compared) sides.push(await startSide('compared', compared, keptDataDir && `${keptDataDir}-compare`));

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
try {
  for (const side of sides) await waitForServer(side.origin, side.server);
  // The size of the firm behind the lists, for the results file.
  const config = readConfig({ DATA_DIR: sides[0].dataDir, PUBLIC_URL: sides[0].origin, AUTH_MODE: 'dev' });
  const token = await signDevToken(config, await signingKeyForScripts(config), username);
  const counted = await fetch(`${sides[0].origin}/api/admin/timesheet?_start=0&_end=1`, { headers: { authorization: `Bearer ${token}` } });
  const timesheetEntries = Number(counted.headers.get('x-total-count') ?? Number.NaN);
  browser = await launchChromium();

  // Sign in once on each side, as a person does, and keep what the browser holds of the session.
  for (const side of sides) {
    const signedIn = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(signedIn);
    const signInPage = await signedIn.newPage();
    await signIn(signInPage, username, side.origin);
    await signInPage.getByRole('banner').getByRole('button', { name: 'Profile menu' }).waitFor({ timeout: 60_000 });
    side.session = { entries: await signInPage.evaluate(() => Object.entries(sessionStorage)), storageState: await signedIn.storageState() };
    await signedIn.close();
    contexts.pop();
  }

  const coldLoad = async (side: Side, profileTo?: string): Promise<LoadTimings> => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, storageState: side.session!.storageState });
    contexts.push(context);
    await context.addInitScript(restoreSessionStorage, [side.origin, side.session!.entries] as [string, [string, string][]]);
    await context.addInitScript(observeFirstRow, FIRST_ROW);
    const page = await context.newPage();
    page.on('response', (response) => {
      if (!/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) return;
      const encoding = response.headers()['content-encoding'] ?? 'none';
      side.encodings.set(encoding, (side.encodings.get(encoding) ?? 0) + 1);
    });
    const profiler = profileTo ? await context.newCDPSession(page) : undefined;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    await page.goto(`${side.origin}${listPath}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __coldLoad: { firstRowPainted?: number } }).__coldLoad.firstRowPainted !== undefined, undefined, {
      timeout: 60_000,
      polling: 100,
    });
    if (profiler && profileTo) {
      const { profile } = (await profiler.send('Profiler.stop')) as { profile: CpuProfile };
      fs.writeFileSync(`${profileTo}.cpuprofile`, JSON.stringify(profile));
      console.log(`\nCPU profile of one cold load, ${side.name}: ${profileTo}.cpuprofile\n${summariseProfile(profile)}`);
    }
    // The tasks that follow the first row (the rest of the page's first render) count too: a second more.
    await page.waitForTimeout(1000);
    if (new URL(page.url()).pathname !== listPath) throw new Error(`Landed on ${page.url()} instead of ${listPath}`);
    const timings = await page.evaluate(readTimings, `/api${listPath}`);
    await context.close();
    contexts.pop();
    return timings;
  };

  // One load of each side in turn, so that a busier moment of the machine falls on both.
  for (let index = 0; index < warmup; index++) for (const side of sides) side.warmups.push(await coldLoad(side));
  loadAverages.push(os.loadavg());
  for (let index = 0; index < runs; index++) for (const side of sides) side.timed.push(await coldLoad(side));
  loadAverages.push(os.loadavg());
  if (profileFile) for (const [index, side] of sides.entries()) await coldLoad(side, index === 0 ? profileFile : `${profileFile}-compared`);
  const loads = loadAverages.map((load) => load.map((value) => value.toFixed(2)).join(' '));

  const results = sides.map((side) => {
    const stats = Object.fromEntries(
      milestones.map(([key]) => [key, statsOf(side.timed.map((timing) => timing[key]), side.warmups[0]?.[key] ?? side.timed[0][key])]),
    ) as Record<keyof LoadTimings, Stats>;
    const last = side.timed[side.timed.length - 1];
    console.log(`\nCold load of ${listPath} as ${username}, ${side.name} (${side.root}): ${runs} runs after ${warmup} warm-ups, ms from navigation start.\n`);
    console.log(
      formatTable(
        ['milestone', 'first', 'p50', 'p95', 'max'],
        milestones.map(([key, title]) => [title, String(Math.round(stats[key].firstMs)), String(Math.round(stats[key].p50)), String(Math.round(stats[key].p95)), String(Math.round(stats[key].max))]),
      ),
    );
    console.log(
      `\nScripts before the first row: ${last.scripts} files, ${last.scriptKibOnWire} KiB on the wire, ${last.scriptKibDecoded} KiB decoded; ` +
        `${last.styleElements} <style> elements; content-encoding of the JS responses: ${[...side.encodings].map(([encoding, count]) => `${encoding} ×${count}`).join(', ')}.`,
    );
    console.log(`Target: first row p50 < 1500 ms (${stats.firstRowPainted.p50 < 1500 ? 'met' : 'NOT met'}).`);
    return {
      side: side.name,
      root: side.root,
      stats,
      scripts: { files: last.scripts, kibOnWire: last.scriptKibOnWire, kibDecoded: last.scriptKibDecoded },
      jsContentEncodings: Object.fromEntries(side.encodings),
      runs: side.timed,
      warmups: side.warmups,
    };
  });
  console.log(`\nLoad average (1, 5, 15 min): ${loads.join(' → ')}.`);

  writeBenchResult('cold-load', label, { kind: 'pglite', server: 'the demo firm of npm start', timesheetEntries }, {
    listPath,
    username,
    warmup,
    loadAverages,
    ...results[0],
    ...(results[1] ? { compared: results[1] } : {}),
  });
} finally {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  for (const side of sides) await stopSide(side);
}
