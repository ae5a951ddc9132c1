import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// An action's uploaded file is written to a temporary file as it arrives (DATA_DIR/tmp, 0600 in a 0700 folder),
// never held whole in memory: a year's FatturaPA ZIP (200 MB) or bank statement is then read from disk entry by
// entry or row by row. The route removes the files once the action has answered; files a crashed process left
// behind are removed at the next start (removeStaleUploads).

/** The first bytes of a spooled file: enough for the type check (file-type, the PKCS#7 header, the text check). */
export const HEAD_BYTES = 1024 * 1024;
const STALE_MS = 60 * 60 * 1000;

export const uploadFolderOf = (dataDir: string) => path.join(dataDir, 'tmp');

export type SpooledFile = { path: string; size: number; head: Buffer };

/** Writes `content` to a new 0600 file in `folder`; undefined (the file removed) when it passes `maxBytes`. */
export const spoolUpload = async (content: Readable, folder: string, maxBytes: number): Promise<SpooledFile | undefined> => {
  await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
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

/** Removes temporary uploads older than an hour (a process that died while answering left them). */
export const removeStaleUploads = async (dataDir: string) => {
  const folder = uploadFolderOf(dataDir);
  let names: string[];
  try {
    names = await fs.promises.readdir(folder);
  } catch {
    return;
  }
  const before = Date.now() - STALE_MS;
  for (const name of names) {
    const file = path.join(folder, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs < before) await fs.promises.rm(file, { force: true });
  }
};
