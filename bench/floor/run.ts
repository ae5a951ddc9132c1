// `npm run bench:floor`: the app beside its floor, on a database filled by `npm run seed -- --scale N`.
//  1. Capture: builds the app in this process (real token authentication, RS256 development tokens), sends each
//     case three times and keeps the statements the third one sent (bench/floor/capture.ts): what a warm
//     request runs, identity and authorisation statements included.
//  2. Serve: starts the app (server/main.ts compiled, as `npm start` runs it) and the floor (bench/floor/floor-server.ts) as
//     child processes on the same database. On PGlite the floor is a second Fastify in the app's process, on
//     the app's PGlite instance (one data folder, one process).
//  3. Load: for each case and each connection count, autocannon against the app, then against the floor,
//     interleaved; req/s, p50, p99 and each server's resident memory (VmRSS of the child, idle and at its peak
//     during the run), with the load average of the machine.
// Writes bench/results/<date>-floor-<pglite|postgres>[-label].json and prints the table of bench/README.md.
//
//   DATA_DIR=/tmp/bench DATABASE_URL=postgres://… npm run bench:floor      PostgreSQL
//   DATA_DIR=/tmp/bench npm run bench:floor                               PGlite in /tmp/bench/db
//   options: --duration S per run (10)  --warmup S per case and server, before the runs (3)  --connections 1,8,32  --only TEXT  --label NAME
//            --node-flags='FLAGS': both servers' node flags (the release's, scripts/server-process.mjs, by default)
//            --slices N: each run in N turns of app and floor (1), so that other work on the machine falls on both
//            --profile: the app's process runs under V8's CPU profiler (`node --cpu-prof`); its busiest functions are
//            printed at the end (bench/cpu-profile.ts) and the profile left in a temporary folder
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { signDevToken } from '../../server/auth/dev-token';
import { loadSigningKeys } from '../../server/auth/signing-keys';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import { readConfig } from '../../server/config';
import { queryRows } from '../../server/db/seed/context';
import { countTimesheetEntries, fixturesOf, type Caller } from '../cases';
import { summariseProfile, type CpuProfile } from '../cpu-profile';
import { writeBenchResult } from '../measure';
import { recordPgliteStatements, recordPgStatements, statementRecorder, type CapturedRequest } from './capture';
import { floorCasesOf } from './floor-cases';
import { floorPathOf } from './floor-server';
import { freePort } from '../../tests/helpers/free-port';
import { buildServer } from '../../scripts/build-server.mjs';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../../scripts/server-process.mjs';

const MIN_ENTRIES = 100_000;
const FLOOR_DIR = path.dirname(fileURLToPath(import.meta.url));

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,8,32' },
    only: { type: 'string' },
    label: { type: 'string' },
    warmup: { type: 'string', default: '3' },
    profile: { type: 'boolean', default: false },
    // Both servers' node flags, the release's by default (scripts/server-process.mjs), e.g. --node-flags=--max-semi-space-size=16.
    'node-flags': { type: 'string' },
    // Each run cut into this many slices, app and floor taking turns, so that other work on the machine falls on both.
    slices: { type: 'string', default: '1' },
  },
});
const slices = Number(options.slices);
const nodeFlags = options['node-flags'] === undefined ? SERVER_NODE_FLAGS : options['node-flags'].split(' ').filter(Boolean);
const duration = Number(options.duration);
const warmup = Number(options.warmup);
const connectionCounts = options.connections!.split(',').map(Number);
if (!(duration >= 1) || !(warmup >= 0) || !(Number.isInteger(slices) && slices >= 1 && duration / slices >= 1) || connectionCounts.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error('--duration takes seconds (1 or more), --warmup seconds (0 or more), --slices a whole number of at least one second each, --connections a list of whole numbers such as 1,8,32');
  process.exit(1);
}
const config = { ...readConfig(), authMode: 'dev' as const };
const kind = config.databaseUrl ? 'postgres' : 'pglite';
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
  console.error(`There is no database in ${config.dataDir}/db. Fill one first:\n  DATA_DIR=${config.dataDir} npm run seed -- --scale 40`);
  process.exit(1);
}

const load = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

// 1. Capture the statements of each case from the app.
const recorder = statementRecorder();
const stopPgRecording = recordPgStatements(recorder);
const capturing = await buildApp({ config, authentication: tokenAuthentication, logger: false });
const keys = await loadSigningKeys(capturing.portal.db, config);
const tokens: Record<Caller, string> = {
  admin: await signDevToken(config, keys, 'admin', 4 * 3600),
  employee: await signDevToken(config, keys, 'employee', 4 * 3600),
};
await capturing.ready();
const stopPgliteRecording =
  kind === 'pglite' ? recordPgliteStatements((capturing.portal.db as unknown as { $client: PGlite }).$client, recorder) : () => {};
