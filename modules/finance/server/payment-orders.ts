import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { firmToday } from '../../../resources/firm-calendar';
import { firmIdentityOf } from '../../../server/config';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, conflict, notFound } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { FileReply, refuseOwnRecords, type ActionCall } from '../../../server/operations/actions/run-action';
import type { CallWith, WorkflowCall } from '../../../server/operations/actions/workflows-of';
import type { Row } from '../../../server/operations/context';
import { createRecord, createRecords, updateRecords } from '../../../server/operations/record-writer';
import type { WriteRule } from '../../../server/operations/write-rules';
import { employees } from '../../hr/employees.resource';
import { payrolls } from '../../hr/payrolls.resource';
import { accounts } from '../accounts.resource';
import { moneyNumber } from '../domain/bank-statement';
import { cbiPaymentRequestXml, controlSumOf } from '../domain/cbi-payment-request';
import { compactIban, isValidIban } from '../domain/iban';
import { invoices } from '../invoices.resource';
import { paymentOrderLines } from '../payment-order-lines.resource';
import { paymentOrders } from '../payment-orders.resource';
import { suppliers } from '../suppliers.resource';

// Payment orders: approved payrolls' net pay and due supplier invoices become SEPA credit transfers from one of the
// firm's accounts, written as a CBI file for the bank. Every IBAN is checked before anything is written; the
// payrolls and invoices are marked in payment, and the reconciliation pays them when the statement brings the
// transfers back (reconciliation.ts, transfer-suggestions.ts).

type OrderInput = { accountId: number; executionDate: string };
/** One transfer before it is written: the document it pays and where the money goes. */
type Payee = { labourId: number | null; invoiceId: number | null; number: string; name: string; iban: string | null; amount: Decimal; remittance: string };

/** At most this many transfers in one order: the end-to-end id numbers them in three digits. */
const MOST_TRANSFERS = 999;

const idsOf = (rows: readonly Row[], field: string) => [...new Set(rows.map((row) => Number(row[field])).filter((id) => Number.isInteger(id) && id > 0))];

const payrollPayees = async ({ tx, context }: ActionCall, rows: readonly Row[]): Promise<Payee[]> => {
  const people = resourceTableOf(context.schema, employees);
  const ids = idsOf(rows, 'employeeId');
  const found = ids.length ? await tx.select().from(people.table).where(inArray(people.columns.id, ids)) : [];
  const byId = new Map(found.map((person) => [Number(person.id), person]));
  return rows.map((payroll) => {
    const person = byId.get(Number(payroll.employeeId));
    const period = `${String(payroll.month).padStart(2, '0')}/${payroll.year}`;
    return {
      labourId: Number(payroll.id),
      invoiceId: null,
      number: String(payroll.number),
      name: String(person?.fullName ?? `${person?.firstName ?? ''} ${person?.lastName ?? ''}`).trim(),
      iban: typeof person?.iban === 'string' && person.iban ? compactIban(person.iban) : null,
      amount: new Decimal(String(payroll.netSalary ?? 0)),
      // The bank's text, read by the employee: in Italian, as the firm's payslips are.
      remittance: `Stipendio ${period} ${payroll.number}`,
    };
  });
};

const invoicePayees = async ({ tx, context }: ActionCall, rows: readonly Row[]): Promise<Payee[]> => {
  const parties = resourceTableOf(context.schema, suppliers);
  const ids = idsOf(rows, 'supplierId');
  const found = ids.length ? await tx.select().from(parties.table).where(inArray(parties.columns.id, ids)) : [];
  const byId = new Map(found.map((supplier) => [Number(supplier.id), supplier]));
  return rows.map((invoice) => {
    const supplier = byId.get(Number(invoice.supplierId));
    return {
      labourId: null,
      invoiceId: Number(invoice.id),
      number: String(invoice.number),
      name: String(supplier?.name ?? ''),
      iban: typeof supplier?.iban === 'string' && supplier.iban ? compactIban(supplier.iban) : null,
      amount: new Decimal(String(invoice.total ?? 0)).minus(String(invoice.paidAmount ?? 0)),
      remittance: `Fattura ${invoice.number} del ${invoice.date}`,
    };
  });
};

/** Why a payroll cannot be paid by this order, if it cannot. */
const payrollRefusal = (payroll: Row) =>
  payroll.status !== 'Approved'
    ? message('Payroll {{number}} is {{status}}: only approved payrolls are paid', { number: String(payroll.number), status: String(payroll.status) })
    : payroll.isInPayment === true
      ? message('Payroll {{number}} is already in a payment order', { number: String(payroll.number) })
      : null;

