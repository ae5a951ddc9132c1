import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { withClient } from '../helpers/databases';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from '../helpers/own-postgres';
import { as, callerWith, testAuthentication } from '../helpers/test-caller';

// PostgreSQL restarted under a write load (a cluster of the test's own, never the shared server): the API
// process keeps running, answers 503 with Retry-After while the database is away (never a 500), serves again
// by itself once it is back, and every write it acknowledged is in the database afterwards.

const bin = postgresBinaries();

type Answer = { status: number; retryAfter?: string; body: string; at: number };

describe.skipIf(!bin)('PostgreSQL restarted under a write load', () => {
  let cluster: OwnPostgres;
  let app: FastifyInstance;
  let dataDir: string;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);
  const admin = as(callerWith(['ADMIN']));

  beforeAll(async () => {
    process.on('uncaughtExceptionMonitor', onCrash);
    process.on('unhandledRejection', onCrash);
    cluster = await startOwnPostgres(bin!);
    await withClient(cluster.urlOf('postgres'), (client) => client.query('CREATE DATABASE portal'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
    app = await buildApp({
      distDir: path.join(dataDir, 'no-spa'),
      schema: 'migrations',
      config: { dataDir, databaseUrl: cluster.urlOf('portal'), metrics: { port: 0, host: '127.0.0.1' } },
      authentication: testAuthentication,
    });
    await app.ready();
  });
  afterAll(async () => {
    // Bounded: a close held by a leaked connection (the test then fails) must not leave the cluster running.
    await Promise.race([app?.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await cluster?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.off('uncaughtExceptionMonitor', onCrash);
    process.off('unhandledRejection', onCrash);
  });

  test('503 with Retry-After while it is away, service back by itself, no acknowledged write lost', async () => {
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let isRunning = true;
    let next = 0;
    const writer = async () => {
      while (isRunning) {
        const description = `Restart load ${next++}`;
        const response = await app.inject({
          method: 'PUT',
          url: '/api/admin/finance/taxes',
          headers: admin,
          payload: { description, taxType: 'VAT', year: 2026, month: 11, amount: 12.5, dueDate: '2026-12-16' },
        });
        answers.push({ status: response.statusCode, retryAfter: response.headers['retry-after'] as string | undefined, body: response.body, at: Date.now() });
        if (response.statusCode === 201) acknowledged.push(description);
        // A refused write is retried by the next loop at once; yield so the event loop hears the sockets.
        if (response.statusCode !== 201) await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    const servedSince = (time: number) => answers.filter((answer) => answer.at >= time && answer.status === 201).length;
    const wait = { timeout: 30_000, interval: 20 };
    try {
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20), wait);

      // A fast shutdown ends the sessions in use; requests meanwhile are 503s until it is started again.
      await cluster.stop('fast');
      const stoppedAt = Date.now();
      await vi.waitFor(() => expect(answers.filter((answer) => answer.at >= stoppedAt && answer.status === 503).length).toBeGreaterThanOrEqual(5), wait);
      const read = await app.inject({ method: 'GET', url: '/api/admin/finance/taxes', headers: admin });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      await cluster.start();
      const startedAt = Date.now();
      await vi.waitFor(() => expect(servedSince(startedAt)).toBeGreaterThanOrEqual(10), wait);
      const firstServed = answers.find((answer) => answer.at >= startedAt && answer.status === 201)!;
      expect(firstServed.at - startedAt).toBeLessThan(10_000);

      // An immediate restart is a crash of the database: connections cut mid-transaction, recovery on start.
      await cluster.restart('immediate');
      const restartedAt = Date.now();
      await vi.waitFor(() => expect(servedSince(restartedAt)).toBeGreaterThanOrEqual(10), wait);
    } finally {
      isRunning = false;
      await Promise.all(writers);
    }

    expect(crashes).toEqual([]);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const answer of answers.filter((one) => one.status === 503)) {
      expect(answer.retryAfter).toBe('5');
      expect(JSON.parse(answer.body)).toEqual({ message: 'The database cannot be reached right now; try again in a few seconds' });
    }
    // Each of them counted for the operator's alert (the read above was one more).
    const counted = (await app.portal.metrics!.registry.getSingleMetricAsString('database_unavailable_responses_total')).match(/^database_unavailable_responses_total (\d+)$/m)?.[1];
    expect(Number(counted)).toBe(answers.filter((one) => one.status === 503).length + 1);
    const stored = await withClient(cluster.urlOf('portal'), async (client) => new Set((await client.query<{ description: string }>('select description from taxes')).rows.map((row) => row.description)));
    expect(acknowledged.filter((description) => !stored.has(description))).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    // Every pooled connection was given back (a leaked one would hold the close, and in time starve the pool).
    const closed = app.close().then(() => 'closed');
    expect(await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 15_000, 'still holding connections'))])).toBe('closed');
  });
});
