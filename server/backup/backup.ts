import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { DatabaseSettings } from '../db/database';
import { checkDataFolder, tightenDataFolder } from '../db/data-folder';

// Backup and restore of a whole deployment (docs/operators/backups.md), for `npm run backup` / `npm run restore`
// and their compiled twins in the image (node dist-server/backup.js, restore.js):
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored by pg_restore into a new, empty database. The
//   uploaded files and the provider's signing keys are in the database, so the dump is the whole deployment.
// - PGlite (DATA_DIR): a gzipped tar of DATA_DIR (database folder, uploaded files, exported development key), taken
//   while the server is stopped. PGlite runs inside the server's process and cannot be opened by a second one while
//   it runs, so a copy of the closed folder is the consistent one; its dumpDataDir would need that same exclusive
//   open and would still leave the uploaded files out. DATA_DIR/tmp (uploads being imported) is left out.
// A backup holds password hashes and the signing keys: it is written 0600 and must be kept as secret as the server.

const run = promisify(execFile);

export class BackupRefusal extends Error {}

const outputOf = (error: unknown) => (error as { stderr?: string }).stderr?.trim() || (error as Error).message;

const tablesIn = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].count;
  } finally {
    await client.end();
  }
};

/** Writes the deployment's backup to `file` (refused when `file` exists: a backup never overwrites one). */
export const backUp = async ({ dataDir, databaseUrl }: DatabaseSettings, file: string) => {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupRefusal(`${target} exists already: name a new file`);
  try {
    if (databaseUrl) await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${databaseUrl}`]);
    else {
      if (!fs.existsSync(path.join(dataDir, 'db'))) throw new BackupRefusal(`${dataDir} holds no PGlite database (no db folder): is DATA_DIR right?`);
      await run('tar', ['--create', '--gzip', `--file=${target}`, `--directory=${dataDir}`, '--exclude=./tmp', '.']);
    }
  } catch (error) {
    fs.rmSync(target, { force: true });
    if (error instanceof BackupRefusal) throw error;
    throw new BackupRefusal(`The backup failed: ${outputOf(error)}`);
  }
  fs.chmodSync(target, 0o600);
  return { file: target, bytes: fs.statSync(target).size };
};

/**
 * Restores `file` into the deployment's database: a new, empty PostgreSQL database (DATABASE_URL), or a DATA_DIR
 * that does not exist yet or is empty. Never over existing data: restoring over a live deployment is refused.
 */
export const restore = async ({ dataDir, databaseUrl }: DatabaseSettings, file: string) => {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupRefusal(`${source} does not exist`);
  if (databaseUrl) {
    if ((await tablesIn(databaseUrl)) > 0) throw new BackupRefusal('The database of DATABASE_URL is not empty: restore into a new database (createdb), then point the servers at it');
    try {
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, source]);
    } catch (error) {
      throw new BackupRefusal(`The restore failed (nothing was restored): ${outputOf(error)}`);
    }
    return;
  }
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw new BackupRefusal(`DATA_DIR ${dataDir} is not empty: restore into a new folder, then point the server at it`);
  checkDataFolder(dataDir);
  try {
    await run('tar', ['--extract', '--gzip', '--no-same-owner', `--file=${source}`, `--directory=${dataDir}`]);
  } catch (error) {
    throw new BackupRefusal(`The restore failed: ${outputOf(error)}`);
  }
  await tightenDataFolder(dataDir);
};
