import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AddressInfo } from 'node:net';

// A real HTTP server on a free local port standing in for the API: it records each request and answers with
// whatever the test says. Allows any origin so the browser-like client in jsdom may call it cross-origin.

export type RecordedRequest = {
  method: string;
  /** Path and query as received, e.g. `/api/admin/employees?_start=0&_end=10`. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
};

export type StubReply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'never';

export type StubHandler = (request: RecordedRequest) => StubReply;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept, x-xsrf-token',
  'access-control-allow-methods': 'GET, PUT, POST, DELETE, PATCH, OPTIONS',
  'access-control-expose-headers': 'x-total-count, x-total-count-estimated, x-next-after',
};

export const startApiStub = async (initial: StubHandler = () => ({ body: [] })) => {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let handler = initial;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const url = req.url ?? '/';
      const parsed = new URL(url, 'http://stub');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = handler(recorded);
      if (reply === 'never') {
        hanging.add(res);
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...CORS, ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  // Node closes an idle kept-alive connection after 5 s; when a busy machine makes a screen take longer
  // than that between two requests, the client may reuse a connection the server is closing and get a
  // "Network Error". Kept open longer than any test runs; close() below still ends them all.
  server.keepAliveTimeout = 180_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    last: () => requests[requests.length - 1],
    reply: (next: StubHandler) => {
      handler = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type ApiStub = Awaited<ReturnType<typeof startApiStub>>;

/**
 * One stub for all the tests of a file: started before them, closed after them, its record of requests
 * emptied before each. Usable as soon as the tests run (not at the file's top level, before it has started).
 */
export const sharedApiStub = (initial?: StubHandler): ApiStub => {
  let stub: ApiStub | undefined;
  beforeAll(async () => {
    stub = await startApiStub(initial);
  });
  afterAll(() => stub?.close());
  beforeEach(() => {
    started().requests.length = 0;
  });
  const started = () => {
    if (!stub) throw new Error('The API stub starts before the tests: use it inside them or their hooks');
    return stub;
  };
  return {
    get origin() {
      return started().origin;
    },
    get requests() {
      return started().requests;
    },
    last: () => started().last(),
    reply: (next) => started().reply(next),
    close: () => started().close(),
  };
};
