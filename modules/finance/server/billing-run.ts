import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { firmToday, lastDayOfMonth } from '../../../resources/firm-calendar';
import { resourceTableOf } from '../../../server/db/schema';
import { conflict } from '../../../server/errors';
import { message, render } from '../../../server/i18n/message';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import type { Row } from '../../../server/operations/context';
import { createRecord, createRecords, updateRecord, updateRecords } from '../../../server/operations/record-writer';
import { firmIdentity } from '../../firm/server/firm-identity';
import { employees } from '../../hr/employees.resource';
import { monthSheets } from '../../pm/month-sheets.resource';
import { timesheetEntries } from '../../pm/timesheet-entries.resource';
import { workOrderMembers } from '../../pm/work-order-members.resource';
import { contractMilestones } from '../../sales/contract-milestones.resource';
import { contractRates } from '../../sales/contract-rates.resource';
import { customerContracts } from '../../sales/customer-contracts.resource';
import { products } from '../../sales/products.resource';
import { billedHours } from '../billed-hours.resource';
import { hourlyRateOf } from '../domain/billing-rates';
import { vatSummaryOf } from '../domain/invoice-vat';
import { invoiceLines } from '../invoice-lines.resource';
import { invoices } from '../invoices.resource';
import { lineValues, singleRateOf, summaryJson } from './invoice-lines';

// A billing run (POST /admin/finance/invoices/billing_run): for a month, each active contract with a billing method
// becomes at most one draft invoice to its customer. Time and materials: its work order's hours in that month
// whose month sheet is Approved or Closed and that no invoice bills yet, one line per person at the rate the
// contract gives them by person, role or the service product they are billed as (billing-rates.ts), each line
// linked to the entries it bills (billedHours). Milestones: those due by the month's end and not yet billed.
// Hours are billed once: billedHours' unique index on the entry makes a second run racing this one fail (409)
// rather than bill them twice; milestones are locked and their update is version-checked.

/** The lines a contract's draft gets, with what each bills. */
type DraftLine = { description: string; quantity: Decimal; unitPrice: Decimal; entries: { id: number; hours: Decimal }[]; milestone?: Row };

const BILLABLE_SHEETS = ['Approved', 'Closed'];
/** A day as the invoice's reader writes it (31/10/2026). */
const dayText = (day: string) => day.split('-').reverse().join('/');

/** The month's unbilled approved hours of a work order, with their people. */
const unbilledHours = async ({ tx, context }: WorkflowCall<typeof invoices, 'billingRun'>, workOrderId: number, from: string, to: string) => {
  const entries = resourceTableOf(context.schema, timesheetEntries);
  const sheets = resourceTableOf(context.schema, monthSheets);
  const billed = resourceTableOf(context.schema, billedHours);
  return tx
    .select({ id: entries.columns.id, employeeId: entries.columns.employeeId, hours: entries.columns.hours })
    .from(entries.table)
    .innerJoin(sheets.table, eq(sheets.columns.id, entries.columns.timesheetMonthId))
    .leftJoin(billed.table, eq(billed.columns.timesheetEntryId, entries.columns.id))
    .where(
      and(
        eq(entries.columns.workOrderId, workOrderId),
        gte(entries.columns.date, from),
        lte(entries.columns.date, to),
        inArray(sheets.columns.status, BILLABLE_SHEETS),
        isNull(billed.columns.id),
      ),
    )
    .orderBy(asc(entries.columns.employeeId), asc(entries.columns.date), asc(entries.columns.id));
};

