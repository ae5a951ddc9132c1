import Decimal from 'decimal.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import { money, moneyNumber } from '../domain/bank-statement';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { badRequest, conflict, notFound } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { refuseOwnRecords, type ActionCall } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { recomputeDerived, type RowDerivation } from '../../../server/operations/derived';
import { createRecord, deleteRecord } from '../../../server/operations/record-writer';
import type { WriteRule } from '../../../server/operations/write-rules';
import { missingFilesOf } from '../domain/invoice-files';
import { learnFromManualMatch, preferredTargetsOf } from './learning';
import { isWorthSuggesting, suggestMatches, type OpenInvoice } from './suggestions';
import { reopenTransfer, settleTransfer, transferSuggestions } from './transfer-suggestions';
import { quotedDocuments } from './quoted-documents';
import type { WorkflowCall, Workflows } from '../../../server/operations/actions/workflows-of';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import { cashFlowMatches as cashFlowMatchesResource } from '../cash-flow-matches.resource';
import { invoiceAmountDue, invoiceAmountDueSql } from './amount-due';
import { invoices as invoicesResource } from '../invoices.resource';
import { suppliers as suppliersResource } from '../suppliers.resource';
import { customers as customersResource } from '../../sales/customers.resource';

// Reconciliation: a bank movement is matched to the documents it pays (cashFlowMatches rows). The paid
// state of an invoice or tax and the reconciled state of a movement are derived from those matches, so an
// undo (deleting a match) makes them open again. A movement with matches is locked against edits.

type Table = 'invoices' | 'receipts' | 'taxes' | 'labour';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const matchesOf = (schema: DatabaseSchema) => resourceTableOf(schema, cashFlowMatchesResource);

/** What the matches of a document or movement already account for. */
const matchedOf = async (tx: Database, schema: DatabaseSchema, where: (matches: ReturnType<typeof matchesOf>['columns']) => ReturnType<typeof sql>) => {
  const { table, columns } = matchesOf(schema);
  return new Decimal(rowsOf<{ total: string }>(await tx.execute(sql`select coalesce(sum(${columns.amount}), 0)::text as total from ${table} where ${where(columns)}`))[0].total);
};

const movementMatched = ({ tx, context }: ActionCall, id: number) => matchedOf(tx, context.schema, (match) => sql`${match.cashFlowEntryId} = ${id}`);
const documentMatched = ({ tx, context }: ActionCall, table: Table, id: number) =>
  matchedOf(tx, context.schema, (match) => sql`${match.parentTable} = ${table} and ${match.parent} = ${id}`);

/** The amount a document asks to be paid: an invoice's amount due (amount-due.ts), a tax's or receipt's amount, a payroll's net. */
const amountOf = (table: Table, row: Row) =>
  table === 'invoices' ? invoiceAmountDue(row) : new Decimal(String((table === 'labour' ? row.netSalary : row.amount) ?? 0));

const titleOf = (table: Table, row: Row) =>
  table === 'invoices'
    ? message('Invoice {{number}}', { number: String(row.number) })
    : table === 'taxes'
      ? message('Tax payment {{description}}', { description: String(row.description) })
      : table === 'receipts'
        ? message('Receipt {{number}}', { number: String(row.number) })
        : message('Payroll {{number}}', { number: String(row.number) });

/** Money in pays issued invoices; money out pays received invoices, receipts, taxes and payrolls. */
const checkDirection = (movement: Row, table: Table, document: Row) => {
  const isIn = movement.direction === 'in';
  if (table === 'invoices') {
    const issued = document.direction === 'out' || document.direction === 'foreign';
    if (isIn !== issued)
      throw conflict(
        issued
          ? message('{{document}} is issued by the firm: money in pays it', { document: titleOf(table, document) })
          : message('{{document}} is received from a supplier: money out pays it', { document: titleOf(table, document) }),
        { parent: message('Wrong direction') },
      );
  } else if (isIn)
    throw conflict(
      table === 'taxes' ? message('Money in cannot pay a tax payment') : table === 'receipts' ? message('Money in cannot pay a receipt') : message('Money in cannot pay a payroll'),
      { parent_table: message('Only invoices for money in') },
    );
};

