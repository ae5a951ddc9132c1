import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { notFound } from '../errors';
import { message } from '../i18n/message';

/**
 * Where file bytes live (attachments, profile pictures); the database rows keep only the key. Two backends: a
 * folder (local-folder.ts, one server on PGlite) and PostgreSQL itself (database-storage.ts, chosen with
 * DATABASE_URL so every replica reads what another stored). Both take and give streams, never whole files.
 */
export type FileStorage = {
  /** Stores the stream under this exact key (replacing what was there) and answers the number of bytes written. */
  write: (key: string, content: Readable) => Promise<{ size: number }>;
  /** The bytes under `key`; a key with nothing stored is a 404 in the API's shape (`missingFile`). */
  read: (key: string) => Promise<Readable>;
  remove: (key: string) => Promise<void>;
  /** Every key stored, for moving files from one backend to another. */
  keys: () => AsyncIterable<string>;
};

/** Stores the stream under a new key below `keyPrefix` and returns the key and the number of bytes written. */
export const putFile = async (storage: FileStorage, keyPrefix: string, content: Readable) => {
  const key = `${keyPrefix}/${randomUUID()}`;
  return { key, ...(await storage.write(key, content)) };
};

/** A row names a file that its storage does not have (lost, or not yet moved to this backend). */
export const missingFile = () => notFound(message('The file is missing from storage'));
