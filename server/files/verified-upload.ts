import { fileTypeFromBuffer } from 'file-type';
import { cleanFileName, isSingleLineText } from '../input/safe-text';
import { contentIsNot, fileNameWithControls, partTypeNotMedia, partTypeWithControls, typeNotAllowed } from './upload-refusals';

// An upload's type is judged by its bytes, not by what the browser declared. Rules (decided here, see README):
// - Content file-type recognises (PDF, images, OOXML, zip, …): the declared type must be that type (or
//   application/octet-stream, or a common alias), the name's extension must fit it, and the recognised
//   type must be in the resource's allowed list. It is stored with the recognised type.
// - Content it does not recognise is accepted only as text (CSV, TSV, plain text, XML, JSON declared or
//   named so): no NUL byte and nothing that looks like HTML or SVG markup; other encodings than UTF-8
//   are allowed (bank exports are often Windows-1252). PKCS#7 signed files (.p7m) are recognised by
//   their ASN.1 signedData header.
// - HTML, XHTML and SVG are never accepted, whatever the list says: a browser would run their scripts.
// - A part Content-Type or file name with control characters is a 400; bidi overrides are removed.

export type UploadCandidate = { fileName: string; contentType: string; bytes: Buffer };
export type VerifiedUpload = UploadCandidate;

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;
const NEVER_ACCEPTED = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml']);
const NEVER_ACCEPTED_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'svg', 'svgz']);
const GENERIC = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
  'application/x-pkcs7-mime': 'application/pkcs7-mime',
  'text/xml': 'application/xml',
};
const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', tiff: 'tif' };
const TEXT_TYPES: Record<string, string> = { csv: 'text/csv', tsv: 'text/tab-separated-values', txt: 'text/plain', xml: 'application/xml', json: 'application/json' };
const TEXT_MEDIA_TYPES = new Set([...Object.values(TEXT_TYPES), 'application/csv', 'text/xml']);
const MARKUP = /<\s*(html|script|svg|iframe|body|object|embed|!doctype\s+html)\b|\bxmlns\s*=\s*["']http:\/\/www\.w3\.org\/(2000\/svg|1999\/xhtml)/i;
// SEQUENCE, then somewhere near the start the OID 1.2.840.113549.1.7.2 (PKCS#7 signedData).
const SIGNED_DATA_OID = Buffer.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02]);

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return EXTENSION_ALIASES[extension] ?? extension;
};

/** The part's declared type without parameters, or a 400 if it is not a media type at all. */
export const declaredTypeOf = (contentType: string | undefined) => {
  const raw = contentType ?? '';
  if (!isSingleLineText(raw)) throw partTypeWithControls();
  const type = raw.split(';')[0].trim().toLowerCase();
  if (type !== '' && !MEDIA_TYPE.test(type)) throw partTypeNotMedia();
  return ALIASES[type] ?? type;
};

/** The name to store: a 400 for control characters (as for any text), bidi overrides and folders removed. */
export const storedFileNameOf = (fileName: string | undefined) => {
  if (!isSingleLineText(fileName ?? '')) throw fileNameWithControls();
  return cleanFileName(fileName ?? '');
};

const isSignedData = (bytes: Buffer) => bytes[0] === 0x30 && bytes.subarray(0, 64).includes(SIGNED_DATA_OID);

const looksLikeText = (bytes: Buffer) => {
  const head = bytes.subarray(0, 64 * 1024);
  return !head.includes(0) && !MARKUP.test(head.toString('latin1'));
};

/** The type the bytes show, if a kept detector or our PKCS#7 check knows it. */
const recognisedTypeOf = async (bytes: Buffer) => {
  if (isSignedData(bytes)) return { mime: 'application/pkcs7-mime', ext: 'p7m' };
  return fileTypeFromBuffer(bytes);
};

/**
 * The file as it may be stored (clean name, verified type), or a 4xx. `isAllowed` is the resource's or
 * action's allowed list, asked with the verified type.
 */
export const verifiedUpload = async (
  file: UploadCandidate,
  isAllowed: (file: { fileName: string; contentType: string }) => boolean,
  allowedText: string,
): Promise<VerifiedUpload> => {
  const fileName = storedFileNameOf(file.fileName);
  const declared = declaredTypeOf(file.contentType);
  const extension = extensionOf(fileName);
  const refused = () => typeNotAllowed(fileName, allowedText);
  if (NEVER_ACCEPTED.has(declared) || NEVER_ACCEPTED_EXTENSIONS.has(extension)) throw refused();
  const recognised = await recognisedTypeOf(file.bytes);
  let contentType: string;
  if (recognised && recognised.mime !== 'application/xml') {
    if (!GENERIC.has(declared) && declared !== recognised.mime) throw contentIsNot(fileName, recognised.ext.toUpperCase(), declared);
    if (extension !== '' && extension !== (EXTENSION_ALIASES[recognised.ext] ?? recognised.ext))
      throw contentIsNot(fileName, recognised.ext.toUpperCase(), `.${extension}`);
    contentType = recognised.mime;
  } else {
    // Text, or XML (which file-type names but cannot tell from SVG or XHTML).
    const textType = TEXT_MEDIA_TYPES.has(declared) ? declared : TEXT_TYPES[extension];
    if (!textType || !looksLikeText(file.bytes)) throw refused();
    contentType = textType === 'application/csv' ? 'text/csv' : textType;
  }
  if (!isAllowed({ fileName, contentType })) throw refused();
  return { fileName, contentType, bytes: file.bytes };
};

/** The type a stored file is served with: its verified type, or plain bytes if an older row holds anything else. */
export const servedTypeOf = (storedType: string) => {
  const type = storedType.split(';')[0].trim().toLowerCase();
  return MEDIA_TYPE.test(type) && !NEVER_ACCEPTED.has(type) ? type : 'application/octet-stream';
};
