import Decimal from 'decimal.js';
import { and, count, eq, sql } from 'drizzle-orm';
import { moneyNumber } from '../../finance/domain/bank-statement';
import { listRouteOf } from '../../../resources/paths';
import { countCardOf, type DashboardContext, type DashboardContribution } from '../../../server/modules/dashboard/dashboard-panels';
import { tableFor } from '../../../server/operations/typed-records';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';
import { payrolls } from '../payrolls.resource';

// The hr module's part of the dashboards: requests and payrolls waiting, and the month's payrolls by status.

/** This month's payrolls by status, every status of the declaration listed (zero when none). */
export const payrollOfMonth = async (context: DashboardContext) => {
  const { table, columns } = tableFor(context.schema, payrolls);
  const rows = await context.db
    .select({
      status: columns.status,
      count: count(),
      gross: sql<string>`coalesce(sum(${columns.grossSalary}), 0)`,
      net: sql<string>`coalesce(sum(${columns.netSalary}), 0)`,
    })
    .from(table)
    .where(and(eq(columns.year, context.year), eq(columns.month, context.month)))
    .groupBy(columns.status);
  const byStatus = payrolls.fields.status.values.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, count: Number(row?.count ?? 0) };
  });
  const sum = (key: 'gross' | 'net') => moneyNumber(rows.reduce((total, row) => total.plus(String(row[key])), new Decimal(0)));
  return { link: listRouteOf(payrolls), byStatus, total: byStatus.reduce((all, row) => all + row.count, 0), gross: sum('gross'), net: sum('net') };
};

export const hrDashboard: DashboardContribution = {
  cards: [
    countCardOf(hrTimesheetRequests, { dashboards: ['admin'], key: 'pendingHrRequests', title: 'Pending HR requests', field: 'state', values: ['Reviewing'] }),
    countCardOf(payrolls, { dashboards: ['accountant'], key: 'payrollsToProcess', title: 'Payrolls to process', field: 'status', values: ['Draft', 'Calculated'] }),
  ],
  panels: [{ name: 'payrollOfMonth', dashboards: ['admin', 'accountant'], reads: [payrolls], compute: payrollOfMonth }],
};
