import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import { OIDC_PATH } from './provider';

// Rate limits on the provider's endpoints that take a secret: the sign-in forms (passwords, codes) and the
// token endpoint (codes, refresh tokens). Counted per client address and per kind, in memory; everything else
// (discovery, keys, the pages themselves) is free. Behind a reverse proxy every client shares its address
// unless Fastify is told to trust the proxy, which this portal does not do (README "Sign-in").

type LimitKind = keyof ServerConfig['rateLimits'];

const limitOf = (request: FastifyRequest): LimitKind | undefined => {
  if (request.method !== 'POST') return undefined;
  const path = request.url.split('?')[0];
  if (path === `${OIDC_PATH}/token`) return 'token';
  if (path.startsWith(`${OIDC_PATH}/interaction/`)) return 'signIn';
  return undefined;
};

/** Registered inside the provider's plugin, so it covers the /oidc routes only. */
export const registerProviderRateLimits = (app: FastifyInstance, limits: ServerConfig['rateLimits']) =>
  app.register(rateLimit, {
    timeWindow: 60_000,
    allowList: (request) => limitOf(request) === undefined,
    keyGenerator: (request) => `${request.ip}:${limitOf(request)}`,
    max: (request) => limits[limitOf(request) ?? 'signIn'],
    // The API's error shape; the error handler keeps a 4xx's status and message.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many attempts from this address: try again in ${context.after}`), { statusCode: context.statusCode }),
  });
