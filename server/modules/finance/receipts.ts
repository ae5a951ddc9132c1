import { and, asc, eq, gte, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { resourceTableOf } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { message } from '../../i18n/message';
import type { ActionCall, ActionHandler } from '../../operations/actions/run-action';
import type { Row } from '../../operations/context';
import { updateRecord } from '../../operations/record-writer';

// Receipts' workflow: the state set by an admin along the declared transitions, the match to the invoice
// (received, or foreign) a receipt documents, the search by amount and dates, and the lists by document.

const receiptsWhere = async (call: ActionCall, where: SQL | undefined) => {
  const { table, columns } = resourceTableOf(call.context.schema, 'receipts');
  return call.tx.select().from(table).where(where).orderBy(asc(columns.date), asc(columns.id));
};

/** The receipts dated from startDate to endDate, of the amount when given (byDate and courtesy). */
const inRange = ({ input, context }: ActionCall) => {
  if (String(input.startDate) > String(input.endDate)) throw badRequest(message('The start date is after the end date'), { endDate: message('Before the start date') });
  const { columns } = resourceTableOf(context.schema, 'receipts');
  return and(gte(columns.date, input.startDate as string), lte(columns.date, input.endDate as string), typeof input.amount === 'number' ? eq(columns.amount, input.amount) : undefined);
};

const matchTo =
  (kind: 'received' | 'foreign'): ActionHandler =>
  async ({ tx, context, record, input, write }) => {
    const { table, columns } = resourceTableOf(context.schema, 'invoices');
    const [invoice] = (await tx.select().from(table).where(eq(columns.id, input.invoice_id as number))) as Row[];
    if (!invoice) throw badRequest(message('No invoice #{{id}}', { id: String(input.invoice_id) }), { invoice_id: message('No such invoice') });
    const isForeign = invoice.direction === 'foreign';
    if (kind === 'foreign' ? !isForeign : isForeign)
      throw conflict(
        isForeign
          ? message('Invoice {{number}} is foreign: use matchForeign', { number: String(invoice.number) })
          : message('Invoice {{number}} is not foreign: use match', { number: String(invoice.number) }),
        { invoice_id: message('Wrong kind of invoice') },
      );
    return updateRecord(write, 'receipts', record, { invoiceId: invoice.id });
  };

export const receiptHandlers = {
  // POST status/{id} { state }: the move is checked against the declared transitions.
  'receipts.status': ({ record, input, move }: ActionCall) => move(record, input.state as string),
  'receipts.match': matchTo('received'),
  'receipts.matchForeign': matchTo('foreign'),
  'receipts.byDate': (call: ActionCall) => receiptsWhere(call, inRange(call)),
  // Courtesy receipts: in the range, backed by no invoice or payroll yet, not refused (see the declaration).
  'receipts.courtesy': (call: ActionCall) => {
    const { columns } = resourceTableOf(call.context.schema, 'receipts');
    return receiptsWhere(call, and(inRange(call), isNull(columns.invoiceId), isNull(columns.labourId), ne(columns.state, 'Refused')));
  },
  'receipts.byLabour': (call: ActionCall) => receiptsWhere(call, eq(resourceTableOf(call.context.schema, 'receipts').columns.labourId, call.input.labourId as number)),
  'receipts.byInvoice': (call: ActionCall) => receiptsWhere(call, eq(resourceTableOf(call.context.schema, 'receipts').columns.invoiceId, call.input.invoiceId as number)),
  'receipts.byForeignInvoice': (call: ActionCall) => receiptsWhere(call, eq(resourceTableOf(call.context.schema, 'receipts').columns.invoiceId, call.input.invoiceId as number)),
} satisfies Record<string, ActionHandler>;
