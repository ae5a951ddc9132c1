import type { FastifyInstance } from 'fastify';
import type { Portal } from '../app';
import type { WriteRule } from '../operations/write-rules';
import type { Caller } from './caller';
import type { KnownCallers } from './known-callers';

// Every write of a resource declared `isIdentitySource` (users, RBAC groups, roles and their links, employees)
// may change who some caller is, so the kept callers are forgotten: once inside the write's transaction, and
// once more when that request's reply is about to leave, after its transaction has committed. The second time
// matters: a caller read by another request between the write and its commit still saw the old rows.

export const forgetCallersOnIdentityWrites = (app: FastifyInstance, portal: Portal, callers: KnownCallers) => {
  // The callers (one object per request, see known-callers.ts) whose request wrote identity rows.
  const writers = new WeakSet<Caller>();
  const forgetCallers: WriteRule = (_tx, { caller }) => {
    callers.forget();
    writers.add(caller);
  };
  const rules: Record<string, readonly WriteRule[]> = { ...portal.writeRules };
  for (const { resource } of portal.schema.resourceTables.values())
    if (resource.isIdentitySource) rules[resource.name] = [...(rules[resource.name] ?? []), forgetCallers];
  portal.writeRules = rules;
  app.addHook('onSend', async (request) => {
    const caller = (request as { caller?: Caller | null }).caller;
    if (caller && writers.has(caller)) callers.forget();
  });
};
