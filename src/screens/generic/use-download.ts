import { useDataProvider } from '@refinedev/core';

// Downloads go through the HTTP client so they carry the bearer token; a plain link would not.

const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  URL.revokeObjectURL(url);
};

/** Fetches a file from an API path (without the API prefix) and saves it under its name. */
export const useDownload = () => {
  const dataProvider = useDataProvider();
  return async (url: string, fileName: string) => {
    const { data } = await dataProvider().custom!<Blob>({ url, method: 'get', meta: { responseType: 'blob' } });
    saveFile(data, fileName);
  };
};
