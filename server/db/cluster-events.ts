import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './database';

// Tells every API process on one PostgreSQL database that something they keep has changed (today: identity rows,
// so the kept callers must be read afresh). PostgreSQL's NOTIFY, sent inside the writing transaction, reaches every
// listener when that transaction commits and never if it rolls back; each process listens on a connection of its
// own, which reconnects when lost. On PGlite there is one process, and nothing to tell.

export type ClusterEvents = {
  /**
   * Sends the event from inside `tx` (delivered at its commit). Answers a promise that settles once this process
   * has heard its own notification back, or after a short wait: a writer that awaits it before replying knows
   * the commit has reached the listeners.
   */
  notify: (tx: Database) => Promise<() => Promise<void>>;
  /** Called on every event, and after the listening connection came back (events may have been missed meanwhile). */
  onEvent: (listener: () => void) => void;
  close: () => Promise<void>;
};

const CHANNEL = 'portal_identity_changed';
/** The listening connections' name in pg_stat_activity. */
export const LISTENER_NAME = 'portal identity listener';
/** How long a writer waits for its own notification at most: it normally comes back within a millisecond or two. */
const ECHO_WAIT_MS = 2000;
const RECONNECT_MS = [100, 500, 2000, 5000];

export const localClusterEvents = (): ClusterEvents => ({
  notify: async () => async () => {},
  onEvent: () => {},
  close: async () => {},
});

export const postgresClusterEvents = async (
  databaseUrl: string,
  options: { onConnectionLost?: (error: Error) => void } = {},
): Promise<ClusterEvents> => {
  const listeners: (() => void)[] = [];
  const echoes = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let isClosed = false;
  let failures = 0;
  const tellAll = () => listeners.forEach((listener) => listener());

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    const reconnect = (error: Error) => {
      if (client !== connection || isClosed) return;
      client = undefined;
      options.onConnectionLost?.(error);
      void connection.end().catch(() => {});
      setTimeout(() => void connect().catch(() => {}), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]).unref();
    };
    connection.on('notification', ({ payload }) => {
      tellAll();
      if (payload) echoes.get(payload)?.();
    });
    connection.on('error', reconnect);
    connection.on('end', () => reconnect(new Error('The listening connection ended')));
    client = connection;
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      reconnect(error as Error);
      throw error;
    }
    // Anything written while this process was not listening is unknown: forget it all.
    if (failures > 0) tellAll();
    failures = 0;
  };
  await connect();

  return {
    notify: async (tx) => {
      const id = randomUUID();
      // Settles on the echo, or at the latest after ECHO_WAIT_MS (a rolled-back write never echoes).
      const echo = new Promise<void>((resolve) => {
        const timer = setTimeout(() => heard(), ECHO_WAIT_MS);
        timer.unref();
        const heard = () => {
          clearTimeout(timer);
          echoes.delete(id);
          resolve();
        };
        echoes.set(id, heard);
      });
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${id})`);
      return () => echo;
    },
    onEvent: (listener) => listeners.push(listener),
    close: async () => {
      isClosed = true;
      await client?.end().catch(() => {});
    },
  };
};
