import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { HttpError, ValidationErrors } from '@refinedev/core';
import { runtimeConfig } from '../config';
import { currentLocale } from '../i18n/current-locale';

// The one HTTP client of the SPA (SPEC §7): JSON, bearer token, XSRF header on same-origin calls, 10 s timeout,
// the user's chosen language as Accept-Language (the API words its refusals in it), and every failure turned
// into refine's HttpError with the texts of SPEC §8.

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

const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
};

const isSameOrigin = (client: AxiosInstance, config: InternalAxiosRequestConfig) => {
  if (typeof window === 'undefined') return false;
  try {
    return new URL(client.getUri(config), window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};

type ServerErrorBody = { message?: unknown; errors?: unknown };

const fieldErrorsOf = (body: ServerErrorBody | undefined): ValidationErrors | undefined => {
  const errors = body?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as ValidationErrors) : undefined;
};

/** Axios's own texts are the ones SPEC §8 lists; the Node adapter words some of them differently, so fix them here. */
export const toApiError = (error: unknown, timeoutMs: number): ApiError => {
  if (axios.isCancel(error)) return new ApiError('canceled', 0);
  if (!(error instanceof AxiosError)) return new ApiError(error instanceof Error ? error.message : String(error), 0);
  const { response } = error;
  if (response) {
    const body = (typeof response.data === 'object' ? response.data : undefined) as ServerErrorBody | undefined;
    const detail = typeof body?.message === 'string' ? body.message : undefined;
    return new ApiError(`Request failed with status code ${response.status}`, response.status, fieldErrorsOf(body), detail);
  }
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT)
    return new ApiError(`timeout of ${timeoutMs}ms exceeded`, 0);
  return new ApiError('Network Error', 0);
};

export type HttpClientOptions = {
  baseURL?: string;
  timeout?: number;
  /** Defaults to the source registered with `setTokenSource`. */
  getAccessToken?: TokenSource;
};

export const createHttpClient = ({
  baseURL = runtimeConfig().apiBaseUrl,
  timeout = REQUEST_TIMEOUT_MS,
  getAccessToken,
}: HttpClientOptions = {}): AxiosInstance => {
  // Axios's built-in XSRF handling depends on the platform it detects; ours is explicit and the same everywhere.
  const client = axios.create({ baseURL, timeout, headers: { Accept: 'application/json' }, withXSRFToken: false });

  client.interceptors.request.use(async (config) => {
    const token = await (getAccessToken ?? tokenSource)();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', currentLocale());
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf && isSameOrigin(client, config)) config.headers.set(XSRF_HEADER, xsrf);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    const failure = toApiError(error, timeout);
    // SPEC §8: business calls log the failure and rethrow; a cancelled call is not a failure.
    if (!axios.isCancel(error)) {
      const config = error instanceof AxiosError ? error.config : undefined;
      console.error(`${config?.method?.toUpperCase() ?? 'Request'} ${config?.url ?? ''} failed: ${failure.message}`, failure.detail ?? '');
    }
    return Promise.reject(failure);
  });

  return client;
};

let shared: AxiosInstance | undefined;

/** The client of this page load, built on first use (after `/config.js` has run). */
export const httpClient = (): AxiosInstance => (shared ??= createHttpClient());
