import type { FileStorage } from './storage';

/** Copies every file of `from` that `to` does not have yet (`isThere`), stream by stream, under the same key. */
export const moveFiles = async (from: FileStorage, to: FileStorage, isThere: (key: string) => Promise<boolean>) => {
  let copied = 0;
  let skipped = 0;
  for await (const key of from.keys()) {
    if (await isThere(key)) {
      skipped++;
      continue;
    }
    await to.write(key, await from.read(key));
    copied++;
  }
  return { copied, skipped };
};
