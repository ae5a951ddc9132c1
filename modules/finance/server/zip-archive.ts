import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { message, render, type Message } from '../../../server/i18n/message';

// A ZIP read as the import needs it: the central directory first (its entry count before anything else, then each
// entry's name and declared size, nothing inflated), then one entry at a time as a stream, refused as soon as it
// passes its limit and checked against its CRC. yauzl inflates through zlib's streams, so the event loop stays
// free while a large archive is read, and only the entry being read is in memory (jszip loads and inflates all).
// The archive is read from the upload's temporary file (server/files/spooled-upload.ts), never loaded whole.

/** The archive refused: the reason a catalogue message, so the person reads it in their language. */
export class ZipRefusal extends Error {
  constructor(readonly reason: Message) {
    super(render(reason));
  }
}

/** An entry of the central directory: its path as the archive names it and the size it declares. */
export type ZipEntry = { path: string; declaredBytes: number; isFolder: boolean; entry: Entry };
export type ZipArchive = { entries: ZipEntry[]; read: (entry: ZipEntry, limit: number, tooLarge: () => Error) => Promise<Buffer>; close: () => void };

const unreadable = () => new ZipRefusal(message('the file is not a readable ZIP archive'));

/** The next entry of the central directory, or undefined at its end. */
const nextEntry = (zip: ZipFile) =>
  new Promise<Entry | undefined>((resolve, reject) => {
    const onEntry = (entry: Entry) => settle(() => resolve(entry));
    const onEnd = () => settle(() => resolve(undefined));
    const onError = () => settle(() => reject(unreadable()));
    const settle = (then: () => void) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      then();
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });

/** The entry's name as written: UTF-8 when flagged, CP437 otherwise (strict: a backslash stays, to be refused). */
const pathOf = (entry: Entry) => yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);

/**
 * The archive's entries, read from its central directory; refused before any entry is read when its end record
 * counts more than `maxEntries` (a 65,000-entry ZIP costs a few bytes to read, not its inflation).
 */
export const openZip = async (file: string, maxEntries: number, tooMany: (count: number) => Error): Promise<ZipArchive> => {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });
  } catch {
    throw unreadable();
  }
  try {
    if (zip.entryCount > maxEntries) throw tooMany(zip.entryCount);
    const entries: ZipEntry[] = [];
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const path = pathOf(entry);
      entries.push({ path, declaredBytes: entry.uncompressedSize, isFolder: path.endsWith('/'), entry });
    }
    const read = async (item: ZipEntry, limit: number, tooLarge: () => Error) => {
      if (item.declaredBytes > limit) throw tooLarge();
      let stream;
      try {
        stream = await zip.openReadStreamPromise(item.entry);
      } catch {
        throw new ZipRefusal(message('{{file}}: the file cannot be read from the archive', { file: item.path }));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          // A header may lie about the size: the real bytes are counted too (leaving the loop ends the stream).
          if (size > limit) break;
          chunks.push(chunk);
        }
      } catch {
        throw new ZipRefusal(message('{{file}}: the file cannot be read from the archive', { file: item.path }));
      }
      if (size > limit) throw tooLarge();
      const content = Buffer.concat(chunks, size);
      if (crc32(content) !== item.entry.crc32) throw new ZipRefusal(message('{{file}}: the file is damaged (its checksum does not match)', { file: item.path }));
      return content;
    };
    return { entries, read, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
};
