// Use in a test file:
//   vi.mock('../../src/providers/http-client', async (importOriginal) => {
//     const real = await importOriginal<typeof import('../../src/providers/http-client')>();
//     const { fakeApi } = await import('../helpers/shell-fake-api');
//     return { ...real, httpClient: () => fakeApi.client(real.createHttpClient) };
//   });
// A stand-in for the API behind the SPA's real HTTP client: the client (interceptors, error mapping) is the
// production one; only axios's transport is replaced by a table of answers.
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { createHttpClient } from '../../src/providers/http-client';

export type FakeRequest = { method: string; url: string; params: Record<string, unknown>; data: unknown };
export type FakeAnswer = { status?: number; body?: unknown };
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

const routes = new Map<string, Handler>();
export const calls: FakeRequest[] = [];

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const [path, query = ''] = (config.url ?? '').split('?');
  const request: FakeRequest = {
    method: (config.method ?? 'get').toUpperCase(),
    url: path,
    params: { ...Object.fromEntries(new URLSearchParams(query)), ...(config.params as Record<string, unknown> | undefined) },
    data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
  };
  calls.push(request);
  const handler = routes.get(`${request.method} ${request.url}`);
  const { status = 200, body = null } = handler ? await handler(request) : { status: 404, body: { message: 'Not found' } };
  const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
  if (status >= 200 && status < 300) return response;
  throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
};

let client: AxiosInstance | undefined;

export const fakeApi = {
  /** Answers `METHOD /path` (the path as the SPA passes it to the client, without `/api`). */
  on(route: string, answer: FakeAnswer | Handler) {
    routes.set(route, typeof answer === 'function' ? answer : () => answer);
  },
  callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.url}` === route),
  reset() {
    routes.clear();
    calls.length = 0;
  },
  /** The real client (pass the real `createHttpClient`: the module itself is mocked) on the fake transport. */
  client(create: typeof createHttpClient): AxiosInstance {
    if (!client) {
      client = create({ baseURL: '/api', getAccessToken: async () => 'test-token' });
      client.defaults.adapter = adapter;
    }
    return client;
  },
};
