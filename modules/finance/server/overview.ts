import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { moneyNumber } from '../domain/bank-statement';
import { resourceTableOf } from '../../../server/db/schema';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { accounts as accountsResource } from '../accounts.resource';
import { cashFlowEntries } from '../cash-flow-entries.resource';

// GET /admin/finance/cashflow/overview?year=: per account and month, money in, money out and the balance at
// the month's end (opening balance plus every movement up to then), summed exactly by the database. Movements on or
// before an account's opening balance date are in its opening balance already and count nowhere (balances.ts).

type Sums = { account_id: number; name: string; opening: string; before: string; month: number | null; money_in: string; money_out: string };

export const cashFlowOverview = async ({ tx, context, input: { year } }: WorkflowCall<typeof cashFlowEntries, 'overview'>) => {
  const start = `${year}-01-01`;
  const end = `${year + 1}-01-01`;
  const accountsTable = resourceTableOf(context.schema, accountsResource);
  const movements = resourceTableOf(context.schema, cashFlowEntries);
  const account = accountsTable.columns;
  const { accountId, direction, amount, date } = movements.columns;
  const afterOpening = sql`(${account.openingBalanceDate} is null or ${date} > ${account.openingBalanceDate})`;
  // The movements table stands twice, in its own scopes (the subquery before the year, the year's months as m).
  const rows = (
    await tx.execute<Sums>(sql`
      select ${account.id} as account_id, ${account.name}, ${account.openingBalance}::text as opening,
        coalesce((select sum(case when ${direction} = 'in' then ${amount} else -${amount} end) from ${movements.table}
                  where ${accountId} = ${account.id} and ${date} < ${start}::date and ${afterOpening}), 0)::text as before,
        m.month, coalesce(m.money_in, 0)::text as money_in, coalesce(m.money_out, 0)::text as money_out
      from ${accountsTable.table}
      left join (
        select ${accountId} as account_id, extract(month from ${date})::int as month,
          sum(case when ${direction} = 'in' then ${amount} else 0 end) as money_in,
          sum(case when ${direction} = 'out' then ${amount} else 0 end) as money_out
        from ${movements.table} join ${accountsTable.table} on ${account.id} = ${accountId}
        where ${date} >= ${start}::date and ${date} < ${end}::date and ${afterOpening} group by 1, 2
      ) m on m.account_id = ${account.id}
      order by ${account.id}, m.month`)
  ).rows;
  const accounts = new Map<number, { id: number; name: string; start: Decimal; months: Map<number, { in: Decimal; out: Decimal }> }>();
  for (const row of rows) {
    const account = accounts.get(row.account_id) ?? { id: row.account_id, name: row.name, start: new Decimal(row.opening).plus(row.before), months: new Map() };
    accounts.set(row.account_id, account);
    if (row.month) account.months.set(row.month, { in: new Decimal(row.money_in), out: new Decimal(row.money_out) });
  }
  return {
    year,
    accounts: [...accounts.values()].map((account) => {
      let balance = account.start;
      const months = Array.from({ length: 12 }, (_, index) => {
        const sums = account.months.get(index + 1) ?? { in: new Decimal(0), out: new Decimal(0) };
        balance = balance.plus(sums.in).minus(sums.out);
        return { month: index + 1, moneyIn: moneyNumber(sums.in), moneyOut: moneyNumber(sums.out), balance: moneyNumber(balance) };
      });
      return { id: account.id, name: account.name, openingBalance: moneyNumber(account.start), months };
    }),
  };
};
