import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from './api-app';
import type { TestDatabaseKind } from './databases';
import { resources } from '../../resources.config';
import { fixtureResources } from './fixture-resources';

/**
 * Builds the API once for the enclosing describe block, with the test-only fixture resources added to
 * the registry (on a copy of the database prepared with their tables), and closes it afterwards.
 */
export const useFixtureApi = (kind: TestDatabaseKind) => {
  const state: { app?: TestApp } = {};
  beforeAll(async () => {
    state.app = await startTestApp(kind, { resources: [...resources, ...fixtureResources], database: 'fixtures' });
  });
  afterAll(() => state.app?.close());
  const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => state.app!.app.inject(options);
  return { inject, portal: () => state.app!.app.portal };
};
