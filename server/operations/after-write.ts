import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import type { Row } from './context';

/** A successful write (generic or by a workflow action, named in `via`), as modules (e.g. notifications) see it. */
export type WriteEvent = { resource: string; action: 'create' | 'update'; before?: Row; after: Row; caller: Caller; via?: string };

/** Work a module does after a write, inside the write's transaction, so both land or neither does. */
export type AfterWrite = (tx: Database, event: WriteEvent) => Promise<unknown>;

export const runAfterWrite = async (hooks: readonly AfterWrite[] | undefined, tx: Database, event: WriteEvent) => {
  for (const hook of hooks ?? []) await hook(tx, event);
};
