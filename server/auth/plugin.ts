import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { message } from '../i18n/message';
import { replyText } from '../i18n/reply-language';
import type { Caller } from './caller';
import { IssuerUnavailableError } from './entra-issuer';
import { InvalidTokenError, type TokenClaims, type VerifyToken } from './verify-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set on every /api request except the open ones. */
    caller: Caller;
  }
}

export type AuthenticationOptions = {
  verifyToken: VerifyToken;
  /** Finds (or creates on first sign-in) the user behind the token and reads their roles from RBAC groups. */
  resolveCaller: (claims: TokenClaims) => Promise<Caller>;
};

// Only these /api paths answer without a token. The API description (/api/docs) is not among them: it maps every
// path, role and field of the firm's data, which is for its signed-in users and their IT, not for anyone who asks.
const OPEN_PATHS = [
  /^\/api\/health(\/live|\/ready)?$/,
  // Profile pictures are shown by <img src>, which sends no token; their URL carries an unguessable
  // version instead (modules/users/server/profile-picture-routes.ts).
  /^\/api\/users\/\d+\/profile-picture$/,
];

/** Whether this /api path answers without a token. */
export const isOpenPath = (path: string) => OPEN_PATHS.some((open) => open.test(path));

const BEARER = 'bearer ';

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header || header.length <= BEARER.length || header.slice(0, BEARER.length).toLowerCase() !== BEARER) return undefined;
  return header.slice(BEARER.length);
};

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

// The built SPA's catch-all route (`/*`, @fastify/static): asked only of a route with a wildcard, since building
// `routeOptions` costs an object on every request.
const isCatchAll = (request: FastifyRequest) => '*' in (request.params as object) && request.routeOptions.url === '/*';

const authentication: FastifyPluginAsync<AuthenticationOptions> = async (app, { verifyToken, resolveCaller }) => {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/api/') || isOpenPath(path)) return;
    // A path no route serves is a 404 (spa.ts) whoever asks, not a 401 that suggests it exists behind a token. The
    // built SPA's files are served by a catch-all `/*` route (@fastify/static), which hands /api paths to that 404.
    if (request.is404 || isCatchAll(request)) return;
    const token = bearerOf(request);
    if (!token) return reply.code(401).send({ message: replyText(request, message('Sign-in required: send a bearer token')) });
    try {
      request.caller = await resolveCaller(await verifyToken(token));
    } catch (error) {
      if (error instanceof InvalidTokenError) return reply.code(401).send({ message: replyText(request, message('Invalid token: {{reason}}', { reason: error.message })) });
      // The token may be good: a 401 would sign the user out of the SPA for an outage of Entra's.
      if (error instanceof IssuerUnavailableError) {
        request.log.error(error, 'Entra ID metadata or keys unavailable');
        return reply.code(503).send({ message: replyText(request, message('The sign-in service cannot be reached: try again shortly')) });
      }
      throw error;
    }
  });
};

export const authenticationPlugin = fp(authentication, { name: 'authentication' });
