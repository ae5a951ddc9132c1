import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { TemplateName } from './database-templates';
import { createTestDatabase, type TestDatabaseKind } from './databases';
import { testAuthentication } from './test-caller';

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };

export type TestAppOptions = Pick<BuildAppOptions, 'resources' | 'distDir' | 'actionHandlers' | 'derivations' | 'writeRules' | 'logger' | 'config'> & {
  /**
   * What the database starts as: `migrated` (default) serves the registry through the migrations,
   * `fixtures` holds the registry plus the fixture resources, and `push` creates `resources`' tables
   * from scratch (a registry no template has), `seeded` is migrated plus the demo firm.
   */
  database?: Extract<TemplateName, 'migrated' | 'fixtures' | 'seeded'> | 'push';
};

/** The API on its own copy of a prepared database with the test caller stand-in; build once per file. */
export const startTestApp = async (kind: TestDatabaseKind, { database: from = 'migrated', ...options }: TestAppOptions = {}): Promise<TestApp> => {
  const database = await createTestDatabase(kind, from === 'push' ? 'empty' : from);
  const schemaOf = { migrated: 'migrations', fixtures: 'prepared', seeded: 'migrations', push: 'push' } as const;
  const app = await buildApp({
    distDir: `${database.dataDir}/no-spa`,
    ...options,
    schema: schemaOf[from],
    config: { ...options.config, dataDir: database.dataDir, databaseUrl: database.databaseUrl },
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
