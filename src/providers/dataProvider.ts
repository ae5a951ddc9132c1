import type {
  BaseRecord,
  CreateParams,
  CrudSort,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  MetaQuery,
  UpdateParams,
} from '@refinedev/core';
import { findResource } from '../../resources.config';
import type { ResourceDeclaration } from '../../resources/declaration';
import { encodeFilters } from '../../resources/list-query';
import { apiPathOf, type ApiScope } from '../../resources/paths';
import { httpClient as sharedHttpClient, type HttpClient } from './http-client';
import { toFilterNodes } from './list-filters';

// refine's simple-rest conventions (`_start`, `_end`, `_sort`, `_order`, `X-Total-Count`, `?id=1&id=2` for many) with
// what our API does differently (DESIGN "Contracts"): paths come from the registry, PUT creates, POST /{id} updates
// with the row's version, and every SPEC §9 filter operator plus and/or. Written out here rather than built on
// @refinedev/simple-rest, which needs axios (README, "Stack changes").

/** Screens say which API they read in `meta.scope`; the scopes are those of resources/paths.ts. */
export type Scope = ApiScope;

export type DataProviderOptions = {
  httpClient?: HttpClient;
  /** How a refine resource name finds its declaration; the registry unless a test brings its own. */
  findDeclaration?: (name: string) => ResourceDeclaration | undefined;
};

/** The screen's scope travels in `meta.scope` (from the refine resource item or the hook's own meta). */
export const scopeOf = (meta: MetaQuery | undefined): ApiScope => (meta?.scope === 'own' || meta?.scope === 'lookup' ? meta.scope : 'admin');

const sortPairs = (sorters: readonly CrudSort[] | undefined): [string, string][] =>
  sorters && sorters.length > 0
    ? [
        ['_sort', sorters.map((sorter) => sorter.field).join(',')],
        ['_order', sorters.map((sorter) => sorter.order).join(',')],
      ]
    : [];

const withQuery = (path: string, pairs: [string, string][]) =>
  pairs.length > 0 ? `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(pairs).toString()}` : path;

// Keyset paging (server/operations/keyset.ts): with each full page the API names the cursor of the page after it
// (X-Next-After). The provider keeps the cursors of the pages it has read, per list (path, sort and filters), and
// asks the next page after the last one's cursor: its cost then does not grow with the depth, and past the
// API's offset limit (10,000 rows) it is the only way on. A page jumped to without a cursor goes by offset.
const MAX_KEPT_CURSORS = 500;

const pageCursorMemo = () => {
  const cursors = new Map<string, string>();
  const keyOf = (list: string, row: number) => `${row}@${list}`;
  return {
    get: (list: string, row: number) => cursors.get(keyOf(list, row)),
    set: (list: string, row: number, cursor: string) => {
      cursors.delete(keyOf(list, row));
      cursors.set(keyOf(list, row), cursor);
      // The oldest first: a Map keeps insertion order.
      if (cursors.size > MAX_KEPT_CURSORS) cursors.delete(cursors.keys().next().value!);
    },
  };
};

