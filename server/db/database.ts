import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { checkFirstConnection } from './first-connection';

/**
 * What a raw statement (`db.execute<Row>(sql…)`) answers on either driver: its rows, typed as the caller says they
 * are (PGlite's `Results` and node-postgres' `QueryResult` both carry them as `rows`).
 */
export interface RawQueryResultHKT extends PgQueryResultHKT {
  type: RawRows<this['row']>;
}
type RawRows<R> = { rows: R[] };

/** A Drizzle database or transaction: the operations run the same on both drivers. */
export type Database = PgDatabase<RawQueryResultHKT>;

export type OpenDatabase = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of a drizzle migrations folder that the database has not seen yet. */
  migrate: (migrationsFolder: string) => Promise<void>;
  /**
   * Runs `work` while holding the cluster's start lock (a PostgreSQL advisory lock on a connection of its own), so
   * that replicas started at once migrate, make the baseline and seed one after another. PGlite is one process.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** The PostgreSQL pool's connections now (metrics); PGlite has one in-process connection and none. */
  poolStatistics?: () => { total: number; idle: number; waiting: number; max: number };
};

/** The advisory lock key of migrations and first-start writes (any fixed 64-bit number; "portal" in ASCII). */
const START_LOCK = 0x706f7274616cn;

export type DatabaseSettings = { dataDir: string; databaseUrl?: string; pgliteSharedBuffers?: string };

/** Drizzle's query logger: sees every statement the app sends (tests count them). */
export type QueryLogger = Logger;

/**
 * drizzle's node-postgres transaction sends `begin` before its try/finally (drizzle-orm's session.js), so a
 * `begin` that fails (a connection cut while it sat idle in the pool) never gives its client back: after ten
 * such losses the pool has none left and every request waits for ever. Here a failed `begin` releases its
 * client as broken (the pool drops it), and a second release of a client is ignored.
 */
const releaseOnFailedBegin = (pool: pg.Pool) => {
  const connect = pool.connect.bind(pool);
  const guarded = async () => {
    const client = await connect();
    const { query, release } = client;
    let isReleased = false;
    client.release = (error?: Error | boolean) => {
      if (isReleased) return;
      isReleased = true;
      client.query = query;
      release(error);
    };
    client.query = ((...args: Parameters<typeof query>) => {
      const result = (query as (...all: unknown[]) => unknown).apply(client, args);
      const [config] = args as unknown[];
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
      if (result instanceof Promise && typeof text === 'string' && /^\s*begin\b/i.test(text))
        return result.catch((error: unknown) => {
          client.release(error instanceof Error ? error : true);
          throw error;
        });
      return result;
    }) as typeof query;
    return client;
  };
  // pg.Pool's own query() connects with a callback and releases by itself: only drizzle's promise form is guarded.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) => (callback ? connect(callback) : guarded())) as pg.Pool['connect'];
};

/** PGlite in `${dataDir}/db` (one in-process connection) by default; a pooled PostgreSQL server when a URL is given. */
export const openDatabase = async ({ dataDir, databaseUrl, pgliteSharedBuffers }: DatabaseSettings, options: { queryLogger?: QueryLogger } = {}): Promise<OpenDatabase> => {
  if (databaseUrl) {
    // A connection that cannot be opened within 10 s is an error (503, server/db/unavailable.ts), not a wait forever.
    const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000, keepAlive: true });
    // A connection the server ends (a restart, a terminated backend) is an 'error' event on its client; unheard,
    // Node throws it and the whole process stops. Idle, the pool hears it (below) and drops the connection.
    // Checked out (a transaction between two statements, a query in flight), the pool has taken its listener
    // off: ours stays on every client for its whole life. The query in flight, or the next one, fails with a
    // connection error (a 503 to the caller), and the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', (error) => process.emitWarning(`A PostgreSQL connection in use was lost: ${error.message}`)));
    pool.on('error', (error) => process.emitWarning(`A pooled PostgreSQL connection was lost while idle: ${error.message}`));
    releaseOnFailedBegin(pool);
    await checkFirstConnection(pool, databaseUrl);
    const db = drizzlePostgres({ client: pool, logger: options.queryLogger });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
      exclusively: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [START_LOCK.toString()]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [START_LOCK.toString()]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
      poolStatistics: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
    };
  }
  const folder = path.join(dataDir, 'db');
  fs.mkdirSync(folder, { recursive: true });
  // pg_trgm serves the global search's "contains" matches from an index (see search indexes in the schema);
  // btree_gist lets an exclusion constraint mix equality and ranges (one employee's requests never overlap).
  // PostgreSQL's default 128 MB of shared buffers are all resident in PGlite's WebAssembly memory from the start;
  // the data files stay in the system's page cache anyway, so 16 MB (PGLITE_SHARED_BUFFERS) keeps an idle server
  // ~100 MB smaller (bench/history/2026-11-26-idle-memory.md).
  const sharedBuffers = pgliteSharedBuffers ?? '16MB';
  const client = await PGlite.create(folder, { extensions: { pg_trgm, btree_gist }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] });
  const db = drizzlePglite({ client, logger: options.queryLogger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
};
