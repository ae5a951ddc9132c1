// `npx tsx bench/finance.ts`: the finance targets of issue 12, on a fresh migrated database of its own.
//   1. importing a bank statement of ROWS lines (PUT /admin/finance/cashflow/csv, one transaction), goal < 10 s
//      on PostgreSQL;
//   2. suggestions with 10,000 open movements and 10,000 open invoices: the suggestions call for one movement
//      (GET /admin/finance/cashflow/suggestions/:id, which reads every open invoice), the server's ranking
//      (modules/finance/server/suggestions.ts) of 10,000 movements, and GET /bestMatches over every open one.
//
//   DATA_DIR=/tmp/bench-finance npx tsx bench/finance.ts [--rows 10000] [--invoices 10000] [--ranked 10000] [--files N]
// --files N first imports N statements of --rows lines one after the other (issue 29: 100,000 lines are
// --files 13 --rows 7693), timed together, with the RSS high-water growth of the process.
// --rows is at most IMPORT_LIMITS.statementMovements (8,000), the most one statement may hold since issue 22;
// the figures for 100,000 lines in bench/history/2026-11-23-finance.md were taken before that limit.
//   DATABASE_URL=postgres://…/bench_finance DATA_DIR=/tmp/bench-finance npx tsx bench/finance.ts
// The database must be empty (it is migrated here); DATA_DIR keeps the signing key (and PGlite's files).
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
import { ibanCheckDigitsOf } from '../modules/finance/domain/iban';
import { IMPORT_LIMITS } from '../resources/import-limits';
import { resourceTableOf } from '../server/db/schema';
import { suggestionRanking, type OpenInvoice } from '../modules/finance/server/suggestions';
import { statsOf } from './measure';

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: String(IMPORT_LIMITS.statementMovements) },
    invoices: { type: 'string', default: '10000' },
    ranked: { type: 'string', default: '10000' },
    files: { type: 'string', default: '1' },
  },
});
const rows = Number(options.rows);
const files = Number(options.files);
const invoiceCount = Number(options.invoices);
const rankedCount = Number(options.ranked);
const env = readConfig();
const config = { ...env, authMode: 'dev' as const };
fs.mkdirSync(config.dataDir, { recursive: true });

