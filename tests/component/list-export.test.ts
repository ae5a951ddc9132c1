import papaparse from 'papaparse';
import { afterEach, describe, expect, test } from 'vitest';
import { findResource } from '../../resources.config';
import { setCurrentLocale } from '../../src/i18n/current-locale';
import { i18n } from '../../src/i18n/translate';
import { rowsToCsv, rowsToXlsx } from '../../src/screens/generic/list-export';

// The CSV and the XLSX carry what the list shows: a reference column names the referenced record, not its id. In
// Italian the CSV is what Italian Excel opens in columns (issue 28): ';' between cells, 7,5 and 30/06/2026.

const tasks = findResource('tasks')!;
const row = { id: 7, number: 'TSK-000007', title: 'Close the month', assigneeId: 4, status: 'To Do', priority: 'High', dueDate: '2026-11-30' };

describe('CSV of a list', () => {
  test('writes a reference as the referenced title', () => {
    const csv = rowsToCsv(tasks, [row], { assigneeId: new Map([['4', 'Enrico Dipendente']]) });
    expect(csv.split('\r\n')).toEqual(['Number,Title,Assignee,Status,Priority,Due date', 'TSK-000007,Close the month,Enrico Dipendente,To Do,High,11/30/26']);
  });

  test('falls back to the id when no title was found', () => {
    expect(rowsToCsv(tasks, [row]).split('\r\n')[1]).toBe('TSK-000007,Close the month,4,To Do,High,11/30/26');
  });

  test('a typed formula leaves as text with an apostrophe, in plain cells and in reference titles', () => {
    const hostile = { ...row, title: '=HYPERLINK("http://evil.example","click")', number: '@SUM(A1)' };
    const csv = rowsToCsv(tasks, [hostile], { assigneeId: new Map([['4', '+cmd|calc']]) });
    expect(csv.split('\r\n')[1]).toBe(`'@SUM(A1),"'=HYPERLINK(""http://evil.example"",""click"")",'+cmd|calc,To Do,High,11/30/26`);
  });
});

const invoices = findResource('invoices')!;
const invoice = { id: 3, direction: 'Received', number: '=2+5', date: '2026-06-30', total: '9870.5', dueDate: '2026-07-31', isPartyVatInvalid: false, isPaid: false };

describe('a list exported in Italian', () => {
  afterEach(async () => {
    setCurrentLocale('en');
    await i18n.changeLanguage('en');
  });

  test("a state and other declared values read in the reader's words (issue 45: no 'Reviewing' in an Italian export)", async () => {
    setCurrentLocale('it');
    await i18n.changeLanguage('it');
    const [header, cells] = rowsToCsv(tasks, [row], { assigneeId: new Map([['4', 'Enrico Dipendente']]) }).split('\r\n');
    expect(header.split(';')).toContain('Stato');
    expect(cells).toBe('TSK-000007;Close the month;Enrico Dipendente;Da fare;Alta;30/11/2026');
  });

  test('the CSV has semicolons, comma decimals and dd/mm/yyyy, and parses back to the same cells', () => {
    setCurrentLocale('it');
    const csv = rowsToCsv(invoices, [invoice, { ...invoice, id: 4, number: 'FT-2', total: -12.25, isPaid: true }]);
    const parsed = papaparse.parse<string[]>(csv, { delimiter: ';' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ['Direction', 'Number', 'Date', 'Total', 'Due date', 'VAT number fails its check', 'Paid'],
      ['Received', "'=2+5", '30/06/2026', '9870,5', '31/07/2026', expect.any(String), expect.any(String)],
      ['Received', 'FT-2', '30/06/2026', '-12,25', '31/07/2026', expect.any(String), expect.any(String)],
    ]);
    expect(parsed.data[1][6]).not.toBe(parsed.data[2][6]);
  });

  test('the XLSX opens in exceljs with numbers as numbers and days as dates in the Italian format', async () => {
    setCurrentLocale('it');
    const exceljs = (await import('exceljs')).default;
    const workbook = new exceljs.Workbook();
    await workbook.xlsx.load(await rowsToXlsx(invoices, [invoice], {}));
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Invoices');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Direction', 'Number', 'Date', 'Total', 'Due date', 'VAT number fails its check', 'Paid']);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe("'=2+5");
    expect(row.getCell(3).value).toEqual(new Date(Date.UTC(2026, 5, 30)));
    expect(row.getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(4).value).toBe(9870.5);
  });
});
