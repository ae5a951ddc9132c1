import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage';

/** Files in a folder (`${DATA_DIR}/files`), one file per attachment under a random name. */
export const localFolderStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key ${key} leaves the folder`);
    return full;
  };
  return {
    put: async (keyPrefix, content) => {
      const key = `${keyPrefix}/${randomUUID()}`;
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(content, fs.createWriteStream(file));
      } catch (error) {
        await fs.promises.rm(file, { force: true });
        throw error;
      }
      return { key, size: (await fs.promises.stat(file)).size };
    },
    read: (key) => fs.createReadStream(pathOf(key)),
    remove: (key) => fs.promises.rm(pathOf(key), { force: true }),
  };
};
