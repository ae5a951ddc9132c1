// `npm run bench`: API latency and memory against a database filled by `npm run seed -- --scale N`.
// Builds the app in this process with the real token authentication and development tokens, sends every
// case of bench/cases.ts through Fastify `inject` (and with --http over 127.0.0.1), prints a table and
// writes bench/results/<date>-<pglite|postgres>.json. See bench/README.md.
//
//   DATA_DIR=/tmp/bench npm run bench                 PGlite in /tmp/bench/db
//   DATABASE_URL=postgres://… npm run bench           a PostgreSQL server (DATA_DIR keeps the signing key)
//   options: --data-dir DIR  --database-url URL  --runs N (30)  --max-seconds S per case (15)
//            --http (also loopback throughput)  --concurrency C (8)  --only TEXT[,TEXT] (cases whose name has one)
//            --skip TEXT (leaves out the cases whose name has it; may be repeated)
//            --label NAME (results file <date>-<db>-NAME.json, e.g. for a run after ANALYZE)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../server/app';
import { signDevToken } from '../server/auth/dev-token';
import { loadSigningKeys } from '../server/auth/signing-keys';
import { tokenAuthentication } from '../server/auth/token-authentication';
import { readConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { queryRows } from '../server/db/seed/context';
import { casesOf, cleanupOf, countTimesheetEntries, fixturesOf, type Caller } from './cases';
import { runLoopback } from './loopback';
import { formatTable, megabytes, repeat, writeBenchResult, type Stats } from './measure';

const MIN_ENTRIES = 100_000;

const { values: options } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '30' },
    'max-seconds': { type: 'string', default: '15' },
    http: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '8' },
    only: { type: 'string' },
    skip: { type: 'string', multiple: true },
    label: { type: 'string' },
  },
});

const positive = (name: string, raw: string) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} takes a whole number of 1 or more`);
    process.exit(1);
  }
  return value;
};

const runs = positive('runs', options.runs!);
const maxSeconds = positive('max-seconds', options['max-seconds']!);
const concurrency = positive('concurrency', options.concurrency!);
const env = readConfig();
const config = {
  ...env,
  dataDir: options['data-dir'] ? path.resolve(options['data-dir']) : env.dataDir,
  databaseUrl: options['database-url'] || env.databaseUrl,
  authMode: 'dev' as const,
};
const kind = config.databaseUrl ? 'postgres' : 'pglite';
const where = config.databaseUrl ? `DATABASE_URL (${config.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')})` : `${config.dataDir}/db (PGlite)`;
const seedCommand = config.databaseUrl
  ? `DATABASE_URL=${config.databaseUrl} npm run seed -- --scale 40`
  : `DATA_DIR=${config.dataDir} npm run seed -- --scale 40`;

const refuse = (why: string): never => {
  console.error(`${why}\nThe benchmarks need a database with at least ${MIN_ENTRIES.toLocaleString('en')} timesheet entries. Fill one first:\n  ${seedCommand}`);
  process.exit(1);
};

// 1. The database must be a seeded one. A PostgreSQL database is counted before the app migrates it; a
// PGlite folder only after the app has opened it (one process, one open), so that its memory counts as the app's.
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) refuse(`There is no database in ${where}.`);
const checkEntries = async (db: Database) => {
  const entries = await countTimesheetEntries(db).catch(() => -1);
  if (entries < 0) return `The database in ${where} has no timesheet_entries table.`;
  if (entries < MIN_ENTRIES) return `The database in ${where} has ${entries.toLocaleString('en')} timesheet entries.`;
  return undefined;
};
if (config.databaseUrl) {
  const probe = await openDatabase(config);
  const problem = await checkEntries(probe.db).finally(() => probe.close());
  if (problem) refuse(problem);
}

// 2. The app as `npm start` builds it, with real tokens.
const loadBefore = os.loadavg();
const rssBefore = process.memoryUsage().rss;
const buildStarted = performance.now();
const app = await buildApp({ config, authentication: tokenAuthentication, logger: false });
await app.ready();
const startMs = performance.now() - buildStarted;
if (!config.databaseUrl) {
  const problem = await checkEntries(app.portal.db);
  if (problem) await app.close().then(() => refuse(problem));
}
const rssAfterStart = process.memoryUsage().rss;
const keys = await loadSigningKeys(app.portal.db, config);
const tokens: Record<Caller, string> = {
  admin: await signDevToken(config, keys, 'admin', 4 * 3600),
  employee: await signDevToken(config, keys, 'employee', 4 * 3600),
};
const inject = (caller: Caller, request: InjectOptions) =>
  app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[caller]}` } });

const fixtures = await fixturesOf(app.portal.db);
const [server] = await queryRows<{ version: string }>(app.portal.db, sql`select version() as version`);
console.log(`Benchmarking ${where}: ${fixtures.timesheetEntries.toLocaleString('en')} timesheet entries; app built in ${(startMs / 1000).toFixed(1)} s.`);
console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${server.version.split(',')[0]}\n`);

