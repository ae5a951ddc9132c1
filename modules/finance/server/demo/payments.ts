import { sql } from 'drizzle-orm';
import { addDays, dayOf, lastDayOf, monthLabel, sameMonth, shiftMonth, yearMonthOf, type Day, type YearMonth } from '../../../../server/db/seed/calendar';
import { insertRows, tableName, type SeedContext } from '../../../../server/db/seed/context';
import type { AccountKey } from './banks-and-suppliers';
import type { FinanceBook } from './invoices';
import { roundTo } from '../../../../server/db/seed/random';
import type { SeedWorld } from '../../../../server/db/seed/world';

// Money that moved: employees' expense receipts (reimbursed with the payroll), the F24 tax payments,
// and the bank movements of every payment — reconciled against their invoice, tax or payroll, except
// the last week's and the bank's own fees, which wait on the reconciliation screen.

const EXPENSES = [
  { category: 'Travel', description: 'Treno Milano-Brescia A/R per riunione in stabilimento', min: 24, max: 32 },
  { category: 'Travel', description: 'Treno Milano-Torino A/R per incontro con il cliente', min: 38, max: 72 },
  { category: 'Travel', description: 'Volo Milano-Monaco A/R', min: 180, max: 340 },
  { category: 'Lodging', description: 'Hotel a Monaco di Baviera, una notte', min: 110, max: 160 },
  { category: 'Meals', description: 'Pranzo di lavoro con il cliente', min: 22, max: 65 },
  { category: 'Travel', description: 'Taxi dalla stazione alla sede del cliente', min: 14, max: 28 },
  { category: 'Supplies', description: 'Cavo adattatore USB-C per il portatile', min: 18, max: 35 },
  { category: 'Services', description: 'Parcheggio presso la sede del cliente', min: 6, max: 18 },
] as const;

type Movement = {
  account: AccountKey;
  direction: 'in' | 'out';
  date: Day;
  amount: number;
  description: string;
  counterparty: string | null;
  isReconciled: boolean;
  isPartial?: boolean;
  parentTable?: 'invoices' | 'receipts' | 'taxes' | 'labour';
  parent?: number;
};

export const seedReceipts = async (context: SeedContext, world: SeedWorld, book: FinanceBook) => {
  const { random, today } = context;
  const travellers = world.employees.filter((employee) => employee.endDay === null && employee.costCentre !== 'Administration');
  const current = yearMonthOf(today);
  const rows: Record<string, unknown>[] = [];
  for (const month of world.months) {
    const people = random.sample(travellers, 5);
    // The development employee always has some expenses of their own to look at.
    const developer = world.employees.find((employee) => employee.username === 'employee');
    if (developer && !people.includes(developer) && month.month % 2 === 0) people.push(developer);
    for (const employee of people) {
      const expense = random.pick(EXPENSES);
      const date = dayOf(month.year, month.month, random.int(1, 26));
      if (date > today || date < employee.hireDay) continue;
      // Reimbursed with the next month's payroll once that is paid.
      const payroll = world.payrolls.find((candidate) => candidate.employeeId === employee.id && sameMonth(candidate.yearMonth, shiftMonth(month, 1)));
      const state = sameMonth(month, current) ? 'Submitted' : payroll?.status === 'Paid' ? 'Paid' : random.chance(0.1) ? 'Refused' : 'Approved';
      rows.push({
        employeeId: employee.id,
        date,
        description: expense.description,
        category: expense.category,
        amount: random.amount(expense.min, expense.max),
        state,
        labourId: state === 'Paid' ? payroll!.id : null,
      });
    }
  }
  // Card payments of supplier invoices keep their receipt, matched to the invoice.
  for (const invoice of book.invoices.filter((candidate) => candidate.isCardPayment))
    rows.push({ date: invoice.date, description: `Pagamento con carta aziendale: ${invoice.counterparty}`, category: 'Supplies', amount: invoice.total, state: 'Paid', invoiceId: invoice.id });
  rows.sort((a, b) => String(a.date).localeCompare(String(b.date)));
  await insertRows(context, 'receipts', rows);
};

