// `npm run bench:memory`: the idle resident memory of the release server (bench/README.md, "Idle memory").
// Starts `node dist-server/main.js` as `npm start` does (compiling it first), on a free port and a
// throwaway DATA_DIR — on PGlite by default, on PostgreSQL when DATABASE_URL is set (the demo firm is seeded into
// an empty database, as at a first start) — answers each registered resource's list once, the search, the SPA,
// /config.js and the provider's discovery, waits for the process to go quiet and reads VmRSS from /proc.
//   npm run bench:memory                     (PGlite)
//   DATABASE_URL=postgres://… npm run bench:memory
//   options: --settle <seconds> (5), --json
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resources } from '../resources.config';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../scripts/server-process.mjs';
import { freePort } from '../tests/helpers/free-port';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const settleSeconds = Number(option('settle', '5'));
const isJson = args.includes('--json');
const databaseUrl = process.env.DATABASE_URL || undefined;

// The server as the sources are now (under a second); the SPA is served when dist/ holds one (`npm run build`).
if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('The server build failed');

const residentMb = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};
const until = async (isDone: () => Promise<boolean>, what: string, seconds = 180) => {
  const end = Date.now() + seconds * 1000;
  while (!(await isDone().catch(() => false))) {
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const env = { ...SERVER_ENVIRONMENT, ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin, AUTH_MODE: 'dev' };
// The V8 flag and the malloc settings `npm start` and the Dockerfile give (scripts/server-process.mjs).
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
const pid = server.pid!;
try {
  const started = Date.now();
  await until(async () => (await fetch(`${origin}/api/health/ready`)).status === 200, 'the server to be ready');
  const startMs = Date.now() - started;
  const afterStart = residentMb(pid);
  const token = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/token.ts', 'admin'], { env, encoding: 'utf8' }).stdout.trim();
  const headers = { authorization: `Bearer ${token}` };
  const paths = [
    '/',
    '/config.js',
    '/oidc/.well-known/openid-configuration',
    '/api/search?q=ro',
    ...resources.map((resource) => `/api${resource.api.admin.replace(/\/$/, '')}?_start=0&_end=25`),
  ];
  const statuses: Record<string, number> = {};
  for (const url of paths) {
    const response = await fetch(`${origin}${url}`, { headers });
    await response.arrayBuffer();
    statuses[url] = response.status;
  }
  const failed = Object.entries(statuses).filter(([, status]) => status !== 200 && status !== 404);
  if (failed.length > 0) throw new Error(`Requests failed: ${JSON.stringify(failed)}`);
  const afterRequests = residentMb(pid);
  const samples: number[] = [];
  for (let second = 0; second < settleSeconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    samples.push(residentMb(pid));
  }
  const result = {
    database: databaseUrl ? 'postgres' : 'pglite',
    node: process.version,
    startMs,
    requests: paths.length,
    rssMb: { afterStart, afterRequests, idle: samples.at(-1), peakWhileIdle: Math.max(...samples) },
    targetMb: databaseUrl ? 200 : 350,
  };
  if (isJson) console.log(JSON.stringify(result, null, 2));
  else
    console.log(
      `${result.database}: ready in ${startMs} ms; RSS ${afterStart} MB after start, ${afterRequests} MB after ${paths.length} requests, ` +
        `${result.rssMb.idle} MB idle ${settleSeconds} s later (target ≤ ${result.targetMb} MB)`,
    );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (!process.env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}