const loadMovement = async (call: ActionCall, direction: 'in' | 'out') => {
  if (call.record.direction !== direction)
    throw conflict(
      direction === 'in' ? message('This movement is money out: use reconcileOut') : message('This movement is money in: use reconcileIn'),
      { id: message('Wrong direction') },
    );
  const open = money(call.record.amount as number).minus(await movementMatched(call, call.record.id));
  if (open.lte(0)) throw conflict(message('The movement "{{description}}" is already reconciled', { description: String(call.record.description) }));
  return open;
};

/** Matches `open` of the movement to the document, the document's open amount at most. */
const matchDocument = async (call: ActionCall, open: Decimal, table: Table, id: number, partial: boolean | 'auto') => {
  const { table: documents, columns, resource } = resourceTableOf(call.context.schema, table);
  const [document] = await call.tx.select().from(documents).where(eq(columns.id, id)).for('update');
  if (!document) throw notFound(message('No {{table}} row #{{id}}', { table, id }));
  checkDirection(call.record, table, document);
  // Four eyes: no one marks their own payroll or expense claim paid by matching it (the action is `isNotByOwner`).
  refuseOwnRecords(call, resource, [document]);
  const documentOpen = amountOf(table, document).minus(await documentMatched(call, table, id));
  if (documentOpen.lte(0)) throw conflict(message('{{document}} is already paid in full', { document: titleOf(table, document) }));
  if (partial === false && !documentOpen.eq(open))
    throw conflict(
      message('The amounts differ (movement {{movement}}, {{document}} open {{open}}): mark the match as partial', {
        movement: open.toFixed(2),
        document: titleOf(table, document),
        open: documentOpen.toFixed(2),
      }),
      { isPartial: message('The amounts differ') },
    );
  const amount = Decimal.min(open, documentOpen);
  await createRecord(call.write, cashFlowMatchesResource, {
    cashFlowEntryId: call.record.id,
    parentTable: table,
    parent: id,
    invoiceId: table === 'invoices' ? id : null,
    taxId: table === 'taxes' ? id : null,
    receiptId: table === 'receipts' ? id : null,
    labourId: table === 'labour' ? id : null,
    amount: moneyNumber(amount),
    isPartial: amount.lt(documentOpen),
  });
  const { table: movements, columns: movementColumns } = resourceTableOf(call.context.schema, cashFlowEntries);
  const [movement] = await call.tx.select().from(movements).where(eq(movementColumns.id, call.record.id));
  const [matched] = await call.tx.select().from(documents).where(eq(columns.id, id));
  await settleTransfer(call, table, matched, amount.eq(documentOpen), String(call.record.date));
  const [after] = await call.tx.select().from(documents).where(eq(columns.id, id));
  return { movement, document: after, matched: moneyNumber(amount) };
};

/** Open invoices a movement of this direction can pay, with their counterparty's name and VAT number. */
type OpenInvoiceRow = OpenInvoice & { direction: string; hasInvoicePdfFile: boolean; hasInvoiceXmlFile: boolean; hasReceiptFile: boolean };