const app = await buildApp({ config, authentication: tokenAuthentication, logger: false });
await app.ready();
const keys = await loadSigningKeys(app.portal.db, config);
const token = await signDevToken(config, keys, 'admin', 4 * 3600);
const inject = (request: InjectOptions) => app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
const ok = async (request: InjectOptions) => {
  const response = await inject(request);
  if (response.statusCode >= 300) throw new Error(`${request.method} ${request.url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json();
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const [server] = rowsOf<{ version: string }>(await app.portal.db.execute(sql`select version() as version`));
console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${server.version.split(',')[0]}`);

// 1. The statement: Italian layout, signed amounts, a preamble; every line unique (so none is a duplicate).
const bank = await ok({ method: 'PUT', url: '/api/admin/finance/accounts/banks', payload: { name: `Banca bench ${Date.now()}` } });
const bban = `X05428111010000${String(Date.now()).slice(-8)}`;
const account = await ok({ method: 'PUT', url: '/api/admin/finance/accounts', payload: { name: `Bench ${bban}`, bankId: bank.id, iban: `IT${ibanCheckDigitsOf('IT', bban)}${bban}`, openingBalance: 0 } });
/** A statement of `count` lines from line `from` on: every line unique across the files (so none is a duplicate). */
const statementOf = (from: number, count: number) => {
  const lines = ['Estratto conto bench', 'Data operazione;Descrizione;Importo'];
  for (let index = from; index < from + count; index++) {
    const day = new Date(Date.UTC(2025, 0, 1) + (index % 365) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const cents = 1000 + ((index * 7919) % 500_000);
    const amount = `${index % 2 === 0 ? '' : '-'}${Math.floor(cents / 100).toLocaleString('it-IT')},${String(cents % 100).padStart(2, '0')}`;
    lines.push(`${date};"Bonifico ${index % 2 === 0 ? 'da' : 'a'} Cliente ${index % 997}; fattura BF-${index}";${amount}`);
  }
  return Buffer.from(lines.join('\n'));
};
const boundary = '----financebench';
const payloadOf = (csv: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="account_id"\r\n\r\n${account.id}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="estratto.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const importStatement = (payload: Buffer) =>
  ok({ method: 'PUT', url: '/api/admin/finance/cashflow/csv', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
/** The process's resident memory and its high-water mark (kB), from /proc/self/status. */
const statusKb = (field: 'VmRSS' | 'VmHWM') => Number(fs.readFileSync('/proc/self/status', 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
// --files N: N statements of --rows lines each, imported one after the other as a firm loads a long history (one
// statement holds at most IMPORT_LIMITS.statementMovements lines), timed together; the process's RSS high-water
// mark (reset through /proc/self/clear_refs first) says whether memory stays bounded as the lines add up.
if (files > 1) {
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const rssBefore = statusKb('VmRSS');
  const startedAll = performance.now();
  const perFile: number[] = [];
  for (let file = 0; file < files; file++) {
    const payload = payloadOf(statementOf(rows * (file + 1), rows));
    const startedFile = performance.now();
    const result = await importStatement(payload);
    perFile.push(performance.now() - startedFile);
    if (result.imported !== rows) throw new Error(`statement ${file + 1}: imported ${result.imported} of ${rows}`);
  }
  const allMs = performance.now() - startedAll;
  console.log(
    `${files} statements of ${rows.toLocaleString('en')} lines (${(files * rows).toLocaleString('en')} in all) in ${seconds(allMs)}` +
      ` (each ${seconds(Math.min(...perFile))}–${seconds(Math.max(...perFile))}); RSS ${(rssBefore / 1024).toFixed(0)} MB before,` +
      ` high-water ${(statusKb('VmHWM') / 1024).toFixed(0)} MB, growth ${((statusKb('VmHWM') - rssBefore) / 1024).toFixed(0)} MB; load ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`,
  );
}
const csv = statementOf(0, rows);
const payload = payloadOf(csv);
let started = performance.now();
const imported = await importStatement(payload);
const importMs = performance.now() - started;
console.log(`statement import: ${rows.toLocaleString('en')} lines (${(csv.length / 1024 / 1024).toFixed(1)} MB) in ${seconds(importMs)}; imported ${imported.imported}, skipped ${imported.skipped}`);
started = performance.now();
const again = await importStatement(payload);
console.log(`the same file again (every line a duplicate): ${seconds(performance.now() - started)}; skipped ${again.skipped}`);

// 2. Open invoices issued to customers (direct inserts: the fixture, not what is measured).
const customers = resourceTableOf(app.portal.schema, 'customers');
const [customer] = (await app.portal.db
  .insert(customers.table)
  .values({ name: 'Cliente bench', vatNumber: '01234567897', sdiCode: '0000000' })
  .returning()) as { id: number }[];
const invoices = resourceTableOf(app.portal.schema, 'invoices');
for (let from = 0; from < invoiceCount; from += 1000) {
  const batch = Array.from({ length: Math.min(1000, invoiceCount - from) }, (_, offset) => {
    const index = from + offset;
    const cents = 1000 + ((index * 2 * 7919) % 500_000);
    return { direction: 'out', number: `BF-${index * 2}`, date: '2025-01-01', dueDate: `2025-${String(1 + (index % 12)).padStart(2, '0')}-15`, customerId: customer.id, taxable: cents / 100, total: cents / 100 };
  });
  await app.portal.db.insert(invoices.table).values(batch);
}
const movements = rowsOf<{ id: number; date: string; amount: string; description: string }>(
  await app.portal.db.execute(sql`select id, date::text as date, amount::text as amount, description from cash_flow_entries where direction = 'in' and is_reconciled = false order by id limit 20`),
);
const [{ open }] = rowsOf<{ open: number }>(await app.portal.db.execute(sql`select count(*)::int as open from cash_flow_entries where is_reconciled = false`));
console.log(`open movements: ${open.toLocaleString('en')}, open invoices: ${invoiceCount.toLocaleString('en')}`);

const samples: number[] = [];
for (const movement of movements.slice(0, 20)) {
  started = performance.now();
  await ok({ method: 'GET', url: `/api/admin/finance/cashflow/suggestions/${movement.id}` });
  samples.push(performance.now() - started);
}
const call = statsOf(samples.slice(1), samples[0]);
console.log(`suggestions call for one movement: first ${call.firstMs.toFixed(0)} ms, p50 ${call.p50} ms, p95 ${call.p95} ms (${call.runs} runs)`);

const openInvoices: OpenInvoice[] = Array.from({ length: invoiceCount }, (_, index) => {
  const cents = 1000 + ((index * 2 * 7919) % 500_000);
  return { id: index + 1, number: `BF-${index * 2}`, date: '2025-01-01', dueDate: `2025-${String(1 + (index % 12)).padStart(2, '0')}-15`, total: String(cents / 100), openAmount: String(cents / 100), counterpartyName: 'Cliente bench', vatNumber: '01234567897', target: `customers:${customer.id}` };
});
// The goal's case: the server's ranking (indexed once, as bestMatches does) for RANKED movements over the invoices.
const ranked = rowsOf<{ id: number; date: string; amount: string; description: string }>(
  await app.portal.db.execute(sql`select id, date::text as date, amount::text as amount, description from cash_flow_entries where is_reconciled = false order by id limit ${rankedCount}`),
);
started = performance.now();
const rank = suggestionRanking(openInvoices);
const indexMs = performance.now() - started;
for (const movement of ranked) rank({ ...movement, openAmount: movement.amount });
const rankingMs = performance.now() - started;
console.log(
  `ranking ${ranked.length.toLocaleString('en')} movements over ${invoiceCount.toLocaleString('en')} invoices: ${seconds(rankingMs)} ` +
    `(index ${indexMs.toFixed(0)} ms, ${((rankingMs - indexMs) / ranked.length).toFixed(3)} ms a movement)`,
);
// The whole call: every open movement in (half the statement) with its best match, reads included.
const bestTimes: number[] = [];
let bestCount = 0;
for (let run = 0; run < 3; run++) {
  started = performance.now();
  bestCount = ((await ok({ method: 'GET', url: '/api/admin/finance/cashflow/bestMatches?direction=in' })) as unknown[]).length;
  bestTimes.push(performance.now() - started);
}
console.log(`bestMatches call, money in: ${bestCount.toLocaleString('en')} movements matched in ${bestTimes.map((ms) => seconds(ms)).join(', ')}`);
await app.close();
