import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { dailyJobRuns } from '../db/cluster-tables';
import { firmToday } from '../../resources/firm-calendar';

// Work done once a day (notices of expiring certificates and contracts), once per cluster: each replica looks every
// hour, and the one that claims the job's row for the firm's today runs it, in the same transaction as the claim.
// A second replica's claim waits for that transaction and then finds the day taken; if the run fails, its claim
// rolls back with it and the next look (here or elsewhere) runs it again.

const LOOK_EVERY_MS = 60 * 60 * 1000;

/** Runs `work` if no process has run `job` for `day` yet; answers whether this call ran it. */
export const runOncePerDay = async (db: Database, job: string, day: string, work: (tx: Database) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    const claimed = await tx.execute<{ job: string }>(sql`
      insert into ${dailyJobRuns} (job, last_day, ran_at) values (${job}, ${day}, now())
      on conflict (job) do update set last_day = excluded.last_day, ran_at = now()
        where ${dailyJobRuns.lastDay} < excluded.last_day
      returning job`);
    if (claimed.rows.length === 0) return false;
    await work(tx);
    return true;
  });

export type DailyJob = { name: string; run: (tx: Database, day: string) => Promise<unknown> };

/** Looks now and every hour; answers the stop for the server's close. */
export const scheduleDailyJobs = (db: Database, jobs: readonly DailyJob[], onError: (job: string, error: unknown) => void) => {
  const look = () => {
    const day = firmToday();
    for (const job of jobs) void runOncePerDay(db, job.name, day, (tx) => job.run(tx, day)).catch((error: unknown) => onError(job.name, error));
  };
  look();
  const timer = setInterval(look, LOOK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