export const openInvoices = async ({ tx, context }: ActionCall, direction: 'in' | 'out'): Promise<OpenInvoiceRow[]> => {
  const kinds = direction === 'in' ? sql`('out', 'foreign')` : sql`('in')`;
  const [invoices, suppliers, customers] = [invoicesResource, suppliersResource, customersResource].map((resource) => resourceTableOf(context.schema, resource));
  const matches = matchesOf(context.schema);
  const i = invoices.columns;
  const [supplier, customer] = [suppliers.columns, customers.columns];
  const rows = rowsOf<{
    id: number;
    number: string;
    direction: string;
    date: string;
    due_date: string | null;
    total: string;
    open: string;
    name: string | null;
    vat: string | null;
    supplier_id: number | null;
    customer_id: number | null;
    pdf: boolean | null;
    xml: boolean | null;
    receipt: boolean | null;
  }>(
    await tx.execute(sql`
      select ${i.id}, ${i.number}, ${i.direction}, ${i.date}::text as date, ${i.dueDate}::text as due_date, ${i.total}::text as total,
        (${invoiceAmountDueSql(i)} - coalesce((select sum(${matches.columns.amount}) from ${matches.table} where ${matches.columns.invoiceId} = ${i.id}), 0))::text as open,
        coalesce(${supplier.name}, ${customer.name}) as name, coalesce(${supplier.vatNumber}, ${customer.vatNumber}) as vat,
        ${i.supplierId} as supplier_id, ${i.customerId} as customer_id,
        ${i.hasInvoicePdfFile} as pdf, ${i.hasInvoiceXmlFile} as xml, ${i.hasReceiptFile} as receipt
      from ${invoices.table} left join ${suppliers.table} on ${supplier.id} = ${i.supplierId} left join ${customers.table} on ${customer.id} = ${i.customerId}
      where ${i.isPaid} = false and ${i.direction} in ${kinds}`),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    direction: row.direction,
    date: row.date,
    dueDate: row.due_date,
    total: row.total,
    openAmount: row.open,
    counterpartyName: row.name,
    vatNumber: row.vat,
    target: row.supplier_id ? `suppliers:${row.supplier_id}` : row.customer_id ? `customers:${row.customer_id}` : null,
    hasInvoicePdfFile: row.pdf === true,
    hasInvoiceXmlFile: row.xml === true,
    hasReceiptFile: row.receipt === true,
  }));
};

const suggestionsFor = async (call: ActionCall, open: Decimal) => {
  const invoices = await openInvoices(call, call.record.direction as 'in' | 'out');
  const { date, description, counterparty } = call.record as unknown as { date: string; description: string; counterparty: string | null };
  const movement = { date, description, counterparty, amount: String(call.record.amount), openAmount: open };
  const preferred = await preferredTargetsOf(call);
  // Money out first looks for our own transfers by their end-to-end id: nothing names a document better.
  // Then the receipts and payrolls whose number the bank text quotes ("RCP-000037").
  const transfers = call.record.direction === 'out' ? [...(await transferSuggestions(call, movement, open)), ...(await quotedDocuments(call, movement, open))] : [];
  const isTransferred = new Set(transfers.filter((transfer) => transfer.parentTable === 'invoices').map((transfer) => transfer.id));
  const ranked = suggestMatches(movement, invoices, 10, preferred)
    .filter(isWorthSuggesting)
    .filter(({ invoice }) => !isTransferred.has(invoice.id));
  return [...transfers, ...ranked.map(({ invoice, score, reasons }) => ({
    parentTable: 'invoices' as const,
    id: invoice.id,
    number: invoice.number,
    date: invoice.date,
    dueDate: invoice.dueDate,
    total: moneyNumber(invoice.total),
    openAmount: moneyNumber(invoice.openAmount),
    counterparty: invoice.counterpartyName,
    score,
    reasons,
    // Paying an invoice whose files are incomplete is flagged on the screen.
    missingFiles: missingFilesOf(invoice as OpenInvoiceRow),
  }))];
};

/** Movements of one direction not yet fully reconciled (of one account, if named), newest first, with what is still open of each. */
export const openMovements = async ({ tx, context }: ActionCall, direction: 'in' | 'out', accountId: number | undefined) => {
  const { table, columns } = resourceTableOf(context.schema, cashFlowEntries);
  const matches = matchesOf(context.schema);
  // A subquery of the builder: a column written inside the select list's own text would lose its table's name.
  const matched = tx
    .select({ total: sql`coalesce(sum(${matches.columns.amount}), 0)` })
    .from(matches.table)
    .where(eq(matches.columns.cashFlowEntryId, columns.id));
  const rows = (await tx
    .select({
      row: table,
      matched: sql<string>`(${matched})::text`,
    })
    .from(table)
    .where(and(eq(columns.direction, direction), eq(columns.isReconciled, false), accountId ? eq(columns.accountId, accountId) : undefined))
    .orderBy(desc(columns.date), desc(columns.id))) as { row: Row; matched: string }[];
  return rows.map(({ row, matched }) => ({ ...row, openAmount: moneyNumber(money(row.amount as number).minus(matched)) }));
};

