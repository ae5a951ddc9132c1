import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays, firmToday } from '../../../resources/firm-calendar';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, conflict } from '../../../server/errors';
import { message, render } from '../../../server/i18n/message';
import { firmIdentity } from '../../firm/server/firm-identity';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import type { Row } from '../../../server/operations/context';
import { createRecord, deleteRecord, updateRecord } from '../../../server/operations/record-writer';
import { isPublicAdministration, stampDutyOf } from '../domain/fattura-pa-out';
import { invoiceLines } from '../invoice-lines.resource';
import { invoiceNumbers } from '../invoice-numbers.resource';
import { invoices } from '../invoices.resource';
import { lineValues, linesOf, type LineInput } from './invoice-lines';
import { invoiceLinesOf, outgoingInvoiceOf } from './outgoing-invoice';

// Issuing an outgoing invoice (a billing run's draft or a credit note): the number is taken from its year's and
// series' counter row, locked in the issuing transaction, so numbers run without gaps or repeats; the date is the
// day it is issued; split payment for a public office, the stamp duty on exempt amounts, the due date from the
// customer's payment terms. Then the invoice is locked (the status' `locks`).

/** The next number of a year and series, its counter row locked until the issuing transaction ends. */
const nextNumber = async (call: WorkflowCall<typeof invoices, 'issue'>, year: number, series: string) => {
  const { table, columns } = resourceTableOf(call.context.schema, invoiceNumbers);
  const [counter] = await call.tx.select().from(table).where(and(eq(columns.year, year), eq(columns.series, series))).for('update');
  // The year's first invoice makes its row; two at once collide on the (year, series) index and one is refused.
  if (!counter) return (await createRecord(call.write, invoiceNumbers, { year, series, lastNumber: 1 })).lastNumber as number;
  return (await updateRecord(call.write, invoiceNumbers, counter, { lastNumber: Number(counter.lastNumber) + 1 })).lastNumber as number;
};

/** POST /admin/finance/invoices/issue/{id}. */
export const issueInvoice = async (call: WorkflowCall<typeof invoices, 'issue'>) => {
  const invoice = call.record as Row;
  if (invoice.direction !== 'out') throw conflict(message('Only outgoing invoices are issued'));
  const reader = { tx: call.tx, schema: call.context.schema };
  // Everything the exchange system needs is checked before a number is taken.
  const { customer, document } = await outgoingInvoiceOf(reader, invoice);
  const date = firmToday();
  const year = Number(date.slice(0, 4));
  const series = String(invoice.series ?? '');
  const progressive = await nextNumber(call, year, series);
  const number = series ? `${series}/${progressive}/${year}` : `${progressive}/${year}`;
  const terms = Number(customer.paymentTermsDays ?? 30);
  const dueDate = typeof invoice.dueDate === 'string' && invoice.dueDate >= date ? invoice.dueDate : addDays(date, terms);
  return call.move(call.record, 'Issued', {
    number,
    progressive,
    date,
    dueDate,
    isSplitPayment: isPublicAdministration(customer.sdiCode),
    stampDuty: stampDutyOf(document.lines).toNumber(),
  });
};

/**
 * POST /admin/finance/invoices/draft_lines/{id}: a draft's lines as sent, all at once (its page edits them one by
 * one through the generic line writes). A line sent with its `id` is kept (and keeps the hours it bills); a stored
 * line not sent is removed, and the hours or milestone it billed are free for the next billing run; a line
 * without id is new.
 */
export const editDraftLines = async (call: WorkflowCall<typeof invoices, 'draftLines'>) => {
  const invoice = call.record as Row;
  const sent = linesOf(call.input.lines) as (LineInput & { id?: unknown })[];
  const stored = await invoiceLinesOf({ tx: call.tx, schema: call.context.schema }, Number(invoice.id));
  const byId = new Map(stored.map((line) => [Number(line.id), line]));
  for (const line of sent)
    if (line.id !== undefined && line.id !== null && !byId.has(Number(line.id)))
      throw badRequest(message('Line #{{id}} is not a line of this invoice', { id: String(line.id) }), { lines: message('Unknown line') });
  const kept = new Set(sent.map((line) => Number(line.id)).filter((id) => byId.has(id)));
  for (const line of stored) if (!kept.has(Number(line.id))) await deleteRecord(call.write, invoiceLines, line);
  for (const [position, line] of sent.entries()) {
    // A line's total is always its quantity × price here: a client does not send one.
    const values = lineValues({ ...line, lineTotal: null }, position);
    const before = byId.get(Number(line.id));
    if (before) await updateRecord(call.write, invoiceLines, before, values);
    else await createRecord(call.write, invoiceLines, { invoiceId: invoice.id, ...values });
  }
  // The figures and VAT summary followed the lines (draftFigures, the invoice's derivation).
  const { table, columns } = resourceTableOf(call.context.schema, invoices);
  const [refigured] = await call.tx.select().from(table).where(eq(columns.id, Number(invoice.id)));
  return refigured;
};

/** POST /admin/finance/invoices/credit_note/{id}: a draft TD04 for the whole of an issued invoice, naming it. */
export const draftCreditNote = async (call: WorkflowCall<typeof invoices, 'creditNote'>) => {
  const invoice = call.record as Row;
  if (invoice.direction !== 'out') throw conflict(message('Only outgoing invoices are issued'));
  const lines = await invoiceLinesOf({ tx: call.tx, schema: call.context.schema }, Number(invoice.id));
  const { language } = await firmIdentity(call.tx, call.context.schema);
  const note = await createRecord(call.write, invoices, {
    direction: 'out',
    status: 'Draft',
    documentType: 'TD04',
    correctsInvoiceId: invoice.id,
    // Known by its record until issued (see billing-run.ts).
    number: `DRAFT-${randomUUID().slice(0, 20)}`,
    date: firmToday(),
    customerId: invoice.customerId,
    workOrderId: invoice.workOrderId ?? null,
    customerContractId: invoice.customerContractId ?? null,
    billingPeriod: invoice.billingPeriod ?? null,
    series: invoice.series ?? null,
    description: render(message('Credit note for invoice {{number}} of {{date}}', { number: String(invoice.number), date: String(invoice.date) }), language),
    taxable: invoice.taxable,
    vat: invoice.vat,
    total: invoice.total,
    vatRate: invoice.vatRate,
    vatSummary: invoice.vatSummary,
  });
  for (const line of lines)
    await createRecord(call.write, invoiceLines, {
      invoiceId: note.id,
      position: line.position,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      nature: line.nature,
      lineTotal: line.lineTotal,
    });
  return updateRecord(call.write, invoices, note, { number: `DRAFT-${note.id}` });
};
