import type { FastifyInstance } from 'fastify';
import type { Portal } from '../app';
import type { ClusterEvents } from '../db/cluster-events';
import { composeWriteRules, type WriteRule } from '../operations/write-rules';
import type { Caller } from './caller';
import type { KnownCallers } from './known-callers';

// Every write of a resource declared `isIdentitySource` (users, RBAC groups, roles and their links, employees)
// may change who some caller is, so the kept callers are forgotten: once inside the write's transaction, and
// once more when that request's reply is about to leave, after its transaction has committed. The second time
// matters: a caller read by another request between the write and its commit still saw the old rows.
// Other API processes on the same database hear of it through a notification sent in the same transaction
// (server/db/cluster-events.ts): they forget their kept callers when it commits. The writing request's reply
// waits until the notification has come back to this process, so by the time the client has the reply the
// commit has reached every listener (README "Running several replicas" on what remains).

export const forgetCallersOnIdentityWrites = (app: FastifyInstance, portal: Portal, callers: KnownCallers, events: ClusterEvents) => {
  // The callers (one object per request, see known-callers.ts) whose request wrote identity rows, with the
  // notifications their writes sent.
  const writers = new WeakMap<Caller, (() => Promise<void>)[]>();
  // One notification per transaction (or savepoint) is enough: it is delivered at the commit, whatever the rows.
  // An import of thousands of employees sent one per row.
  const told = new WeakSet<object>();
  const forgetCallers: WriteRule = async (tx, { caller }) => {
    callers.forget();
    if (told.has(tx)) return;
    told.add(tx);
    const echo = await events.notify(tx);
    writers.set(caller, [...(writers.get(caller) ?? []), echo]);
  };
  const identityResources = [...portal.schema.resourceTables.values()].filter(({ resource }) => resource.isIdentitySource);
  portal.writeRules = composeWriteRules(portal.writeRules, Object.fromEntries(identityResources.map(({ resource }) => [resource.name, [forgetCallers]])));
  events.onEvent(() => callers.forget());
  // A callback rather than an async hook: nearly every reply has no identity write to wait for, and goes on at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    const caller = (request as { caller?: Caller | null }).caller;
    const echoes = caller && writers.get(caller);
    if (!echoes) return done(null, payload);
    callers.forget();
    writers.delete(caller);
    // A refused write rolled back: nothing was told, nothing to wait for.
    if (reply.statusCode >= 400) return done(null, payload);
    Promise.all(echoes.map((echo) => echo())).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
};
