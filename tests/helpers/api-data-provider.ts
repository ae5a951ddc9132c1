import { findResource } from '../../resources.config';
import type { ResourceDeclaration } from '../../resources/declaration';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/http-client';
import type { ApiStub } from './api-stub-server';
import { setPageUrl } from './page-origin';

/** Our real data provider and HTTP client, with the page on the stub server's origin (the SPA's `/api`). */
export const apiDataProvider = (api: ApiStub, declarations: readonly ResourceDeclaration[] = []) => {
  setPageUrl(`${api.origin}/`);
  return createDataProvider({
    // The SPA's 10 s request timeout is checked on its own (data-provider.test.ts); here a stub in the
    // same busy process may answer late, and a timed-out list would fail a test about something else.
    httpClient: createHttpClient({ baseURL: '/api', getAccessToken: async () => 'test-token', timeout: 60_000 }),
    findDeclaration: (name) => declarations.find((declaration) => declaration.name === name) ?? findResource(name),
  });
};
