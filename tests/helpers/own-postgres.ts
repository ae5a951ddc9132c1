import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

// A PostgreSQL cluster of the test's own, for tests that stop and restart the database under the app
// (never the shared server): initdb and pg_ctl from Debian's /usr/lib/postgresql/<version>/bin on a temporary
// folder and a free port. PostgreSQL refuses to run as root, so as root the tools run as the `postgres` user.

const run = promisify(execFile);

/** The bin folder of the newest installed PostgreSQL, or undefined when none is installed. */
export const postgresBinaries = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'pg_ctl')) && fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
};

export type OwnPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  urlOf: (database: string) => string;
  /** `pg_ctl stop`; `fast` ends sessions and checkpoints, `immediate` is a crash (recovery on start). */
  stop: (mode: 'fast' | 'immediate') => Promise<void>;
  start: () => Promise<void>;
  restart: (mode: 'fast' | 'immediate') => Promise<void>;
  /** Stops the cluster and removes its folder. */
  remove: () => Promise<void>;
};

export const startOwnPostgres = async (bin: string): Promise<OwnPostgres> => {
  const isRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-own-pg-'));
  const data = path.join(folder, 'data');
  const port = await freePort();
  if (isRoot) await run('chown', ['postgres:postgres', folder]);
  const tool = (name: string, args: string[]) => (isRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args));
  await tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // Its socket in its own folder, TCP on loopback only; fsync off: the test restarts the server, never the machine.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const pgCtl = (args: string[]) => tool('pg_ctl', ['-D', data, '-l', path.join(folder, 'log'), '-w', '-t', '60', ...args]);
  const start = async () => void (await pgCtl(['-o', options, 'start']));
  await start();
  return {
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async (mode) => void (await pgCtl(['-m', mode, 'stop'])),
    start,
    restart: async (mode) => void (await pgCtl(['-m', mode, '-o', options, 'restart'])),
    remove: async () => {
      await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
};
