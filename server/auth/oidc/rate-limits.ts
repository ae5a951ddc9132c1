import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import { canonicalPathOf } from './provider-path';
import type { Database } from '../../db/database';
import { OIDC_PATH } from './provider';
import { databaseRateLimitStore } from './rate-limit-store';

// Rate limits on the provider's mount: every form post to it (passwords, codes, new passwords, two-step setup,
// sign-out) counts as a sign-in post, and the token endpoint (codes, refresh tokens) has its own count. GETs are
// free (discovery, keys, the pages themselves). The path is judged in one canonical spelling (provider-path.ts),
// so `/oidc/TOKEN` or `/oidc/%69nteraction/…` count with the rest. Counted per client address and per kind: in
// PostgreSQL when the app runs on it (shared by every replica, rate-limit-store.ts), in memory on PGlite. The
// client address is the proxy's unless TRUST_PROXY names the proxies in front that may tell the real one
// (X-Forwarded-For; README "Running several replicas").

type LimitKind = keyof ServerConfig['rateLimits'];

const limitOf = (request: FastifyRequest): LimitKind | undefined => {
  if (request.method !== 'POST') return undefined;
  return canonicalPathOf(request.url) === `${OIDC_PATH}/token` ? 'token' : 'signIn';
};

/** What a limited request is counted under: its client address and its kind. The one place that keys the counts. */
export const rateLimitKeyOf = (request: FastifyRequest) => `${request.ip}:${limitOf(request)}`;

/** Registered inside the provider's plugin, so it covers the /oidc routes only. */
export const registerProviderRateLimits = (app: FastifyInstance, limits: ServerConfig['rateLimits'], sharedIn?: Database) =>
  app.register(rateLimit, {
    ...(sharedIn ? { store: databaseRateLimitStore(sharedIn) } : {}),
    timeWindow: 60_000,
    allowList: (request) => limitOf(request) === undefined,
    keyGenerator: rateLimitKeyOf,
    max: (request) => limits[limitOf(request) ?? 'signIn'],
    // The API's error shape; the error handler keeps a 4xx's status and message.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many attempts from this address: try again in ${context.after}`), { statusCode: context.statusCode }),
  });
