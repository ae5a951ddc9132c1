import type { ResourceDeclaration } from '../../../../resources/declaration';
import { IMPORT_PATHS, MAPPING_PART, type ImportBatch, type ImportPreview } from '../../../../resources/imports';
import { httpClient } from '../../../providers/http-client';
import { saveFile } from '../save-file';

// The import's calls on a list's admin path (resources/imports.ts). Reading a large file takes longer than the
// client's usual 10 s, so these calls wait up to five minutes.

const LONG_TIMEOUT_MS = 5 * 60 * 1000;

/** `{ column index: field or null }`, as the server reads the mapping part. */
export type ColumnChoice = Record<number, string | null>;

const pathOf = (declaration: ResourceDeclaration, path: string) => `${declaration.api.admin}${path}`;

const formOf = (file: File, mapping?: ColumnChoice) => {
  const form = new FormData();
  if (mapping) form.append(MAPPING_PART, JSON.stringify(mapping));
  form.append('file', file, file.name);
  return form;
};

// The file goes as multipart (a FormData), with the boundary the browser chooses.
const longCall = { timeout: LONG_TIMEOUT_MS };

export const previewImport = async (declaration: ResourceDeclaration, file: File, mapping?: ColumnChoice) =>
  (await httpClient().post<ImportPreview>(pathOf(declaration, IMPORT_PATHS.preview), formOf(file, mapping), longCall)).data;

export const runImport = async (declaration: ResourceDeclaration, file: File, mapping?: ColumnChoice) =>
  (await httpClient().put<ImportPreview & { batchId: number }>(pathOf(declaration, IMPORT_PATHS.run), formOf(file, mapping), longCall)).data;

export const saveImportReport = async (declaration: ResourceDeclaration, file: File, mapping?: ColumnChoice) => {
  const reply = await httpClient().post<Blob>(pathOf(declaration, IMPORT_PATHS.report), formOf(file, mapping), { ...longCall, responseType: 'blob' });
  saveFile(reply.data, `${declaration.name}-import-report.xlsx`);
};

export const saveImportTemplate = async (declaration: ResourceDeclaration) => {
  const reply = await httpClient().get<Blob>(pathOf(declaration, IMPORT_PATHS.template), { responseType: 'blob' });
  saveFile(reply.data, `${declaration.name}-import-template.xlsx`);
};

export const importBatches = async (declaration: ResourceDeclaration) =>
  (await httpClient().get<ImportBatch[]>(pathOf(declaration, IMPORT_PATHS.batches))).data;

export const undoImport = async (declaration: ResourceDeclaration, batchId: number) =>
  (await httpClient().post<ImportBatch>(pathOf(declaration, IMPORT_PATHS.undo.replace(':batchId', String(batchId))), {}, { timeout: LONG_TIMEOUT_MS })).data;
