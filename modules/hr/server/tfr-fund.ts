import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { Row } from '../../../server/operations/context';
import { tfrFund, type TfrOpening } from '../domain/payroll-figures';
import { payrolls } from '../payrolls.resource';
import { tfrOpeningBalances } from '../tfr-opening-balances.resource';

// A person's TFR fund at the end of a payroll's month (GET /admin/labour/tfr_fund/{id}, and the payslip's line): the
// opening figure at go-live plus the TFR of the portal's payrolls after it (domain tfrFund).

const money = (value: { toDecimalPlaces: (places: number) => { toNumber: () => number } }) => value.toDecimalPlaces(2).toNumber();

export const tfrFundOfPayroll = async (tx: Database, schema: DatabaseSchema, payroll: Row) => {
  const employeeId = Number(payroll.employeeId);
  const openings = resourceTableOf(schema, tfrOpeningBalances);
  const months = resourceTableOf(schema, payrolls);
  const [[opening], rows] = await Promise.all([
    tx.select().from(openings.table).where(eq(openings.columns.employeeId, employeeId)) as Promise<Row[]>,
    tx.select({ year: months.columns.year, month: months.columns.month, tfr: months.columns.tfr }).from(months.table).where(eq(months.columns.employeeId, employeeId)) as Promise<
      { year: number; month: number; tfr: string | number | null }[]
    >,
  ]);
  const start: TfrOpening | undefined = opening ? { countedOn: String(opening.countedOn), amount: String(opening.amount) } : undefined;
  const figures = tfrFund(start, rows.map((row) => ({ year: Number(row.year), month: Number(row.month), tfr: String(row.tfr ?? 0) })), { year: Number(payroll.year), month: Number(payroll.month) });
  return {
    employeeId,
    year: Number(payroll.year),
    month: Number(payroll.month),
    countedOn: start?.countedOn ?? null,
    opening: money(figures.opening),
    accrued: money(figures.accrued),
    months: figures.months,
    fund: money(figures.fund),
  };
};
