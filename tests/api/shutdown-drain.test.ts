import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resources } from '../../resources.config';
import { shutDownGracefully } from '../../server/shutdown';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { as, callerWith } from '../helpers/test-caller';

// The shutdown a balancer can live with (issue 42): for SHUTDOWN_DRAIN_MS readiness answers 503 while every other
// request is still served, then the listener closes; a reply sent during the shutdown says `Connection: close`, so
// a keep-alive client's connection ends with it and the shutdown finishes right after the last reply instead of
// waiting for SHUTDOWN_TIMEOUT_MS and cutting connections. On PGlite only: the database plays no part.

type Answer = { status: number; connection?: string; body: string };

describe('a graceful shutdown: drain, then close right after the last reply', () => {
  let t: TestApp;
  let origin: URL;
  // A keep-alive client, as a balancer's pool of connections is.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const finance = as(callerWith(['FINANCE MANAGE']));

  /** A request whose body the caller writes and ends. */
  const open = (path: string, options: { method?: string; headers?: Record<string, string> } = {}) => {
    let request!: http.ClientRequest;
    const answer = new Promise<Answer>((resolve, reject) => {
      request = http.request(new URL(path, origin), { agent, method: options.method ?? 'GET', headers: options.headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      });
      request.on('error', reject);
    });
    return { request, answer };
  };
  const send = (path: string) => {
    const { request, answer } = open(path);
    request.end();
    return answer;
  };
  const inFlight = async () => (await t.app.portal.metrics!.registry.getSingleMetric('http_requests_in_flight')!.get()).values[0]?.value ?? 0;

  beforeAll(async () => {
    // METRICS_PORT's setting keeps the metrics (the in-flight gauge shows when the half-sent request has arrived).
    t = await startTestApp('pglite', { resources, config: { metrics: { port: 0, host: '127.0.0.1' } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    agent.destroy();
    await t.close().catch(() => undefined); // closed by the test already, but for its database copy
  });

  test('readiness 503 while still serving, Connection: close on every reply, then closed without waiting for the timeout', async () => {
    const before = await send('/api/health/ready');
    expect(before).toMatchObject({ status: 200, connection: 'keep-alive' });
    // A create whose body arrives in two halves: in flight when the shutdown begins.
    const body = JSON.stringify({ name: 'Drained Supplies S.r.l.' });
    const half = Math.floor(body.length / 2);
    const create = open('/api/admin/finance/suppliers', {
      method: 'PUT',
      headers: { ...finance, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    create.request.write(body.slice(0, half));
    await vi.waitFor(async () => expect(await inFlight()).toBe(1), { timeout: 30_000, interval: 50 });

    const shutdown = shutDownGracefully(t.app, { drainMs: 1_500, timeoutMs: 120_000 });
    // Draining: readiness says 503, everything else is still served, each reply ends its connection.
    const ready = await send('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).checks.shutdown).toEqual({ status: 'failing', detail: 'shutting down' });
    expect(ready.connection).toBe('close');
    expect(await send('/api/health/live')).toMatchObject({ status: 200, connection: 'close' });

    // Once the listener closed, new connections are refused; the request in flight still gets its reply.
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false), { timeout: 30_000, interval: 20 });
    await expect(send('/api/health/live')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    create.request.end(body.slice(half));
    const created = await create.answer;
    expect(created.status, created.body).toBe(201);
    expect(created.connection).toBe('close');
    // The last reply closed its connection, so the close finished by itself, long before the 120 s timeout.
    expect(await shutdown).toEqual({ isCutAtTimeout: false });
  }, 180_000);
});
