import type { TimesheetReport } from '../../domain/timesheet-report';
import { safeSpreadsheetCell } from '../../../../resources/spreadsheet-cells';
import { csvOf } from '../../../../src/screens/generic/spreadsheet-files';

// The report as a table: a row per employee, a column per day of the period that has hours, a total
// column and a total row. The CSV and the XLSX carry exactly these cells (text neutralised for spreadsheets).

export const reportDays = (report: TimesheetReport) => Object.keys(report.days).sort();

export type ReportCell = string | number;

/** Header, one row per employee, the total row: the cells every export writes. */
export const reportCells = (report: TimesheetReport): ReportCell[][] => {
  const days = reportDays(report);
  return [
    ['Employee', ...days, 'Total'],
    ...report.employees.map((employee) => [employee.name, ...days.map((day) => employee.days[day] ?? ''), employee.total]),
    ['Total', ...days.map((day) => report.days[day]), report.total],
  ].map((row) => row.map((cell) => safeSpreadsheetCell(cell)));
};

export const reportToCsv = (report: TimesheetReport): string => {
  const [fields, ...data] = reportCells(report);
  return csvOf(fields.map(String), data);
};

export const reportFileName = (report: TimesheetReport, extension: 'csv' | 'xlsx') =>
  `Report ${report.workOrder.number} ${report.startDate} ${report.endDate}.${extension}`;
