// Errors that say the database cannot be reached right now (a restart, a failover, a network cut), not that
// the request was wrong: the API answers them 503 with Retry-After, and the pool reconnects by itself.

/** Seconds a client should wait before trying again; a PostgreSQL restart takes a few. */
export const RETRY_AFTER_SECONDS = 5;

// Socket errors of a connection that cannot be opened or was cut.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// A Unix socket's file is gone while PostgreSQL restarts: ENOENT, but only from connect (a missing stored file is
// ENOENT too, and is no outage).
const isSocketMissing = (code: string, syscall: unknown) => code === 'ENOENT' && syscall === 'connect';
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down), 57P05
// idle session timeout; class 08 connection exceptions but 08P01 (a protocol violation: too many parameters, input).
const isPostgresUnavailable = (code: string) => /^57P0[1235]$/.test(code) || (code.startsWith('08') && code !== '08P01');
// node-postgres words a lost or unopenable connection in its messages only.
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/** True when the error, or one down its cause chain (drizzle wraps the driver's), is a database out of reach. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message, syscall } = current as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isSocketMissing(code, syscall) || (/^[0-9A-Z]{5}$/.test(code) && isPostgresUnavailable(code)))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
};
