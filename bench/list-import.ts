// `node --expose-gc --import tsx bench/list-import.ts [--rows 50000] [--kind csv|xlsx] [--step preview|import] [--profile]`: the
// time and memory of importing a large file into a list (resources/imports.ts) — employees, each with its own
// number, e-mail and tax code, through the preview or the import. Built like bench/import-memory.ts: the app in this
// process (buildApp, dev tokens) on DATA_DIR (PGlite in process: its memory counts) or DATABASE_URL; after a warm-up
// import of 100 rows and a full GC, RSS growth is the kernel's high-water mark (VmHWM, reset through
// /proc/self/clear_refs) above the level before the request; heap is sampled every 10 ms.
// --profile (PostgreSQL only): the measured import's statements grouped by their text, with their count and time.
// Example: DATA_DIR=$(mktemp -d) node --expose-gc --import tsx bench/list-import.ts --rows 50000 --kind csv --step import
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../server/app';
import { signDevToken } from '../server/auth/dev-token';
import { loadSigningKeys } from '../server/auth/signing-keys';
import { tokenAuthentication } from '../server/auth/token-authentication';
import { readConfig } from '../server/config';
import { multipartOf } from '../tests/helpers/multipart';

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    kind: { type: 'string', default: 'csv' },
    step: { type: 'string', default: 'import' },
    profile: { type: 'boolean', default: false },
  },
});

// --profile: every statement sent while it is on, grouped by its text with the values left out (bench/payroll-generate.ts).
type Shape = { count: number; milliseconds: number };
const statements = new Map<string, Shape>();
let isProfiling = false;
const shapeOf = (text: string) => text.replace(/\$\d+/g, '?').replace(/\s+/g, ' ').slice(0, 160);
if (options.profile) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function profiled(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first?.text;
    const result = query.apply(this, args);
    if (!isProfiling || typeof text !== 'string' || !(result instanceof Promise)) return result;
    const started = performance.now();
    const shape = statements.get(shapeOf(text)) ?? { count: 0, milliseconds: 0 };
    statements.set(shapeOf(text), shape);
    shape.count += 1;
    return result.finally(() => (shape.milliseconds += performance.now() - started));
  } as typeof pg.Client.prototype.query;
}
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc --import tsx bench/list-import.ts');

const config = { ...readConfig(), authMode: 'dev' as const };
fs.mkdirSync(config.dataDir, { recursive: true });
const app = await buildApp({ config, authentication: tokenAuthentication, logger: false });
await app.ready();
const token = await signDevToken(config, await loadSigningKeys(app.portal.db, app.portal.config), 'admin', 3600);
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const HEADER = ['First name', 'Last name', 'Email', 'Tax code', 'Hire date', 'Job title', 'Hourly cost'];
const rowOf = (tag: string, index: number) => [
  'Bench',
  `Person ${tag} ${index}`,
  `bench.${tag}.${index}@example.com`,
  `${tag.toUpperCase().padEnd(5, 'X').slice(0, 5)}${String(index).padStart(11, '0')}`,
  '2026-01-05',
  'Consultant',
  '31,50',
];
const csvOf = (tag: string, count: number) => {
  const lines = [HEADER.join(';')];
  for (let index = 0; index < count; index++) lines.push(rowOf(tag, index).join(';'));
  return Buffer.from(`${lines.join('\n')}\n`);
};
const xlsxOf = async (tag: string, count: number) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  sheet.addRow(HEADER);
  for (let index = 0; index < count; index++) sheet.addRow(rowOf(tag, index));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
const fileOf = (tag: string, count: number) => (options.kind === 'xlsx' ? xlsxOf(tag, count) : Promise.resolve(csvOf(tag, count)));
const send = async (bytes: Buffer) => {
  const body = multipartOf([{ fileName: `people.${options.kind}`, contentType: options.kind === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv', content: bytes }]);
  const started = performance.now();
  const response = await app.inject({
    method: options.step === 'preview' ? 'POST' : 'PUT',
    url: `/api/admin/employees/imports${options.step === 'preview' ? '/preview' : ''}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.body, seconds: (performance.now() - started) / 1000 };
};

// The warm-up's tag differs in its first letter, so no tax code is taken twice.
const base = Date.now().toString(36).slice(-4);
const tag = `m${base}`;
const warm = await send(await fileOf(`w${base}`, 100));
if (warm.status >= 300) throw new Error(`warm-up: ${warm.status} ${warm.body.slice(0, 300)}`);
const bytes = await fileOf(tag, Number(options.rows));
gc();
await new Promise((resolve) => setTimeout(resolve, 200));
gc();
const statusOf = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN) * 1024;
fs.writeFileSync('/proc/self/clear_refs', '5');
const baseRss = statusOf('VmRSS');
const baseHeap = process.memoryUsage().heapUsed;
let peakHeap = baseHeap;
const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 10);
isProfiling = options.profile;
const result = await send(bytes);
isProfiling = false;
clearInterval(sampler);
const peakRss = statusOf('VmHWM');
const reply = JSON.parse(result.body) as { rowCount?: number; refusalCount?: number; batchId?: number; message?: string };
console.log(
  [
    `${options.step} of ${options.rows} rows (${options.kind}, ${mb(bytes.length)}) on ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}: ${result.status} in ${result.seconds.toFixed(1)} s`,
    `  rows ${reply.rowCount ?? '?'}, refusals ${reply.refusalCount ?? '?'}, batch ${reply.batchId ?? '-'}${reply.message ? `, ${reply.message}` : ''}`,
    `  RSS before ${mb(baseRss)}, peak (VmHWM) ${mb(peakRss)}, growth ${mb(peakRss - baseRss)}; heap growth ${mb(peakHeap - baseHeap)}`,
  ].join('\n'),
);
if (options.profile) {
  const shapes = [...statements.entries()].sort(([, a], [, b]) => b.milliseconds - a.milliseconds);
  const total = shapes.reduce((sum, [, shape]) => ({ count: sum.count + shape.count, milliseconds: sum.milliseconds + shape.milliseconds }), { count: 0, milliseconds: 0 });
  console.log(`  statements: ${total.count}, ${(total.milliseconds / 1000).toFixed(2)} s waiting on the database`);
  for (const [text, shape] of shapes.slice(0, 20)) console.log(`${String(shape.count).padStart(9)} ${(shape.milliseconds / 1000).toFixed(2).padStart(7)} s  ${text}`);
}
await app.close();
if (process.env.BENCH_REMOVE_DATA_DIR === '1') fs.rmSync(path.resolve(config.dataDir), { recursive: true, force: true });
