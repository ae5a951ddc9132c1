// Generating a month's payrolls for many employees (POST /api/admin/labour/generate), the payroll issue's
// goal: 1,000 employees in under 5 s on PostgreSQL. A one-off write, so not a case of `npm run bench`: this
// script fills an EMPTY database with N employees, their contracts, their approved month sheets, a work
// order's bookings on every weekday (some with overtime) and approved leave for one in ten, then times the
// generation once and the idempotent second run (nothing left to add). See bench/README.md.
//
//   npx tsx bench/payroll-generate.ts                          PGlite in a temporary folder
//   DATABASE_URL=postgres://…/empty_db npx tsx bench/payroll-generate.ts
//   options: --employees N (1000)  --year YYYY (2030)  --month M (3)  --profile (statements of the first run)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type Authentication } from '../server/app';
import type { Caller } from '../server/auth/caller';
import { readConfig } from '../server/config';

const { values: options } = parseArgs({
  options: {
    employees: { type: 'string', default: '1000' },
    year: { type: 'string', default: '2030' },
    month: { type: 'string', default: '3' },
    profile: { type: 'boolean', default: false },
  },
});
const employees = Number(options.employees);
const [year, month] = [Number(options.year), Number(options.month)];

// The case measures generation, not sign-in: every request comes from an accountant.
const accountant: Caller = { userId: 0, username: 'bench-accountant', name: 'Bench accountant', employeeId: null, roles: ['ACCOUNTANT'] };
const benchAuthentication: Authentication = async (app) => {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    request.caller = accountant;
  });
};

// --profile (PostgreSQL only): every statement the server sends, grouped by its text with the values left out,
// with how many were sent and how long they took; so the report says where the generation spends its time.
type Shape = { count: number; milliseconds: number };
const statements = new Map<string, Shape>();
let isProfiling = false;
const shapeOf = (text: string) => text.replace(/\$\d+/g, '?').replace(/\(\?(, \?)*\)/g, '(…)').replace(/(\(…\), )+\(…\)/g, '(…)…').slice(0, 150);
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

const env = readConfig();
const dataDir = env.databaseUrl ? env.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-payroll-'));
const app = await buildApp({ config: { ...env, dataDir, authMode: 'dev' }, authentication: benchAuthentication, logger: false });
await app.ready();

const CHUNK = 2000;
const insert = async (target: FastifyInstance, resource: string, rows: Record<string, unknown>[]) => {
  const { table } = target.portal.schema.resourceTables.get(resource)!;
  const created: { id: number }[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    created.push(...((await target.portal.db.insert(table).values(rows.slice(start, start + CHUNK)).returning()) as { id: number }[]));
  return created;
};

const existing = (await app.portal.db.select().from(app.portal.schema.resourceTables.get('employees')!.table).limit(1)).length;
if (existing > 0) {
  console.error('The database already has employees: give an empty database (a new DATABASE_URL database, or none for PGlite).');
  process.exit(1);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const monthDays = new Date(Date.UTC(year, month, 0)).getUTCDate();
const weekdays = Array.from({ length: monthDays }, (_, index) => `${year}-${pad(month)}-${pad(index + 1)}`).filter(
  (day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()),
);

const filling = performance.now();
const [type] = await insert(app, 'contractTypes', [{ code: 'IND', name: 'Tempo indeterminato' }]);
const [customer] = await insert(app, 'customers', [{ name: 'Cliente bench' }]);
const [order] = await insert(app, 'workOrders', [{ name: 'Commessa bench', customerId: customer.id, startDate: '2020-01-01' }]);
const [leave] = await insert(app, 'exceptions', [{ code: 'FER', name: 'Ferie', category: 'Leave', isPaid: true }]);
const people = await insert(
  app,
  'employees',
  Array.from({ length: employees }, (_, index) => ({
    firstName: `Nome${index}`,
    lastName: `Cognome${pad(index, 5)}`,
    email: `bench${index}@example.com`,
    taxCode: `BNCHPR${pad(index, 9)}X`,
    hireDate: '2020-01-01',
  })),
);
await insert(
  app,
  'employeeContracts',
  people.map((person, index) => ({
    employeeId: person.id,
    contractTypeId: type.id,
    title: `Contratto ${index}`,
    startDate: '2020-01-01',
    weeklyHours: 40,
    grossAnnualSalary: 26000 + (index % 20) * 1000,
    monthlyInstalments: 14,
  })),
);
await insert(app, 'timesheetMonths', people.map((person, index) => ({ employeeId: person.id, year, month, status: 'Approved', number: `TSM-${pad(index + 1, 6)}` })));
await insert(
  app,
  'timesheetEntries',
  people.flatMap((person, index) =>
    weekdays.map((date, day) => ({ employeeId: person.id, workOrderId: order.id, date, hours: (index + day) % 7 === 0 ? 10 : 8 })),
  ),
);
await insert(
  app,
  'hrTimesheetRequests',
  people
    .filter((_, index) => index % 10 === 0)
    .map((person, index) => ({ employeeId: person.id, exceptionId: leave.id, startDate: weekdays[3], endDate: weekdays[4], state: 'Approved', number: `HRQ-${pad(index + 1, 6)}` })),
);
const fillSeconds = (performance.now() - filling) / 1000;

const generate = async () => {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/admin/labour/generate', payload: { year, month } });
  const seconds = (performance.now() - started) / 1000;
  if (response.statusCode !== 200) throw new Error(`generate answered ${response.statusCode}: ${response.body}`);
  const report = response.json() as { created: unknown[]; alreadyGenerated: unknown[]; missingApprovals: unknown[]; closedSheets: unknown[] };
  return { seconds, created: report.created.length, alreadyGenerated: report.alreadyGenerated.length, closedSheets: report.closedSheets.length };
};

isProfiling = options.profile;
const first = await generate();
isProfiling = false;
const second = await generate();
const days = app.portal.schema.resourceTables.get('labourDays')!;
const dayCount = (await app.portal.db.select({ id: days.columns.id }).from(days.table)).length;
console.log(`${env.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${employees} employees, ${year}-${pad(month)} (${weekdays.length} weekdays); filled in ${fillSeconds.toFixed(1)} s`);
console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
console.log(`first generation: ${first.seconds.toFixed(2)} s (${first.created} payrolls, ${dayCount} days, ${first.closedSheets} sheets closed); target < 5 s`);
console.log(`second generation (nothing to add): ${second.seconds.toFixed(2)} s (${second.alreadyGenerated} already generated)`);
if (options.profile) {
  const shapes = [...statements.entries()].sort(([, a], [, b]) => b.milliseconds - a.milliseconds);
  const total = shapes.reduce((sum, [, shape]) => ({ count: sum.count + shape.count, milliseconds: sum.milliseconds + shape.milliseconds }), { count: 0, milliseconds: 0 });
  console.log(`statements of the first generation: ${total.count}, ${(total.milliseconds / 1000).toFixed(2)} s waiting on the database`);
  for (const [text, shape] of shapes.slice(0, 25)) console.log(`${String(shape.count).padStart(7)} ${(shape.milliseconds / 1000).toFixed(2).padStart(7)} s  ${text}`);
}
await app.close();
if (!env.databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
