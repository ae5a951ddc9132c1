// Use in a test file:
//   vi.mock('../../src/providers/http-client', async (importOriginal) => {
//     const real = await importOriginal<typeof import('../../src/providers/http-client')>();
//     const { fakeApi } = await import('../helpers/shell-fake-api');
//     return { ...real, httpClient: () => fakeApi.client(real.createHttpClient) };
//   });
// A stand-in for the API behind the SPA's real HTTP client: the client (headers, error mapping) is the
// production one; only its transport, fetch, is replaced by a table of answers.
import type { createHttpClient, HttpClient } from '../../src/providers/http-client';
import { formOf } from './jsdom-multipart';

export type FakeRequest = { method: string; url: string; params: Record<string, unknown>; data: unknown };
export type FakeAnswer = { status?: number; body?: unknown };
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

const API_PREFIX = '/api';
const routes = new Map<string, Handler>();
export const calls: FakeRequest[] = [];

const bodyOf = async (request: Request): Promise<unknown> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return formOf(request);
  const text = await request.text();
  return text === '' ? undefined : type.includes('json') ? (JSON.parse(text) as unknown) : text;
};

const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const sent = new Request(input, init);
  const address = new URL(sent.url);
  const request: FakeRequest = {
    method: sent.method.toUpperCase(),
    url: address.pathname.startsWith(`${API_PREFIX}/`) ? address.pathname.slice(API_PREFIX.length) : address.pathname,
    params: Object.fromEntries(address.searchParams),
    data: await bodyOf(sent),
  };
  calls.push(request);
  const handler = routes.get(`${request.method} ${request.url}`);
  const { status = 200, body = null } = handler ? await handler(request) : { status: 404, body: { message: 'Not found' } };
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

let client: HttpClient | undefined;

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
  client(create: typeof createHttpClient): HttpClient {
    client ??= create({ baseURL: API_PREFIX, getAccessToken: async () => 'test-token', fetch: fakeFetch });
    return client;
  },
};
