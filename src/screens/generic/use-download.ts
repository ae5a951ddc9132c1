import { useDataProvider } from '@refinedev/core';
import { saveFile } from './save-file';

// Downloads go through the HTTP client so they carry the bearer token; a plain link would not.

/** Fetches a file from an API path (without the API prefix) and saves it under its name. */
export const useDownload = () => {
  const dataProvider = useDataProvider();
  return async (url: string, fileName: string) => {
    const { data } = await dataProvider().custom!<Blob>({ url, method: 'get', meta: { responseType: 'blob' } });
    saveFile(data, fileName);
  };
};
