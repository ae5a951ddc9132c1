import papaparse from 'papaparse';
import type { SheetCell } from '../../fields/types';
import { localeSettings } from '../../i18n/current-locale';

// The files every export writes, in the reader's language: a CSV that Excel opens in columns (';' and 7,5 in
// Italian, ',' and 7.5 in English; dates as the screen writes them) and an XLSX with typed cells (numbers, dates in
// the language's format) that opens right anywhere. exceljs is loaded only when someone exports, so it stays out of
// the SPA's first download.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Excel's sheet names: at most 31 characters, none of : \ / ? * [ ].
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/** A CSV of text cells (numbers written as the language writes them, without grouping), with its delimiter. */
export const csvOf = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string => {
  const { decimalSeparator, csvDelimiter } = localeSettings();
  const text = (cell: string | number) => (typeof cell === 'number' ? String(cell).replace('.', decimalSeparator) : cell);
  return papaparse.unparse({ fields: [...header], data: rows.map((row) => row.map(text)) }, { delimiter: csvDelimiter });
};

const isMidnight = (date: Date) => date.getUTCHours() === 0 && date.getUTCMinutes() === 0;

/** One sheet: a bold, frozen header row, then the rows with typed cells. */
export const xlsxOf = async (name: string, header: readonly string[], rows: readonly (readonly SheetCell[])[]): Promise<ArrayBuffer> => {
  const loaded = await import('exceljs');
  // A CommonJS package: Node and Vite hand it over as the default export (by name too, in some bundles).
  const { Workbook } = loaded.default ?? loaded;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName(name));
  sheet.addRow([...header]).font = { bold: true };
  const { date, dateTime } = localeSettings();
  const dateFormat = date.replace('YYYY', 'yyyy').replace('YY', 'yy').replace('DD', 'dd').replace('MM', 'mm');
  const dateTimeFormat = dateTime.replace('YYYY', 'yyyy').replace('YY', 'yy').replace('DD', 'dd').replace('MM', 'mm').replace('HH', 'hh');
  for (const row of rows) {
    const added = sheet.addRow([...row]);
    row.forEach((cell, index) => {
      if (cell instanceof Date) added.getCell(index + 1).numFmt = isMidnight(cell) ? dateFormat : dateTimeFormat;
    });
  }
  header.forEach((title, index) => (sheet.getColumn(index + 1).width = Math.max(12, title.length + 2)));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};

const download = (fileName: string, blob: Blob) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
};

/** A CSV with a byte-order mark, so that Excel reads it as UTF-8 (accents intact). */
export const downloadCsv = (fileName: string, text: string) => download(fileName, new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));

export const downloadXlsx = (fileName: string, workbook: ArrayBuffer) => download(fileName, new Blob([workbook], { type: XLSX_TYPE }));
