import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { isProviderUrl } from '../auth/oidc/provider-path';
import { OIDC_PATH } from '../auth/oidc/provider';
import type { ServerConfig } from '../config';

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

export const registerSecurityHeaders = async (app: FastifyInstance, config: ServerConfig) => {
  const isHttps = config.publicUrl.startsWith('https://');
  const headers = helmetHeadersOf({
    contentSecurityPolicy: { useDefaults: false, directives: spaDirectives(config) },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // MSAL may open Entra ID in a popup that must report back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Same site, not same origin: the Vite dev server on another port shows our images.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // On the raw response, so the provider's hijacked replies get the headers too.
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of headers) response.setHeader(name, value);
    // The route that serves it (`/oidc/../x` is served by the provider's) or, for a 404, its canonical path.
    if (request.routeOptions.url?.startsWith(`${OIDC_PATH}/`) || isProviderUrl(request.url)) {
      response.setHeader('content-security-policy', PROVIDER_PAGE_POLICY);
      response.setHeader('x-frame-options', 'DENY');
    }
    done();
  });
};