const invoiceRefusal = (invoice: Row) =>
  invoice.direction !== 'in'
    ? message('Invoice {{number}} is not a supplier invoice', { number: String(invoice.number) })
    : invoice.isPaid === true
      ? message('Invoice {{number}} is paid already', { number: String(invoice.number) })
      : invoice.isInPayment === true
        ? message('Invoice {{number}} is already in a payment order', { number: String(invoice.number) })
        : null;

/** The debtor: one of the firm's accounts, with a valid IBAN and the firm's CBI code. */
const debtorAccount = async ({ tx, context }: ActionCall, accountId: number) => {
  const { table, columns } = resourceTableOf(context.schema, accounts);
  const [account] = await tx.select().from(table).where(eq(columns.id, accountId));
  if (!account) throw badRequest(message('No such account'), { accountId: message('No such account') });
  if (!isValidIban(String(account.iban))) throw badRequest(message('The IBAN of account {{name}} is not valid', { name: String(account.name) }), { accountId: message('IBAN not valid') });
  if (!account.cuc)
    throw badRequest(message('Account {{name}} has no CBI code (CUC): add it to the account first', { name: String(account.name) }), { accountId: message('No CBI code (CUC)') });
  return account;
};

/** Refuses the order, naming each person or supplier, when an IBAN is missing or fails its check digits. */
const checkIbans = (payees: readonly Payee[]) => {
  const problems = payees.flatMap((payee) =>
    payee.iban === null
      ? [{ payee, problem: message('{{name}} ({{number}}) has no IBAN', { name: payee.name, number: payee.number }) }]
      : isValidIban(payee.iban)
        ? []
        : [{ payee, problem: message('{{name}} ({{number}}): the IBAN {{iban}} is not valid', { name: payee.name, number: payee.number, iban: payee.iban }) }],
  );
  if (problems.length === 0) return;
  throw badRequest(
    message('Missing or invalid IBANs: {{names}}. Nothing was made.', { names: problems.map(({ payee }) => payee.name).join(', ') }),
    Object.fromEntries(problems.map(({ payee, problem }) => [payee.number, problem])),
  );
};

/**
 * Refuses the order, naming each payroll whose month sheet changed after it was calculated (issue 43): its figures
 * are paid only once recalculated or the difference confirmed with a note, which clears the flag.
 */
const checkNotStale = (payrollRows: readonly Row[]) => {
  const stale = payrollRows.filter((payroll) => payroll.isStale === true);
  if (stale.length === 0) return;
  throw conflict(
    message('Payrolls whose month sheet changed after they were calculated: {{numbers}}. Recalculate them or confirm the difference first; nothing was made.', {
      numbers: stale.map((payroll) => String(payroll.number)).join(', '),
    }),
    Object.fromEntries(
      stale.map((payroll) => [
        String(payroll.number),
        message('Its month sheet changed after it was calculated ({{then}} h then, {{now}} h now)', { then: String(payroll.calculatedSheetHours ?? ''), now: String(payroll.sheetHoursNow ?? '') }),
      ]),
    ),
  );
};

/** Writes the order, its transfers and the documents' "in payment" mark, in the action's transaction. */
const makeOrder = async (call: ActionCall, input: OrderInput, payrollRows: readonly Row[], invoiceRows: readonly Row[]) => {
  if (payrollRows.length + invoiceRows.length === 0) throw conflict(message('Nothing to pay: no approved payroll or due supplier invoice was chosen'));
  if (payrollRows.length + invoiceRows.length > MOST_TRANSFERS) throw badRequest(message('At most {{count}} transfers in one order', { count: MOST_TRANSFERS }));
  if (input.executionDate < firmToday()) throw badRequest(message('The execution date is before today'), { executionDate: message('Before today') });
  for (const refusal of [...payrollRows.map(payrollRefusal), ...invoiceRows.map(invoiceRefusal)]) if (refusal) throw conflict(refusal);
  // Four eyes: no one pays their own payroll, whatever roles they hold (the action is `isNotByOwner`).
  refuseOwnRecords(call, payrolls, payrollRows);
  checkNotStale(payrollRows);
  const account = await debtorAccount(call, input.accountId);
  const payees = [...(await payrollPayees(call, payrollRows)), ...(await invoicePayees(call, invoiceRows))];
  for (const payee of payees)
    if (payee.amount.lte(0)) throw conflict(message('{{number}} has nothing to pay ({{amount}})', { number: payee.number, amount: payee.amount.toFixed(2) }));
  checkIbans(payees);
  const order = await createRecord(call.write, paymentOrders, {
    accountId: Number(account.id),
    executionDate: input.executionDate,
    transfers: payees.length,
    total: moneyNumber(controlSumOf(payees)),
  });
  await createRecords(
    call.write,
    paymentOrderLines,
    payees.map((payee, index) => ({
      paymentOrderId: order.id,
      // The order's number and the line's, fixed width: no id is the start of another.
      endToEndId: `${order.number}-${String(index + 1).padStart(3, '0')}`,
      labourId: payee.labourId,
      invoiceId: payee.invoiceId,
      beneficiary: payee.name,
      iban: payee.iban,
      amount: moneyNumber(payee.amount),
      remittance: payee.remittance,
    })),
  );
  await updateRecords(call.write, payrolls, payrollRows.map((before) => ({ before, values: { isInPayment: true } })));
  await updateRecords(call.write, invoices, invoiceRows.map((before) => ({ before, values: { isInPayment: true } })));
  return order;
};

