import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import type { OperationContext, Row } from './context';

/** A successful generic write, as modules (e.g. notifications) see it. */
export type WriteEvent = { resource: string; action: 'create' | 'update'; before?: Row; after: Row; caller: Caller };

/** Work a module does after a write, inside the write's transaction, so both land or neither does. */
export type AfterWrite = (tx: Database, event: WriteEvent) => Promise<unknown>;

export const runAfterWrite = async (context: OperationContext, tx: Database, event: WriteEvent) => {
  for (const hook of context.afterWrite ?? []) await hook(tx, event);
};
