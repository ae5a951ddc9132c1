import ky, { HTTPError, TimeoutError } from 'ky';
import type { HttpError, ValidationErrors } from '@refinedev/core';
import { runtimeConfig } from '../config';
import { currentLocale } from '../i18n/current-locale';

// The one HTTP client of the SPA (SPEC §7): JSON, bearer token, XSRF header on same-origin calls, 10 s timeout,
// the user's chosen language as Accept-Language (the API words its refusals in it), and every failure turned
// into refine's HttpError with the texts of SPEC §8. It runs on the browser's fetch through ky (README, "Stack
// changes": axios weighed 19 KB of a phone's first load); callers see a reply as `{ data, status, headers }`.

export const REQUEST_TIMEOUT_MS = 10_000;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type TokenSource = () => Promise<string | undefined>;

let tokenSource: TokenSource = async () => undefined;

/** The auth provider registers how to get the access token; called before every request. */
export const setTokenSource = (source: TokenSource) => {
  tokenSource = source;
};

/** A failed call as refine reads it: `errors` lands under the form fields (refine's useForm). */
export class ApiError extends Error implements HttpError {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors?: ValidationErrors,
    /** The server's own `message`, when it sent one. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a person is told of a failed call: the server's own reason (in their language) when it sent one, else the client's text. */
export const reasonOf = (error: unknown): string | undefined => {
  const failure = error as { detail?: unknown; message?: unknown } | undefined;
  if (typeof failure?.detail === 'string' && failure.detail !== '') return failure.detail;
  return typeof failure?.message === 'string' ? failure.message : undefined;
};

export type RequestOptions = {
  /** The query: `undefined` and `null` are left out, an array repeats its key. */
  params?: Readonly<Record<string, unknown>>;
  headers?: Readonly<Record<string, string>>;
  /** `blob` reads a file; otherwise JSON (or text, when the server sends no JSON). */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** Milliseconds; the client's 10 s unless a long call (an import) says otherwise. */
  timeout?: number;
  /** Answer whatever the status, for a caller that reads a refusal itself (a file download's JSON message). */
  acceptsAnyStatus?: boolean;
};

export type HttpRequest = RequestOptions & { url: string; method: string; data?: unknown };

/** A reply: its body, its status and its headers (names in lower case). */
export type HttpReply<T> = { data: T; status: number; headers: Readonly<Record<string, string>> };

export type HttpClient = {
  /** Where the API's paths start: `/api` on the page's own server, or an absolute address. */
  readonly baseURL: string;
  request: <T = unknown>(request: HttpRequest) => Promise<HttpReply<T>>;
  get: <T = unknown>(url: string, options?: RequestOptions) => Promise<HttpReply<T>>;
  delete: <T = unknown>(url: string, options?: RequestOptions) => Promise<HttpReply<T>>;
  post: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) => Promise<HttpReply<T>>;
  put: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) => Promise<HttpReply<T>>;
};

const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
};

const pageAddress = () => (typeof window === 'undefined' ? 'http://localhost/' : window.location.href);

/** `url` under `baseURL` (an absolute `url` as it is), resolved against the page, with the query added. */
const addressOf = (baseURL: string, url: string, params: RequestOptions['params']) => {
  const joined = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${baseURL.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
  const address = new URL(joined, pageAddress());
  for (const [key, value] of Object.entries(params ?? {}))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) address.searchParams.append(key, String(item));
  return address;
};

/** A body fetch sends as it is (a file, a form); anything else goes as JSON. */
const isRawBody = (data: unknown) =>
  data instanceof FormData || data instanceof Blob || data instanceof ArrayBuffer || data instanceof URLSearchParams || typeof data === 'string';

const bodyOf = (data: unknown) => (data === undefined ? {} : isRawBody(data) ? { body: data as BodyInit } : { json: data });