export const createDataProvider = ({
  httpClient = sharedHttpClient(),
  findDeclaration = findResource,
}: DataProviderOptions = {}): DataProvider => {
  const apiUrl = httpClient.baseURL.replace(/\/+$/, '');

  const pageCursors = pageCursorMemo();

  const declarationOf = (resource: string) => {
    const declaration = findDeclaration(resource);
    if (!declaration) throw new Error(`No resource named ${resource} in the registry`);
    return declaration;
  };
  const pathOf = (resource: string, meta?: MetaQuery) => apiPathOf(declarationOf(resource), scopeOf(meta));
  const recordPath = (resource: string, id: string | number, meta?: MetaQuery) => `${pathOf(resource, meta)}/${encodeURIComponent(String(id))}`;
  const headersOf = (meta?: MetaQuery) => meta?.headers as Record<string, string> | undefined;

  /** custom() callers may give the URL with or without the API prefix (getApiUrl() + path is refine's habit). */
  const apiRelative = (url: string) => (apiUrl && url.startsWith(`${apiUrl}/`) ? url.slice(apiUrl.length) : url);

  return {
    getApiUrl: () => apiUrl,

    getList: async <TData extends BaseRecord = BaseRecord>({ resource, pagination, sorters, filters, meta }: GetListParams) => {
      const { currentPage = 1, pageSize = 10, mode = 'server' } = pagination ?? {};
      const [start, end] = [(currentPage - 1) * pageSize, currentPage * pageSize];
      const path = pathOf(resource, meta);
      const selection = [...sortPairs(sorters), ...encodeFilters(toFilterNodes(filters))];
      const list = withQuery(path, selection);
      const after = mode === 'server' && start > 0 ? pageCursors.get(list, start) : undefined;
      const paging: [string, string][] =
        mode === 'server'
          ? [
              ['_start', String(start)],
              ['_end', String(end)],
              ...(after ? [['_after', after] as [string, string]] : []),
            ]
          : [];
      const { data, headers } = await httpClient.get<TData[]>(withQuery(path, [...paging, ...selection]), { headers: headersOf(meta) });
      if (mode === 'server' && typeof headers['x-next-after'] === 'string') pageCursors.set(list, end, headers['x-next-after']);
      const total = Number(headers['x-total-count']);
      // A large list's total is the server's estimate (X-Total-Count-Estimated); the list screen says "about".
      return {
        data,
        total: Number.isFinite(total) && headers['x-total-count'] !== undefined ? total : data.length,
        isTotalEstimated: headers['x-total-count-estimated'] === 'true',
      };
    },

    getMany: async <TData extends BaseRecord = BaseRecord>({ resource, ids, meta }: GetManyParams) => ({
      data: (await httpClient.get<TData[]>(pathOf(resource, meta), { params: { id: ids }, headers: headersOf(meta) })).data,
    }),

    getOne: async <TData extends BaseRecord = BaseRecord>({ resource, id, meta }: GetOneParams) => ({
      data: (await httpClient.get<TData>(recordPath(resource, id, meta), { headers: headersOf(meta) })).data,
    }),

    create: async <TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, variables, meta }: CreateParams<TVariables>) => {
      const declaration = declarationOf(resource);
      const path = `${apiPathOf(declaration, scopeOf(meta))}${declaration.api.create?.suffix ?? ''}`;
      const method = meta?.method ?? declaration.api.create?.method ?? 'PUT';
      return { data: (await httpClient.request<TData>({ url: path, method, data: variables, headers: headersOf(meta) })).data };
    },

    update: async <TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, id, variables, meta }: UpdateParams<TVariables>) => {
      const declaration = declarationOf(resource);
      const method = meta?.method ?? declaration.api.update?.method ?? 'POST';
      // The API refuses a stale write (409) by comparing this version with the row's.
      const version = (variables as BaseRecord).version ?? meta?.version;
      const body = version === undefined ? variables : { ...variables, version };
      return { data: (await httpClient.request<TData>({ url: recordPath(resource, id, meta), method, data: body, headers: headersOf(meta) })).data };
    },

    deleteOne: async <TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, id, variables, meta }: DeleteOneParams<TVariables>) => ({
      data: (await httpClient.request<TData>({ url: recordPath(resource, id, meta), method: meta?.method ?? 'DELETE', data: variables, headers: headersOf(meta) }))
        .data,
    }),

    // The query goes with every verb (simple-rest's own custom dropped it from calls with a body).
    // `meta.responseType: 'blob'` reads a file (attachment downloads carry the bearer token this way).
    custom: async <TData extends BaseRecord = BaseRecord, TQuery = unknown, TPayload = unknown>({
      url,
      method,
      filters,
      sorters,
      payload,
      query,
      headers,
      meta,
    }: CustomParams<TQuery, TPayload>) => {
      const pairs: [string, string][] = [
        ...Object.entries(query ?? {}).flatMap(([key, value]): [string, string][] =>
          value === undefined || value === null
            ? []
            : Array.isArray(value)
              ? value.map((item): [string, string] => [key, String(item)])
              : [[key, String(value)]],
        ),
        ...sortPairs(sorters),
        ...encodeFilters(toFilterNodes(filters)),
      ];
      const { data } = await httpClient.request<TData>({
        url: withQuery(apiRelative(url), pairs),
        method,
        data: payload,
        headers,
        responseType: meta?.responseType,
      });
      return { data };
    },
  };
};
