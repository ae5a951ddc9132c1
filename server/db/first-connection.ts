import type pg from 'pg';
import { ConfigurationError } from '../config';

// The first connection to DATABASE_URL, opened before anything else uses the pool: when it fails, the start stops
// with an error naming the variable and saying what went wrong in words, not a bare ECONNREFUSED or ENOTFOUND.

/** The URL as it may be printed: its password hidden. */
const withoutPassword = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.href;
};

const reasonOf = (error: unknown, url: URL) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const where = `${url.hostname}:${url.port || 5432}`;
  switch (code) {
    case 'ECONNREFUSED':
      return `nothing accepts connections at ${where} (ECONNREFUSED): is PostgreSQL running there, on that port?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host name ${url.hostname} is not known (${code})`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${where} cannot be reached (${code})`;
    case '28P01':
    case '28000':
      return `PostgreSQL refused the user or its password (${typeof message === 'string' ? message : code})`;
    case '3D000':
      return `the database ${url.pathname.slice(1)} does not exist: create it first (createdb)`;
    default:
      return typeof message === 'string' && message ? message : String(error);
  }
};

/** Connects once; a failure becomes a ConfigurationError naming DATABASE_URL. */
export const checkFirstConnection = async (pool: pg.Pool, databaseUrl: string) => {
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new ConfigurationError([`DATABASE_URL: cannot connect to ${withoutPassword(databaseUrl)}: ${reasonOf(error, new URL(databaseUrl))}`]);
  }
};
