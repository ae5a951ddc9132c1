import { cleanFileName } from '../input/safe-text';

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). The name is cleaned
 * first (control characters, bidi overrides, folders), so an older stored name cannot break the header.
 */
export const contentDisposition = (storedName: string) => {
  const fileName = cleanFileName(storedName);
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
