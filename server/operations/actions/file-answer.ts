import { contentDisposition } from '../../routes/content-disposition';

/**
 * What an action declared `isDownload` answers: a file to save rather than JSON. The action route sends
 * its bytes with its type and name; the button saves it.
 */
export class FileAnswer {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}

  get headers() {
    return { 'content-type': this.contentType, 'content-length': String(this.bytes.length), 'content-disposition': contentDisposition(this.fileName) };
  }
}
