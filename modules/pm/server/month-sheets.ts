import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { Row } from '../../../server/operations/context';
import { createRecord, type WriteContext } from '../../../server/operations/record-writer';
import { anyOfIds, type Derivation } from '../../../server/operations/derived';
import { hoursByCell } from '../domain/month-difference';
import { timesheetEntries } from '../timesheet-entries.resource';
import { monthSheets } from '../month-sheets.resource';

// Month sheets as the rules and actions of the PM module see them: found by employee and period, opened
// (created Open) on first use, their total hours summed from their entries.

export type Period = { year: number; month: number };

/** The period of an ISO day `YYYY-MM-DD`. */
export const periodOf = (day: string): Period => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

export const findMonthSheet = async (tx: Database, schema: DatabaseSchema, employeeId: number, { year, month }: Period, isLocked = false) => {
  const { table, columns } = resourceTableOf(schema, monthSheets);
  const query = tx
    .select()
    .from(table)
    .where(and(eq(columns.employeeId, employeeId), eq(columns.year, year), eq(columns.month, month)));
  const [row] = await (isLocked ? query.for('update') : query);
  return row;
};

/** The employee's month sheet of the period, created Open through the writer when there is none yet. */
export const openMonthSheet = async (write: WriteContext, employeeId: number, period: Period): Promise<Row> =>
  (await findMonthSheet(write.tx, write.schema, employeeId, period, true)) ??
  createRecord(write, monthSheets, { employeeId, year: period.year, month: period.month });

/** totalHours: the sum of the month's entries (numeric in the database, so no float drift). */
export const monthSheetTotals: Derivation = async (tx, rows, schema) => {
  const { table, columns } = resourceTableOf(schema, timesheetEntries);
  const result = await tx.execute(
    sql`select ${columns.timesheetMonthId} as id, sum(${columns.hours})::text as total from ${table}
        where ${columns.timesheetMonthId} = ${anyOfIds(rows.map((row) => row.id))} group by ${columns.timesheetMonthId}`,
  );
  const totals = (Array.isArray(result) ? result : (result as { rows: { id: number; total: string }[] }).rows) as { id: number; total: string }[];
  const totalOf = new Map(totals.map((total) => [Number(total.id), total.total]));
  return rows.map((row) => ({ totalHours: Number(totalOf.get(row.id) ?? 0) }));
};

/** The month's hours by cell as an approval keeps them (modules/pm/domain/month-difference.ts), as the stored JSON text. */
export const approvedHoursOf = async (tx: Database, schema: DatabaseSchema, monthId: number) => {
  const { table, columns } = resourceTableOf(schema, timesheetEntries);
  const entries = (await tx
    .select({ workOrderId: columns.workOrderId, taskId: columns.taskId, date: columns.date, hours: columns.hours })
    .from(table)
    .where(eq(columns.timesheetMonthId, monthId))) as { workOrderId: number; taskId: number | null; date: string; hours: string }[];
  return JSON.stringify(hoursByCell(entries));
};
