import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import type { RowDerivation } from '../../../server/operations/derived';
import { updateRecord } from '../../../server/operations/record-writer';
import { moneyNumber } from '../domain/bank-statement';
import { accounts as accountsResource } from '../accounts.resource';
import { cashFlowEntries } from '../cash-flow-entries.resource';

// An account's balance: its opening balance plus money in, less money out, summed exactly by the database
// (numeric) and rounded once. Derived, so every import, edit and deletion of a movement keeps it right. With an
// opening balance date (the go-live day), the movements up to that day are in the opening balance already: only
// later ones count (a statement imported from before go-live does not count twice).

const movementsSum = async (tx: Database, schema: DatabaseSchema, accountId: number, openedOn: string | null): Promise<string> => {
  const { table, columns } = resourceTableOf(schema, cashFlowEntries);
  const { direction, amount, date } = columns;
  const result = await tx.execute<{ total: string }>(sql`
    select coalesce(sum(case when ${direction} = 'in' then ${amount} else -${amount} end), 0)::text as total
    from ${table} where ${columns.accountId} = ${accountId}${openedOn ? sql` and ${date} > ${openedOn}::date` : sql``}`);
  return result.rows[0]?.total ?? '0';
};

export const accountBalance: RowDerivation = async (tx, row, schema) => {
  const total = await movementsSum(tx, schema, row.id, row.openingBalanceDate ? String(row.openingBalanceDate) : null);
  return { balance: moneyNumber(new Decimal(total).plus(String(row.openingBalance ?? 0))) };
};

/** GET /admin/finance/cashflow/recalculate: every account's balance recomputed; replies the accounts' balances. */
export const recalculateBalances: ActionHandler = async ({ tx, context, write }) => {
  const accounts = resourceTableOf(context.schema, accountsResource);
  const rows = await tx.select().from(accounts.table).orderBy(accounts.columns.id).for('update');
  const result = [];
  for (const account of rows) {
    const { balance } = await accountBalance(tx, account, context.schema);
    const stored = account.balance === balance ? account : await updateRecord(write, accountsResource, account, { balance });
    result.push({ id: stored.id, name: stored.name, balance: stored.balance });
  }
  return result;
};
