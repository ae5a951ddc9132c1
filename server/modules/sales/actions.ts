import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import { CLOSING_STAGES } from '../../../resources/sales/opportunities';
import { lineAmountOf, quoteTotalsOf, type QuoteLineFigures } from '../../../resources/sales/quote-totals';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { ActionHandlers } from '../../operations/actions/run-action';
import type { Row } from '../../operations/context';
import type { Derivations } from '../../operations/derived';
import { createRecord, updateRecord, type WriteContext } from '../../operations/record-writer';
import type { WriteRules } from '../../operations/write-rules';
import { customerTaxIdentity } from './customer-rules';
import { customerSummary } from './customer-summary';
import { convertLead } from './leads';

// The sales module's workflow handlers, by `<resource>.<action>` (declared in resources/sales/).

const today = () => new Date().toISOString().slice(0, 10);

const rowsWhere = async (tx: Database, schema: DatabaseSchema, resourceName: string, field: string, value: unknown) => {
  const { table, columns } = resourceTableOf(schema, resourceName);
  return (await tx.select().from(table).where(eq(columns[field], value)).orderBy(asc(columns.id))) as Row[];
};

/** Hours a quote sells: its lines by the hour, and by the day at 8 hours, by their product's unit. */
const budgetHoursOf = async (tx: Database, schema: DatabaseSchema, quoteId: number) => {
  const lines = await rowsWhere(tx, schema, 'quoteLines', 'quoteId', quoteId);
  const products = resourceTableOf(schema, 'products');
  let hours = new Decimal(0);
  for (const line of lines) {
    if (typeof line.productId !== 'number') continue;
    const [product] = (await tx.select().from(products.table).where(eq(products.columns.id, line.productId))) as Row[];
    const perUnit = product?.unit === 'hour' ? 1 : product?.unit === 'day' ? 8 : 0;
    hours = hours.plus(new Decimal(String(line.quantity ?? 0)).times(perUnit));
  }
  return hours.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
};

/** A work order for a contract, linked both ways (the contract keeps its id; the order names the contract). */
const startWorkOrder = async (write: WriteContext, contract: Row) => {
  if (contract.workOrderId) throw conflict(`Contract ${contract.number} already started a work order`, { workOrderId: 'Already set' });
  const budgetHours = typeof contract.quoteId === 'number' ? await budgetHoursOf(write.tx, write.schema, contract.quoteId) : null;
  const workOrder = await createRecord(write, 'workOrders', {
    name: contract.title,
    customerId: contract.customerId,
    startDate: contract.startDate,
    endDate: contract.endDate ?? null,
    amount: contract.amount ?? null,
    budgetHours: budgetHours || null,
    description: `From customer contract ${contract.number}`,
    status: 'Active',
  });
  const updated = await updateRecord(write, 'customerContracts', contract, { workOrderId: workOrder.id });
  return { contract: updated, workOrder };
};

