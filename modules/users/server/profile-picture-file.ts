import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage } from '../../../server/files/storage';
import { message, render, type Message } from '../../../server/i18n/message';

// A profile picture on disk: checked to be a real PNG or JPEG (SPEC §5: image/*, .jpg .png .jpeg, one file)
// and kept in the file storage as profile-pictures/<userId>-<random>.<ext> (in the local folder: DATA_DIR/files/…);
// the users row keeps the file name.

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const EXTENSIONS = ['.jpg', '.jpeg', '.png'];

export class PictureRejectedError extends Error {
  constructor(
    readonly text: Message,
    readonly statusCode: 400 | 413 | 415,
  ) {
    super(render(text));
  }
}

const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * Accepts only what the spec allows, and only when the bytes agree with the name, since we serve the
 * file back with an image content type. Returns the extension to store it under.
 */
export const checkPicture = (fileName: string, mimeType: string, bytes: Buffer) => {
  const extension = path.extname(fileName).toLowerCase();
  if (!mimeType.startsWith('image/') || !EXTENSIONS.includes(extension))
    throw new PictureRejectedError(message('{{fileName}}: Invalid file type, allowed file types: {{allowed}}.', { fileName, allowed: EXTENSIONS.join(', ') }), 415);
  const format = isPng(bytes) ? '.png' : isJpeg(bytes) ? '.jpg' : undefined;
  if (!format) throw new PictureRejectedError(message('{{fileName}}: the file is not a PNG or JPEG image.', { fileName }), 415);
  return format;
};

export const contentTypeOf = (storedName: string) => (storedName.endsWith('.png') ? 'image/png' : 'image/jpeg');

/** Stored names are made by us; anything else (a path, a dot-dot) is refused before touching the storage. */
const keyOf = (storedName: string) => {
  if (!/^\d+-[0-9a-f]+\.(png|jpg)$/.test(storedName)) throw new Error(`Not a stored picture name: ${storedName}`);
  return `profile-pictures/${storedName}`;
};

export const savePicture = async (storage: FileStorage, userId: number, extension: string, bytes: Buffer) => {
  const storedName = `${userId}-${randomBytes(8).toString('hex')}${extension}`;
  await storage.write(keyOf(storedName), Readable.from([bytes]));
  return storedName;
};

/** The picture's bytes; one that its storage does not have is a 404 (`missingFile`). */
export const readPicture = (storage: FileStorage, storedName: string) => storage.read(keyOf(storedName));

export const removePicture = (storage: FileStorage, storedName: string) => storage.remove(keyOf(storedName));
