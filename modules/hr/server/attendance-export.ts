import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { safeSpreadsheetCell } from '../../../resources/spreadsheet-cells';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { Database } from '../../../server/db/database';
import { conflict } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { FileReply } from '../../../server/operations/actions/run-action';
import type { YearMonth } from './payroll-generation';
import { employees as employeesResource } from '../employees.resource';
import { absenceCauses } from '../absence-causes.resource';
import { payrolls as labourResource } from '../payrolls.resource';
import { payrollDays } from '../payroll-days.resource';

// The month's attendance (presenze) for the payrolls consultant: one row per employee and payroll day, read
// from the payrolls' days (built from the approved sheets and requests, then corrected by the accountant),
// absence causes as their codes. The days are those of the payrolls: the contract's working days plus any
// weekend or holiday worked. The payrolls must be generated first. XLSX, or CSV the Italian way (`;`,
// comma decimals, UTF-8 with BOM) as consultants' payroll software imports it.

export const ATTENDANCE_COLUMNS = ['Employee number', 'Employee', 'Tax code', 'Date', 'Worked hours', 'Overtime hours', 'Absence hours', 'Cause', 'Holiday'] as const;

type AttendanceRow = (string | number)[];

const attendanceRows = async (tx: Database, schema: DatabaseSchema, period: YearMonth): Promise<AttendanceRow[]> => {
  const payrolls = resourceTableOf(schema, labourResource);
  const days = resourceTableOf(schema, payrollDays);
  const employees = resourceTableOf(schema, employeesResource);
  const causes = resourceTableOf(schema, absenceCauses);
  const rows = (await tx
    .select({
      number: employees.columns.number,
      name: employees.columns.fullName,
      taxCode: employees.columns.taxCode,
      date: days.columns.date,
      worked: days.columns.workedHours,
      overtime: days.columns.overtimeHours,
      absence: days.columns.absenceHours,
      cause: causes.columns.code,
      isHoliday: days.columns.isHoliday,
    })
    .from(days.table)
    .innerJoin(payrolls.table, eq(payrolls.columns.id, days.columns.labourId))
    .innerJoin(employees.table, eq(employees.columns.id, payrolls.columns.employeeId))
    .leftJoin(causes.table, eq(causes.columns.id, days.columns.exceptionId))
    .where(and(eq(payrolls.columns.year, period.year), eq(payrolls.columns.month, period.month)))
    .orderBy(asc(employees.columns.lastName), asc(employees.columns.firstName), asc(employees.columns.id), asc(days.columns.date))) as Record<string, unknown>[];
  if (rows.length === 0) throw conflict(message("No payroll days for {{month}}/{{year}}: generate the month's payrolls first", { month: period.month, year: period.year }));
  const text = (value: unknown) => safeSpreadsheetCell(value === null || value === undefined ? '' : String(value));
  return rows.map((row) => [
    text(row.number),
    text(row.name),
    text(row.taxCode),
    String(row.date),
    Number(row.worked),
    Number(row.overtime),
    Number(row.absence),
    text(row.cause),
    row.isHoliday ? 'Y' : '',
  ]);
};

const fileNameOf = (period: YearMonth, extension: string) => `presenze-${period.year}-${String(period.month).padStart(2, '0')}.${extension}`;

const xlsxOf = async (period: YearMonth, rows: AttendanceRow[]) => {
  // ExcelJS (~20 MB resident once loaded) is loaded at the first export, not at every start
  // (bench/history/2026-11-26-idle-memory.md).
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`Presenze ${period.year}-${String(period.month).padStart(2, '0')}`);
  sheet.addRow([...ATTENDANCE_COLUMNS]).font = { bold: true };
  sheet.addRows(rows);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column, index) => (column.width = index === 1 ? 28 : 16));
  return Buffer.from(await book.xlsx.writeBuffer());
};

const csvOf = (rows: AttendanceRow[]) => {
  const italian = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toFixed(2).replace('.', ',') : cell)));
  return Buffer.from(`\uFEFF${Papa.unparse({ fields: [...ATTENDANCE_COLUMNS], data: italian }, { delimiter: ';', newline: '\r\n' })}\r\n`, 'utf8');
};

/** The attendance file of a month in the format asked for. */
export const attendanceExport = async (tx: Database, schema: DatabaseSchema, period: YearMonth, format: 'xlsx' | 'csv') => {
  const rows = await attendanceRows(tx, schema, period);
  const [contentType, content] =
    format === 'csv' ? ['text/csv; charset=utf-8', csvOf(rows)] : ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await xlsxOf(period, rows)];
  return new FileReply({ fileName: fileNameOf(period, format), contentType, size: content.length, content });
};