/** Locked rows of a resource by id, in id order (an order's documents are written by it). */
const lockedRows = async (call: ActionCall, resource: typeof payrolls | typeof invoices, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const { table, columns } = resourceTableOf(call.context.schema, resource);
  const rows = await call.tx.select().from(table).where(inArray(columns.id, [...ids])).orderBy(asc(columns.id)).for('update');
  const missing = ids.filter((id) => !rows.some((row) => Number(row.id) === id));
  if (missing.length) throw notFound(message('No {{table}} row #{{id}}', { table: resource.name, id: missing[0] }));
  return rows;
};

/** PUT /admin/finance/payment_orders/make: a month's approved payrolls not yet in an order, and chosen invoices. */
export const makePaymentOrder = async (call: WorkflowCall<typeof paymentOrders, 'make'>) => {
  const { year, month, invoiceIds } = call.input;
  if ((year === null) !== (month === null)) throw badRequest(message('Give both the year and the month of the payrolls'), { [year === null ? 'year' : 'month']: message('Required') });
  let payrollRows: Row[] = [];
  if (year !== null && month !== null) {
    const { table, columns } = resourceTableOf(call.context.schema, payrolls);
    // Locked, then read again as committed: a month taken by an order made meanwhile is left out.
    payrollRows = await call.tx
      .select()
      .from(table)
      .where(and(eq(columns.year, year), eq(columns.month, month), eq(columns.status, 'Approved'), eq(columns.isInPayment, false)))
      .orderBy(asc(columns.id))
      .for('update');
  }
  const invoiceRows = await lockedRows(call, invoices, invoiceIds ?? []);
  return makeOrder(call, call.input, payrollRows, invoiceRows);
};

/** POST …/pay_by_transfer on the payroll or invoice list's selection (locked by runAction). */
export const payPayrollsByTransfer = (call: CallWith<OrderInput>) => makeOrder(call, call.input, call.records, []);
export const payInvoicesByTransfer = (call: CallWith<OrderInput>) => makeOrder(call, call.input, [], call.records);

/** GET /admin/finance/payment_orders/cbi/{id}: the order's CBIPaymentRequest file. */
export const paymentOrderFile = async ({ tx, context, record: order }: WorkflowCall<typeof paymentOrders, 'cbiFile'>) => {
  const lines = resourceTableOf(context.schema, paymentOrderLines);
  const transfers = await tx.select().from(lines.table).where(eq(lines.columns.paymentOrderId, order.id)).orderBy(asc(lines.columns.id));
  const { table, columns } = resourceTableOf(context.schema, accounts);
  const [account] = await tx.select().from(table).where(eq(columns.id, order.accountId));
  if (!account?.cuc) throw conflict(message('The debtor account has no CBI code (CUC)'));
  const xml = cbiPaymentRequestXml({
    messageId: String(order.number),
    createdAt: new Date(),
    executionDate: String(order.executionDate),
    debtor: { name: firmIdentityOf().name, iban: compactIban(String(account.iban)), cuc: String(account.cuc) },
    transfers: transfers.map((line) => ({
      endToEndId: String(line.endToEndId),
      beneficiary: String(line.beneficiary),
      iban: String(line.iban),
      amount: String(line.amount),
      remittance: String(line.remittance),
      purpose: line.labourId ? 'SALA' : 'SUPP',
    })),
  });
  const content = Buffer.from(xml, 'utf8');
  return new FileReply({ fileName: `${order.number}.xml`, contentType: 'application/xml', size: content.length, content });
};

/** Orders and their transfers are made only by these actions: what was sent to the bank is never retyped. */
export const paymentOrdersByActionsOnly: WriteRule = (_tx, { via }) => {
  if (!via) throw badRequest(message('Payment orders are made from approved payrolls and due supplier invoices (New payment order, Pay by bank transfer)'));
};