/** F24 payments: withholdings, INPS and VAT for each payroll month (due the 16th), and yearly taxes. */
export const seedTaxes = async (context: SeedContext, world: SeedWorld, book: FinanceBook) => {
  const { today } = context;
  const rows: { description: string; taxType: string; year: number; month: number | null; amount: number; dueDate: Day }[] = [];
  const inMonth = (day: Day, month: YearMonth) => sameMonth(yearMonthOf(day), month);
  for (const month of world.months) {
    const payrolls = world.payrolls.filter((payroll) => sameMonth(payroll.yearMonth, month) && payroll.status !== 'Draft');
    if (payrolls.length === 0) continue;
    const dueDate = dayOf(month.year, month.month + 1, 16);
    const sum = (pick: (payroll: (typeof payrolls)[number]) => number) => roundTo(payrolls.reduce((total, payroll) => total + pick(payroll), 0));
    rows.push({ description: `Ritenute IRPEF dipendenti ${monthLabel(month)}`, taxType: 'IRPEF withholding', year: month.year, month: month.month, amount: sum((payroll) => payroll.withholdingTax), dueDate });
    rows.push({ description: `Contributi INPS ${monthLabel(month)}`, taxType: 'INPS', year: month.year, month: month.month, amount: sum((payroll) => payroll.contributions + payroll.employerContributions), dueDate });
    const vatOut = book.invoices.filter((invoice) => invoice.direction === 'out' && inMonth(invoice.date, month)).reduce((total, invoice) => total + invoice.vat, 0);
    const vatIn = book.invoices.filter((invoice) => invoice.direction === 'in' && inMonth(invoice.date, month)).reduce((total, invoice) => total + invoice.vat, 0);
    if (vatOut > vatIn) rows.push({ description: `IVA mensile ${monthLabel(month)}`, taxType: 'VAT', year: month.year, month: month.month, amount: roundTo(vatOut - vatIn), dueDate });
  }
  const first = world.months[0];
  const year = yearMonthOf(today).year;
  const yearly = [
    { description: `Autoliquidazione INAIL ${year}`, taxType: 'INAIL', year, month: null, amount: 2140, dueDate: dayOf(year, 2, 16) },
    { description: `Saldo IRES ${year - 1} e primo acconto ${year}`, taxType: 'IRES', year: year - 1, month: null, amount: 38650, dueDate: dayOf(year, 6, 30) },
    { description: `Saldo IRAP ${year - 1} e primo acconto ${year}`, taxType: 'IRAP', year: year - 1, month: null, amount: 9870, dueDate: dayOf(year, 6, 30) },
    { description: `Imposta di bollo fatture elettroniche, terzo trimestre ${year}`, taxType: 'Stamp duty', year, month: 9, amount: 46, dueDate: dayOf(year, 11, 30) },
    { description: `Secondo acconto IRES ${year}`, taxType: 'IRES', year, month: null, amount: 25760, dueDate: dayOf(year, 11, 30) },
    { description: `Secondo acconto IRAP ${year}`, taxType: 'IRAP', year, month: null, amount: 6580, dueDate: dayOf(year, 11, 30) },
  ];
  rows.push(...yearly.filter((tax) => tax.dueDate >= dayOf(first.year, first.month, 1) && tax.dueDate <= addDays(today, 60)));
  rows.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const taxes = rows.map((tax) => ({ ...tax, paymentForm: 'F24', isPaid: tax.dueDate < today, paidDate: tax.dueDate < today ? tax.dueDate : null }));
  const ids = await insertRows(context, 'taxes', taxes);
  return taxes.map((tax, index) => ({ ...tax, id: ids[index] }));
};

