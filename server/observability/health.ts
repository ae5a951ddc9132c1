import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OpenDatabase } from '../db/database';
import { readJournal } from '../db/migrations-folder';
import { PORTAL_VERSION } from '../version';

// Probes for an orchestrator or a load balancer (docs/operators/deployment.md), open without a token:
// - /api/health/live: the process answers (restart it when this fails);
// - /api/health/ready: it can serve — the database answers a query within READY_TIMEOUT_MS and holds the newest
//   migration this build knows — and it is not shutting down (send it no traffic when this is 503).
// /api/health stays as the older name of `live`.

const READY_TIMEOUT_MS = 2000;

export type Readiness = {
  database: OpenDatabase;
  /** The migrations folder whose newest entry the database must hold; undefined when the schema was not migrated (test databases pushed or copied). */
  migrationsFolder?: string;
  /** True once a shutdown began: the balancer must stop sending requests here. */
  isClosing: () => boolean;
};

type Check = { status: 'ok' | 'failing'; detail?: string };

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

const rowsOf = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]));

/** drizzle's migrator records each applied migration with its journal `when` as created_at. */
const newestApplied = async (database: OpenDatabase) => {
  const rows = rowsOf(await database.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`));
  return Number(rows[0]?.newest ?? 0);
};

export const checkReadiness = async ({ database, migrationsFolder, isClosing }: Readiness) => {
  const checks: Record<string, Check> = {};
  try {
    await withTimeout(database.db.execute(sql`select 1`), READY_TIMEOUT_MS);
    checks.database = { status: 'ok' };
  } catch (error) {
    checks.database = { status: 'failing', detail: `the database does not answer: ${(error as Error).message}` };
  }
  if (migrationsFolder !== undefined) {
    const expected = readJournal(migrationsFolder).entries.at(-1);
    if (checks.database.status !== 'ok') checks.migrations = { status: 'failing', detail: 'not checked: the database does not answer' };
    else
      try {
        const newest = await withTimeout(newestApplied(database), READY_TIMEOUT_MS);
        checks.migrations =
          !expected || newest >= expected.when
            ? { status: 'ok' }
            : { status: 'failing', detail: `the database lacks migration ${expected.tag}` };
      } catch (error) {
        checks.migrations = { status: 'failing', detail: `no migrations table: ${(error as Error).message}` };
      }
  }
  if (isClosing()) checks.shutdown = { status: 'failing', detail: 'shutting down' };
  const failing = Object.values(checks).filter((check) => check.status !== 'ok');
  if (failing.length === 0) return { status: 'ok' as const, version: PORTAL_VERSION, checks };
  // The API's error shape (`message`) beside the checks, for a person reading the probe's answer.
  return { status: 'unavailable' as const, version: PORTAL_VERSION, message: `Not ready: ${failing.map((check) => check.detail).join('; ')}`, checks };
};

export const registerHealthRoutes = (app: FastifyInstance, readiness: Readiness) => {
  const live = async () => ({ status: 'ok' });
  app.get('/api/health', { schema: { hide: true } }, live);
  app.get('/api/health/live', { schema: { hide: true } }, live);
  app.get('/api/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const readinessNow = await checkReadiness(readiness);
    // The probe's answer is never cached by a proxy: it is about this moment.
    reply.header('cache-control', 'no-store');
    return reply.code(readinessNow.status === 'ok' ? 200 : 503).send(readinessNow);
  });
};
