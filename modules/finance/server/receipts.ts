import { and, asc, eq, gte, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, conflict } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import { updateRecord } from '../../../server/operations/record-writer';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { receipts } from '../receipts.resource';
import type { CallWith, WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { invoices } from '../invoices.resource';

// Receipts' workflow: the state set by an admin along the declared transitions, the match to the invoice
// (received, or foreign) a receipt documents, the search by amount and dates, and the lists by document.

const receiptsWhere = async (call: Pick<ActionCall, 'context' | 'tx'>, where: SQL | undefined) => {
  const { table, columns } = resourceTableOf(call.context.schema, receipts);
  return call.tx.select().from(table).where(where).orderBy(asc(columns.date), asc(columns.id));
};

/** The receipts dated from startDate to endDate, of the amount when given (byDate and courtesy). */
const inRange = ({ input, context }: CallWith<{ startDate: string; endDate: string; amount: number | null }>) => {
  if (input.startDate > input.endDate) throw badRequest(message('The start date is after the end date'), { endDate: message('Before the start date') });
  const { columns } = resourceTableOf(context.schema, receipts);
  return and(gte(columns.date, input.startDate), lte(columns.date, input.endDate), input.amount === null ? undefined : eq(columns.amount, input.amount));
};

const matchTo =
  (kind: 'received' | 'foreign') =>
  async ({ tx, context, record, input, write }: WorkflowCall<typeof receipts, 'match' | 'matchForeign'>) => {
    const { table, columns } = resourceTableOf(context.schema, invoices);
    const [invoice] = await tx.select().from(table).where(eq(columns.id, input.invoice_id));
    if (!invoice) throw badRequest(message('No invoice #{{id}}', { id: String(input.invoice_id) }), { invoice_id: message('No such invoice') });
    const isForeign = invoice.direction === 'foreign';
    if (kind === 'foreign' ? !isForeign : isForeign)
      throw conflict(
        isForeign
          ? message('Invoice {{number}} is foreign: use matchForeign', { number: String(invoice.number) })
          : message('Invoice {{number}} is not foreign: use match', { number: String(invoice.number) }),
        { invoice_id: message('Wrong kind of invoice') },
      );
    return updateRecord(write, receipts, record, { invoiceId: invoice.id });
  };

export const receiptWorkflows = workflowsOf(receipts, {
  // POST status/{id} { state }: the move is checked against the declared transitions.
  status: ({ record, input, move }) => move(record, input.state),
  // The note goes with the decision (the employee's notice quotes it); a new decision replaces an older note.
  approve: ({ record, input, move }) => move(record, 'Approved', { decisionNote: input.note }),
  refuse: ({ record, input, move }) => move(record, 'Refused', { decisionNote: input.note }),
  reconsider: ({ record, move }) => move(record, 'Submitted'),
  match: matchTo('received'),
  matchForeign: matchTo('foreign'),
  byDate: (call) => receiptsWhere(call, inRange(call)),
  // Courtesy receipts: in the range, backed by no invoice or payroll yet, not refused (see the declaration).
  courtesy: (call) => {
    const { columns } = resourceTableOf(call.context.schema, receipts);
    return receiptsWhere(call, and(inRange(call), isNull(columns.invoiceId), isNull(columns.labourId), ne(columns.state, 'Refused')));
  },
  byLabour: (call) => receiptsWhere(call, eq(resourceTableOf(call.context.schema, receipts).columns.labourId, call.input.labourId)),
  byInvoice: (call) => receiptsWhere(call, eq(resourceTableOf(call.context.schema, receipts).columns.invoiceId, call.input.invoiceId)),
  byForeignInvoice: (call) => receiptsWhere(call, eq(resourceTableOf(call.context.schema, receipts).columns.invoiceId, call.input.invoiceId)),
});
