import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OpenDatabase } from '../db/database';
import { registerOperationsMetrics } from './operations-metrics';

// Prometheus metrics (prom-client), served on a port of their own (METRICS_PORT), never on the public one: the
// reverse proxy does not forward it and a scraper needs no token (docs/operators/deployment.md). Off when
// METRICS_PORT is unset. Each app has its own registry, so that tests may build several apps in one process.

/** Seconds; a list of a few ms up to an export of several seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = { registry: Registry };

/**
 * Counts each request by its route pattern (`/api/admin/employees/:id`, never the URL with its ids), method and
 * status; a path no route matches counts as `unmatched`, so probes of random URLs do not grow the series.
 */
export const registerMetrics = (app: FastifyInstance, database: OpenDatabase): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its reply, by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests received and not yet answered', registers: [registry] });
  const pool = database.poolStatistics;
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({ name, help, registers: [registry], collect() { this.set(read()); } });
    gauge('db_pool_connections', 'Connections the PostgreSQL pool holds open', () => pool().total);
    gauge('db_pool_idle_connections', 'Pooled connections waiting for a query', () => pool().idle);
    gauge('db_pool_waiting_requests', 'Queries waiting for a free connection', () => pool().waiting);
    gauge('db_pool_max_connections', 'The most connections the pool opens', () => pool().max);
  }
  app.addHook('onRequest', async () => {
    inFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    inFlight.dec();
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  const stopOperationsMetrics = registerOperationsMetrics(registry, database);
  app.addHook('onClose', async () => stopOperationsMetrics());
  return { registry };
};

/** The metrics' own small HTTP server: `GET /metrics` in Prometheus's text format, 404 for anything else. */
export const serveMetrics = async (metrics: Metrics, port: number, host: string) => {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Only GET /metrics is served here' }));
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: error.message })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
