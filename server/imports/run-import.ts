import type { CatalogueLanguage } from '../../i18n/catalogues';
import { englishLabelOf, isImportable, type ImportColumn, type ImportPreview, type ImportRefusal } from '../../resources/imports';
import type { ReferenceField } from '../../resources/vocabulary';
import type { Database } from '../db/database';
import { importBatches } from '../db/system-tables';
import { badRequest, forbidden, HttpError } from '../errors';
import { lowerCase, message, render, term, type Message } from '../i18n/message';
import { authorize } from '../operations/access';
import type { OperationContext, Row } from '../operations/context';
import { writeContextOf } from '../operations/create';
import { translateDatabaseError } from '../operations/database-errors';
import { createRecords, type Values } from '../operations/record-writer';
import { validateWrite } from '../operations/validation';
import { valueOfCell } from './cell-values';
import { columnsOf } from './column-mapping';
import { referenceResolver } from './reference-cells';
import { cellText, isBlankRow, rowsOf, type Cell } from './spreadsheet-rows';

// One import, read row by row: each row is checked as the API's create checks a body (validateWrite), then
// written in chunks through the trusted writer (createRecords: references, rules, numbering, audit) inside one
// transaction, a savepoint per chunk; a chunk that fails is written again row by row to name the rows at fault.
// A preview runs exactly this and rolls back, so it refuses what the import would. An import commits only when no
// row is refused, and records its batch; otherwise nothing changes.

/** Rows written per statement batch. */
const CHUNK_ROWS = 500;
/** Rows the preview table shows besides the refused ones, and refused rows it shows at most. */
const FIRST_ROWS = 20;
const MOST_REFUSED_ROWS = 200;

export type ImportRequest = {
  context: OperationContext;
  bytes: Buffer;
  fileName: string;
  /** The mapping part as sent (JSON), or none to map columns by their headers. */
  mapping?: string;
  language: CatalogueLanguage;
  /** Commit when nothing is refused (an import); a preview always rolls back. */
  isCommitted: boolean;
  /** How many refusals to list (the report lists all). */
  refusalLimit: number;
};

export type ImportOutcome = ImportPreview & { batchId?: number };

type PendingRow = { row: number; cells: string[]; values: Values };

/** Rolls the transaction back on purpose: a preview, or an import with refusals. */
class RolledBack extends Error {}

const mayImport = async (context: OperationContext) => {
  await authorize(context, 'create');
  if (context.scope !== 'admin' || !isImportable(context.resource))
    throw forbidden(message('{{resource}} cannot be imported', { resource: term(context.resource.label) }));
};

