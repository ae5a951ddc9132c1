import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { missingFile, type FileStorage } from './storage';

/** Files in a folder (`${DATA_DIR}/files`), one file per key (`<resource>/<id>/<random>`, `profile-pictures/<name>`). */
export const localFolderStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key ${key} leaves the folder`);
    return full;
  };
  const walk = async function* (folder: string): AsyncGenerator<string> {
    const entries = await fs.promises.readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
    }
  };
  return {
    write: async (key, content) => {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(content, fs.createWriteStream(file));
      } catch (error) {
        await fs.promises.rm(file, { force: true });
        throw error;
      }
      return { size: (await fs.promises.stat(file)).size };
    },
    read: async (key) => {
      // Opened before answering, so that a missing file is a 404 rather than a stream that fails mid-reply.
      const handle = await fs.promises.open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' || error.code === 'EISDIR' ? missingFile() : error;
      });
      return handle.createReadStream();
    },
    remove: (key) => fs.promises.rm(pathOf(key), { force: true }),
    keys: () => walk(root),
  };
};
