import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isProviderUrl } from '../auth/oidc/provider-path';
import { OIDC_PATH } from '../auth/oidc/provider';
import type { ServerConfig } from '../config';
import { API_DOCS_PATH } from './api-docs';

// Response headers for every route, through helmet. Decisions the spec leaves open:
// - The SPA: scripts only from our origin (index.html loads /config.js and the bundle as files, nothing
//   inline); styles may be inline because antd writes its CSS-in-JS into <style> tags; MSAL talks to our
//   origin (dev and local) or to Entra ID (entra: ENTRA_AUTHORITY_HOST).
// - frame-ancestors 'self' (X-Frame-Options SAMEORIGIN) for the SPA, not 'none': MSAL renews a token
//   silently in a hidden iframe of our own origin. Other sites still cannot frame the app.
// - The embedded provider's pages under /oidc are server-rendered with inline styles and one inline script
//   (the sign-out auto-submit), so they get their own policy: nothing loaded from anywhere, inline style
//   and script allowed, and the sign-in form itself can never be framed (frame-ancestors 'none').
// - HSTS only when PUBLIC_URL is https: sent over plain http it would lock a LAN deployment out.

const spaDirectives = (config: ServerConfig) => {
  const origin = new URL(config.publicUrl).origin;
  const signIn = config.authMode === 'entra' ? [new URL(config.authorityHost).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", origin, ...signIn],
    frameSrc: ["'self'", origin, ...signIn],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
};

/** The provider's pages; form-action stays open because a sign-in form's answer redirects to the SPA's redirect URI. */
export const PROVIDER_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";

/**
 * The headers helmet sets with these options, read once from a response that only records them. None of them
 * depends on the request (no nonce, no function among the directives), and helmet's middleware, run on every
 * request, built the policy's text again and called a dozen functions each time.
 */
const helmetHeadersOf = (options: HelmetOptions) => {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
};

/**
 * The API's replies are JSON and downloads, never a page the browser renders: they load nothing, may be framed by
 * no one (not even the SPA: it fetches them with a token) and are never sniffed as another type (OWASP's REST
 * security headers). What else helmet sends concerns pages only (an opener, DNS prefetching, a referrer, IE's
 * download dialog, Flash, the XSS auditor), so the API leaves it out: 4 headers where a page has 11, on every
 * request of the API's.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const registerSecurityHeaders = async (app: FastifyInstance, config: ServerConfig) => {
  const isHttps = config.publicUrl.startsWith('https://');
  const hsts = isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const spa = helmetHeadersOf({
    contentSecurityPolicy: { useDefaults: false, directives: spaDirectives(config) },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts,
    // MSAL may open Entra ID in a popup that must report back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Same site, not same origin: the Vite dev server on another port shows our images.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const provider = spa.map(([name, value]): [string, string] =>
    name === 'Content-Security-Policy' ? [name, PROVIDER_PAGE_POLICY] : name === 'X-Frame-Options' ? [name, 'DENY'] : [name, value],
  );
  const api = helmetHeadersOf({
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: hsts,
    // The profile pictures are images of the API's that the SPA (and the Vite dev server, same site) shows.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  api.push(['Content-Security-Policy', API_POLICY]);
  // A path starting /api/ is decided by that alone (the router gives no such path to the provider), but for the API
  // description's viewer, a page.
  const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH);
  // The route that serves it (`/oidc/../x` is served by the provider's) or, for a 404, its canonical path.
  const isProviders = (request: FastifyRequest) => isProviderUrl(request.url) || request.routeOptions.url?.startsWith(`${OIDC_PATH}/`) === true;
  // On the raw response, so the provider's hijacked replies get the headers too.
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isApi(request.url) ? api : isProviders(request) ? provider : spa;
    const response = reply.raw;
    for (const [name, value] of headers) response.setHeader(name, value);
    done();
  });
};
