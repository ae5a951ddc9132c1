import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import papaparse from 'papaparse';
import { badRequest, HttpError } from '../errors';
import { message } from '../i18n/message';

// The rows of an uploaded XLSX or CSV, one at a time, so that a file of 50,000 rows never lies in memory as
// parsed rows (bench/import-rows.ts measures it). XLSX is read by exceljs's streaming reader (first sheet); CSV
// by papaparse as a stream, its delimiter `;` or `,` taken from the header line, UTF-8 with or without BOM.

/** A cell as the file has it: text, a number, a date (XLSX), a boolean or nothing. */
export type Cell = string | number | boolean | Date | null;

/** The largest file an import reads. */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;

const CHUNK_BYTES = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export const isXlsx = (bytes: Buffer) => bytes.subarray(0, 4).equals(ZIP_MAGIC);

/** `;` when the first line has more of them than commas (Italian Excel), else `,`. */
export const delimiterOf = (text: string): ';' | ',' => {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (mark: string) => line.split(mark).length - 1;
  return count(';') > count(',') ? ';' : ',';
};

/** The buffer in pieces, cut on character boundaries. */
function* textChunks(bytes: Buffer) {
  const decoder = new StringDecoder('utf8');
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) yield decoder.write(bytes.subarray(start, start + CHUNK_BYTES));
  const rest = decoder.end();
  if (rest) yield rest;
}

async function* csvRows(bytes: Buffer): AsyncGenerator<Cell[]> {
  const body = bytes.subarray(0, 3).equals(BOM) ? bytes.subarray(3) : bytes;
  if (body.subarray(0, 64 * 1024).includes(0)) throw new HttpError(415, message('The file is neither an XLSX workbook nor a CSV text'));
  const delimiter = delimiterOf(body.subarray(0, 64 * 1024).toString('utf8'));
  const parser = papaparse.parse(papaparse.NODE_STREAM_INPUT, { delimiter, skipEmptyLines: false });
  Readable.from(textChunks(body)).pipe(parser);
  for await (const row of parser as AsyncIterable<string[]>) yield row;
}

type RichCell = { richText?: { text: string }[]; text?: string; result?: unknown; error?: string };

const cellOf = (value: unknown): Cell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const rich = value as RichCell;
  if (rich.richText) return rich.richText.map((part) => part.text).join('');
  if (rich.result !== undefined) return cellOf(rich.result);
  if (typeof rich.text === 'string') return rich.text;
  return null;
};

async function* xlsxRows(bytes: Buffer): AsyncGenerator<Cell[]> {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
  try {
    for await (const sheet of reader) {
      let expected = 1;
      for await (const row of sheet) {
        // The streaming reader skips empty rows; a blank row in between is kept so that row numbers stay the file's.
        for (; expected < row.number; expected++) yield [];
        expected = row.number + 1;
        const values = row.values as unknown[];
        yield Array.from({ length: Math.max(0, values.length - 1) }, (_, index) => cellOf(values[index + 1]));
      }
      return;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(message('The XLSX workbook cannot be read: {{reason}}', { reason: error instanceof Error ? error.message : String(error) }));
  }
}

/** The file's rows, the header first, as the spreadsheet numbers them (row 1 first; blank rows as empty lists). */
export const rowsOf = (bytes: Buffer): AsyncGenerator<Cell[]> => (isXlsx(bytes) ? xlsxRows(bytes) : csvRows(bytes));

/** A cell as text, for headers, previews and reports. */
export const cellText = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, cell.getUTCHours() || cell.getUTCMinutes() ? 16 : 10);
  return String(cell).trim();
};

export const isBlankRow = (cells: readonly Cell[]) => cells.every((cell) => cellText(cell) === '');
