import type { Readable } from 'node:stream';

/** Where attachment bytes live; the database keeps only the key. */
export type FileStorage = {
  /** Stores the stream under a new key and returns the key and the number of bytes written. */
  put: (keyPrefix: string, content: Readable) => Promise<{ key: string; size: number }>;
  read: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
};