/** One line per person and rate for a time-and-materials contract's month. */
const hourLines = async (call: WorkflowCall<typeof invoices, 'billingRun'>, contract: Row, from: string, to: string, say: (text: ReturnType<typeof message>) => string) => {
  if (!contract.workOrderId) return [];
  const entries = (await unbilledHours(call, Number(contract.workOrderId), from, to)).filter((entry) => new Decimal(String(entry.hours)).gt(0));
  if (entries.length === 0) return [];
  const { tx, context } = call;
  const personIds = [...new Set(entries.map((entry) => Number(entry.employeeId)))];
  const people = resourceTableOf(context.schema, employees);
  const members = resourceTableOf(context.schema, workOrderMembers);
  const rates = resourceTableOf(context.schema, contractRates);
  const [personRows, memberRows, rateRows] = await Promise.all([
    tx.select().from(people.table).where(inArray(people.columns.id, personIds)),
    tx.select().from(members.table).where(and(eq(members.columns.workOrderId, contract.workOrderId), inArray(members.columns.employeeId, personIds))),
    tx.select().from(rates.table).where(eq(rates.columns.customerContractId, contract.id)),
  ]);
  // The service products the members are billed as.
  const catalogue = resourceTableOf(context.schema, products);
  const productIds = [...new Set(memberRows.map((row) => row.productId).filter((id): id is number => typeof id === 'number'))];
  const productRows = productIds.length ? await tx.select().from(catalogue.table).where(inArray(catalogue.columns.id, productIds)) : [];
  const productOf = (id: unknown) => {
    const row = productRows.find((product) => product.id === id);
    return row ? { id: Number(row.id), name: String(row.name), unit: (row.unit as string | null) ?? null, unitPrice: row.unitPrice === null ? null : String(row.unitPrice) } : null;
  };
  const contractRatesOf = rateRows.map((rate) => ({
    employeeId: rate.employeeId === null ? null : Number(rate.employeeId),
    role: (rate.role as string | null) ?? null,
    productId: rate.productId === null ? null : Number(rate.productId),
    hourlyRate: String(rate.hourlyRate),
  }));
  const lines: DraftLine[] = [];
  const unrated: string[] = [];
  for (const personId of personIds) {
    const person = personRows.find((row) => Number(row.id) === personId);
    const member = memberRows.find((row) => Number(row.employeeId) === personId);
    const name = String(person?.fullName ?? personId);
    const product = productOf(member?.productId);
    const found = hourlyRateOf(
      { employeeId: personId, memberRole: (member?.role as string | null) ?? null, jobTitle: (person?.jobTitle as string | null) ?? null, memberRate: (member?.hourlyRate as string | null) ?? null, product },
      contractRatesOf,
      (contract.hourlyRate as string | null) ?? null,
    );
    if (!found) {
      unrated.push(name);
      continue;
    }
    const own = entries.filter((entry) => Number(entry.employeeId) === personId).map((entry) => ({ id: Number(entry.id), hours: new Decimal(String(entry.hours)) }));
    const hours = own.reduce((sum, entry) => sum.plus(entry.hours), new Decimal(0));
    // The line names the service sold when the member is billed as a product, else their role.
    const role = product?.name || (member?.role as string | null) || (person?.jobTitle as string | null);
    lines.push({
      description: say(message('{{contract}}: hours of {{name}}{{role}}, {{from}} to {{to}}', { contract: String(contract.title), name, role: role ? ` (${role})` : '', from: dayText(from), to: dayText(to) })),
      quantity: hours,
      unitPrice: found.rate,
      entries: own,
    });
  }
  if (unrated.length)
    throw conflict(message('Contract {{number}} has no hourly rate for {{names}}: add a contract rate or a default rate. Nothing was billed.', { number: String(contract.number), names: unrated.join(', ') }));
  return lines;
};

/** The milestones due by the month's end that no invoice bills yet, locked for this run. */
const dueMilestones = async ({ tx, context }: WorkflowCall<typeof invoices, 'billingRun'>, contract: Row, to: string): Promise<DraftLine[]> => {
  const { table, columns } = resourceTableOf(context.schema, contractMilestones);
  const rows = await tx
    .select()
    .from(table)
    .where(and(eq(columns.customerContractId, contract.id), lte(columns.dueDate, to), isNull(columns.invoiceLineId)))
    .orderBy(asc(columns.dueDate), asc(columns.id))
    .for('update');
  return rows.map((milestone) => ({ description: `${String(contract.title)}: ${String(milestone.title)}`, quantity: new Decimal(1), unitPrice: new Decimal(String(milestone.amount)), entries: [], milestone }));
};

