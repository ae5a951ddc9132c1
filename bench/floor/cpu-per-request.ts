// The app's and the floor's CPU per request, in one process, without sockets: each case sent through Fastify's
// `inject` in rounds, app and floor alternating, with `process.cpuUsage()` around each round. On a machine other
// work shares, this is steadier than req/s: what it counts is this process's own CPU, not the share the
// scheduler gave it. The floor is the same as `npm run bench:floor`'s (bench/floor/floor-server.ts): the statements
// the app sent for the case, replayed through a `pg` pool. PostgreSQL only.
//
//   DATABASE_URL=postgres://… npx tsx bench/floor/cpu-per-request.ts [--only TEXT] [--requests N] [--rounds R] [--concurrency C] [--side app|floor] [--allocations]
//
// It prints, per case, the median over the rounds of the CPU µs per request of each side and their difference;
// with --allocations, what one round of each side's requests allocated per request instead, the app's by package and
// function (allocations.ts).
import { parseArgs } from 'node:util';
import pino from 'pino';
import inspector from 'node:inspector/promises';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { signDevToken } from '../../server/auth/dev-token';
import { loadSigningKeys } from '../../server/auth/signing-keys';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import { readConfig } from '../../server/config';
import { fixturesOf, type Caller } from '../cases';
import { recordPgStatements, statementRecorder } from './capture';
import { buildFloor, floorPathOf } from './floor-server';
import { floorCasesOf } from './floor-cases';
import { sampleAllocations, summariseAllocations } from './allocations';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    requests: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '9' },
    concurrency: { type: 'string', default: '8' },
    // `app` or `floor` alone, e.g. under `--cpu-prof`, so that the profile holds only that side's requests.
    side: { type: 'string', default: 'both' },
    allocations: { type: 'boolean', default: false },
  },
});
const requests = Number(options.requests);
const rounds = Number(options.rounds);
const concurrency = Number(options.concurrency);
const config = { ...readConfig(), authMode: 'dev' as const };
if (!config.databaseUrl) throw new Error('DATABASE_URL: this measurement runs on PostgreSQL');

const recorder = statementRecorder();
const stopRecording = recordPgStatements(recorder);
// The request log as server/main.ts writes it, to /dev/null.
const app = await buildApp({ config, authentication: tokenAuthentication, logger: { stream: pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }) } });
await app.ready();
const keys = await loadSigningKeys(app.portal.db, config);
const tokens: Record<Caller, string> = {
  admin: await signDevToken(config, keys, 'admin', 4 * 3600),
  employee: await signDevToken(config, keys, 'employee', 4 * 3600),
};
const cases = floorCasesOf(await fixturesOf(app.portal.db), options.only);
const captured = [];
for (const benchCase of cases) {
  const send = () => app.inject({ method: 'GET', url: benchCase.path, headers: { authorization: `Bearer ${tokens[benchCase.caller]}` } });
  for (let warm = 0; warm < 2; warm++) await send();
  recorder.start();
  const response = await send();
  captured.push(recorder.stop());
  if (response.statusCode !== 200) throw new Error(`${benchCase.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
}
// The recording hook stays off the measured requests of both sides.
stopRecording();
const pool = new pg.Pool({ connectionString: config.databaseUrl });
const floor = await buildFloor(captured, { pool });

const round = async (side: 'app' | 'floor', index: number) => {
  const benchCase = cases[index];
  const send =
    side === 'app'
      ? () => app.inject({ method: 'GET', url: benchCase.path, headers: { authorization: `Bearer ${tokens[benchCase.caller]}` } })
      : () => floor.inject({ method: 'GET', url: floorPathOf(index) });
  let sent = 0;
  const start = process.cpuUsage();
  const worker = async () => {
    while (sent < requests) {
      sent++;
      const response = await send();
      if (response.statusCode !== 200) throw new Error(`${side} ${benchCase.name}: ${response.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / requests;
};

if (options.allocations) {
  const session = new inspector.Session();
  session.connect();
  for (let index = 0; index < cases.length; index++) {
    await round('app', index);
    await round('floor', index);
    const app = await sampleAllocations(session, async () => void (await round('app', index)));
    const floor = await sampleAllocations(session, async () => void (await round('floor', index)));
    console.log(`${cases[index].name}\nthe floor: ${summariseAllocations(floor, requests, 0).split('\n')[0]}\nthe app: ${summariseAllocations(app, requests)}\n`);
  }
  session.disconnect();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (let index = 0; index < (options.allocations ? 0 : cases.length); index++) {
  // Warm both sides' code first.
  await round('app', index);
  await round('floor', index);
  const appUs: number[] = [0];
  const floorUs: number[] = [0];
  for (let r = 0; r < rounds; r++) {
    if (options.side !== 'floor') appUs.push(await round('app', index));
    if (options.side !== 'app') floorUs.push(await round('floor', index));
  }
  if (options.side !== 'floor') appUs.shift();
  if (options.side !== 'app') floorUs.shift();
  const a = median(appUs);
  const f = median(floorUs);
  console.log(`${cases[index].name.padEnd(44)} app ${a.toFixed(0).padStart(5)} µs  floor ${f.toFixed(0).padStart(5)} µs  gap ${(a - f).toFixed(0).padStart(5)} µs`);
}
await floor.close();
await pool.end();
await app.close();
