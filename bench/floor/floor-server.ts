// The floor: a bare Fastify server that answers each benchmark case by sending the statements the app sent
// for it (bench/floor/capture.ts) to the same database, in the same order and waves, with the same
// parameters, and replying with their rows as JSON. No token check, no policy, no query
// building, no logging: what is left is Fastify, the driver and the database — what no app on this stack
// can go below. It imports only fastify and the driver, so that its resident memory is the floor's too.
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedRequest, CapturedStatement } from './capture';

/** The floor's route for the case at this index of the captured list. */
export const floorPathOf = (index: number) => `/floor/${index}`;

type Rows = unknown[];
type Send = (statement: CapturedStatement) => Promise<Rows>;

// Like Drizzle's drivers: dates, timestamps, intervals (and numeric arrays) stay the strings the server sent.
const RAW_TYPES = new Set([pg.types.builtins.DATE, pg.types.builtins.TIMESTAMP, pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.INTERVAL, 1115, 1182, 1185, 1187, 1231]);
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid) ? (value: string) => value : (pg.types.getTypeParser as (id: number, f?: string) => (value: string) => unknown)(oid, format),
};

const keepText = (value: string) => value;
const PGLITE_RAW = Object.fromEntries([...RAW_TYPES].map((oid) => [oid, keepText]));

/**
 * Sends the waves one after the other, each wave's statements together; resolves with every statement's rows.
 * All of them, not the last one's: a list's last statement is its count, and replying with that alone would
 * spare the floor the serialising of the page the app sends.
 */
const replay = async (request: CapturedRequest, send: Send) => {
  const rows: Rows[] = [];
  const { statements } = request;
  for (let start = 0; start < statements.length; ) {
    let end = start;
    while (end < statements.length && statements[end].wave === statements[start].wave) end++;
    rows.push(...(await Promise.all(statements.slice(start, end).map(send))));
    start = end;
  }
  return rows;
};

const pgStatement = (statement: CapturedStatement) => ({ text: statement.text, values: statement.params, rowMode: statement.rowMode, types });

/** On PostgreSQL: a transaction on one pooled connection, anything else through the pool (as Drizzle does). */
const pgReplayer = (pool: pg.Pool) => async (request: CapturedRequest) => {
  if (!request.isTransaction) return replay(request, async (statement) => (await pool.query(pgStatement(statement) as pg.QueryConfig)).rows);
  const client = await pool.connect();
  try {
    return await replay(request, async (statement) => (await client.query(pgStatement(statement) as pg.QueryConfig)).rows);
  } finally {
    client.release();
  }
};

/** On PGlite: its one connection, a transaction through its `transaction` (as Drizzle does). */
const pgliteReplayer = (client: PGlite) => async (request: CapturedRequest) => {
  const options = (statement: CapturedStatement) => ({ rowMode: statement.rowMode ?? ('object' as const), parsers: PGLITE_RAW });
  if (!request.isTransaction) return replay(request, async (statement) => (await client.query(statement.text, statement.params, options(statement))).rows);
  return client.transaction((tx) => replay(request, async (statement) => (await tx.query(statement.text, statement.params, options(statement))).rows));
};

export type FloorDatabase = { pool: pg.Pool } | { pglite: PGlite };

export const buildFloor = async (captured: readonly CapturedRequest[], database: FloorDatabase) => {
  const run = 'pool' in database ? pgReplayer(database.pool) : pgliteReplayer(database.pglite);
  const floor = Fastify({ logger: false });
  captured.forEach((request, index) => {
    floor.get(floorPathOf(index), async (_request, reply) => {
      reply.header('content-type', 'application/json; charset=utf-8');
      const rows = await run(request);
      try {
        return JSON.stringify(rows);
      } catch {
        // PGlite gives 8-byte integers as BigInt, which JSON has no form for.
        return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
      }
    });
  });
  await floor.ready();
  return floor;
};
