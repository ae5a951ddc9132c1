import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { notOwnedBy } from '../../../server/operations/own-rows';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { updateRecord } from '../../../server/operations/record-writer';
import { payrolls } from '../../hr/payrolls.resource';
import { moneyNumber } from '../domain/bank-statement';
import { invoices } from '../invoices.resource';
import { paymentOrderLines } from '../payment-order-lines.resource';
import { receipts } from '../receipts.resource';

// The way back from the bank: a movement of money out whose text carries the end-to-end id of a transfer still in
// payment, for that transfer's amount, is that transfer; the reconciliation proposes its payroll or invoice first.
// Matching it pays the document: the payroll is Paid on the movement's day, the invoice is no longer in payment.
// The caller's own payroll is never proposed: four eyes keep them from matching it (reconcileOut is isNotByOwner).

export type TransferSuggestion = {
  parentTable: 'labour' | 'invoices' | 'receipts';
  id: number;
  number: string;
  date: string | null;
  dueDate: string | null;
  total: number;
  openAmount: number;
  counterparty: string;
  score: number;
  reasons: string[];
  missingFiles: string[];
};

/** What settling and reopening need of an action's call. */
type Writing = Pick<ActionCall, 'tx' | 'context' | 'write'>;

/** Above any invoice's score but a rule's: the bank gave our own id back. */
const END_TO_END_SCORE = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Transfers in payment whose end-to-end id is in the movement's text and whose amount is what is still open of it. */
export const transferSuggestions = async ({ tx, context }: ActionCall, movement: { description: string; counterparty: string | null }, open: Decimal): Promise<TransferSuggestion[]> => {
  const text = `${movement.description} ${movement.counterparty ?? ''}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (text.length === 0) return [];
  const lines = resourceTableOf(context.schema, paymentOrderLines);
  const labour = resourceTableOf(context.schema, payrolls);
  const bills = resourceTableOf(context.schema, invoices);
  const l = lines.columns;
  const found = rowsOf<{ labour_id: number | null; invoice_id: number | null; number: string; due_date: string | null; amount: string; beneficiary: string; end_to_end_id: string }>(
    await tx.execute(sql`
      select ${l.labourId} as labour_id, ${l.invoiceId} as invoice_id, coalesce(${labour.columns.number}, ${bills.columns.number}) as number,
        ${bills.columns.dueDate}::text as due_date, ${l.amount}::text as amount, ${l.beneficiary} as beneficiary, ${l.endToEndId} as end_to_end_id
      from ${lines.table}
        left join ${labour.table} on ${labour.columns.id} = ${l.labourId}
        left join ${bills.table} on ${bills.columns.id} = ${l.invoiceId}
      where (${labour.columns.isInPayment} = true or ${bills.columns.isInPayment} = true)
        and ${notOwnedBy(payrolls, labour.columns, context.caller.employeeId)}
        and position(upper(regexp_replace(${l.endToEndId}, '[^A-Za-z0-9]', '', 'g')) in ${text}) > 0
        and ${l.amount} = ${open.toFixed(2)}::numeric
      order by ${l.id}`),
  );
  return found.map((line) => ({
    parentTable: line.labour_id !== null ? 'labour' : 'invoices',
    id: Number(line.labour_id ?? line.invoice_id),
    number: line.number,
    date: null,
    dueDate: line.due_date,
    total: moneyNumber(line.amount),
    openAmount: moneyNumber(line.amount),
    counterparty: line.beneficiary,
    score: END_TO_END_SCORE,
    reasons: ['endToEnd', 'amount'],
    missingFiles: [],
  }));
};

/**
 * After a match, in its transaction: a document the matches now cover is paid. An Approved payroll becomes Paid on
 * the movement's day and an Approved receipt (an expense claim reimbursed) Paid, along their declared moves; an
 * invoice (paid by its derived field) leaves its payment order's "in payment".
 */
export const settleTransfer = async (call: Writing, table: string, document: Row, isCovered: boolean, movementDate: string) => {
  if (!isCovered) return;
  if (table === 'labour' && document.status === 'Approved') await updateRecord(call.write, payrolls, document, { status: 'Paid', paymentDate: movementDate, isInPayment: false });
  else if (table === 'receipts' && document.state === 'Approved') await updateRecord(call.write, receipts, document, { state: 'Paid' });
  else if (table === 'invoices' && document.isInPayment === true) await updateRecord(call.write, invoices, document, { isInPayment: false });
};

/**
 * After an undo: the document is open again. A payroll paid by the match is Approved again, a reimbursed receipt
 * Approved again; a payroll or invoice of a payment order is back in payment.
 */
export const reopenTransfer = async (call: Writing, table: string, id: number) => {
  if (table === 'receipts') {
    const { table: documents, columns } = resourceTableOf(call.context.schema, receipts);
    const [receipt] = await call.tx.select().from(documents).where(eq(columns.id, id)).for('update');
    if (receipt?.state === 'Paid') await updateRecord(call.write, receipts, receipt, { state: 'Approved' });
    return;
  }
  if (table !== 'labour' && table !== 'invoices') return;
  const lines = resourceTableOf(call.context.schema, paymentOrderLines);
  const [line] = await call.tx.select().from(lines.table).where(eq(table === 'labour' ? lines.columns.labourId : lines.columns.invoiceId, id));
  const resource = table === 'labour' ? payrolls : invoices;
  const { table: documents, columns } = resourceTableOf(call.context.schema, resource);
  const [document] = await call.tx.select().from(documents).where(eq(columns.id, id)).for('update');
  if (!document || document.isInPayment === true) return;
  if (table === 'labour' && document.status === 'Paid') await updateRecord(call.write, payrolls, document, { status: 'Approved', paymentDate: null, isInPayment: line !== undefined });
  else if (table === 'invoices' && line && document.isPaid !== true) await updateRecord(call.write, invoices, document, { isInPayment: true });
};
