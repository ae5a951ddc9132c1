// Run by tests/contracts/readme-steps.test.ts inside a scratch copy of the repository, after the README's
// vehicles steps were written into it: builds the app there on a fresh PGlite database through its migrations
// (so the server's own check of declarations against the last migration runs too), uses the new resource's API
// as an HR manager and as a salesman, and prints what it got as one JSON line for the test to judge.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { as, callerWith, testAuthentication } from './test-caller';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-steps-'));
const app = await buildApp({
  config: { dataDir, databaseUrl: undefined },
  distDir: path.join(dataDir, 'no-spa'),
  authentication: testAuthentication,
  logger: false,
});
try {
  await app.ready();
  const hr = as(callerWith(['HR MANAGE']));
  const sales = as(callerWith(['SALES MANAGE']));
  const created = await app.inject({ method: 'PUT', url: '/api/admin/vehicles', headers: hr, payload: { plate: 'AB123CD', model: 'Panda', status: 'Out' } });
  const vehicle = created.json() as { id: number; version: number };
  const returned = await app.inject({ method: 'POST', url: `/api/admin/vehicles/return/${vehicle.id}`, headers: hr, payload: { returnedOn: '2026-11-20', version: vehicle.version } });
  const afterReturn = await app.inject({ method: 'GET', url: `/api/admin/vehicles/${vehicle.id}`, headers: hr });
  const again = await app.inject({ method: 'POST', url: `/api/admin/vehicles/return/${vehicle.id}`, headers: hr, payload: { returnedOn: '2026-11-21', version: (afterReturn.json() as { version: number }).version } });
  const listBySales = await app.inject({ method: 'GET', url: '/api/admin/vehicles', headers: sales });
  const returnBySales = await app.inject({ method: 'POST', url: `/api/admin/vehicles/return/${vehicle.id}`, headers: sales, payload: { returnedOn: '2026-11-21' } });
  const answer = (reply: { statusCode: number; body: string }) => ({ status: reply.statusCode, body: reply.body ? JSON.parse(reply.body) : null });
  console.log(JSON.stringify({
    created: answer(created),
    returned: answer(returned),
    afterReturn: answer(afterReturn),
    again: answer(again),
    listBySales: answer(listBySales),
    returnBySales: answer(returnBySales),
  }));
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
