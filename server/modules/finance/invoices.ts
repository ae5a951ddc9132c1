import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { money, moneyNumber } from '../../../resources/finance/bank-statement';
import { resourceTableOf } from '../../db/schema';
import { badRequest } from '../../errors';
import { message } from '../../i18n/message';
import type { ActionHandler } from '../../operations/actions/run-action';
import type { Row } from '../../operations/context';
import { updateRecord } from '../../operations/record-writer';
import { daysBetween, firmToday } from '../../../resources/firm-calendar';

// Invoices' workflow calls: the unpaid list with ageing, the file flags of issued invoices, and the search
// by amount and date range that the reconciliation uses by hand.

const agingOf = (dueDate: string | null, today: string) => {
  const days = dueDate ? daysBetween(dueDate, today) : 0;
  const bucket = days <= 0 ? 'Not due' : days <= 30 ? '1-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : 'Over 90';
  return { daysOverdue: Math.max(0, days), ageing: bucket };
};

/** GET /admin/finance/invoices/pending?direction=: unpaid invoices, oldest due first, with their open amount. */
export const pendingInvoices: ActionHandler = async ({ tx, context, input }) => {
  const { table, columns } = resourceTableOf(context.schema, 'invoices');
  const rows = (await tx
    .select()
    .from(table)
    .where(and(eq(columns.isPaid, false), input.direction ? eq(columns.direction, input.direction as string) : undefined))
    .orderBy(asc(columns.dueDate), asc(columns.id))) as Row[];
  const today = firmToday();
  return rows.map((row) => ({
    ...row,
    openAmount: moneyNumber(money(String(row.total)).minus(String(row.paidAmount ?? 0))),
    ...agingOf(row.dueDate as string | null, today),
  }));
};

/** POST updateFileStatus/{id}: the files an issued invoice has (received invoices come with theirs). */
export const updateFileStatus: ActionHandler = async ({ record, input, write }) => {
  if (record.direction === 'in') throw badRequest(message('File status is kept for issued invoices (out and foreign)'), { id: message('A received invoice') });
  const values = Object.fromEntries(
    (['hasInvoicePdfFile', 'hasInvoiceXmlFile', 'hasReceiptFile'] as const).filter((key) => typeof input[key] === 'boolean').map((key) => [key, input[key]]),
  );
  if (Object.keys(values).length === 0) throw badRequest(message('Send at least one of hasInvoicePdfFile, hasInvoiceXmlFile, hasReceiptFile'));
  return updateRecord(write, 'invoices', record, values);
};

/** POST byDate { amount?, startDate, endDate }: invoices dated in the range, of that total when given. */
export const invoicesByDate: ActionHandler = async ({ tx, context, input }) => {
  if (String(input.startDate) > String(input.endDate)) throw badRequest(message('The start date is after the end date'), { endDate: message('Before the start date') });
  const { table, columns } = resourceTableOf(context.schema, 'invoices');
  return tx
    .select()
    .from(table)
    .where(
      and(
        gte(columns.date, input.startDate as string),
        lte(columns.date, input.endDate as string),
        typeof input.amount === 'number' ? inArray(columns.total, [input.amount]) : undefined,
      ),
    )
    .orderBy(asc(columns.date), asc(columns.id));
};
