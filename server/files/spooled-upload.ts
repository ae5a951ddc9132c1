import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// An action's uploaded file is written to a temporary file as it arrives (DATA_DIR/tmp, 0600 in a 0700 folder),
// never held whole in memory: a year's FatturaPA ZIP (200 MB) or bank statement is then read from disk entry by
// entry or row by row. The route removes the files once the action has answered.
// Each process spools into a folder of its own, DATA_DIR/tmp/<host>_<pid>_<random>, whose time it refreshes every
// minute while it lives. At start (removeStaleUploads) the folders of processes that are gone are removed: one of
// this host whose process no longer runs (or that had this very pid: a container restarted), or any whose time has
// not moved for five minutes (a process on another host sharing the folder). A live process's uploads stay.

/** The first bytes of a spooled file: enough for the type check (file-type, the PKCS#7 header, the text check). */
export const HEAD_BYTES = 1024 * 1024;
const HEARTBEAT_MS = 60 * 1000;
const STALE_MS = 5 * HEARTBEAT_MS;

/** This process's folder name: the host and pid say whether it still runs, the random part tells restarts apart. */
const OWN_FOLDER = `${os.hostname()}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** Where this process spools its uploads. */
export const uploadFolderOf = (dataDir: string) => path.join(dataDir, 'tmp', OWN_FOLDER);

const heartbeats = new Map<string, NodeJS.Timeout>();
/** Keeps this process's folder's time fresh, so that another process starting on the same DATA_DIR leaves it alone. */
const keepAlive = (folder: string) => {
  if (heartbeats.has(folder)) return;
  const beat = setInterval(() => {
    const now = new Date();
    fs.promises.utimes(folder, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeats.set(folder, beat.unref());
};

export type SpooledFile = { path: string; size: number; head: Buffer };

/** Writes `content` to a new 0600 file in `folder`; undefined (the file removed) when it passes `maxBytes`. */
export const spoolUpload = async (content: Readable, folder: string, maxBytes: number): Promise<SpooledFile | undefined> => {
  await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
  keepAlive(folder);
  const file = path.join(folder, `upload-${randomBytes(12).toString('hex')}`);
  const heads: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const counted = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) continue; // read to its end and dropped, so the multipart body can end
      if (headSize < HEAD_BYTES) {
        heads.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      yield chunk;
    }
  };
  try {
    await pipeline(content, counted, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  if (size > maxBytes) {
    await fs.promises.rm(file, { force: true });
    return undefined;
  }
  return { path: file, size, head: Buffer.concat(heads, headSize) };
};

export const removeUploads = async (paths: readonly string[]) => {
  for (const file of paths) await fs.promises.rm(file, { force: true });
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether the spool folder `name` belongs to a process that is gone (see the top of this file). */
const isLeftOver = (name: string, modifiedMs: number) => {
  if (name === OWN_FOLDER) return false;
  const [pid, host] = [Number(name.split('_').at(-2)), name.split('_').slice(0, -2).join('_')];
  if (host === os.hostname() && Number.isInteger(pid) && (pid === process.pid || !isRunning(pid))) return true;
  return modifiedMs < Date.now() - STALE_MS;
};

/** Removes the temporary uploads a process that died while answering left in DATA_DIR/tmp; run at start. */
export const removeStaleUploads = async (dataDir: string) => {
  const folder = path.join(dataDir, 'tmp');
  const entries = await fs.promises.readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    const stat = await fs.promises.stat(full).catch(() => undefined);
    // A file right in DATA_DIR/tmp is an earlier version's upload: that version's process is gone once it is old.
    const isGone = entry.isDirectory() ? isLeftOver(entry.name, stat?.mtimeMs ?? 0) : (stat?.mtimeMs ?? 0) < Date.now() - STALE_MS;
    if (stat && isGone) await fs.promises.rm(full, { recursive: true, force: true });
  }
};