const entries = await countTimesheetEntries(capturing.portal.db);
if (entries < MIN_ENTRIES) {
  await capturing.close();
  console.error(`The database has ${entries.toLocaleString('en')} timesheet entries; the floor runs need ${MIN_ENTRIES.toLocaleString('en')} or more (npm run seed -- --scale 40).`);
  process.exit(1);
}
const fixtures = await fixturesOf(capturing.portal.db);
const [server] = await queryRows<{ version: string }>(capturing.portal.db, sql`select version() as version`);
const cases = floorCasesOf(fixtures, options.only);
const captured: CapturedRequest[] = [];
for (const benchCase of cases) {
  const send = () => capturing.inject({ method: 'GET', url: benchCase.path, headers: { authorization: `Bearer ${tokens[benchCase.caller]}` } });
  for (let warm = 0; warm < 2; warm++) await send();
  recorder.start();
  const response = await send();
  const request = recorder.stop();
  if (response.statusCode !== 200) throw new Error(`${benchCase.name}: the app answered ${response.statusCode} ${response.body.slice(0, 300)}`);
  captured.push(request);
  console.log(`${benchCase.name}: ${request.statements.length} statements in ${new Set(request.statements.map((s) => s.wave)).size} round trips${request.isTransaction ? ', in a transaction' : ''}`);
}
stopPgliteRecording();
stopPgRecording();
await capturing.close();
const capturedFile = path.join(os.tmpdir(), `floor-captured-${process.pid}.json`);
fs.writeFileSync(capturedFile, JSON.stringify(captured));

