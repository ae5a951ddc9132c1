import type { CatalogueLanguage } from '../../i18n/catalogues';
import type { ResourceDeclaration } from '../../resources/declaration';
import { englishLabelOf, importFieldsOf, type ImportRefusal } from '../../resources/imports';
import { safeSpreadsheetText } from '../../resources/spreadsheet-cells';
import { message, render, term } from '../i18n/message';

// The files an import hands out: a template (one header row, the importable fields' labels in the reader's
// language, which the import maps back) and the report of a refused file (row, column, value, why).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const workbookOf = async (sheetName: string, header: readonly string[], rows: readonly (readonly (string | number)[])[]) => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? safeSpreadsheetText(cell) : cell)));
  header.forEach((title, index) => (sheet.getColumn(index + 1).width = Math.max(14, title.length + 2)));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** The list's template: its header row only. */
export const templateOf = (resource: ResourceDeclaration, language: CatalogueLanguage) =>
  workbookOf(
    render(term(resource.label), language),
    importFieldsOf(resource).map(([key, field]) => render(term(englishLabelOf(key, field)), language)),
    [],
  );

/** The refusals of a file, one a row. */
export const reportOf = (resource: ResourceDeclaration, refusals: readonly ImportRefusal[], language: CatalogueLanguage) =>
  workbookOf(
    render(term(resource.label), language),
    [render(message('Row'), language), render(message('Column'), language), render(message('Value'), language), render(message('Refusal'), language)],
    refusals.map((refusal) => [refusal.row, refusal.header ?? '', refusal.value, refusal.message]),
  );

/** A file name for the list: `employees-import-template.xlsx`. */
export const importFileName = (resource: ResourceDeclaration, what: 'template' | 'report') => `${resource.name}-import-${what}.xlsx`;