const readBody = async (response: Response, responseType: RequestOptions['responseType']): Promise<unknown> => {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  return /[/+]json\b/.test(response.headers.get('content-type') ?? '') ? (JSON.parse(text) as unknown) : text;
};

type ServerErrorBody = { message?: unknown; errors?: unknown };

const fieldErrorsOf = (body: ServerErrorBody | undefined): ValidationErrors | undefined => {
  const errors = body?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as ValidationErrors) : undefined;
};

/** The texts SPEC §8 lists (axios's words, which the spec quotes), whatever the transport said. */
const toApiError = async (error: unknown, timeoutMs: number, signal: AbortSignal | undefined): Promise<ApiError> => {
  if (signal?.aborted) return new ApiError('canceled', 0);
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const body = (await readBody(error.response, 'json').catch(() => undefined)) as ServerErrorBody | string | undefined;
    const parsed = typeof body === 'object' ? body : undefined;
    const detail = typeof parsed?.message === 'string' ? parsed.message : undefined;
    return new ApiError(`Request failed with status code ${status}`, status, fieldErrorsOf(parsed), detail);
  }
  if (error instanceof TimeoutError) return new ApiError(`timeout of ${timeoutMs}ms exceeded`, 0);
  if (error instanceof TypeError) return new ApiError('Network Error', 0);
  return new ApiError(error instanceof Error ? error.message : String(error), 0);
};

export type HttpClientOptions = {
  baseURL?: string;
  timeout?: number;
  /** Defaults to the source registered with `setTokenSource`. */
  getAccessToken?: TokenSource;
  /** The transport; the browser's fetch unless a test brings a stand-in for the API. */
  fetch?: typeof fetch;
};

export const createHttpClient = ({
  baseURL = runtimeConfig().apiBaseUrl,
  timeout = REQUEST_TIMEOUT_MS,
  getAccessToken,
  fetch: transport,
}: HttpClientOptions = {}): HttpClient => {
  // No retries: a refused or failed call is the caller's to show, and a write must not go twice.
  const client = ky.create({ retry: 0, ...(transport ? { fetch: transport } : {}) });

  const request = async <T,>({ url, method, data, params, headers, responseType, signal, timeout: ownTimeout, acceptsAnyStatus }: HttpRequest): Promise<HttpReply<T>> => {
    const address = addressOf(baseURL, url, params);
    const waitMs = ownTimeout ?? timeout;
    const sent = new Headers({ Accept: 'application/json', ...headers });
    const token = await (getAccessToken ?? tokenSource)();
    if (token) sent.set('Authorization', `Bearer ${token}`);
    sent.set('Accept-Language', currentLocale());
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf && address.origin === new URL(pageAddress()).origin) sent.set(XSRF_HEADER, xsrf);
    try {
      const response = await client(address, {
        method: method.toUpperCase(),
        headers: sent,
        signal,
        timeout: waitMs,
        throwHttpErrors: !acceptsAnyStatus,
        ...bodyOf(data),
      });
      const body = (await readBody(response, responseType)) as T;
      return { data: body, status: response.status, headers: Object.fromEntries(response.headers.entries()) };
    } catch (error) {
      const failure = await toApiError(error, waitMs, signal);
      // SPEC §8: business calls log the failure and rethrow; a cancelled call is not a failure.
      if (!signal?.aborted) console.error(`${method.toUpperCase()} ${url} failed: ${failure.message}`, failure.detail ?? '');
      throw failure;
    }
  };

  return {
    baseURL,
    request,
    get: (url, options) => request({ ...options, url, method: 'get' }),
    delete: (url, options) => request({ ...options, url, method: 'delete' }),
    post: (url, data, options) => request({ ...options, url, method: 'post', data }),
    put: (url, data, options) => request({ ...options, url, method: 'put', data }),
  };
};

let shared: HttpClient | undefined;

/** The client of this page load, built on first use (after `/config.js` has run). */
export const httpClient = (): HttpClient => (shared ??= createHttpClient());
