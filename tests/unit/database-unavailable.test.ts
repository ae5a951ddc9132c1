import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isDatabaseUnavailable } from '../../server/db/connection-errors';

// Which errors the API answers 503 (the database out of reach, try again) rather than 4xx or 500.

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into …'), { cause });

test('a database out of reach, also wrapped by drizzle, is unavailable', () => {
  for (const error of [
    withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P03', 'the database system is starting up'),
    withCode('08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
    new Error('timeout exceeded when trying to connect'),
    new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
  ])
    expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
});

test('input errors, constraint violations and bugs are not', () => {
  for (const error of [withCode('08P01', 'bind message has 70000 parameter formats'), withCode('23505'), withCode('22P02'), new TypeError('x is undefined'), 'text', null])
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
});

test("a Unix socket whose file is gone (PostgreSQL restarting) is unavailable; a missing stored file is not", async () => {
  // node-postgres takes a folder as host for a Unix socket; an empty one is a server whose socket file went away.
  const client = new pg.Client({ host: path.join(os.tmpdir(), `no-postgres-${process.pid}`), database: 'test', user: 'postgres' });
  const refused = await client.connect().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toMatchObject({ code: 'ENOENT', syscall: 'connect' });
  expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  const missingFile = await readFile(path.join(os.tmpdir(), `no-file-${process.pid}`)).catch((error: unknown) => error);
  expect(missingFile).toMatchObject({ code: 'ENOENT' });
  expect(isDatabaseUnavailable(wrapped(missingFile))).toBe(false);
});
