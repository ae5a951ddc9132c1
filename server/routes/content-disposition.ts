/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export const contentDisposition = (fileName: string) => {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};
