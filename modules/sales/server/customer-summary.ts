import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf } from '../../../server/db/schema';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import { invoices as invoicesResource } from '../../finance/invoices.resource';
import { timesheetEntries } from '../../pm/timesheet-entries.resource';
import { workOrders as workOrdersResource } from '../../pm/work-orders.resource';
import { customerContracts } from '../customer-contracts.resource';
import { quotes as quotesResource } from '../quotes.resource';

// The customer's page side by side: what was quoted, what was contracted, the hours budgeted on its work
// orders and the hours booked on them, and what it still owes (issued invoices not yet paid).
// Sums are taken in SQL numerics (exact) and handed over as numbers of cents-exact decimals.

const money = (value: unknown) => new Decimal(value === null || value === undefined ? 0 : String(value)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

const one = async (tx: Database, query: ReturnType<typeof sql>) => (await tx.execute(query)).rows;

export const customerSummary: ActionHandler = async ({ tx, context, record: customer }) => {
  const id = customer.id;
  const [quotes, contracts, workOrders, entries, invoices] = [quotesResource, customerContracts, workOrdersResource, timesheetEntries, invoicesResource].map(
    (resource) => resourceTableOf(context.schema, resource),
  );
  const [quoted] = await one(
    tx,
    sql`select coalesce(sum(${quotes.columns.taxable}), 0) as amount from ${quotes.table}
        where ${quotes.columns.customerId} = ${id} and ${quotes.columns.status} in ('Sent', 'Accepted')`,
  );
  const [contracted] = await one(
    tx,
    sql`select coalesce(sum(${contracts.columns.amount}), 0) as amount from ${contracts.table}
        where ${contracts.columns.customerId} = ${id} and ${contracts.columns.status} <> 'Terminated'`,
  );
  const [budget] = await one(tx, sql`select coalesce(sum(${workOrders.columns.budgetHours}), 0) as hours from ${workOrders.table} where ${workOrders.columns.customerId} = ${id}`);
  const [booked] = await one(
    tx,
    sql`select coalesce(sum(${entries.columns.hours}), 0) as hours from ${entries.table}
        join ${workOrders.table} on ${workOrders.columns.id} = ${entries.columns.workOrderId} where ${workOrders.columns.customerId} = ${id}`,
  );
  const { dueDate } = invoices.columns;
  const openInvoices = await one(
    tx,
    sql`select ${invoices.columns.id}, ${invoices.columns.number}, ${invoices.columns.date}, ${dueDate} as "dueDate", ${invoices.columns.total} from ${invoices.table}
        where ${invoices.columns.customerId} = ${id} and ${invoices.columns.direction} <> 'in' and ${invoices.columns.isPaid} = false order by ${dueDate} nulls last, ${invoices.columns.id}`,
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