// 2. Start the app and the floor as child processes, each compiled as `npm start` runs the server
// (scripts/build-server.mjs) and with its node flags and malloc settings (scripts/server-process.mjs). Not through
// tsx: its on-the-fly compile keeps every function's name, a call for each closure made at run time, which the
// release build does not pay (it cost the app more than the floor, whose code makes few closures per request).
const COMPILED_DIR = path.join(FLOOR_DIR, '.compiled');
await buildServer(COMPILED_DIR, { main: 'server/main.ts', 'serve-app': 'bench/floor/serve-app.ts', 'serve-floor': 'bench/floor/serve-floor.ts' });
// The code the entries share lands in chunks/, the migrations' finder with it (server/db/migrations-folder.ts).
fs.cpSync(path.join(COMPILED_DIR, 'migrations'), path.join(COMPILED_DIR, 'chunks', 'migrations'), { recursive: true });
const children: ChildProcess[] = [];
const profileDir = options.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'floor-profile-')) : undefined;
const startChild = (script: string, args: string[], port: number, isProfiled = false) => {
  const profiling = isProfiled && profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(process.execPath, [...nodeFlags, ...profiling, path.join(COMPILED_DIR, `${script}.js`), ...args], {
    // The tokens were signed for this process's issuer (PUBLIC_URL), which the app checks.
    env: { ...SERVER_ENVIRONMENT, ...process.env, PORT: String(port), PUBLIC_URL: config.publicUrl, AUTH_MODE: 'dev', SEED_DEMO: 'false' },
    // The app's request log goes where `npm run serve` would write it, to a file here: written, not read.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};
const stopChildren = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.once('exit', stopChildren);

/** Asks the url until it answers at all (any status): the server is listening. */
const answered = async (url: string, child: ChildProcess) => {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`No answer from ${url} in 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

/** CPU time (user + system) a process has used so far, in µs, from /proc/<pid>/stat (clock ticks of 10 ms). */
const CLOCK_TICK_US = 10_000;
const cpuUs = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) in parentheses; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_US;
};

/** Resident memory of a process in MB, from /proc/<pid>/status. */
const residentMb = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 102.4) / 10 : Number.NaN;
};

const appPort = await freePort();
let floorPort = await freePort();
// The system may hand out the same free port twice in a row.
while (floorPort === appPort) floorPort = await freePort();
const appChild = startChild('serve-app', kind === 'pglite' ? [capturedFile, String(floorPort)] : [], appPort, true);
const floorChild = kind === 'pglite' ? appChild : startChild('serve-floor', [capturedFile, String(floorPort)], floorPort);
const servers = {
  app: { base: `http://127.0.0.1:${appPort}`, pid: appChild.pid!, child: appChild },
  floor: { base: `http://127.0.0.1:${floorPort}`, pid: floorChild.pid!, child: floorChild },
};
await answered(`${servers.app.base}/api/health`, appChild);
await answered(`${servers.floor.base}${floorPathOf(0)}`, floorChild);
const urlOf = (side: 'app' | 'floor', index: number) => `${servers[side].base}${side === 'app' ? cases[index].path : floorPathOf(index)}`;
const headersOf = (index: number) => ({ authorization: `Bearer ${tokens[cases[index].caller]}` });

// Idle: listening, each case answered once (the code each case needs is loaded), no load.
for (const side of ['app', 'floor'] as const)
  for (let index = 0; index < cases.length; index++) {
    const response = await fetch(urlOf(side, index), { headers: headersOf(index) });
    if (response.status !== 200) throw new Error(`${side} ${cases[index].name}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
  }
const idle = { app: residentMb(servers.app.pid), floor: residentMb(servers.floor.pid) };
// Warm-up, not measured: each server runs each case under load for a while first, so that the runs compare code
// the JIT has compiled on both sides (the app has far more of it than the floor) rather than its first seconds.
if (warmup > 0)
  for (let index = 0; index < cases.length; index++)
    for (const side of ['app', 'floor'] as const)
      await autocannon({ url: urlOf(side, index), connections: Math.max(...connectionCounts), duration: warmup, headers: headersOf(index), timeout: 60 });
console.log(`\nIdle resident memory: app ${idle.app} MB, floor ${idle.floor} MB${kind === 'pglite' ? ' (one process: the floor runs inside the app on PGlite)' : ''}`);

// 3. Load, interleaved: for each case and connection count, the app, then the floor.
type Run = {
  reqPerSec: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytesPerRequest: number;
  /** The server process's CPU time (user + system) over the run, per request answered. */
  cpuUsPerRequest: number;
  peakRssMb: number;
  load: number[];
};
const runOnce = async (side: 'app' | 'floor', index: number, connections: number, seconds: number): Promise<Run> => {
  const pid = servers[side].pid;
  let peak = residentMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 200);
  const loadAtStart = load();
  const cpuAtStart = cpuUs(pid);
  const result = await autocannon({ url: urlOf(side, index), connections, duration: seconds, headers: headersOf(index), timeout: 60 });
  const cpuUsed = cpuUs(pid) - cpuAtStart;
  clearInterval(sampler);
  peak = Math.max(peak, residentMb(pid));
  return {
    reqPerSec: Math.round(result.requests.total / (result.duration || seconds)),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    cpuUsPerRequest: result.requests.total > 0 ? Math.round(cpuUsed / result.requests.total) : 0,
    peakRssMb: peak,
    load: loadAtStart,
  };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The slices of one side as one run: requests, CPU and throughput summed over them; p50 and p99 the slices' medians. */
const mergedRun = (parts: Run[]): Run => {
  if (parts.length === 1) return parts[0];
  const requests = parts.reduce((sum, part) => sum + part.requests, 0);
  const seconds = parts.reduce((sum, part) => sum + (part.reqPerSec > 0 ? part.requests / part.reqPerSec : 0), 0);
  return {
    reqPerSec: seconds > 0 ? Math.round(requests / seconds) : 0,
    requests,
    p50: median(parts.map((part) => part.p50)),
    p99: median(parts.map((part) => part.p99)),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    non2xx: parts.reduce((sum, part) => sum + part.non2xx, 0),
    bytesPerRequest: parts[0].bytesPerRequest,
    cpuUsPerRequest: requests > 0 ? Math.round(parts.reduce((sum, part) => sum + part.cpuUsPerRequest * part.requests, 0) / requests) : 0,
    peakRssMb: Math.max(...parts.map((part) => part.peakRssMb)),
    load: parts[0].load,
  };
};

/** App and floor on one case, in `slices` turns each (the floor first every other turn). */
const runPair = async (index: number, connections: number) => {
  const parts: Record<'app' | 'floor', Run[]> = { app: [], floor: [] };
  for (let slice = 0; slice < slices; slice++)
    for (const side of slice % 2 === 0 ? (['app', 'floor'] as const) : (['floor', 'app'] as const))
      parts[side].push(await runOnce(side, index, connections, duration / slices));
  // Each slice's app against the floor beside it: how far one turn's ratio strays shows how much the machine moved.
  const sliceRatios = parts.app.map((app, slice) => Math.round((app.reqPerSec / Math.max(1, parts.floor[slice].reqPerSec)) * 100) / 100);
  return { app: mergedRun(parts.app), floor: mergedRun(parts.floor), sliceRatios };
};

type Row = { case: string; connections: number; app: Run; floor: Run; ratio: number; sliceRatios: number[] };
const rows: Row[] = [];
const loadBefore = load();
try {
  for (let index = 0; index < cases.length; index++)
    for (const connections of connectionCounts) {
      const { app, floor, sliceRatios } = await runPair(index, connections);
      const ratio = floor.reqPerSec > 0 ? Math.round((app.reqPerSec / floor.reqPerSec) * 100) / 100 : Number.NaN;
      rows.push({ case: cases[index].name, connections, app, floor, ratio, sliceRatios });
      console.log(
        `  ${cases[index].name.padEnd(44)} ${String(connections).padStart(2)} conn  app ${String(app.reqPerSec).padStart(6)} req/s p50 ${app.p50} p99 ${app.p99}` +
          `  floor ${String(floor.reqPerSec).padStart(6)} req/s p50 ${floor.p50} p99 ${floor.p99}  ratio ${ratio}  CPU µs/req app ${app.cpuUsPerRequest} floor ${floor.cpuUsPerRequest}  load ${app.load[0]}`,
      );
      if (app.non2xx + app.errors + floor.non2xx + floor.errors > 0)
        console.log(`    errors: app ${app.errors} + ${app.non2xx} non-2xx, floor ${floor.errors} + ${floor.non2xx} non-2xx`);
    }
} finally {
  stopChildren();
  fs.rmSync(capturedFile, { force: true });
}
if (profileDir) {
  // The profile is written when the app's process exits (it closes on SIGTERM, server/main.ts).
  if (appChild.exitCode === null) await new Promise((resolve) => appChild.once('exit', resolve));
  const [file] = fs.readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (file) {
    const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
    console.log(`\nThe app's CPU profile (warm-up and runs of ${cases.map((c) => c.name).join(', ')}):\n${summariseProfile(profile, 40)}`);
    console.log(`The profile: ${path.join(profileDir, file)} (DevTools opens it; not kept in bench/results, it is megabytes)`);
  } else console.log(`\nNo CPU profile was written in ${profileDir}`);
}

// 4. The report.
const peakOf = (side: 'app' | 'floor') => Math.max(...rows.map((row) => row[side].peakRssMb));
const memory = { idleMb: idle, peakUnderLoadMb: { app: peakOf('app'), floor: peakOf('floor') }, isOneProcess: kind === 'pglite' };
// Markdown, as bench/README.md shows it.
const table = [
  "| case | conn | app req/s | app p50 | app p99 | floor req/s | floor p50 | floor p99 | app/floor | each slice's app/floor | CPU µs/req app–floor | load (1 min) |",
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.case} | ${row.connections} | ${row.app.reqPerSec} | ${row.app.p50} | ${row.app.p99} | ${row.floor.reqPerSec} | ${row.floor.p50} | ${row.floor.p99} | ${row.ratio.toFixed(2)}× | ${Math.min(...row.sliceRatios).toFixed(2)}–${Math.max(...row.sliceRatios).toFixed(2)} | ${row.app.cpuUsPerRequest}–${row.floor.cpuUsPerRequest} | ${row.app.load[0]}–${row.floor.load[0]} |`,
  ),
].join('\n');
console.log(`\n${kind}, ${fixtures.timesheetEntries.toLocaleString('en')} timesheet entries, ${duration} s per run, latencies in ms\n\n${table}`);
console.log(
  `\nResident memory: app ${idle.app} MB idle, ${memory.peakUnderLoadMb.app} MB at peak under load; floor ${idle.floor} MB idle, ${memory.peakUnderLoadMb.floor} MB at peak` +
    `${kind === 'pglite' ? ' (the same process)' : ''}.`,
);

writeBenchResult(`floor-${kind}`, options.label, { kind, server: server.version, timesheetEntries: fixtures.timesheetEntries }, {
  loadAverage: { before: loadBefore, after: load() },
  settings: { durationSeconds: duration, slices, warmupSeconds: warmup, nodeFlags, connections: connectionCounts, tool: 'autocannon', floorInAppProcess: kind === 'pglite' },
  memory,
  runs: rows,
  // What the floor replayed for each case: the app's own statements of a warm request, in order.
  cases: cases.map((benchCase, index) => ({ ...benchCase, ...captured[index] })),
});
