import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TemplateName } from './database-templates';

// Two databases: PGlite, the default a firm starts on, and PostgreSQL, production's, where concurrent calls really
// race. When TEST_DATABASE_URL names a server, API, race and seeded suites run on PostgreSQL and the suites about
// the database itself (migrations, backups, the data folder, keys, the seed) and the hostile input run on both;
// the browser suites always run on PGlite. Without a server everything runs on PGlite.
// Each test file gets its own throwaway copy of a template prepared once per run
// (tests/helpers/template-setup.ts): a copied data folder on PGlite, `CREATE DATABASE … TEMPLATE` on
// PostgreSQL. The copy is dropped afterwards, so reruns start clean.

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Where a behaviour is checked: PostgreSQL when TEST_DATABASE_URL names a server, else PGlite. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];

/** Both kinds when TEST_DATABASE_URL names a server: for suites whose subject is the database itself. */
export const everyDatabaseKind: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = { dataDir: string; databaseUrl?: string; drop: () => Promise<void> };

export const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const templateOf = (kind: TestDatabaseKind, name: TemplateName) => {
  const location = inject('databaseTemplates')?.[kind]?.[name];
  if (!location) throw new Error(`No ${name} ${kind} template: is tests/helpers/template-setup.ts this project's globalSetup?`);
  return location;
};

/** A temporary data folder and a database of the given kind, copied from the named template. */
export const createTestDatabase = async (kind: TestDatabaseKind, template: TemplateName): Promise<TestDatabase> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const removeDataDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    fs.cpSync(templateOf(kind, template), dataDir, { recursive: true });
    return { dataDir, drop: removeDataDir };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateOf(kind, template)}"`));
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