// 3. The cases, one after the other.
type CaseResult = Stats & { name: string; request: string; caller: Caller; targetP95: number; isMet: boolean; totalCount?: number };
const { cases, created } = casesOf(fixtures, kind);
// The update case edits the rows the create case makes, so it brings the create case along.
// `--only list,search` runs the cases whose name has any of the words; `--skip` leaves out the ones named.
const isChosen = (name: string) =>
  (!options.only || options.only.split(',').some((word) => name.includes(word))) && !options.skip?.some((text) => name.includes(text));
const selected = cases.filter((benchCase) => isChosen(benchCase.name) || (benchCase.name.startsWith('create') && cases.some((other) => other.name.startsWith('update') && isChosen(other.name))));
const results: CaseResult[] = [];
try {
  for (const benchCase of selected) {
    let totalCount: number | undefined;
    const stats = await repeat(
      async (index) => {
        const response = await inject(benchCase.caller, benchCase.build(index));
        if (response.statusCode !== benchCase.expectStatus)
          throw new Error(`${benchCase.name}: expected ${benchCase.expectStatus}, got ${response.statusCode} ${response.body.slice(0, 300)}`);
        if (benchCase.isList) {
          const header = response.headers['x-total-count'];
          if (header === undefined) throw new Error(`${benchCase.name}: no X-Total-Count header`);
          totalCount = Number(header);
        }
        benchCase.onResponse?.(response, index);
        const undo = benchCase.undo?.(response);
        if (undo)
          return async () => {
            const undone = await inject(undo.caller, undo.request);
            if (undone.statusCode >= 300) throw new Error(`${benchCase.name}: undoing answered ${undone.statusCode} ${undone.body.slice(0, 300)}`);
          };
      },
      { warmup: 3, runs, maxSeconds, minRuns: Math.min(runs, 10) },
    );
    const result = { name: benchCase.name, request: benchCase.request, caller: benchCase.caller, targetP95: benchCase.targetP95, isMet: stats.p95 <= benchCase.targetP95, totalCount, ...stats };
    results.push(result);
    console.log(`  ${benchCase.name.padEnd(42)} p50 ${String(stats.p50).padStart(8)} ms  p95 ${String(stats.p95).padStart(8)} ms`);
  }
} finally {
  await cleanupOf(inject, created);
}
const rssAfterRuns = process.memoryUsage().rss;

