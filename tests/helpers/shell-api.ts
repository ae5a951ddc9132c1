// The API (with the shell's modules: search, notifications, dashboards) on its own copy of the migrated
// database, built once per describe block.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { resourceTableOf } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './databases';
import { testAuthentication } from './test-caller';

export const useShellApi = (kind: TestDatabaseKind) => {
  const state: { app?: FastifyInstance; database?: TestDatabase } = {};
  beforeAll(async () => {
    state.database = await createTestDatabase(kind, 'migrated');
    const app = await buildApp({
      config: { dataDir: state.database.dataDir, databaseUrl: state.database.databaseUrl },
      authentication: testAuthentication,
      distDir: `${state.database.dataDir}/no-spa`,
    });
    await app.ready();
    state.app = app;
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
  });

  const inject = (options: InjectOptions) => state.app!.inject(options);

  /** Writes rows straight into a resource's table (no API, no numbering): the fixture of a test. */
  const insert = async <T extends Record<string, unknown>>(resourceName: string, values: T): Promise<T & { id: number }> => {
    const { db, schema } = state.app!.portal;
    const [row] = (await db.insert(resourceTableOf(schema, resourceName).table).values(values).returning()) as (T & { id: number })[];
    return row;
  };

  return { inject, insert, portal: () => state.app!.portal, dataDir: () => state.database!.dataDir };
};

let sequence = 0;

/** An employee row's required fields, unique per call. */
export const employeeRow = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    number: `EMP-${String(900000 + sequence)}`,
    firstName: 'Giulia',
    lastName: `Rossi${sequence}`,
    email: `employee${sequence}-${Date.now()}@example.com`,
    taxCode: `RSSGLI80A01F${String(sequence).padStart(3, '0')}X`.slice(0, 16),
    hireDate: '2020-01-01',
    ...overrides,
  };
};
