// Spreadsheet imports into any list, worked out from the declarations (Odoo's import as the model): which resources
// import, which fields a file may fill, the paths the server mounts and the SPA calls, and the shapes they exchange.
// Pure, so the server and the SPA ask the same module.
import type { ResourceDeclaration } from './declaration';
import type { Field } from './vocabulary';

/** A resource imports on its admin path unless its declaration says `canImport: false`. */
export const isImportable = (resource: ResourceDeclaration): boolean => resource.canImport !== false;

const isServerSet = (resource: ResourceDeclaration, key: string, field: Field) =>
  field.isReadOnly === true ||
  (field.type === 'text' && field.generatedFrom !== undefined) ||
  resource.numbering?.field === key ||
  (resource.derived?.fields ?? []).includes(key) ||
  field.copiedFrom !== undefined;

/** The fields a file may fill, in declaration order: what a create accepts. */
export const importFieldsOf = (resource: ResourceDeclaration): [string, Field][] =>
  Object.entries(resource.fields).filter(([key, field]) => !isServerSet(resource, key, field) && !(field.type === 'reference' && field.isList));

/** A field key in words, capitalised: `hireDate` → `Hire date` (what the screens show when no label is declared). */
export const englishLabelOf = (name: string, field: Field): string => {
  if (field.label) return field.label;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Below the resource's admin path (and API_PREFIX): the import's calls. */
export const IMPORT_PATHS = {
  template: '/imports/template',
  preview: '/imports/preview',
  run: '/imports',
  report: '/imports/report',
  batches: '/imports',
  undo: '/imports/:batchId/undo',
} as const;

/** A column of the uploaded file: its place (0-based), its header and the field it fills (null: left out). */
export type ImportColumn = { index: number; header: string; field: string | null };

/** One refusal, by the file's row (as the spreadsheet numbers it: the header is row 1) and column. */
export type ImportRefusal = { row: number; column: number | null; header: string | null; field: string | null; value: string; message: string };

/** What a preview answers, and an import refused. */
export type ImportPreview = {
  columns: ImportColumn[];
  /** Data rows read (blank rows skipped). */
  rowCount: number;
  /** Rows the import would make: every row when nothing is refused. */
  validCount: number;
  refusals: ImportRefusal[];
  /** Every refusal counted, listed or not. */
  refusalCount: number;
  /** Whether more refusals exist than `refusals` holds (the report has them all). */
  hasMoreRefusals: boolean;
  /** The first rows and the refused ones, as the file has them, for the preview table. */
  rows: { row: number; cells: string[] }[];
};

/** An import done: its batch, undone while none of its records has changed since. */
export type ImportBatch = {
  id: number;
  resource: string;
  fileName: string;
  rowCount: number;
  importedBy: string;
  importedAt: string;
  undoneBy: string | null;
  undoneAt: string | null;
};

/** The multipart part that carries the chosen columns: JSON `{ "<column index>": "<field>" | null }`. */
export const MAPPING_PART = 'mapping';