/** GET /in and /out: the open movements of that direction. */
const unreconciled =
  (direction: 'in' | 'out') =>
  (call: WorkflowCall<typeof cashFlowEntries, 'listIn' | 'listOut'>) =>
    openMovements(call, direction, call.input.accountId ?? undefined);

const reconcile =
  (direction: 'in' | 'out') =>
  async (call: WorkflowCall<typeof cashFlowEntries, 'reconcileIn' | 'reconcileOut'>) => {
    const open = await loadMovement(call, direction);
    let id = call.input.match_id;
    if (!id) {
      // No choice sent: the best suggestion, only when its open amount is exactly the movement's.
      const [best] = await suggestionsFor(call, open);
      if (!best || !money(best.openAmount).eq(open))
        throw conflict(message('No open invoice has exactly this amount: choose the invoice (match_id)'), { match_id: message('Required: no exact suggestion') });
      return matchDocument(call, open, best.parentTable, best.id, 'auto');
    }
    return matchDocument(call, open, 'invoices', id, 'auto');
  };

const reconcileManually =
  (direction: 'in' | 'out') =>
  async (call: WorkflowCall<typeof cashFlowEntries, 'reconcileInManually' | 'reconcileOutManually'>) => {
    const open = await loadMovement(call, direction);
    const table = call.input.parent_table;
    const matched = await matchDocument(call, open, table, call.input.parent, call.input.isPartial === true);
    await learnFromManualMatch(call, table, matched.document);
    return matched;
  };

/**
 * Decision for databases upgraded from before 0008: a movement reconciled then has no match rows. Rather than
 * guess its amounts in a migration, undo works on it: its state and its document's paid state are derived
 * again from its (no) matches, so both are open again, as after any other undo.
 */
const undoLegacyReconciliation = async ({ tx, context, record, write }: ActionCall) => {
  await recomputeDerived(write, context.resource, [record], []);
  const documentTable = record.parentTable as Table | null;
  if ((documentTable !== 'invoices' && documentTable !== 'taxes') || typeof record.parent !== 'number') return;
  const { table, columns, resource } = resourceTableOf(context.schema, documentTable);
  const [document] = await tx.select().from(table).where(eq(columns.id, record.parent)).for('update');
  if (document) await recomputeDerived(write, resource, [document], []);
};

/** Reconciliation's handlers of movements' actions (the rest are in actions.ts). */
export const reconciliationWorkflows = {
  listIn: unreconciled('in'),
  listOut: unreconciled('out'),
  suggestions: async (call) => {
    const open = money(call.record.amount as number).minus(await movementMatched(call, call.record.id));
    return open.lte(0) ? [] : suggestionsFor(call, open);
  },
  reconcileIn: reconcile('in'),
  reconcileOut: reconcile('out'),
  reconcileInManually: reconcileManually('in'),
  reconcileOutManually: reconcileManually('out'),
  // POST /undo/{id}: every match of the movement deleted; its documents are open again. It takes the movement's version.
  undoMatches: async (call) => {
    const { tx, context, record, write } = call;
    const { table, columns } = resourceTableOf(context.schema, cashFlowMatchesResource);
    const matches = await tx.select().from(table).where(eq(columns.cashFlowEntryId, record.id)).for('update');
    if (matches.length === 0 && !record.isReconciled && !record.isPartial) throw conflict(message('This movement has no matches to undo'));
    for (const match of matches) await deleteRecord(write, cashFlowMatchesResource, match);
    for (const match of matches) await reopenTransfer(call, String(match.parentTable), Number(match.parent));
    if (matches.length === 0) await undoLegacyReconciliation(call);
    const movements = resourceTableOf(context.schema, cashFlowEntries);
    const [movement] = await tx.select().from(movements.table).where(eq(movements.columns.id, record.id));
    return movement;
  },
} satisfies Partial<Workflows<typeof cashFlowEntries>>;

