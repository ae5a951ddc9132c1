import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// One API suite, two databases: PGlite always, PostgreSQL when TEST_DATABASE_URL names a server.
// On PostgreSQL each test file gets its own throwaway database, dropped afterwards, so reruns start clean.

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = { dataDir: string; databaseUrl?: string; drop: () => Promise<void> };

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A temporary data folder and, for PostgreSQL, a fresh database on the test server. */
export const createTestDatabase = async (kind: TestDatabaseKind): Promise<TestDatabase> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const removeDataDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') return { dataDir, drop: removeDataDir };
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: databaseUrl.toString(),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await removeDataDir();
    },
  };
};
