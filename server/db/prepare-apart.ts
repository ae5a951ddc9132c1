import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';

/** Set in the child that prepares a new embedded database; the child prepares it and exits. */
export const PREPARE_ONLY = 'PORTAL_PREPARE_ONLY';

/**
 * A first start on a new PGlite folder (no `PG_VERSION` yet) migrates and seeds the demo firm, which grows PGlite's
 * WebAssembly memory by ~160 MB that a process never gives back (bench/history/2026-11-26-idle-memory.md). So that work
 * runs in a short-lived child process, and the server then opens the prepared folder as at any restart. PostgreSQL
 * keeps its memory in its own server, and a folder that exists is prepared in place as before.
 */
export const isNewEmbeddedDatabase = (config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>) =>
  !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'));

/** Runs `entry` (the server's own file) again with PREPARE_ONLY set, and waits for it; it fails as the child fails. */
export const prepareInChildProcess = (entry: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry], { env: { ...process.env, [PREPARE_ONLY]: '1' }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Preparing the new database failed (${signal ?? `exit code ${code}`})`)),
    );
  });
