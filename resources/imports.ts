// Spreadsheet imports into any list, worked out from the declarations (Odoo's import as the model): which resources
// import, which fields a file may fill, the paths the server mounts and the SPA calls, and the shapes they exchange.
// Pure, so the server and the SPA ask the same module.
import { defineReply, type ResourceDeclaration } from './declaration';
import type { ReplyShapeOf } from './reply-types';
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

// The replies, declared once for the server's builders, the API description (import-endpoints.ts) and the screens.

/** A column of the uploaded file: its place (0-based), its header and the field it fills (null: left out). */
const IMPORT_COLUMN = {
  fields: { index: { type: 'integer', isRequired: true }, header: { type: 'text', isRequired: true }, field: { type: 'text' } },
  isList: true,
} as const;

/** One refusal, by the file's row (as the spreadsheet numbers it: the header is row 1) and column. */
const IMPORT_REFUSAL = {
  fields: {
    row: { type: 'integer', isRequired: true },
    column: { type: 'integer' },
    header: { type: 'text' },
    field: { type: 'text' },
    value: { type: 'text', isRequired: true },
    message: { type: 'text', isRequired: true },
  },
  isList: true,
} as const;

const PREVIEW_FIELDS = {
  // Data rows read (blank rows skipped).
  rowCount: { type: 'integer', isRequired: true },
  // Rows the import would make: every row when nothing is refused.
  validCount: { type: 'integer', isRequired: true },
  // Every refusal counted, listed or not.
  refusalCount: { type: 'integer', isRequired: true },
  // Whether more refusals exist than `refusals` holds (the report has them all).
  hasMoreRefusals: { type: 'boolean', isRequired: true },
} as const;

const PREVIEW_PARTS = {
  columns: IMPORT_COLUMN,
  refusals: IMPORT_REFUSAL,
  // The first rows and the refused ones, as the file has them, for the preview table.
  rows: { fields: { row: { type: 'integer', isRequired: true } }, parts: { cells: { listOf: { type: 'text' } } }, isList: true },
} as const;

/** What a preview answers, and an import refused (beside the error's message). */
export const IMPORT_PREVIEW_REPLY = defineReply({ fields: PREVIEW_FIELDS, parts: PREVIEW_PARTS });

/** What an import done answers (201): the preview of what it made, and the batch that undoes it. */
export const IMPORT_DONE_REPLY = defineReply({ fields: { ...PREVIEW_FIELDS, batchId: { type: 'integer', isRequired: true } }, parts: PREVIEW_PARTS });

/** An import done: its batch, undone while none of its records has changed since. */
export const IMPORT_BATCH_REPLY = defineReply({
  fields: {
    id: { type: 'integer', isRequired: true },
    resource: { type: 'text', isRequired: true },
    fileName: { type: 'text', isRequired: true },
    rowCount: { type: 'integer', isRequired: true },
    importedBy: { type: 'text', isRequired: true },
    importedAt: { type: 'datetime', isRequired: true },
    undoneBy: { type: 'text' },
    undoneAt: { type: 'datetime' },
  },
});

export type ImportColumn = ReplyShapeOf<typeof IMPORT_COLUMN>[number];
export type ImportRefusal = ReplyShapeOf<typeof IMPORT_REFUSAL>[number];
export type ImportPreview = ReplyShapeOf<typeof IMPORT_PREVIEW_REPLY>;
export type ImportBatch = ReplyShapeOf<typeof IMPORT_BATCH_REPLY>;

/** The multipart part that carries the chosen columns: JSON `{ "<column index>": "<field>" | null }`. */
export const MAPPING_PART = 'mapping';
