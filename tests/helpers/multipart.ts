import { randomBytes } from 'node:crypto';

export type UploadFile = { fileName: string; contentType: string; content: Buffer; field?: string };

/** A multipart/form-data body for `inject`, one part per text field and per file (no form-data package needed). */
export const multipartOf = (files: readonly UploadFile[], fields: Record<string, string | number> = {}) => {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const textParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
  );
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...textParts, ...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