// 4. Optionally: throughput over loopback (the cases `--only` chooses among these).
const urlOfCase = (prefix: string) => String(cases.find((benchCase) => benchCase.name.startsWith(prefix))!.build(0).url);
const loopback = options.http
  ? await runLoopback(
      app,
      [
        { name: 'list page 1 (admin)', path: '/api/admin/timesheet?_start=0&_end=25', token: tokens.admin },
        { name: 'list filtered (employee + dates + work order)', path: urlOfCase('list filtered'), token: tokens.admin },
        { name: 'list own path (employee)', path: '/api/timesheet?_start=0&_end=25', token: tokens.employee },
        { name: 'get one', path: `/api/admin/timesheet/${Math.floor(fixtures.maxEntryId / 2)}`, token: tokens.admin },
        { name: 'search exact number', path: `/api/admin/search?term=${fixtures.monthSheetNumber}`, token: tokens.admin },
        { name: 'search digits (contains + year)', path: '/api/admin/search?term=2025', token: tokens.admin },
      ].filter((target) => isChosen(target.name)),
      { concurrency, maxRequests: 2000, maxSeconds: 10 },
    )
  : [];
const memory = process.memoryUsage();
const rssAfterAll = memory.rss;
await app.close();

// 5. The report.
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
console.log(`\n${kind}, ${fixtures.timesheetEntries.toLocaleString('en')} timesheet entries, ms per request (in-process inject)\n`);
console.log(
  formatTable(
    ['case', 'runs', 'first', 'p50', 'p95', 'max', 'target p95', 'met', 'X-Total-Count'],
    results.map((result) => [
      result.name,
      String(result.runs),
      ms(result.firstMs),
      ms(result.p50),
      ms(result.p95),
      ms(result.max),
      `< ${result.targetP95}`,
      result.isMet ? 'yes' : 'NO',
      result.totalCount === undefined ? '' : result.totalCount.toLocaleString('en'),
    ]),
  ),
);
if (loopback.length > 0) {
  console.log(`\nOver 127.0.0.1, ${concurrency} concurrent loops in this process (at most 2000 requests or 10 s each)\n`);
  console.log(
    formatTable(
      ['case', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max', 'CPU µs/request', 'errors'],
      loopback.map((result) => [
        result.name,
        String(result.runs),
        String(result.requestsPerSecond),
        ms(result.p50),
        ms(result.p95),
        ms(result.p99),
        ms(result.max),
        String(result.cpuMicrosPerRequest),
        String(result.errors),
      ]),
    ),
  );
}
const memoryReport = {
  rssBeforeAppMb: megabytes(rssBefore),
  rssAfterStartMb: megabytes(rssAfterStart),
  rssAfterRunsMb: megabytes(rssAfterRuns),
  rssAfterAllMb: megabytes(rssAfterAll),
  maxRssMb: Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10,
  heapUsedMb: megabytes(memory.heapUsed),
  externalMb: megabytes(memory.external),
};
console.log(
  `\nMemory (this process${kind === 'pglite' ? ', the PGlite database included' : '; the PostgreSQL server is separate'}): RSS ${memoryReport.rssBeforeAppMb} MB with the modules loaded, ` +
    `${memoryReport.rssAfterStartMb} MB after start, ${memoryReport.rssAfterRunsMb} MB after the runs` +
    `${loopback.length > 0 ? `, ${memoryReport.rssAfterAllMb} MB after loopback` : ''}; peak ${memoryReport.maxRssMb} MB; JS heap ${memoryReport.heapUsedMb} MB.`,
);

writeBenchResult(kind, options.label, { kind, server: server.version, timesheetEntries: fixtures.timesheetEntries }, {
  // Other work on the machine skews the numbers: the 1/5/15-minute load averages before and after.
  loadAverage: { before: loadBefore.map((load) => Math.round(load * 100) / 100), after: os.loadavg().map((load) => Math.round(load * 100) / 100) },
  settings: { runs, maxSeconds, warmup: 3, concurrency: options.http ? concurrency : undefined },
  // Lists of ids and cells are kept as their length: the file says what was measured, not every id.
  fixtures: Object.fromEntries(Object.entries(fixtures).map(([key, value]) => [key, Array.isArray(value) ? `${value.length} items` : value])),
  startMs: Math.round(startMs),
  cases: results,
  loopback,
  memory: memoryReport,
});
