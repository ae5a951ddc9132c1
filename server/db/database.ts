import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** A Drizzle database or transaction: the operations run the same on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type OpenDatabase = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of a drizzle migrations folder that the database has not seen yet. */
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseSettings = { dataDir: string; databaseUrl?: string };

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
export const openDatabase = async ({ dataDir, databaseUrl }: DatabaseSettings, options: { queryLogger?: QueryLogger } = {}): Promise<OpenDatabase> => {
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
    const db = drizzlePostgres({ client: pool, logger: options.queryLogger });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const folder = path.join(dataDir, 'db');
  fs.mkdirSync(folder, { recursive: true });
  // pg_trgm serves the global search's "contains" matches from an index (see search indexes in the schema).
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, logger: options.queryLogger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};
