import { LRUCache } from 'lru-cache';
import type { Caller } from './caller';

// Who a caller is (user, roles, employee) takes two statements to read, and it changes only when users, RBAC
// groups, their links or employees are written. So a caller is read once per key (the username; for Entra, the
// account and its name: resolve-caller.ts `callerKeyOf`) and kept until such a write
// (server/auth/identity-changes.ts calls `forget`), made in this process or, on PostgreSQL, in another one
// on the same database (it hears of it through NOTIFY; README "Running several replicas").

/** How many callers are kept at most (the least recently used go first). */
const MAX_CALLERS = 5000;
/** A change made outside this process (psql, a script) reaches kept callers at the latest after this time. */
const KEPT_FOR_MS = 5 * 60 * 1000;

export type KnownCallers = {
  /** The caller kept under this key, or the one `resolve` reads (and keeps). Each request gets its own copy. */
  callerOf: (key: string, resolve: () => Promise<Caller>) => Promise<Caller>;
  /** Identity data changed: every caller is read afresh on its next request. */
  forget: () => void;
};

export const createKnownCallers = (options: { max?: number; keptForMs?: number } = {}): KnownCallers => {
  const keptForMs = options.keptForMs ?? KEPT_FOR_MS;
  // Each caller with the time it is kept until, checked here: a cache with ttls of its own reads the clock and sets
  // a timer every millisecond under load.
  const callers = new LRUCache<string, { caller: Caller; until: number }>({ max: options.max ?? MAX_CALLERS });
  // Counts the changes, so that a caller read while a change landed is not kept with the old state in it.
  let changes = 0;
  return {
    callerOf: async (key, resolve) => {
      const kept = callers.get(key);
      if (kept && Date.now() < kept.until) return { ...kept.caller };
      const changesBefore = changes;
      const caller = await resolve();
      if (changes === changesBefore) callers.set(key, { caller: Object.freeze({ ...caller, roles: Object.freeze([...caller.roles]) }), until: Date.now() + keptForMs });
      return caller;
    },
    forget: () => {
      changes++;
      callers.clear();
    },
  };
};
