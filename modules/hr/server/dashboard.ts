import Decimal from 'decimal.js';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { moneyNumber } from '../../finance/domain/bank-statement';
import { listRouteOf, recordRouteOf } from '../../../resources/paths';
import { countCardOf, dashboardPanelOf, type DashboardContext, type DashboardContribution } from '../../../server/modules/dashboard/dashboard-panels';
import { tableFor } from '../../../server/operations/typed-records';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';
import { payrolls } from '../payrolls.resource';
import { PAYROLL_OF_MONTH_REPLY, type PayrollOfMonth } from '../domain/payroll-of-month';

// The hr module's part of the dashboards: requests and payrolls waiting, and the month's payrolls by status. The
// cards count what the viewer may decide: not their own requests or payroll (four eyes).

/** Payrolls without a net named on the panel; the rest are counted. */
const MISSING_NAMED = 10;

/** This month's payrolls by status, every status of the declaration listed (zero when none). */
export const payrollOfMonth = async (context: DashboardContext): Promise<PayrollOfMonth> => {
  const { table, columns } = tableFor(context.schema, payrolls);
  const rows = await context.db
    .select({
      status: columns.status,
      count: count(),
      gross: sql<string>`coalesce(sum(${columns.grossSalary}), 0)`,
      net: sql<string>`coalesce(sum(${columns.netSalary}), 0)`,
      withGross: count(columns.grossSalary),
      withNet: count(columns.netSalary),
    })
    .from(table)
    .where(and(eq(columns.year, context.year), eq(columns.month, context.month)))
    .groupBy(columns.status);
  const byStatus = payrolls.fields.status.values.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, count: Number(row?.count ?? 0) };
  });
  const sum = (key: 'gross' | 'net') => moneyNumber(rows.reduce((total, row) => total.plus(String(row[key])), new Decimal(0)));
  const counted = (key: 'withGross' | 'withNet') => rows.reduce((total, row) => total + Number(row[key]), 0);
  // The totals say how many payrolls they add up, and name those still without a net (issue 43: a net of 2 of 29).
  const missing = await context.db
    .select({ id: columns.id, number: columns.number })
    .from(table)
    .where(and(eq(columns.year, context.year), eq(columns.month, context.month), isNull(columns.netSalary)))
    .orderBy(columns.number)
    .limit(MISSING_NAMED);
  const withoutNet = missing.map((row) => ({ number: String(row.number), link: recordRouteOf(payrolls, Number(row.id)) ?? null }));
  const total = byStatus.reduce((all, row) => all + row.count, 0);
  return { link: listRouteOf(payrolls) ?? null, byStatus, total, gross: sum('gross'), net: sum('net'), withGross: counted('withGross'), withNet: counted('withNet'), withoutNet };
};

export const hrDashboard: DashboardContribution = {
  cards: [
    countCardOf(hrTimesheetRequests, { dashboards: ['admin'], key: 'pendingHrRequests', title: 'Pending HR requests', field: 'state', values: ['Reviewing'], isDecision: true }),
    countCardOf(payrolls, { dashboards: ['accountant'], key: 'payrollsToProcess', title: 'Payrolls to process', field: 'status', values: ['Draft', 'Calculated'], isDecision: true }),
  ],
  panels: [dashboardPanelOf(PAYROLL_OF_MONTH_REPLY, { name: 'payrollOfMonth', dashboards: ['admin', 'accountant'], reads: [payrolls], compute: payrollOfMonth })],
};
