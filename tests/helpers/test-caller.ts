// TEST-ONLY stand-in for server/auth/plugin.ts: the caller travels as JSON in an `x-test-caller`
// header instead of a verified bearer token. Never registered by server/main.ts.
// (The lead may switch these tests to real development tokens; `as()` is the one place to change.)
import type { FastifyRequest } from 'fastify';
import type { Authentication } from '../../server/app';
import type { Caller } from '../../server/auth/caller';
import type { Role } from '../../resources/vocabulary';

const HEADER = 'x-test-caller';

export const testAuthentication: Authentication = async (app) => {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    const header = request.headers[HEADER];
    if (typeof header !== 'string') return reply.code(401).send({ message: 'Sign-in required: send a bearer token' });
    request.caller = JSON.parse(header) as Caller;
  });
};

let nextUserId = 1;

/** A caller with these roles; `employeeId` links it to an employee row for the own paths. */
export const callerWith = (roles: readonly Role[], options: { username?: string; employeeId?: number | null } = {}): Caller => ({
  userId: nextUserId++,
  username: options.username ?? roles.join('+').toLowerCase().replace(/\s/g, '_'),
  name: options.username ?? 'Test user',
  employeeId: options.employeeId ?? null,
  roles,
});

/** The headers that make a request come from this caller. */
export const as = (caller: Caller) => ({ [HEADER]: JSON.stringify(caller) });
