import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

// A graceful shutdown in three steps (README "Operations", docs/operators/operations.md):
// 1. drain: for SHUTDOWN_DRAIN_MS readiness answers 503 while the server still serves everything, so a balancer
//    that checks readiness every few seconds stops sending here before the listener closes;
// 2. close: the listener closes (new connections are refused, idle keep-alive ones closed) and requests in flight
//    finish, for at most SHUTDOWN_TIMEOUT_MS, after which their connections are cut;
// 3. the database closes last (app.close's onClose hook).
// Every reply sent once the shutdown began says `Connection: close`, so a client's keep-alive connection ends with
// its reply: the process exits right after its last reply instead of waiting for the timeout.

export type ShutdownTimes = { drainMs: number; timeoutMs: number };

/** Marks replies sent during a shutdown `Connection: close` (Node then ends the socket after the reply). */
export const registerShutdownReplies = (app: FastifyInstance, lifecycle: { isClosing: boolean }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.isClosing) reply.header('connection', 'close');
  });
};

/** Drains, closes and reports whether requests were still in flight at the timeout (their connections then cut). */
export const shutDownGracefully = async (app: FastifyInstance, { drainMs, timeoutMs }: ShutdownTimes) => {
  app.portal.lifecycle.isClosing = true;
  if (drainMs > 0) {
    app.log.info(`Draining: readiness answers 503 for ${drainMs} ms while requests are still served`);
    await sleep(drainMs);
  }
  app.log.info(`Closing; waiting up to ${timeoutMs} ms for requests in flight`);
  let isCutAtTimeout = false;
  const deadline = setTimeout(() => {
    isCutAtTimeout = true;
    app.log.warn('Requests still in flight at the shutdown timeout: closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return { isCutAtTimeout };
};