export const seedCashFlow = async (
  context: SeedContext,
  world: SeedWorld,
  book: FinanceBook,
  taxes: { id: number; description: string; amount: number; isPaid: boolean; paidDate: Day | null }[],
) => {
  const { random, today } = context;
  const movements: Movement[] = [];
  for (const invoice of book.invoices) {
    if (!invoice.settledOn || invoice.isCardPayment) continue;
    const isIncoming = invoice.direction !== 'in';
    movements.push({
      account: invoice.direction === 'foreign' ? 'operations' : 'main',
      direction: isIncoming ? 'in' : 'out',
      date: invoice.settledOn,
      amount: invoice.total,
      description: isIncoming ? `Bonifico da ${invoice.counterparty} - saldo fattura ${invoice.number}` : `Bonifico a ${invoice.counterparty} - fattura ${invoice.number}`,
      counterparty: invoice.counterparty,
      isReconciled: invoice.isPaid,
      ...(invoice.isPaid ? { parentTable: 'invoices' as const, parent: invoice.id } : {}),
    });
  }
  // The late payer sent half of its oldest open invoice: reconciled as a partial payment.
  const open = book.invoices.find((invoice) => invoice.direction === 'out' && !invoice.settledOn && invoice.dueDate < today);
  if (open)
    movements.push({ account: 'main', direction: 'in', date: addDays(open.dueDate, 10) < today ? addDays(open.dueDate, 10) : today, amount: roundTo(open.total / 2), description: `Bonifico da ${open.counterparty} - acconto fattura ${open.number}`, counterparty: open.counterparty, isReconciled: true, parentTable: 'invoices', parent: open.id });
  for (const payroll of world.payrolls.filter((candidate) => candidate.status === 'Paid' && candidate.paymentDate)) {
    const employee = world.employees.find((candidate) => candidate.id === payroll.employeeId)!;
    movements.push({ account: 'payroll', direction: 'out', date: payroll.paymentDate!, amount: payroll.netSalary, description: `Stipendio ${monthLabel(payroll.yearMonth)} ${employee.firstName} ${employee.lastName}`, counterparty: `${employee.firstName} ${employee.lastName}`, isReconciled: true, parentTable: 'labour', parent: payroll.id });
  }
  for (const tax of taxes.filter((candidate) => candidate.isPaid))
    movements.push({ account: 'payroll', direction: 'out', date: tax.paidDate!, amount: tax.amount, description: `Pagamento F24: ${tax.description}`, counterparty: 'Agenzia delle Entrate', isReconciled: true, parentTable: 'taxes', parent: tax.id });
  // Before each payday the payroll account is topped up from the main one: a transfer between the
  // firm's own accounts, with no document to match, so it is reconciled on both sides at once.
  const payrollOutflows = new Map<string, number>();
  for (const movement of movements.filter((candidate) => candidate.account === 'payroll'))
    payrollOutflows.set(movement.date.slice(0, 7), (payrollOutflows.get(movement.date.slice(0, 7)) ?? 0) + movement.amount);
  for (const [month, amount] of payrollOutflows) {
    const date = `${month}-14`;
    const transfer = { date, amount: roundTo(amount), counterparty: null, isReconciled: true };
    movements.push({ ...transfer, account: 'main', direction: 'out', description: 'Giroconto a conto stipendi e F24' });
    movements.push({ ...transfer, account: 'payroll', direction: 'in', description: 'Giroconto da conto corrente principale' });
  }
  // The banks' own fees and interest: no document to match.
  for (const month of world.months) {
    const endOfMonth = lastDayOf(month);
    if (endOfMonth > today) continue;
    for (const account of ['main', 'operations', 'payroll'] as const)
      movements.push({ account, direction: 'out', date: endOfMonth, amount: random.amount(9, 18), description: 'Commissioni e spese tenuta conto', counterparty: null, isReconciled: false });
    if (month.month % 3 === 0) movements.push({ account: 'main', direction: 'in', date: endOfMonth, amount: random.amount(40, 120), description: 'Interessi attivi trimestrali', counterparty: null, isReconciled: false });
  }
  movements.sort((a, b) => a.date.localeCompare(b.date));
  await insertRows(
    context,
    'cashFlowEntries',
    movements.map(({ account, ...movement }) => ({
      ...movement,
      accountId: book.accountIds.get(account),
      valueDate: movement.direction === 'in' ? addDays(movement.date, 1) : movement.date,
      bankReference: String(random.int(10_000_000, 99_999_999)) + String(random.int(100, 999)),
      isPartial: movement.isPartial ?? false,
      parentTable: movement.parentTable ?? null,
      parent: movement.parent ?? null,
    })),
  );
  await matchReconciledMovements(context);
  await recalculateBalances(context);
};

/**
 * The reconciliation's matches of the seeded movements that name their document, so the derived paid states
 * (invoices, taxes) and reconciled states (movements) agree with the matches. Transfers between the firm's
 * own accounts are reconciled with no document.
 */
export const matchReconciledMovements = async (context: Pick<SeedContext, 'db' | 'schema'>) => {
  await context.db.execute(sql`
    insert into cash_flow_matches (cash_flow_entry_id, parent_table, parent, invoice_id, tax_id, amount, is_partial, created_by, updated_by)
    select e.id, e.parent_table, e.parent, case when e.parent_table = 'invoices' then e.parent end, case when e.parent_table = 'taxes' then e.parent end,
      e.amount, coalesce(e.amount < (select i.total from invoices i where e.parent_table = 'invoices' and i.id = e.parent), false), 'seed', 'seed'
    from cash_flow_entries e
    where e.parent is not null and not exists (select 1 from cash_flow_matches m where m.cash_flow_entry_id = e.id)`);
  await context.db.execute(sql`update invoices i set paid_amount = coalesce((select sum(m.amount) from cash_flow_matches m where m.invoice_id = i.id), 0)`);
};

/** What GET /admin/finance/cashflow/recalculate keeps: opening balance plus movements in, less movements out. */
export const recalculateBalances = async (context: Pick<SeedContext, 'db' | 'schema'>) => {
  const accounts = tableName(context, 'accounts');
  const cashFlow = tableName(context, 'cashFlowEntries');
  await context.db.execute(sql`
    update ${accounts} set balance = opening_balance + coalesce((
      select sum(case when direction = 'in' then amount else -amount end) from ${cashFlow} where account_id = ${accounts}.id
    ), 0)`);
};
