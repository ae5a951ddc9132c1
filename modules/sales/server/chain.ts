import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema, type ResourceRef } from '../../../server/db/schema';
import { conflict } from '../../../server/errors';
import { message, term } from '../../../server/i18n/message';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { createRecord, updateRecord, type WriteContext } from '../../../server/operations/record-writer';
import { firmToday } from '../../../resources/firm-calendar';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { quotes } from '../quotes.resource';
import { customerContracts } from '../customer-contracts.resource';
import { products as productsResource } from '../products.resource';
import { projects } from '../../pm/projects.resource';
import { quoteLines } from '../quote-lines.resource';
import { statementsOfWork } from '../../legal/statements-of-work.resource';
import { workOrders } from '../../pm/work-orders.resource';

// The chain of issue 13: quote → customer contract → statement of work / work order → project. Each step is
// made from the previous one by one action, in its transaction, and the two are linked both ways (the new
// row names its source; the source keeps the new row's id, or lists it as a child where it may have many).


export const rowsWhere = async (tx: Database, schema: DatabaseSchema, resourceName: ResourceRef, field: string, value: unknown) => {
  const { table, columns } = resourceTableOf(schema, resourceName);
  return await tx.select().from(table).where(eq(columns[field], value)).orderBy(asc(columns.id));
};

/** Hours a quote sells: its lines by the hour, and by the day at 8 hours, by their product's unit. */
const budgetHoursOf = async (tx: Database, schema: DatabaseSchema, quoteId: number) => {
  const lines = await rowsWhere(tx, schema, quoteLines, 'quoteId', quoteId);
  const products = resourceTableOf(schema, productsResource);
  let hours = new Decimal(0);
  for (const line of lines) {
    if (typeof line.productId !== 'number') continue;
    const [product] = await tx.select().from(products.table).where(eq(products.columns.id, line.productId));
    const perUnit = product?.unit === 'hour' ? 1 : product?.unit === 'day' ? 8 : 0;
    hours = hours.plus(new Decimal(String(line.quantity ?? 0)).times(perUnit));
  }
  return hours.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
};

/**
 * A work order for a contract, linked both ways (the contract keeps its id; the order names the contract). Only
 * for a contract without one: the action declares it (`offeredWhen`), the other callers start one for a new contract.
 */
export const startWorkOrder = async (write: WriteContext, contract: Row) => {
  const budgetHours = typeof contract.quoteId === 'number' ? await budgetHoursOf(write.tx, write.schema, contract.quoteId) : null;
  const workOrder = await createRecord(write, workOrders, {
    name: contract.title,
    customerId: contract.customerId,
    startDate: contract.startDate,
    endDate: contract.endDate ?? null,
    amount: contract.amount ?? null,
    budgetHours: budgetHours || null,
    description: `From customer contract ${contract.number}`,
    status: 'Active',
  });
  const updated = await updateRecord(write, customerContracts, contract, { workOrderId: workOrder.id });
  return { contract: updated, workOrder };
};

/** POST /admin/sales/quotes/to_contract/{id}: an accepted quote becomes a customer contract (and a work order when asked). */
export const quoteToContract = async ({ tx, context, record: quote, input, write }: WorkflowCall<typeof quotes, 'toContract'>) => {
  if (quote.status !== 'Accepted')
    throw conflict(message('Quote {{number}} is {{status}}: only an accepted quote becomes a contract', { number: String(quote.number), status: term(String(quote.status)) }), {
      status: message('Not accepted'),
    });
  const [existing] = await rowsWhere(tx, context.schema, customerContracts, 'quoteId', quote.id);
  if (existing) throw conflict(message('Quote {{number}} is already contract {{contract}}', { number: String(quote.number), contract: String(existing.number) }), { id: message('Already a contract') });
  const contract = await createRecord(write, customerContracts, {
    title: quote.title,
    customerId: quote.customerId,
    quoteId: quote.id,
    startDate: input.startDate ?? firmToday(),
    amount: quote.taxable ?? 0,
    billingFrequency: input.billingFrequency ?? 'One-off',
    status: 'Active',
    note: `From quote ${quote.number}`,
  });
  const linkedQuote = await updateRecord(write, quotes, quote, { customerContractId: contract.id });
  if (!input.withWorkOrder) return { quote: linkedQuote, contract };
  return { quote: linkedQuote, ...(await startWorkOrder(write, contract)) };
};

/**
 * POST /admin/sales/customer_contracts/to_sow/{id}: the contract's statement of work, drafted from it; a
 * statement of work is always on a work order, so the contract's is started first when it has none.
 */
export const contractToStatementOfWork: ActionHandler = async ({ tx, context, record, write }) => {
  const [existing] = await rowsWhere(tx, context.schema, statementsOfWork, 'customerContractId', record.id);
  if (existing) throw conflict(message('Contract {{number}} already has statement of work {{sow}}', { number: String(record.number), sow: String(existing.number) }), { id: message('Already drafted') });
  const contract = record.workOrderId ? record : (await startWorkOrder(write, record)).contract;
  const statement = await createRecord(write, statementsOfWork, {
    title: contract.title,
    workOrderId: contract.workOrderId,
    customerContractId: contract.id,
    startDate: contract.startDate,
    endDate: contract.endDate ?? null,
    amount: contract.amount ?? null,
    scope: contract.note ?? null,
    status: 'Draft',
  });
  await updateRecord(write, customerContracts, contract, { statementOfWorkId: statement.id });
  return statement;
};

/** POST /admin/workorders/to_project/{id}: a project inside the work order, with its dates, manager and hours. */
export const workOrderToProject: ActionHandler = ({ record: workOrder, input, write }) =>
  createRecord(write, projects, {
    name: typeof input.name === 'string' && input.name.trim() !== '' ? input.name.trim() : workOrder.name,
    workOrderId: workOrder.id,
    managerId: workOrder.managerId ?? null,
    startDate: workOrder.startDate ?? null,
    endDate: workOrder.endDate ?? null,
    budgetHours: workOrder.budgetHours ?? null,
    description: `From work order ${workOrder.number}`,
    status: 'Planned',
  });