export const salesActionHandlers: ActionHandlers = {
  'leads.contacted': ({ record, move }) => move(record),
  'leads.qualify': ({ record, move }) => move(record),
  // The reason is kept in the lead's note, dated, below what was there.
  'leads.lose': ({ record, input, move }) =>
    move(record, undefined, { note: [record.note, `Lost on ${today()}: ${String(input.reason)}`].filter(Boolean).join('\n\n') }),
  'customers.summary': customerSummary,
  // The legal module's one read: GET /admin/sow/work_order/{id}.
  'statementsOfWork.byWorkOrder': ({ tx, context, input }) => rowsWhere(tx, context.schema, 'statementsOfWork', 'workOrderId', input.workOrderId),
  // POST /admin/sales/opportunity/stage/{id}: a move on the pipeline; closing it says why.
  'opportunities.changeStage': ({ record, input, move }) => {
    const stage = String(input.stage);
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (CLOSING_STAGES.includes(stage) && reason === '') throw badRequest(`Say why the opportunity is ${stage}`, { reason: 'Required for Won and Lost' });
    return move(record, stage, CLOSING_STAGES.includes(stage) ? { closeReason: reason, ...(stage === 'Won' ? { probability: 100 } : { probability: 0 }) } : {});
  },
  'contacts.byLead': ({ tx, context, input }) => rowsWhere(tx, context.schema, 'contacts', 'leadId', input.leadId),
  'opportunities.byLead': ({ tx, context, input }) => rowsWhere(tx, context.schema, 'opportunities', 'leadId', input.leadId),
  // The lead's customer (once converted) and sales owner come with it.
  'opportunities.createForLead': async ({ tx, context, input, write }) => {
    const [lead] = await rowsWhere(tx, context.schema, 'leads', 'id', input.leadId);
    if (!lead) throw notFound(`Lead ${String(input.leadId)} not found`);
    const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
    return createRecord(write, 'opportunities', { ...values, customerId: lead.customerId ?? null, ownerId: lead.ownerId ?? null });
  },
  // POST /admin/sales/leads/convert/{id}
  'leads.convert': convertLead,

  'quotes.send': ({ record, move }) => move(record),
  'quotes.accept': ({ record, move }) => move(record),
  'quotes.reject': ({ record, move }) => move(record),
  'quotes.expire': ({ record, move }) => move(record),

  // POST /admin/sales/quotes/to_contract/{id}: an accepted quote becomes a customer contract (and a work
  // order when asked), all in the action's one transaction.
  'quotes.toContract': async ({ tx, context, record, input, write }) => {
    if (record.status !== 'Accepted')
      throw conflict(`Quote ${record.number} is ${record.status}: only an accepted quote becomes a contract`, { status: 'Not accepted' });
    const [existing] = await rowsWhere(tx, context.schema, 'customerContracts', 'quoteId', record.id);
    if (existing) throw conflict(`Quote ${record.number} is already contract ${existing.number}`, { id: 'Already a contract' });
    const contract = await createRecord(write, 'customerContracts', {
      title: record.title,
      customerId: record.customerId,
      quoteId: record.id,
      startDate: (input.startDate as string | undefined) ?? today(),
      amount: record.taxable ?? 0,
      billingFrequency: (input.billingFrequency as string | undefined) ?? 'One-off',
      status: 'Active',
      note: `From quote ${record.number}`,
    });
    if (!input.withWorkOrder) return { contract };
    return startWorkOrder(write, contract);
  },
  'quotes.byOpportunity': ({ tx, context, input }) => rowsWhere(tx, context.schema, 'quotes', 'opportunityId', input.opportunityId),

  // POST /admin/sales/customer_contracts/start_work_order/{id}
  'customerContracts.startWorkOrder': ({ record, write }) => startWorkOrder(write, record),
  // POST /admin/sales/customer_contracts/to_sow/{id}: one draft per contract, on its work order.
  'customerContracts.toStatementOfWork': async ({ tx, context, record: contract, write }) => {
    if (!contract.workOrderId) throw conflict(`Contract ${contract.number} has no work order yet: start one first`, { workOrderId: 'Required' });
    const [existing] = await rowsWhere(tx, context.schema, 'statementsOfWork', 'customerContractId', contract.id);
    if (existing) throw conflict(`Contract ${contract.number} already has statement of work ${existing.number}`, { id: 'Already drafted' });
    return createRecord(write, 'statementsOfWork', {
      title: contract.title,
      workOrderId: contract.workOrderId,
      customerContractId: contract.id,
      startDate: contract.startDate,
      endDate: contract.endDate ?? null,
      amount: contract.amount ?? null,
      scope: contract.note ?? null,
      status: 'Draft',
    });
  },
  'customerContracts.byCustomer': ({ tx, context, input }) => rowsWhere(tx, context.schema, 'customerContracts', 'customerId', input.customerId),
};

type LineFigures = { quantity: string; unit_price: string; discount_percent: string | null; vat_rate: string | null };

/** The quote's figures from its lines; a line's total from itself. */
export const salesDerivations: Derivations = {
  quoteLines: async (_tx, row) => ({ lineTotal: lineAmountOf(row as QuoteLineFigures).toNumber() }),
  quotes: async (tx, row) => {
    // A derivation is given no schema: the lines are read by their table's name.
    const result = (await tx.execute(
      sql`select quantity, unit_price, discount_percent, vat_rate from quote_lines where quote_id = ${row.id}`,
    )) as unknown as { rows: LineFigures[] };
    const totals = quoteTotalsOf(
      result.rows.map((line) => ({ quantity: line.quantity, unitPrice: line.unit_price, discountPercent: line.discount_percent, vatRate: line.vat_rate })),
    );
    const changed = ['taxable', 'vat', 'total'].some((field) => Number(row[field] ?? 0) !== totals[field as 'total']);
    // Only a draft's figures may change: a sent quote is what the customer holds (deleting its lines too).
    if (changed && row.status !== 'Draft' && row.total !== null && row.total !== undefined)
      throw conflict(`Quote ${row.number} is ${row.status}: its lines can no longer be changed`, { quoteId: 'Not a draft' });
    return { taxable: totals.taxable, vat: totals.vat, total: totals.total };
  },
};

/** A quote's lines are written only while the quote is a draft. */
export const salesWriteRules: WriteRules = {
  customers: [customerTaxIdentity],
  quoteLines: [
    async (tx, { before, after }) => {
      for (const quoteId of new Set([before?.quoteId, after.quoteId].filter((id) => typeof id === 'number'))) {
        const result = (await tx.execute(sql`select number, status from quotes where id = ${quoteId}`)) as unknown as {
          rows: { number: string; status: string }[];
        };
        const quote = result.rows[0];
        if (quote && quote.status !== 'Draft')
          throw conflict(`Quote ${quote.number} is ${quote.status}: its lines can no longer be changed`, { quoteId: 'Not a draft' });
      }
    },
  ],
};
