import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { money, moneyNumber } from '../domain/bank-statement';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { badRequest, notFound } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { deleteRecord, updateRecord } from '../../../server/operations/record-writer';
import { daysBetween, firmToday } from '../../../resources/firm-calendar';
import { FLAG_OF_FILE_KIND } from '../domain/invoice-files';
import type { CallWith, WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { invoices } from '../invoices.resource';
import { reopenTransfer } from './transfer-suggestions';
import { cashFlowMatches } from '../cash-flow-matches.resource';
import { invoiceAmountDue } from './amount-due';

// Invoices' workflow calls: the unpaid list with ageing, the file flags of issued invoices, and the search
// by amount and date range that the reconciliation uses by hand.

const agingOf = (dueDate: string | null, today: string) => {
  const days = dueDate ? daysBetween(dueDate, today) : 0;
  const bucket = days <= 0 ? 'Not due' : days <= 30 ? '1-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : 'Over 90';
  return { daysOverdue: Math.max(0, days), ageing: bucket };
};

/** The names of the invoices' suppliers and customers, by `suppliers:<id>` / `customers:<id>` (the picker shows them). */
const counterpartyNames = async (tx: Database, schema: DatabaseSchema, rows: readonly Row[]) => {
  const names = new Map<string, string>();
  for (const [resource, field] of [['suppliers', 'supplierId'], ['customers', 'customerId']] as const) {
    const ids = [...new Set(rows.map((row) => row[field]).filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) continue;
    const { table, columns } = resourceTableOf(schema, resource);
    for (const party of (await tx.select({ id: columns.id, name: columns.name }).from(table).where(inArray(columns.id, ids))) as { id: number; name: string }[])
      names.set(`${resource}:${party.id}`, party.name);
  }
  return names;
};

/** GET /admin/finance/invoices/pending?direction=: unpaid invoices, oldest due first, with their open amount. */
export const pendingInvoices = async ({ tx, context, input }: WorkflowCall<typeof invoices, 'pending'>) => {
  const { table, columns } = resourceTableOf(context.schema, invoices);
  const rows = await tx
    .select()
    .from(table)
    .where(and(eq(columns.isPaid, false), input.direction ? eq(columns.direction, input.direction) : undefined))
    .orderBy(asc(columns.dueDate), asc(columns.id));
  const today = firmToday();
  const names = await counterpartyNames(tx, context.schema, rows);
  return rows.map((row) => ({
    ...row,
    counterparty: (row.supplierId ? names.get(`suppliers:${row.supplierId}`) : row.customerId ? names.get(`customers:${row.customerId}`) : undefined) ?? null,
    openAmount: moneyNumber(invoiceAmountDue(row).minus(String(row.paidAmount ?? 0))),
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
  return updateRecord(write, invoices, record, values);
};

/** POST byDate { amount?, startDate, endDate }: invoices dated in the range, of that total when given. */
export const invoicesByDate = async ({ tx, context, input }: WorkflowCall<typeof invoices, 'byDate'>) => {
  if (input.startDate > input.endDate) throw badRequest(message('The start date is after the end date'), { endDate: message('Before the start date') });
  const { table, columns } = resourceTableOf(context.schema, invoices);
  return tx
    .select()
    .from(table)
    .where(
      and(
        gte(columns.date, input.startDate),
        lte(columns.date, input.endDate),
        input.amount === null ? undefined : inArray(columns.total, [input.amount]),
      ),
    )
    .orderBy(asc(columns.date), asc(columns.id));
};

/** POST files/{id} (kind, one file): the file stored as the invoice's attachment of that kind and its flag ticked, together. */
export const attachInvoiceFile: ActionHandler = async ({ record, input, files, attach, write }) => {
  if (files.length !== 1) throw badRequest(message('Choose one file'), { file: message('Required') });
  const kind = String(input.kind) as keyof typeof FLAG_OF_FILE_KIND;
  const [stored] = await attach(invoices, record.id, files, { kind });
  const invoice = await updateRecord(write, invoices, record, { [FLAG_OF_FILE_KIND[kind]]: true });
  return { ...invoice, attachment: stored };
};

/**
 * POST undoMatch/{id} (match_id) of an invoice or a tax: one payment match of the document deleted (found by the
 * match's `matchField` to it); the document and the movement are derived again.
 */
const undoMatchOf =
  (resourceName: 'invoices' | 'taxes', matchField: 'invoiceId' | 'taxId', noMatch: (record: Row, matchId: number) => ReturnType<typeof message>) =>
  async (call: CallWith<{ match_id: number }>) => {
    const { tx, context, record, input, write } = call;
    const { table, columns } = resourceTableOf(context.schema, cashFlowMatches);
    const [match] = await tx
      .select()
      .from(table)
      .where(and(eq(columns.id, input.match_id), eq(columns[matchField], record.id)))
      .for('update');
    if (!match) throw notFound(noMatch(record, Number(input.match_id)));
    await deleteRecord(write, cashFlowMatches, match);
    await reopenTransfer(call, resourceName, record.id);
    const documents = resourceTableOf(context.schema, resourceName);
    const [document] = await tx.select().from(documents.table).where(eq(documents.columns.id, record.id));
    return document;
  };

export const undoInvoiceMatch = undoMatchOf('invoices', 'invoiceId', (record, id) => message('Invoice {{number}} has no match #{{id}}', { number: String(record.number), id }));
export const undoTaxMatch = undoMatchOf('taxes', 'taxId', (record, id) => message('Tax payment "{{description}}" has no match #{{id}}', { description: String(record.description), id }));
