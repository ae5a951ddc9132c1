import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitHits } from '../../db/cluster-tables';

// @fastify/rate-limit's counters in PostgreSQL, so that every replica counts the same client together: one upsert
// per counted request, which starts a new window when the old one has passed. Expired rows are removed now and
// then by whichever replica counts (their keys would otherwise stay for ever).

/** About one counted request in this many also removes the expired rows. */
const CLEAN_EVERY = 500;

export const databaseRateLimitStore = (db: Database) => {
  const count = async (key: string, windowMs: number) => {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    const [row] = (
      await db.execute<{ hits: number; ttl: string | number }>(sql`
        insert into ${rateLimitHits} (key, hits, resets_at) values (${key}, 1, now() + ${window})
        on conflict (key) do update set
          hits = case when ${rateLimitHits.resetsAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end,
          resets_at = case when ${rateLimitHits.resetsAt} <= now() then now() + ${window} else ${rateLimitHits.resetsAt} end
        returning hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::bigint as ttl`)
    ).rows;
    if (Math.random() * CLEAN_EVERY < 1) await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, sql`now()`));
    return { current: Number(row.hits), ttl: Number(row.ttl) };
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The plugin hands its options to the constructor; the counting needs none of them.
    constructor(_options?: FastifyRateLimitOptions) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
};