/** POST /admin/finance/cashflow/matches/undo/{id}: one match undone; its movement and document are open again. */
export const undoOneMatch = async (call: ActionCall) => {
  const { tx, context, record, write } = call;
  const { table, columns } = matchesOf(context.schema);
  const [match] = await tx.select().from(table).where(eq(columns.id, record.id)).for('update');
  if (!match) throw notFound(message('No match #{{id}}', { id: record.id }));
  await deleteRecord(write, cashFlowMatchesResource, match);
  await reopenTransfer(call, String(match.parentTable), Number(match.parent));
  const movements = resourceTableOf(context.schema, cashFlowEntries);
  const [movement] = await tx.select().from(movements.table).where(eq(movements.columns.id, match.cashFlowEntryId as number));
  return { undone: match, movement };
};

/** A movement: reconciled when its matches account for all of it, partial for part; the first match named. */
export const movementReconciliation: RowDerivation = async (tx, row, schema) => {
  const { table, columns } = matchesOf(schema);
  const matches = rowsOf<{ parent_table: string; parent: number; amount: string }>(
    await tx.execute(
      sql`select ${columns.parentTable} as parent_table, ${columns.parent}, ${columns.amount}::text as amount from ${table}
          where ${columns.cashFlowEntryId} = ${row.id} order by ${columns.id}`,
    ),
  );
  const matched = matches.reduce((total, match) => total.plus(match.amount), new Decimal(0));
  const isReconciled = matches.length > 0 && matched.gte(money(row.amount as number));
  return {
    isReconciled,
    isPartial: matches.length > 0 && !isReconciled,
    parentTable: matches[0]?.parent_table ?? null,
    parent: matches[0]?.parent ?? null,
  };
};

const paidState = async (tx: Database, schema: DatabaseSchema, field: 'invoiceId' | 'taxId', id: number, due: Decimal) => {
  const matches = matchesOf(schema);
  const movements = resourceTableOf(schema, cashFlowEntries);
  const [{ total, last }] = rowsOf<{ total: string; last: string | null }>(
    await tx.execute(sql`
      select coalesce(sum(${matches.columns.amount}), 0)::text as total, max(${movements.columns.date})::text as last
      from ${matches.table} join ${movements.table} on ${movements.columns.id} = ${matches.columns.cashFlowEntryId} where ${matches.columns[field]} = ${id}`),
  );
  const paid = new Decimal(total);
  const isPaid = paid.gt(0) && paid.gte(due);
  return { isPaid, paidDate: isPaid ? last : null, paidAmount: moneyNumber(paid) };
};

/** An invoice is paid when its matches cover its amount due, on the day of the last movement. */
export const invoicePayment: RowDerivation = (tx, row, schema) => paidState(tx, schema, 'invoiceId', row.id, invoiceAmountDue(row));
/** A tax is paid when its matches cover its amount, or once marked paid by hand (markPaid) on that day. */
export const taxPayment: RowDerivation = async (tx, row, schema) => {
  const { isPaid, paidDate } = await paidState(tx, schema, 'taxId', row.id, money(row.amount as number));
  const markedOn = typeof row.markedPaidOn === 'string' ? row.markedPaidOn : null;
  return { isPaid: isPaid || markedOn !== null, paidDate: paidDate ?? markedOn };
};

/** A movement with matches is locked: undo its matches before changing it. */
export const lockReconciledMovement: WriteRule = (_tx, { before, isDelete }) => {
  // A delete is refused by the matches' restrict reference (409) before it could get here wrongly.
  if (!isDelete && before && (before.isReconciled || before.isPartial))
    throw conflict(message('The movement "{{description}}" is reconciled: undo its matches before changing it', { description: String(before.description) }));
};

/** Matches come only from the reconcile actions (which check directions and open amounts), and go only by an undo
 * (which also puts the document back in its state before payment). */
export const matchesByActionsOnly: WriteRule = (_tx, { via, isDelete }) => {
  if (!via && !isDelete) throw badRequest(message('Matches are made by the reconcile actions of a bank movement'));
  if (!via && isDelete) throw badRequest(message('A match is removed by undoing it (Undo the match)'));
};
