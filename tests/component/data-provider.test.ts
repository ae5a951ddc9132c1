import type { CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { defineResource, type ResourceDeclaration } from '../../resources/declaration';
import { createDataProvider } from '../../src/providers/dataProvider';
import { setCurrentLocale } from '../../src/i18n/current-locale';
import { ApiError, createHttpClient } from '../../src/providers/http-client';
import { startApiStub, type ApiStub } from '../helpers/api-stub-server';
import { setPageUrl } from '../helpers/page-origin';

// The data provider and HTTP client against a real local HTTP server: what goes on the wire, and what a
// failure looks like to refine.

const widgets = defineResource({
  name: 'widgets',
  module: 'pm',
  label: 'Widgets',
  singular: 'Widget',
  titleField: 'name',
  fields: { name: { type: 'text', isListed: true }, price: { type: 'decimal' }, ownerId: { type: 'reference', resource: 'employees' } },
  roles: ['ADMIN'],
  api: { admin: '/admin/widgets', own: { path: '/widgets', ownerFields: ['ownerId'] } },
});

// A resource that creates and updates on the spec's other verbs (e.g. products: create POST, update PUT).
const gadgets = defineResource({
  name: 'gadgets',
  module: 'sales',
  label: 'Gadgets',
  singular: 'Gadget',
  titleField: 'name',
  fields: { name: { type: 'text' } },
  roles: ['ADMIN'],
  api: { admin: '/admin/gadgets', create: { method: 'POST', suffix: '/create' }, update: { method: 'PUT' } },
});

const declarations: readonly ResourceDeclaration[] = [widgets, gadgets];
const findDeclaration = (name: string) => declarations.find((declaration) => declaration.name === name);

let api: ApiStub;
let token: string | undefined;

const providerFor = (baseURL: string, timeout?: number): DataProvider =>
  createDataProvider({ httpClient: createHttpClient({ baseURL, timeout, getAccessToken: async () => token }), findDeclaration });

/** Same origin as the page: the SPA calls `/api` on the server that served it. */
const sameOrigin = () => providerFor('/api');

const listWith = async (filters: CrudFilter[]) => {
  await sameOrigin().getList({ resource: 'widgets', filters, pagination: { mode: 'off' } });
  return api.last();
};

beforeAll(async () => {
  api = await startApiStub();
});
afterAll(() => api.close());
beforeEach(() => {
  setPageUrl(`${api.origin}/admin/widgets`);
  token = undefined;
  api.reply(() => ({ body: [] }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('verbs and paths', () => {
  test('a list reads the admin path with paging and sorting and takes the total from X-Total-Count', async () => {
    api.reply(() => ({ body: [{ id: 1, name: 'A' }], headers: { 'X-Total-Count': '42' } }));
    const result = await sameOrigin().getList({
      resource: 'widgets',
      pagination: { currentPage: 3, pageSize: 10 },
      sorters: [{ field: 'name', order: 'desc' }],
    });
    expect(api.last().method).toBe('GET');
    expect(api.last().path).toBe('/api/admin/widgets');
    expect(Object.fromEntries(api.last().query)).toEqual({ _start: '20', _end: '30', _sort: 'name', _order: 'desc' });
    expect(result).toEqual({ data: [{ id: 1, name: 'A' }], total: 42, isTotalEstimated: false });
  });

  test('the next page of a list is asked after the cursor the API gave with the page before (keyset)', async () => {
    const provider = sameOrigin();
    const page = (currentPage: number, sorters: CrudSort[] = [{ field: 'name', order: 'asc' }]) =>
      provider.getList({ resource: 'widgets', pagination: { currentPage, pageSize: 10 }, sorters });
    api.reply(() => ({ body: [{ id: 1, name: 'A' }], headers: { 'X-Total-Count': '30', 'X-Next-After': 'cursor-after-10' } }));
    await page(1);
    expect(api.last().query.get('_after')).toBeNull();
    api.reply(() => ({ body: [{ id: 2, name: 'B' }], headers: { 'X-Total-Count': '30' } }));
    await page(2);
    expect(Object.fromEntries(api.last().query)).toEqual({ _start: '10', _end: '20', _after: 'cursor-after-10', _sort: 'name', _order: 'asc' });
    // Another sort is another list: no cursor of the first one applies, nor one for a page never read.
    await page(2, [{ field: 'name', order: 'desc' as const }]);
    expect(api.last().query.get('_after')).toBeNull();
    await page(3);
    expect(api.last().query.get('_after')).toBeNull();
    expect(api.last().query.get('_start')).toBe('20');
  });

  test('a screen of scope own reads the employee’s own path', async () => {
    await sameOrigin().getList({ resource: 'widgets', meta: { scope: 'own' } });
    expect(api.last().path).toBe('/api/widgets');
    await sameOrigin().getOne({ resource: 'widgets', id: 7, meta: { scope: 'own' } });
    expect(api.last().path).toBe('/api/widgets/7');
  });

  test('getOne, create, update and deleteOne use GET, PUT, POST /{id} with the version, DELETE', async () => {
    const provider = sameOrigin();
    api.reply(() => ({ body: { id: 5, name: 'A', version: 3 } }));
    await provider.getOne({ resource: 'widgets', id: 5 });
    expect([api.last().method, api.last().path]).toEqual(['GET', '/api/admin/widgets/5']);

    await provider.create({ resource: 'widgets', variables: { name: 'New' } });
    expect([api.last().method, api.last().path]).toEqual(['PUT', '/api/admin/widgets']);
    expect(api.last().headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(api.last().body)).toEqual({ name: 'New' });

    await provider.update({ resource: 'widgets', id: 5, variables: { name: 'Renamed', version: 3 } });
    expect([api.last().method, api.last().path]).toEqual(['POST', '/api/admin/widgets/5']);
    expect(JSON.parse(api.last().body)).toEqual({ name: 'Renamed', version: 3 });

    await provider.deleteOne({ resource: 'widgets', id: 5 });
    expect([api.last().method, api.last().path]).toEqual(['DELETE', '/api/admin/widgets/5']);
  });

  test('a declared create method and suffix, and a declared update method, replace the defaults', async () => {
    const provider = sameOrigin();
    await provider.create({ resource: 'gadgets', variables: { name: 'G' } });
    expect([api.last().method, api.last().path]).toEqual(['POST', '/api/admin/gadgets/create']);
    await provider.update({ resource: 'gadgets', id: 2, variables: { name: 'G2' }, meta: { version: 4 } });
    expect([api.last().method, api.last().path]).toEqual(['PUT', '/api/admin/gadgets/2']);
    expect(JSON.parse(api.last().body)).toEqual({ name: 'G2', version: 4 });
  });

  test('getMany asks for several ids as repeated id parameters', async () => {
    await sameOrigin().getMany!({ resource: 'widgets', ids: [1, 2] });
    expect(api.last().path).toBe('/api/admin/widgets');
    expect(api.last().query.getAll('id')).toEqual(['1', '2']);
  });

  test('custom keeps its query for every verb and accepts the URL with or without the API prefix', async () => {
    const provider = sameOrigin();
    await provider.custom!({ url: '/admin/labour/generate', method: 'post', payload: { year: 2025 }, query: { month: 3 } });
    expect([api.last().method, api.last().url]).toEqual(['POST', '/api/admin/labour/generate?month=3']);
    expect(JSON.parse(api.last().body)).toEqual({ year: 2025 });

    await provider.custom!({ url: `${provider.getApiUrl()}/admin/timesheet/report`, method: 'get', query: { workOrderId: 4 } });
    expect(api.last().url).toBe('/api/admin/timesheet/report?workOrderId=4');
  });

  test('a file goes as multipart', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await createHttpClient({ baseURL: '/api' }).put('/admin/employees/attachments/1', form);
    expect(api.last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.last().body).toContain('hello');
  });
});

describe('headers', () => {
  test('the bearer token from the token source goes on every call, and none when there is no token', async () => {
    token = 'abc.def';
    await sameOrigin().getOne({ resource: 'widgets', id: 1 });
    expect(api.last().headers.authorization).toBe('Bearer abc.def');
    expect(api.last().headers.accept).toMatch(/application\/json/);
    token = undefined;
    await sameOrigin().getOne({ resource: 'widgets', id: 1 });
    expect(api.last().headers.authorization).toBeUndefined();
  });

  test("the user's chosen language goes as Accept-Language on every call, so refusals come back in it", async () => {
    try {
      await sameOrigin().getOne({ resource: 'widgets', id: 1 });
      expect(api.last().headers['accept-language']).toBe('en');
      setCurrentLocale('it');
      await sameOrigin().update({ resource: 'widgets', id: 1, variables: { name: 'Vite', version: 1 } });
      expect(api.last().headers['accept-language']).toBe('it');
    } finally {
      setCurrentLocale('en');
    }
  });

  test('the XSRF cookie is copied into X-XSRF-TOKEN on same-origin calls only', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    await sameOrigin().getOne({ resource: 'widgets', id: 1 });
    expect(api.last().headers['x-xsrf-token']).toBe('xsrf-123');

    // The page on another origin (localhost vs 127.0.0.1) calling the API cross-origin.
    setPageUrl(`${api.origin.replace('127.0.0.1', 'localhost')}/admin/widgets`);
    document.cookie = 'XSRF-TOKEN=xsrf-456; path=/';
    await providerFor(`${api.origin}/api`).getOne({ resource: 'widgets', id: 1 });
    expect(api.last().path).toBe('/api/admin/widgets/1');
    expect(api.last().headers['x-xsrf-token']).toBeUndefined();
  });
});

describe('failures (SPEC §8)', () => {
  const failureOf = async (call: Promise<unknown>) => {
    try {
      await call;
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('the call did not fail');
  };

  test('a status outside 200-299 is "Request failed with status code N", logged and rethrown', async () => {
    api.reply(() => ({ status: 500, body: { message: 'boom' } }));
    const error = await failureOf(sameOrigin().getOne({ resource: 'widgets', id: 1 }));
    expect(error).toMatchObject({ message: 'Request failed with status code 500', statusCode: 500, detail: 'boom' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Request failed with status code 500'), 'boom');
  });

  test('the server’s per-field messages reach HttpError.errors', async () => {
    api.reply(() => ({ status: 400, body: { message: 'Invalid input', errors: { email: 'Email is already used' } } }));
    const error = await failureOf(sameOrigin().create({ resource: 'widgets', variables: { email: 'a@b.c' } }));
    expect(error).toMatchObject({
      message: 'Request failed with status code 400',
      statusCode: 400,
      errors: { email: 'Email is already used' },
    });
  });

  test('an unreachable server is "Network Error"', async () => {
    const closed = await startApiStub();
    const origin = closed.origin;
    await closed.close();
    setPageUrl(`${origin}/`);
    const error = await failureOf(providerFor('/api').getOne({ resource: 'widgets', id: 1 }));
    expect(error.message).toBe('Network Error');
  });

  test('a cancelled call is "canceled"', async () => {
    api.reply(() => 'never');
    const controller = new AbortController();
    const call = createHttpClient({ baseURL: '/api' }).get('/admin/widgets', { signal: controller.signal });
    controller.abort();
    expect((await failureOf(call)).message).toBe('canceled');
  });

  test('a server that never answers times out after 10 s with "timeout of 10000ms exceeded"', async () => {
    api.reply(() => 'never');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const call = failureOf(sameOrigin().getOne({ resource: 'widgets', id: 1 }));
    await vi.waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).message).toBe('timeout of 10000ms exceeded');
  });
});

describe('filters (SPEC §9)', () => {
  test.each([
    ['eq', 'name', 'Ada'],
    ['ne', 'name_ne', 'Ada'],
    ['lt', 'price_lt', '10'],
    ['lte', 'price_lte', '10'],
    ['gt', 'price_gt', '10'],
    ['gte', 'price_gte', '10'],
    ['contains', 'name_like', 'Ada'],
    ['ncontains', 'name_nlike', 'Ada'],
    ['startswith', 'name_startswith', 'Ada'],
    ['endswith', 'name_endswith', 'Ada'],
  ] as const)('%s is sent as %s', async (operator, key, value) => {
    const field = key.startsWith('price') ? 'price' : 'name';
    const request = await listWith([{ field, operator, value: field === 'price' ? 10 : value }]);
    expect([...request.query.entries()]).toEqual([[key, value]]);
  });

  test('an or group, nested in an and group, travels as _where JSON beside plain filters', async () => {
    const request = await listWith([
      { field: 'name', operator: 'startswith', value: 'A' },
      {
        operator: 'or',
        value: [
          { field: 'price', operator: 'lt', value: 5 },
          { operator: 'and', value: [{ field: 'name', operator: 'contains', value: 'x' }, { field: 'price', operator: 'gte', value: 100 }] },
        ],
      },
    ]);
    expect(request.query.get('name_startswith')).toBe('A');
    expect(JSON.parse(request.query.get('_where') ?? 'null')).toEqual([
      {
        operator: 'or',
        value: [
          { field: 'price', operator: 'lt', value: 5 },
          { operator: 'and', value: [{ field: 'name', operator: 'contains', value: 'x' }, { field: 'price', operator: 'gte', value: 100 }] },
        ],
      },
    ]);
  });

  test('empty filter values are not sent and an operator the API lacks is refused before any call', async () => {
    const request = await listWith([{ field: 'name', operator: 'contains', value: '' }]);
    expect([...request.query.entries()]).toEqual([]);
    const count = api.requests.length;
    await expect(listWith([{ field: 'name', operator: 'between', value: [1, 2] }])).rejects.toThrow(/between is not supported/);
    expect(api.requests.length).toBe(count);
  });
});
