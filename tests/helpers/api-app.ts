import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { createTestDatabase, type TestDatabaseKind } from './databases';
import { testAuthentication } from './test-caller';

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };

/** The API on a fresh database of the given kind with the test caller stand-in; build once per file. */
export const startTestApp = async (
  kind: TestDatabaseKind,
  options: Pick<BuildAppOptions, 'resources' | 'schema' | 'distDir' | 'actionHandlers' | 'derivations' | 'writeRules'> = {},
): Promise<TestApp> => {
  const database = await createTestDatabase(kind);
  const app = await buildApp({
    distDir: `${database.dataDir}/no-spa`,
    ...options,
    config: { dataDir: database.dataDir, databaseUrl: database.databaseUrl },
    authentication: testAuthentication,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};