export const runImport = async (request: ImportRequest): Promise<ImportOutcome> => {
  const { context, language } = request;
  await mayImport(context);
  const { resource } = context;
  const rows = rowsOf(request.bytes);
  let headerRow = 0;
  let header: Cell[] | undefined;
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    headerRow++;
    if (!isBlankRow(next.value)) {
      header = next.value;
      break;
    }
  }
  if (!header) throw badRequest(message('The file has no header row'), { file: message('Required') });
  const columns = columnsOf(resource, header.map(cellText), request.mapping);
  const mapped = columns.filter((column): column is ImportColumn & { field: string } => column.field !== null);
  if (mapped.length === 0)
    throw badRequest(message('No column of the file names a field of {{resource}}', { resource: lowerCase(term(resource.label)) }), { mapping: message('Required') });
  const columnOfField = new Map(mapped.map((column) => [column.field, column]));

  const refusals: ImportRefusal[] = [];
  let refusalCount = 0;
  const refusedRows = new Set<number>();
  const shown = new Map<number, string[]>();
  let rowCount = 0;
  let validCount = 0;
  const made: [number, number][] = [];
  let batchId: number | undefined;

  /** A refusal by row, and by column when a column fills the field; a field no column fills is named in the text. */
  const refuse = (row: number, cells: string[], fieldName: string | null, text: Message) => {
    refusalCount++;
    const field = fieldName !== null && fieldName in resource.fields ? fieldName : null;
    const column = field === null ? undefined : columnOfField.get(field);
    const said = field !== null && !column ? message('{{field}}: {{reason}}', { field: term(englishLabelOf(field, resource.fields[field])), reason: text }) : text;
    if (refusals.length < request.refusalLimit)
      refusals.push({ row, column: column?.index ?? null, header: column?.header ?? null, field, value: column ? (cells[column.index] ?? '') : '', message: render(said, language) });
    if (!refusedRows.has(row)) {
      refusedRows.add(row);
      if (shown.size < FIRST_ROWS + MOST_REFUSED_ROWS) shown.set(row, cells);
    }
  };
  /** A refusal of the API (validation, a rule, a constraint) named by its fields, or by the row alone. */
  const refuseWith = (row: number, cells: string[], error: unknown) => {
    const refusal = translateDatabaseError(error, resource);
    if (!(refusal instanceof HttpError) || refusal.status >= 500) throw error;
    const fields = Object.entries(refusal.fieldTexts ?? {});
    if (fields.length === 0) refuse(row, cells, null, refusal.text);
    for (const [field, text] of fields) refuse(row, cells, field, text);
  };

  const write = async (tx: Database, pending: PendingRow[]) => {
    const writeIn = (savepoint: Database) => writeContextOf(context, savepoint, 'import');
    try {
      const created = await tx.transaction((savepoint) => createRecords(writeIn(savepoint), resource.name, pending.map((entry) => entry.values)));
      made.push(...created.map((row: Row): [number, number] => [row.id, row.version]));
      validCount += created.length;
      return;
    } catch (error) {
      if (pending.length === 1) return refuseWith(pending[0].row, pending[0].cells, error);
    }
    for (const entry of pending) await write(tx, [entry]);
  };

  try {
    await context.db.transaction(async (tx) => {
      const resolve = referenceResolver(tx, context.schema);
      let pending: PendingRow[] = [];
      let rowNumber = headerRow;
      for (let next = await rows.next(); !next.done; next = await rows.next()) {
        rowNumber++;
        const cells = next.value;
        if (isBlankRow(cells)) continue;
        rowCount++;
        const texts = columns.map((column) => cellText(cells[column.index]));
        if (shown.size < FIRST_ROWS) shown.set(rowNumber, texts);
        const body: Values = {};
        const refusedFields = new Set<string>();
        for (const column of mapped) {
          const cell = cells[column.index] ?? null;
          if (cellText(cell) === '') continue;
          const field = resource.fields[column.field];
          if (field.type === 'reference') {
            const answer = await resolve(field as ReferenceField, cellText(cell));
            if ('id' in answer) body[column.field] = answer.id;
            else {
              refusedFields.add(column.field);
              refuse(rowNumber, texts, column.field, answer.refusal);
            }
          } else body[column.field] = valueOfCell(cell, field);
        }
        let values: Values;
        try {
          values = validateWrite(resource, body, 'create');
        } catch (error) {
          if (!(error instanceof HttpError) || error.status !== 400) throw error;
          for (const [field, text] of Object.entries(error.fieldTexts ?? {}))
            if (!refusedFields.has(field)) refuse(rowNumber, texts, field, text);
          continue;
        }
        if (refusedFields.size > 0) continue;
        pending.push({ row: rowNumber, cells: texts, values });
        if (pending.length >= CHUNK_ROWS) {
          await write(tx, pending);
          pending = [];
        }
      }
      await write(tx, pending);
      if (rowCount === 0) throw badRequest(message('The file has no rows under its header'), { file: message('Required') });
      if (refusalCount > 0 || !request.isCommitted) throw new RolledBack();
      const [batch] = await tx
        .insert(importBatches)
        .values({ resource: resource.name, fileName: request.fileName, rowCount, records: made, importedBy: context.caller.username })
        .returning({ id: importBatches.id });
      batchId = batch.id;
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return {
    columns,
    rowCount,
    validCount: refusalCount > 0 ? rowCount - refusedRows.size : validCount,
    refusals,
    refusalCount,
    hasMoreRefusals: refusalCount > refusals.length,
    rows: [...shown].map(([row, cells]) => ({ row, cells })),
    ...(batchId !== undefined && { batchId }),
  };
};
