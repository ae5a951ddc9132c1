import Decimal from 'decimal.js';
import { listRouteOf } from '../../../resources/paths';
import { dashboardPanelOf, type DashboardContext, type DashboardContribution } from '../../../server/modules/dashboard/dashboard-panels';
import { tableFor } from '../../../server/operations/typed-records';
import { accounts } from '../accounts.resource';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import { moneyNumber } from '../domain/bank-statement';
import { CASH_POSITION_REPLY, type CashPosition } from '../domain/cash-position';

// The finance module's part of the dashboards: the cash position.

/** Each account's position: its balance, which the finance module keeps on every write of its movements (derived). */
export const cashPosition = async (context: DashboardContext): Promise<CashPosition> => {
  const { table, columns } = tableFor(context.schema, accounts);
  const rows = await context.db.select({ id: columns.id, name: columns.name, balance: columns.balance }).from(table).orderBy(columns.name);
  const list = rows.map((account) => ({ id: Number(account.id), name: String(account.name), balance: moneyNumber(String(account.balance ?? 0)) }));
  return {
    link: listRouteOf(accounts) ?? null,
    accounts: list,
    total: moneyNumber(rows.reduce((total, account) => total.plus(String(account.balance ?? 0)), new Decimal(0))),
  };
};

export const financeDashboard: DashboardContribution = {
  panels: [dashboardPanelOf(CASH_POSITION_REPLY, { name: 'cashPosition', dashboards: ['admin', 'accountant'], reads: [accounts, cashFlowEntries], compute: cashPosition })],
};
