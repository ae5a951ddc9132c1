import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { Row } from '../../../server/operations/context';
import { anyOfIds } from '../../../server/operations/derived';
import type { Values } from '../../../server/operations/record-writer';
import type { WriteRule } from '../../../server/operations/write-rules';
import { findMonthSheet } from '../../pm/server/month-sheets';
import { monthSheets } from '../../pm/month-sheets.resource';

// Stale figures (issue 43): a payroll records the month sheet it was calculated from (its state and hours); while
// the sheet differs — approved later, sent back, hours corrected — the payroll is stale and moves no further until
// recalculated or its difference confirmed. The flag is derived (the payroll's derivation follows the month sheet,
// `derived.follows`), so it changes in the same transaction as the sheet, whatever wrote the sheet.

/** A month sheet as read: its `status` and `totalHours` are what a payroll compares. */
type Sheet = Readonly<Record<string, unknown>> | undefined;

/** A closed sheet is an approved one booked into a payroll: the same hours, no change to flag. */
const stateOf = (status: unknown) => (status === 'Closed' ? 'Approved' : String(status ?? 'Missing'));
const hoursOf = (value: unknown) => new Decimal(value === null || value === undefined || value === '' ? 0 : String(value)).toDecimalPlaces(2);

/** What a payroll records of its month sheet when its figures are taken from it. */
export const sheetSnapshot = (sheet: Sheet): Values => ({
  calculatedSheetStatus: sheet ? String(sheet.status) : 'Missing',
  calculatedSheetHours: hoursOf(sheet?.totalHours).toNumber(),
});

/** The snapshot of the employee's month sheet of the payroll's month as it stands in the transaction. */
export const currentSheetSnapshot = async (tx: Database, schema: DatabaseSchema, payroll: Row | Values) =>
  sheetSnapshot(await findMonthSheet(tx, schema, Number(payroll.employeeId), { year: Number(payroll.year), month: Number(payroll.month) }));

/** The stale fields of a payroll against its month sheet now (a payroll that recorded none is never stale). */
export const stalenessOf = (payroll: Row, sheet: Sheet): Values => {
  const recorded = payroll.calculatedSheetStatus;
  const isStale =
    recorded !== null &&
    recorded !== undefined &&
    (stateOf(recorded) !== stateOf(sheet?.status) || !hoursOf(payroll.calculatedSheetHours).equals(hoursOf(sheet?.totalHours)));
  return isStale
    ? { isStale: true, sheetStatusNow: sheet ? String(sheet.status) : 'Missing', sheetHoursNow: hoursOf(sheet?.totalHours).toNumber() }
    : { isStale: false, sheetStatusNow: null, sheetHoursNow: null };
};

/** The month sheets of the payrolls' employees and months, by `employeeId-year-month`, in one read. */
export const sheetsOfPayrolls = async (tx: Database, schema: DatabaseSchema, payrolls: readonly Row[]) => {
  const sheets = new Map<string, Sheet>();
  if (payrolls.length === 0) return sheets;
  const { table, columns } = resourceTableOf(schema, monthSheets);
  const result = await tx.execute<{ employee_id: number; year: number; month: number; status: string; hours: string | number | null }>(
    sql`select ${columns.employeeId} as employee_id, ${columns.year} as year, ${columns.month} as month, ${columns.status} as status, ${columns.totalHours} as hours
        from ${table} where ${columns.employeeId} = ${anyOfIds(payrolls.map((row) => Number(row.employeeId)))}
        and ${columns.year} = ${anyOfIds(payrolls.map((row) => Number(row.year)))} and ${columns.month} = ${anyOfIds(payrolls.map((row) => Number(row.month)))}`,
  );
  for (const row of result.rows) sheets.set(`${row.employee_id}-${row.year}-${row.month}`, { status: row.status, totalHours: row.hours });
  return sheets;
};

export const sheetKeyOf = (payroll: Row) => `${Number(payroll.employeeId)}-${Number(payroll.year)}-${Number(payroll.month)}`;

/** A payroll made by hand (not generated) records its month sheet as it is when it is made. */
export const payrollSheetSnapshotRule: WriteRule = async (tx, { before, after, schema }) => {
  if (before || after.calculatedSheetStatus !== undefined) return;
  Object.assign(after, await currentSheetSnapshot(tx, schema, after));
};
