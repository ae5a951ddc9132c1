import { sql } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { OpenDatabase } from '../db/database';
import { dailyJobRuns, outgoingMail } from '../db/cluster-tables';
import { observed, type ObservedEvents } from './events';

// The series an operator alerts on beyond HTTP and Node (docs/operators/operations.md): the mail queue, the jobs'
// last successes, sign-in failures and lockouts, and the 503s of a database outage. Counters count this process's
// events; the mail queue and the daily jobs are read from the database when scraped (they are the cluster's), and a
// database that does not answer then leaves their last values rather than failing the whole scrape.

const QUERY_TIMEOUT_MS = 1000;

const rowsOf = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]));

const withinTimeout = <T>(work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), QUERY_TIMEOUT_MS).unref())]);

/** Registers the series and listens to the observed events until `stop` is called (the app's close). */
export const registerOperationsMetrics = (registry: Registry, database: OpenDatabase) => {
  const registers = [registry];
  const signInFailures = new Counter({ name: 'sign_in_failures_total', help: 'Failed sign-ins (wrong or unknown name, password or code), by mode', labelNames: ['mode'], registers });
  const lockouts = new Counter({ name: 'sign_in_lockouts_total', help: 'Sign-ins refused because the account was locked after repeated failures, by mode', labelNames: ['mode'], registers });
  const unavailable = new Counter({ name: 'database_unavailable_responses_total', help: 'Requests answered 503 because the database could not be reached', registers });
  const mailFailures = new Counter({ name: 'mail_send_failures_total', help: 'Attempts to send a queued mail that failed (retried later, or given up)', registers });
  const mailSent = new Counter({ name: 'mail_sent_total', help: 'Queued mails sent', registers });
  // Periodic jobs (the mail sender) are this process's; daily jobs are read from their cluster-wide record below.
  const processJobs = new Map<string, number>();
  new Gauge({
    name: 'mail_queue_depth',
    help: 'Mails waiting to be sent (queued), and given up after their last attempt (failed), in the database',
    labelNames: ['state'],
    registers,
    async collect() {
      const rows = rowsOf(await withinTimeout(database.db.execute(sql`select state, count(*)::int as count from ${outgoingMail} where state in ('queued', 'failed') group by state`)).catch(() => undefined));
      if (!rows) return;
      for (const state of ['queued', 'failed']) this.set({ state }, Number(rows.find((row) => row.state === state)?.count ?? 0));
    },
  });
  new Gauge({
    name: 'job_last_success_timestamp_seconds',
    help: 'When each job last finished without an error (Unix time): daily jobs across the cluster, the mail sender in this process',
    labelNames: ['job'],
    registers,
    async collect() {
      for (const [job, at] of processJobs) this.set({ job }, at);
      const rows = rowsOf(await withinTimeout(database.db.execute(sql`select job, extract(epoch from ran_at)::float8 as at from ${dailyJobRuns}`)).catch(() => undefined));
      for (const row of rows ?? []) this.set({ job: String(row.job) }, Number(row.at));
    },
  });
  const listeners: { [E in keyof ObservedEvents]: (...args: ObservedEvents[E]) => void } = {
    signIn: (action, mode) => {
      if (action === 'sign-in-failed') signInFailures.inc({ mode });
      if (action === 'sign-in-locked') lockouts.inc({ mode });
    },
    databaseUnavailable: () => unavailable.inc(),
    mailSent: ({ sent, failed }) => {
      mailSent.inc(sent);
      mailFailures.inc(failed);
    },
    jobSucceeded: (job) => processJobs.set(job, Date.now() / 1000),
  };
  for (const [event, listener] of Object.entries(listeners)) observed.on(event as keyof ObservedEvents, listener as () => void);
  return () => {
    for (const [event, listener] of Object.entries(listeners)) observed.off(event as keyof ObservedEvents, listener as () => void);
  };
};
