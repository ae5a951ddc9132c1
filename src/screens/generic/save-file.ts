/** Hands a downloaded file to the browser under its name (files are fetched with the bearer token, not by a link). */
export const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  URL.revokeObjectURL(url);
};
