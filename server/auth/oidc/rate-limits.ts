import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OIDC_PATH } from './provider';

// Rate limits on the provider's endpoints that take a secret: the sign-in forms (passwords) and the token
// endpoint (codes, refresh tokens). Counted per client address and per kind; everything else (discovery,
// keys, the pages themselves) is free. Behind a reverse proxy every client shares its address unless Fastify
// is told to trust the proxy, which this portal does not do (README "Sign-in").

/** Requests per minute from one address. Generous for a person, tight for a guesser. */
export const RATE_LIMITS = { signIn: 30, token: 60 } as const;

const limitOf = (request: FastifyRequest): keyof typeof RATE_LIMITS | undefined => {
  if (request.method !== 'POST') return undefined;
  const path = request.url.split('?')[0];
  if (path === `${OIDC_PATH}/token`) return 'token';
  if (path.startsWith(`${OIDC_PATH}/interaction/`)) return 'signIn';
  return undefined;
};

/** Registered inside the provider's plugin, so it covers the /oidc routes only. */
export const registerProviderRateLimits = (app: FastifyInstance) =>
  app.register(rateLimit, {
    timeWindow: 60_000,
    allowList: (request) => limitOf(request) === undefined,
    keyGenerator: (request) => `${request.ip}:${limitOf(request)}`,
    max: (request) => RATE_LIMITS[limitOf(request) ?? 'signIn'],
    // The API's error shape; the error handler keeps a 4xx's status and message.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many attempts from this address: try again in ${context.after}`), { statusCode: context.statusCode }),
  });
