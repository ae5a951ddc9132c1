import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { serveMetrics } from '../../server/observability/metrics';
import type { FastifyInstance } from 'fastify';
import { signDevToken } from '../../server/auth/dev-token';
import { loadSigningKeys } from '../../server/auth/signing-keys';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import { createTestDatabase, everyDatabaseKind, type TestDatabase } from '../helpers/databases';
import { freePort } from '../helpers/free-port';
import { testAuthentication } from '../helpers/test-caller';
import { PORTAL_VERSION } from '../../server/version';

// The probes an orchestrator and a load balancer use, the JSON 404s where a probe of habit would have met the SPA's
// page, and the Prometheus metrics on their own port (docs/operators/deployment.md).

// The real sign-in (tokenAuthentication, development tokens): what it answers for a path nobody serves is the point.
describe.each(everyDatabaseKind)('health, unknown paths and metrics on %s', (kind) => {
  const t = {} as { app: FastifyInstance };
  let database: TestDatabase;
  let distDir: string;
  let everyRole: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase(kind, 'migrated');
    distDir = path.join(database.dataDir, 'dist');
    fs.mkdirSync(distDir);
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Staff portal</title>');
    const config = { dataDir: database.dataDir, databaseUrl: database.databaseUrl, authMode: 'dev' as const, metrics: { port: 0, host: '127.0.0.1' } };
    t.app = await buildApp({ config, authentication: tokenAuthentication, distDir });
    everyRole = { authorization: `Bearer ${await signDevToken(t.app.portal.config, await loadSigningKeys(t.app.portal.db, t.app.portal.config), 'admin')}` };
  });
  afterAll(async () => {
    await t.app?.close();
    await database?.drop();
  });

  test('live answers without a token; ready asks the database and the migrations', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', version: PORTAL_VERSION, checks: { database: { status: 'ok' }, migrations: { status: 'ok' } } });
  });

  test('ready is 503 when the database lacks the newest migration, and 200 once it has it again', async () => {
    const db = t.app.portal.db;
    const { sql } = await import('drizzle-orm');
    const rowsOf = (result: unknown) => (result as { rows: { id: number; created_at: string }[] }).rows;
    const newest = rowsOf(await db.execute(sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`))[0];
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = 0 where id = ${newest.id}`);
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', message: expect.stringMatching(/^Not ready: the database lacks migration \d{4}_\w+$/) });
    } finally {
      await db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${newest.created_at} where id = ${newest.id}`);
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  test('ready is 503 once a shutdown began, while live still answers', async () => {
    t.app.portal.lifecycle.isClosing = true;
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.shutdown).toEqual({ status: 'failing', detail: 'shutting down' });
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.portal.lifecycle.isClosing = false;
    }
  });

  test('an unknown /api path is a JSON 404 with or without a token, for any method', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/nothing_here' },
      { method: 'GET' as const, url: '/api/no/such/thing' },
      { method: 'GET' as const, url: '/api/no/such/thing', headers: everyRole },
      { method: 'POST' as const, url: '/api/nothing', payload: {} },
      { method: 'GET' as const, url: '/api/health/nope' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: `No such path: ${request.method} ${request.url}` });
    }
  });

  test('/health, /healthz and /metrics are JSON 404s, not the SPA page; a client route is the page', async () => {
    for (const url of ['/health', '/healthz', '/metrics', '/readyz']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(`No such path: GET ${url}`);
    }
    const page = await t.app.inject({ url: '/admin/employees' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Staff portal</title>');
  });

  test('metrics: the request histogram by route pattern and status, the event loop, the process; on their own port only', async () => {
    await t.app.inject({ url: '/api/health/live' });
    await t.app.inject({ url: '/api/admin/employees/12345', headers: everyRole });
    await t.app.inject({ url: '/api/no/such/thing' });
    const metrics = t.app.portal.metrics!;
    const served = await serveMetrics(metrics, 0, '127.0.0.1');
    try {
      const { port } = served.server.address() as net.AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} [1-9]/m);
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/employees\/:id",status_code="404"\} 1$/m);
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} [1-9]\d*$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
      expect(text).toMatch(/^process_resident_memory_bytes /m);
      expect(text).toMatch(/^http_requests_in_flight 0$/m);
      if (kind === 'postgres') expect(text).toMatch(/^db_pool_connections [1-9]/m);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await served.close();
    }
    expect((await t.app.inject({ url: '/metrics', headers: everyRole })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/metrics', headers: everyRole })).statusCode).toBe(404);
  });
});

/** A TCP relay to PostgreSQL that the test can cut and restore, as a network outage would. */
const startRelay = async (target: { host: string; port: number }, port: number) => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(target);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('readiness when PostgreSQL goes away', () => {
  let database: TestDatabase;
  afterAll(async () => {
    await database?.drop();
  });

  test('is 503 while the database is unreachable and 200 when it is back; live answers throughout', async () => {
    database = await createTestDatabase('postgres', 'migrated');
    const url = new URL(database.databaseUrl!);
    const target = { host: url.hostname, port: Number(url.port || 5432) };
    const relayPort = await freePort();
    let relay = await startRelay(target, relayPort);
    url.port = String(relayPort);
    const app = await buildApp({ schema: 'prepared', config: { dataDir: database.dataDir, databaseUrl: url.href }, authentication: testAuthentication });
    try {
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      await relay.cut();
      const down = await app.inject({ url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'failing' } } });
      expect(down.json().message).toMatch(/^Not ready: the database does not answer/);
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      relay = await startRelay(target, relayPort);
      await vi.waitFor(async () => expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200), { timeout: 30_000, interval: 200 });
    } finally {
      await relay.cut();
      await app.close();
    }
  });
});
