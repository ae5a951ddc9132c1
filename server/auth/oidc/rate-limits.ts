import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { OIDC_PATH } from './provider';
import { databaseRateLimitStore } from './rate-limit-store';

// Rate limits on the provider's endpoints that take a secret: the sign-in forms (passwords, codes) and the
// token endpoint (codes, refresh tokens). Counted per client address and per kind: in PostgreSQL when the app
// runs on it (shared by every replica, rate-limit-store.ts), in memory on PGlite; everything else (discovery,
// keys, the pages themselves) is free. The client address is the proxy's unless TRUST_PROXY names the proxies
// in front that may tell the real one (X-Forwarded-For; README "Running several replicas").

type LimitKind = keyof ServerConfig['rateLimits'];

const limitOf = (request: FastifyRequest): LimitKind | undefined => {
  if (request.method !== 'POST') return undefined;
  const path = request.url.split('?')[0];
  if (path === `${OIDC_PATH}/token`) return 'token';
  if (path.startsWith(`${OIDC_PATH}/interaction/`)) return 'signIn';
  return undefined;
};

/** Registered inside the provider's plugin, so it covers the /oidc routes only. */
export const registerProviderRateLimits = (app: FastifyInstance, limits: ServerConfig['rateLimits'], sharedIn?: Database) =>
  app.register(rateLimit, {
    ...(sharedIn ? { store: databaseRateLimitStore(sharedIn) } : {}),
    timeWindow: 60_000,
    allowList: (request) => limitOf(request) === undefined,
    keyGenerator: (request) => `${request.ip}:${limitOf(request)}`,
    max: (request) => limits[limitOf(request) ?? 'signIn'],
    // The API's error shape; the error handler keeps a 4xx's status and message.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many attempts from this address: try again in ${context.after}`), { statusCode: context.statusCode }),
  });
