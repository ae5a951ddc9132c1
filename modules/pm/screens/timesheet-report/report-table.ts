import type { TimesheetReport } from '../../domain/timesheet-report';
import { safeSpreadsheetCell } from '../../../../resources/spreadsheet-cells';
import { csvOf } from '../../../../src/screens/generic/spreadsheet-files';
import { monthYearName } from '../../../../src/i18n/formats';

// The report as a table: a row per employee, a column per day (or, for a period longer than two months, per
// month) of the period that has hours, a total column and a total row. The CSV and the XLSX carry exactly these
// cells (text neutralised for spreadsheets).

/** The report's columns in order: its days (`YYYY-MM-DD`) or months (`YYYY-MM`) that have hours. */
export const reportPeriods = (report: TimesheetReport) => Object.keys(report.periods).sort();

/** A month column's heading: the month's name and year in the reader's language (Jan 2026, gen 2026). */
export const monthHeading = (period: string) => monthYearName(Number(period.slice(0, 4)), Number(period.slice(5, 7)));

/** A column's heading in the exports: the day as written on the wire, the month by its name. */
const exportHeading = (report: TimesheetReport, period: string) => (report.granularity === 'month' ? monthHeading(period) : period);

export type ReportCell = string | number;

/** Header, one row per employee, the total row: the cells every export writes. */
export const reportCells = (report: TimesheetReport): ReportCell[][] => {
  const periods = reportPeriods(report);
  return [
    ['Employee', ...periods.map((period) => exportHeading(report, period)), 'Total'],
    ...report.employees.map((employee) => [employee.name, ...periods.map((period) => employee.periods[period] ?? ''), employee.total]),
    ['Total', ...periods.map((period) => report.periods[period]), report.total],
  ].map((row) => row.map((cell) => safeSpreadsheetCell(cell)));
};

export const reportToCsv = (report: TimesheetReport): string => {
  const [fields, ...data] = reportCells(report);
  return csvOf(fields.map(String), data);
};

export const reportFileName = (report: TimesheetReport, extension: 'csv' | 'xlsx') =>
  `Report ${report.workOrder.number} ${report.startDate} ${report.endDate}.${extension}`;