/** Writes a contract's draft, its lines and their links to the hours and milestones they bill. */
const writeDraft = async (call: WorkflowCall<typeof invoices, 'billingRun'>, contract: Row, period: string, lines: readonly DraftLine[]) => {
  const vatRate = new Decimal(String(contract.vatRate ?? 22));
  const nature = vatRate.isZero() ? ((contract.vatNature as string | null) ?? null) : null;
  if (vatRate.isZero() && !nature) throw conflict(message('Contract {{number}} has a VAT rate of 0 without its Natura code', { number: String(contract.number) }));
  const figureLines = lines.map((line) => ({ description: line.description, quantity: line.quantity.toString(), unitPrice: line.unitPrice.toString(), vatRate: vatRate.toNumber(), nature }));
  const figures = vatSummaryOf(figureLines);
  const today = firmToday();
  const invoice = await createRecord(call.write, invoices, {
    direction: 'out',
    status: 'Draft',
    documentType: 'TD01',
    // A draft has no number yet: it takes one when issued. Until then it is known by its record.
    number: `DRAFT-${randomUUID().slice(0, 20)}`,
    date: today,
    customerId: contract.customerId,
    workOrderId: contract.workOrderId ?? null,
    customerContractId: contract.id,
    billingPeriod: period,
    description: `${String(contract.number)} ${String(contract.title)}`,
    taxable: figures.taxable,
    vat: figures.vat,
    total: figures.total,
    vatRate: singleRateOf(figures.summary),
    vatSummary: summaryJson(figures.summary),
  });
  const named = await updateRecord(call.write, invoices, invoice, { number: `DRAFT-${invoice.id}` });
  for (const [position, line] of lines.entries()) {
    const stored = await createRecord(call.write, invoiceLines, { invoiceId: invoice.id, ...lineValues(figureLines[position], position) });
    await createRecords(
      call.write,
      billedHours,
      line.entries.map((entry) => ({ invoiceLineId: stored.id, timesheetEntryId: entry.id, hours: entry.hours.toNumber(), hourlyRate: line.unitPrice.toNumber() })),
    );
    if (line.milestone) await updateRecords(call.write, contractMilestones, [{ before: line.milestone, values: { invoiceLineId: stored.id } }]);
  }
  // As its lines left it (its figures follow them: draftFigures).
  const { table, columns } = resourceTableOf(call.context.schema, invoices);
  const [drafted] = await call.tx.select().from(table).where(eq(columns.id, named.id));
  return drafted;
};

/** POST /admin/finance/invoices/billing_run: the month's drafts, one per contract that has something to bill. */
export const billingRun = async (call: WorkflowCall<typeof invoices, 'billingRun'>) => {
  const { year, month } = call.input;
  const period = `${year}-${String(month).padStart(2, '0')}`;
  const from = `${period}-01`;
  const to = lastDayOfMonth(year, month);
  if (from > firmToday()) throw conflict(message('{{period}} has not started yet: nothing to bill', { period }));
  const { table, columns } = resourceTableOf(call.context.schema, customerContracts);
  const contracts = await call.tx
    .select()
    .from(table)
    .where(and(eq(columns.status, 'Active'), isNotNull(columns.billingMethod), lte(columns.startDate, to)))
    .orderBy(asc(columns.id));
  const { language } = await firmIdentity(call.tx, call.context.schema);
  const say = (text: ReturnType<typeof message>) => render(text, language);
  const drafts: Row[] = [];
  for (const contract of contracts) {
    const lines = contract.billingMethod === 'Milestones' ? await dueMilestones(call, contract, to) : await hourLines(call, contract, from, to, say);
    if (lines.length) drafts.push(await writeDraft(call, contract, period, lines));
  }
  const hours = drafts.length ? await billedHoursOf(call, drafts.map((draft) => draft.id)) : new Decimal(0);
  return { period, drafts: drafts.length, hours: hours.toNumber(), invoices: drafts };
};

/** The hours the run's drafts bill, for its answer. */
const billedHoursOf = async ({ tx, context }: WorkflowCall<typeof invoices, 'billingRun'>, invoiceIds: number[]) => {
  const billed = resourceTableOf(context.schema, billedHours);
  const lines = resourceTableOf(context.schema, invoiceLines);
  const rows = await tx
    .select({ hours: billed.columns.hours })
    .from(billed.table)
    .innerJoin(lines.table, eq(lines.columns.id, billed.columns.invoiceLineId))
    .where(inArray(lines.columns.invoiceId, invoiceIds));
  return rows.reduce((sum, row) => sum.plus(String(row.hours)), new Decimal(0));
};
