import { Readable } from 'node:stream';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { storedFileChunks, storedFiles } from '../db/cluster-tables';
import { missingFile, type FileStorage } from './storage';

// Files in PostgreSQL itself, so that every replica on one database serves what another stored, with no other
// service to run: `stored_files` names each file and its size, `stored_file_chunks` holds its bytes in pieces of
// about 1 MiB. A file is written chunk by chunk as its stream arrives, in one transaction (a failed upload leaves
// nothing), and read back one chunk at a time as the reply is sent: never a whole file in memory.

/** Bytes per chunk: big enough that a file is few rows, small enough that one row is cheap to hold. */
export const CHUNK_BYTES = 1024 * 1024;

/** Cuts a stream of buffers of any size into chunks of `size` bytes (the last may be shorter). */
const chunksOf = async function* (content: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of content) {
    const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
    pending.push(buffer);
    pendingBytes += buffer.length;
    while (pendingBytes >= size) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, size);
      pending = [all.subarray(size)];
      pendingBytes = all.length - size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
};

export const databaseStorage = (db: Database): FileStorage => ({
  write: (key, content) =>
    db.transaction(async (tx) => {
      await tx.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
      let seq = 0;
      let size = 0;
      for await (const chunk of chunksOf(content, CHUNK_BYTES)) {
        await tx.insert(storedFileChunks).values({ key, seq: seq++, bytes: chunk });
        size += chunk.length;
      }
      await tx.insert(storedFiles).values({ key, size }).onConflictDoUpdate({ target: storedFiles.key, set: { size, storedAt: sql`now()` } });
      return { size };
    }),
  read: async (key) => {
    const [file] = await db.select({ size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.key, key));
    if (!file) throw missingFile();
    const chunks = async function* () {
      let seq = -1;
      for (;;) {
        const [chunk] = await db
          .select({ seq: storedFileChunks.seq, bytes: storedFileChunks.bytes })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.key, key), gt(storedFileChunks.seq, seq)))
          .orderBy(asc(storedFileChunks.seq))
          .limit(1);
        if (!chunk) return;
        seq = chunk.seq;
        yield chunk.bytes;
      }
    };
    return Readable.from(chunks(), { objectMode: false });
  },
  remove: async (key) => {
    await db.transaction(async (tx) => {
      await tx.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
      await tx.delete(storedFiles).where(eq(storedFiles.key, key));
    });
  },
  keys: async function* () {
    for (const { key } of await db.select({ key: storedFiles.key }).from(storedFiles).orderBy(asc(storedFiles.key))) yield key;
  },
});
