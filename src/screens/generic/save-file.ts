/** Hands a file the SPA fetched (with the bearer token, which a plain link would not carry) to the browser to save. */
export const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  URL.revokeObjectURL(url);
};
