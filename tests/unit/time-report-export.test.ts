import Decimal from 'decimal.js';
import papaparse from 'papaparse';
import { describe, expect, test } from 'vitest';
import type { TimesheetReport } from '../../modules/pm/domain/timesheet-report';
import { reportToCsv } from '../../modules/pm/screens/timesheet-report/report-table';
import { reportToXlsx } from '../../modules/pm/screens/timesheet-report/report-xlsx';

// The report's XLSX export read back with exceljs: the same cells as the CSV, hours as numbers, totals equal
// to the sum of the entries, and a name a spreadsheet would run as a formula written as text.

const entries = [
  { employeeId: 1, date: '2026-02-02', hours: 7.25 },
  { employeeId: 1, date: '2026-02-03', hours: 0.75 },
  { employeeId: 1, date: '2026-02-03', hours: 0.25 },
  { employeeId: 2, date: '2026-02-02', hours: 8 },
  { employeeId: 2, date: '2026-02-04', hours: 3.5 },
];
const sum = (hours: number[]) => hours.reduce((total, value) => total.plus(value), new Decimal(0)).toNumber();
const hoursOf = (where: (entry: (typeof entries)[number]) => boolean) => sum(entries.filter(where).map((entry) => entry.hours));

const report: TimesheetReport = {
  workOrder: { id: 9, number: 'WO-000009', name: 'Portale' },
  startDate: '2026-02-01',
  endDate: '2026-02-28',
  granularity: 'day',
  employees: [
    { employeeId: 1, name: '=HYPERLINK("http://x")', total: 8.25, periods: { '2026-02-02': 7.25, '2026-02-03': 1 } },
    { employeeId: 2, name: 'Bianchi Anna', total: 11.5, periods: { '2026-02-02': 8, '2026-02-04': 3.5 } },
  ],
  periods: { '2026-02-02': 15.25, '2026-02-03': 1, '2026-02-04': 3.5 },
  total: 19.75,
};

const readBack = async (buffer: ArrayBuffer) => {
  const exceljs = (await import('exceljs')).default;
  const workbook = new exceljs.Workbook();
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
};

describe('the hours report export', () => {
  test('the XLSX holds the CSV\'s cells, and its totals are the sums of the entries', async () => {
    const { name, rows } = await readBack(await reportToXlsx(report));
    expect(name).toBe('WO-000009');
    const [header, first, second, totals] = rows;
    expect(header).toEqual(['Employee', '2026-02-02', '2026-02-03', '2026-02-04', 'Total']);
    // The formula-looking name is text with an apostrophe, never a formula.
    expect(first[0]).toBe('\'=HYPERLINK("http://x")');
    expect(first.at(-1)).toBe(hoursOf((entry) => entry.employeeId === 1));
    expect(second.at(-1)).toBe(hoursOf((entry) => entry.employeeId === 2));
    expect(totals.slice(1, 4)).toEqual(['2026-02-02', '2026-02-03', '2026-02-04'].map((day) => hoursOf((entry) => entry.date === day)));
    expect(totals.at(-1)).toBe(hoursOf(() => true));
    // The employees' totals and the days' totals add up to the same grand total.
    expect(sum([first.at(-1), second.at(-1)] as number[])).toBe(totals.at(-1));

    const csv = papaparse.parse<string[]>(reportToCsv(report)).data;
    // The same cells (an empty day is empty in both).
    expect(rows.map((row) => header.map((_, index) => (row[index] === undefined || row[index] === null ? '' : String(row[index]))))).toEqual(csv);
  });

  test('a report by month heads its columns with the months\' names', async () => {
    const byMonth: TimesheetReport = {
      ...report,
      startDate: '2026-01-15',
      endDate: '2026-04-10',
      granularity: 'month',
      employees: [{ employeeId: 2, name: 'Bianchi Anna', total: 11.5, periods: { '2026-01': 8, '2026-03': 3.5 } }],
      periods: { '2026-01': 8, '2026-03': 3.5 },
      total: 11.5,
    };
    const { rows } = await readBack(await reportToXlsx(byMonth));
    expect(rows).toEqual([
      ['Employee', 'Jan 2026', 'Mar 2026', 'Total'],
      ['Bianchi Anna', 8, 3.5, 11.5],
      ['Total', 8, 3.5, 11.5],
    ]);
  });
});
