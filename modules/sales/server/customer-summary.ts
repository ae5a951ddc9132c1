import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import type { ActionHandler } from '../../../server/operations/actions/run-action';

// The customer's page side by side: what was quoted, what was contracted, the hours budgeted on its work
// orders and the hours booked on them, and what it still owes (issued invoices not yet paid).
// Sums are taken in SQL numerics (exact) and handed over as numbers of cents-exact decimals.

const money = (value: unknown) => new Decimal(value === null || value === undefined ? 0 : String(value)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

const one = async (tx: Database, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

export const customerSummary: ActionHandler = async ({ tx, record: customer }) => {
  const id = customer.id;
  const [quoted] = await one(tx, sql`select coalesce(sum(taxable), 0) as amount from quotes where customer_id = ${id} and status in ('Sent', 'Accepted')`);
  const [contracted] = await one(tx, sql`select coalesce(sum(amount), 0) as amount from customer_contracts where customer_id = ${id} and status <> 'Terminated'`);
  const [budget] = await one(tx, sql`select coalesce(sum(budget_hours), 0) as hours from work_orders where customer_id = ${id}`);
  const [booked] = await one(
    tx,
    sql`select coalesce(sum(e.hours), 0) as hours from timesheet_entries e join work_orders w on w.id = e.work_order_id where w.customer_id = ${id}`,
  );
  const openInvoices = await one(
    tx,
    sql`select id, number, date, due_date as "dueDate", total from invoices where customer_id = ${id} and direction <> 'in' and is_paid = false order by due_date nulls last, id`,
  );
  const openBalance = openInvoices.reduce((sum: Decimal, invoice) => sum.plus(String(invoice.total ?? 0)), new Decimal(0));
  return {
    quotedAmount: money(quoted.amount),
    contractedAmount: money(contracted.amount),
    budgetHours: money(budget.hours),
    bookedHours: money(booked.hours),
    openBalance: openBalance.toNumber(),
    openInvoices: openInvoices.map((invoice) => ({ ...invoice, total: money(invoice.total) })),
  };
};
