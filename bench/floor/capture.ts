// Records the SQL the app sends to its database, statement by statement, as the driver receives it: the
// text, the parameters, the row mode, whether it ran inside a transaction, and which statements were in
// flight together. The floor (bench/floor/floor-server.ts) replays exactly this list, so that app and floor
// send byte-identical SQL. Recording sits under Drizzle, on the driver: on PostgreSQL every `pg` client's
// `query` (pool queries and transactions alike), on PGlite the instance's `query` and `transaction`.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export type CapturedStatement = {
  text: string;
  params: unknown[];
  /** Drizzle asks for rows as arrays for its own selects; raw `execute` calls get objects. */
  rowMode?: 'array';
  /**
   * Statements of one wave were sent while another of the wave was still running (a `Promise.all` in the
   * app); a new wave starts when nothing is in flight. The floor sends a wave's statements together too.
   */
  wave: number;
};

/** What one request sent: its statements in order, and whether they ran in a transaction (one connection). */
export type CapturedRequest = { statements: CapturedStatement[]; isTransaction: boolean };

export type StatementRecorder = {
  /** Starts a new recording; statements sent before are dropped. */
  start: () => void;
  /** Ends the recording and returns what was sent since `start`. */
  stop: () => CapturedRequest;
  /** Called by the driver hooks around every statement. */
  sent: (statement: { text: string; params?: unknown[]; rowMode?: string }) => () => void;
  /** Called by the hooks when the driver opens or closes a transaction (PGlite; `pg` sends `begin` as a statement). */
  transactionOpened: () => void;
};

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;

export const statementRecorder = (): StatementRecorder => {
  let isRecording = false;
  let statements: CapturedStatement[] = [];
  let isTransaction = false;
  let inFlight = 0;
  let wave = 0;
  return {
    start: () => {
      isRecording = true;
      statements = [];
      isTransaction = false;
      wave = 0;
    },
    stop: () => {
      isRecording = false;
      return { statements, isTransaction };
    },
    sent: ({ text, params, rowMode }) => {
      if (!isRecording) return () => {};
      if (inFlight === 0 && statements.length > 0) wave++;
      inFlight++;
      if (TRANSACTION_START.test(text)) isTransaction = true;
      statements.push({ text, params: params ?? [], ...(rowMode === 'array' ? { rowMode: 'array' as const } : {}), wave });
      let isDone = false;
      return () => {
        if (isDone) return;
        isDone = true;
        inFlight--;
      };
    },
    transactionOpened: () => {
      if (isRecording) isTransaction = true;
    },
  };
};

type PgQueryArguments = [config: string | { text: string; values?: unknown[]; rowMode?: string }, values?: unknown, callback?: unknown];

/**
 * Hooks every `pg` client of this process (the pool's clients are `pg.Client`s) until the returned function
 * is called. Only promise-style calls are made by Drizzle and the app; callback calls pass through untimed.
 */
export const recordPgStatements = (recorder: StatementRecorder) => {
  const original = pg.Client.prototype.query;
  const hooked = function (this: pg.Client, ...args: PgQueryArguments) {
    const [config, values] = args;
    if (typeof config === 'object' && config !== null && typeof (config as { submit?: unknown }).submit === 'function')
      return (original as (...all: unknown[]) => unknown).apply(this, args);
    const text = typeof config === 'string' ? config : config.text;
    const params = Array.isArray(values) ? values : typeof config === 'object' ? config.values : undefined;
    const done = recorder.sent({ text, params, rowMode: typeof config === 'object' ? config.rowMode : undefined });
    const result = (original as (...all: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    else done();
    return result;
  };
  pg.Client.prototype.query = hooked as unknown as typeof pg.Client.prototype.query;
  return () => {
    pg.Client.prototype.query = original;
  };
};

type PgliteQuery = (text: string, params?: unknown[], options?: { rowMode?: string }) => Promise<unknown>;

const timed = (recorder: StatementRecorder, query: PgliteQuery): PgliteQuery => async (text, params, options) => {
  const done = recorder.sent({ text, params, rowMode: options?.rowMode });
  try {
    return await query(text, params, options);
  } finally {
    done();
  }
};

/** Hooks one PGlite instance's `query` and `transaction` (and the queries made inside a transaction). */
export const recordPgliteStatements = (client: PGlite, recorder: StatementRecorder) => {
  const query = client.query;
  const transaction = client.transaction;
  client.query = timed(recorder, query.bind(client) as PgliteQuery) as PGlite['query'];
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    recorder.transactionOpened();
    return transaction.call(client, (tx: Transaction) => {
      tx.query = timed(recorder, tx.query.bind(tx) as PgliteQuery) as Transaction['query'];
      return callback(tx);
    });
  }) as PGlite['transaction'];
  return () => {
    client.query = query;
    client.transaction = transaction;
  };
};
