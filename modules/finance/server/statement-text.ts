import fs from 'node:fs';
import { pipeline } from 'node:stream';
import iconv from 'iconv-lite';

// A bank statement read from the upload's temporary file as text, a chunk at a time, never whole: UTF-8 (BOM or not)
// when every byte of it is valid UTF-8, else Windows-1252 (what Italian home banking exports). The encoding takes
// one pass of its own (a stream decoder that fails on the first invalid byte); the text is then decoded as it is read.

export type StatementEncoding = 'utf8' | 'win1252';

/** The file's first bytes (to tell a camt.053 from a CSV). */
export const headOf = async (file: string, bytes = 256): Promise<Buffer> => {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

export const encodingOf = async (file: string): Promise<StatementEncoding> => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf8';
  } catch (error) {
    if (error instanceof TypeError) return 'win1252';
    throw error;
  }
};

/**
 * The file's text in chunks, decoded as it is read (a UTF-8 BOM dropped). Through `pipeline`, so a reader that stops
 * early (a refused line) closes the file as well.
 */
export const textChunks = (file: string, encoding: StatementEncoding): AsyncIterable<string> =>
  pipeline(fs.createReadStream(file), iconv.decodeStream(encoding), () => undefined) as unknown as AsyncIterable<string>;

/** The text after its first `count` lines (a line ends at \r\n, \n or \r), passed on as it comes. */
export const afterLines = async function* (chunks: AsyncIterable<string>, count: number): AsyncGenerator<string> {
  let left = count;
  let afterCr = false;
  for await (const chunk of chunks) {
    let start = 0;
    if (afterCr && chunk.startsWith('\n')) start = 1;
    afterCr = false;
    while (left > 0 && start < chunk.length) {
      const match = /\r\n|\n|\r/.exec(chunk.slice(start));
      if (!match) {
        start = chunk.length;
        break;
      }
      start += match.index + match[0].length;
      left--;
      if (match[0] === '\r' && start === chunk.length) afterCr = true;
    }
    if (left === 0 && start < chunk.length) yield chunk.slice(start);
  }
};

/** The file's first `count` lines, read from at most `maxChars` of its text. */
export const firstLines = async (chunks: AsyncIterable<string>, count: number, maxChars: number): Promise<string[]> => {
  let text = '';
  for await (const chunk of chunks) {
    text += chunk;
    if (text.length >= maxChars || (text.match(/\r\n|\n|\r/g)?.length ?? 0) > count) break;
  }
  return text.slice(0, maxChars).split(/\r\n|\n|\r/).slice(0, count);
};
