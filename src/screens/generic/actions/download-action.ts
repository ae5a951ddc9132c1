import { httpClient, ApiError } from '../../../providers/http-client';
import { saveFile } from '../save-file';

// A declared action whose answer is a file (`isDownload`, an export): read as a blob through the SPA's client
// and saved under the name the server gives. A refusal arrives as a blob too; its JSON message is read from it.

/** The name in `attachment; filename="…"; filename*=UTF-8''…` (the exact UTF-8 name first). */
export const fileNameOf = (disposition: string | undefined, fallback: string) => {
  const exact = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (exact) return decodeURIComponent(exact);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
};

const refusalOf = async (status: number, body: Blob) => {
  let parsed: { message?: unknown; errors?: Record<string, string> } = {};
  try {
    parsed = JSON.parse(await body.text()) as typeof parsed;
  } catch {
    // Not our JSON error shape (a proxy's page): the status alone says it.
  }
  return new ApiError(`Request failed with status code ${status}`, status, parsed.errors, typeof parsed.message === 'string' ? parsed.message : undefined);
};

export const downloadActionFile = async (url: string, query: Record<string, unknown>, fallbackName: string) => {
  const response = await httpClient().get<Blob>(url, { params: query, responseType: 'blob', acceptsAnyStatus: true });
  if (response.status >= 400) throw await refusalOf(response.status, response.data);
  saveFile(response.data, fileNameOf(String(response.headers['content-disposition'] ?? ''), fallbackName));
};
