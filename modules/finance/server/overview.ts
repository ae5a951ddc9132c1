import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { moneyNumber } from '../domain/bank-statement';
import { resourceTableOf } from '../../../server/db/schema';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { accounts as accountsResource } from '../accounts.resource';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import { cashFlowMatches } from '../cash-flow-matches.resource';
import { invoices as invoicesResource } from '../invoices.resource';
import { firmToday } from '../../../resources/firm-calendar';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import type { RowTable } from '../../../server/db/record-tables';
import { invoiceAmountDueSql } from './amount-due';

// GET /admin/finance/cashflow/overview?year=: per account and month, money in, money out and the balance at
// the month's end (opening balance plus every movement up to then), summed exactly by the database; and the money
// expected: what is still open of issued invoices (collections) and of received ones (payments), by the month of
// their due date (their date when they name none), with what is already overdue today. A draft is not issued yet
// and an invoice the exchange system rejected was never delivered: neither is expected. A credit note (TD04) lessens
// the collections, as the customer owes that much less: as a controller reads it, a note that names the invoice it
// corrects (FatturaPA's DatiFattureCollegate) lessens that invoice's collection, in that invoice's due month, while
// the invoice is itself expected (issued, not rejected, not paid); a note that names none, or whose invoice is paid
// already (the firm then owes the customer), counts in its own due month. A split-payment invoice is expected for its
// amount due, without the VAT its public body pays the State (amount-due.ts). Movements on or before an
// account's opening balance date are in its opening balance already and count nowhere (balances.ts).

type Sums = { account_id: number; name: string; opening: string; before: string; month: number | null; money_in: string; money_out: string };

type Expected = { month: number | null; is_overdue: boolean; money_in: string; money_out: string };

/** The invoices table a second time, as the invoice a credit note corrects (a sql template names an alias, not its table). */
const CORRECTED = 'corrected';

/** Whether an invoice's money is still expected: not paid, and issued (no draft) and not rejected by the exchange system. */
const isExpected = (invoice: RowTable) => sql`${invoice.isPaid} = false and ${invoice.status} is distinct from 'Draft' and ${invoice.status} is distinct from 'Rejected'`;

/** Open invoices' money by due month of the year, and the overdue (due before today, still open) of any year. */
const expectedMoney = async (tx: Database, schema: DatabaseSchema, year: number) => {
  const invoices = resourceTableOf(schema, invoicesResource);
  const matches = resourceTableOf(schema, cashFlowMatches);
  const i = invoices.columns;
  // The invoice a credit note corrects, joined only while it is expected itself: the note is netted against it there.
  const corrected = alias(invoices.table, CORRECTED);
  const today = firmToday();
  const due = sql`coalesce(${corrected.dueDate}, ${corrected.date}, ${i.dueDate}, ${i.date})`;
  // A credit note (TD04) is not money in: what is open of it lessens what its customer owes.
  const open = sql`(case when ${i.documentType} = 'TD04' then -1 else 1 end) * (${invoiceAmountDueSql(i)} - coalesce((select sum(${matches.columns.amount}) from ${matches.table} where ${matches.columns.invoiceId} = ${i.id}), 0))`;
  const { rows } = await tx.execute<Expected>(sql`
      select case when extract(year from ${due})::int = ${year} then extract(month from ${due})::int end as month, ${due} < ${today}::date as is_overdue,
        coalesce(sum(case when ${i.direction} <> 'in' then ${open} else 0 end), 0)::text as money_in,
        coalesce(sum(case when ${i.direction} = 'in' then ${open} else 0 end), 0)::text as money_out
      from ${invoices.table}
      left join ${invoices.table} as ${sql.identifier(CORRECTED)} on ${i.documentType} = 'TD04' and ${corrected.id} = ${i.correctsInvoiceId} and ${isExpected(corrected)}
      where ${isExpected(invoices.table)} and (extract(year from ${due})::int = ${year} or ${due} < ${today}::date)
      group by 1, 2`);
  const months = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, moneyIn: new Decimal(0), moneyOut: new Decimal(0) }));
  const overdue = { moneyIn: new Decimal(0), moneyOut: new Decimal(0) };
  for (const row of rows) {
    if (row.month) {
      months[row.month - 1].moneyIn = months[row.month - 1].moneyIn.plus(row.money_in);
      months[row.month - 1].moneyOut = months[row.month - 1].moneyOut.plus(row.money_out);
    }
    if (row.is_overdue) {
      overdue.moneyIn = overdue.moneyIn.plus(row.money_in);
      overdue.moneyOut = overdue.moneyOut.plus(row.money_out);
    }
  }
  return {
    months: months.map((month) => ({ month: month.month, moneyIn: moneyNumber(month.moneyIn), moneyOut: moneyNumber(month.moneyOut) })),
    overdue: { moneyIn: moneyNumber(overdue.moneyIn), moneyOut: moneyNumber(overdue.moneyOut) },
  };
};

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
    expected: await expectedMoney(tx, context.schema, year),
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
