import { addDays, dayOf, lastDayOf, sameMonth, yearMonthOf, type Day, type YearMonth } from '../../../../server/db/seed/calendar';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { SUPPLIERS, type AccountKey } from './banks-and-suppliers';
import { roundTo } from '../../../../server/db/seed/random';
import { customerByKey, type SeedWorld } from '../../../../server/db/seed/world';

// The invoices of the demo months: issued at each month's end for the hours worked (time and
// material) and the monthly fees, received from suppliers at the start of each month. Invoices past
// their due date are paid, except a late payer's; last week's payments are in the bank but not yet matched.

export type InvoiceRecord = {
  id: number;
  direction: 'in' | 'out' | 'foreign';
  number: string;
  date: Day;
  counterparty: string;
  taxable: number;
  vat: number;
  total: number;
  dueDate: Day;
  isPaid: boolean;
  paidDate: Day | null;
  /** The day the money moved, when it did (may not be reconciled yet). */
  settledOn: Day | null;
  isCardPayment: boolean;
};

export type FinanceBook = { accountIds: Map<AccountKey, number>; invoices: InvoiceRecord[] };

/** The customer pays a few days after the due date; the late payer has not paid its latest invoices. */
const settlementOf = (today: Day, dueDate: Day, delay: number, isLatePayer: boolean) => {
  const day = addDays(dueDate, delay);
  if (day > today || (isLatePayer && dueDate > addDays(today, -75))) return null;
  return day;
};

export const seedInvoices = async (context: SeedContext, world: SeedWorld, supplierIds: number[]): Promise<InvoiceRecord[]> => {
  const { random, today } = context;
  type Draft = Omit<InvoiceRecord, 'id'> & { row: Record<string, unknown> };
  const drafts: Draft[] = [];
  const sequence = new Map<string, number>();
  const nextSeq = (series: string) => {
    const value = (sequence.get(series) ?? 0) + 1;
    sequence.set(series, value);
    return value;
  };
  const addInvoice = (invoice: {
    direction: 'in' | 'out' | 'foreign';
    number: string;
    date: Day;
    counterparty: string;
    supplierId?: number;
    customerId?: number;
    workOrderId?: number;
    description: string;
    taxable: number;
    vatRate: number;
    terms: number;
    isLatePayer?: boolean;
    isCardPayment?: boolean;
  }) => {
    const taxable = roundTo(invoice.taxable);
    const vat = roundTo((taxable * invoice.vatRate) / 100);
    const total = roundTo(taxable + vat);
    // Terms count from the end of the invoice month (fine mese), as Italian firms usually agree.
    const dueDate = invoice.terms === 0 ? invoice.date : lastDayOf(yearMonthOf(addDays(lastDayOf(yearMonthOf(invoice.date)), invoice.terms)));
    const settledOn = settlementOf(today, dueDate, invoice.direction === 'in' ? 0 : random.int(-2, 8), invoice.isLatePayer ?? false);
    // Money that moved in the last week is in the bank but not reconciled yet.
    const isPaid = settledOn !== null && settledOn <= addDays(today, -7);
    const isIssued = invoice.direction !== 'in' && invoice.date <= addDays(today, -3);
    drafts.push({
      direction: invoice.direction,
      number: invoice.number,
      date: invoice.date,
      counterparty: invoice.counterparty,
      taxable,
      vat,
      total,
      dueDate,
      isPaid,
      paidDate: isPaid ? settledOn : null,
      settledOn,
      isCardPayment: invoice.isCardPayment ?? false,
      row: {
        direction: invoice.direction,
        number: invoice.number,
        date: invoice.date,
        supplierId: invoice.supplierId ?? null,
        customerId: invoice.customerId ?? null,
        workOrderId: invoice.workOrderId ?? null,
        description: invoice.description,
        currency: 'EUR',
        taxable,
        vatRate: invoice.vatRate,
        vat,
        total,
        dueDate,
        isPaid,
        paidDate: isPaid ? settledOn : null,
        hasInvoicePdfFile: isIssued,
        hasInvoiceXmlFile: isIssued && invoice.direction === 'out',
        hasReceiptFile: isIssued && invoice.direction === 'out',
      },
    });
  };

  const current = yearMonthOf(today);
  const latePayer = customerByKey(world, 'meccanica').id;
  const monthKey = (month: YearMonth) => `${month.year}-${String(month.month).padStart(2, '0')}`;
  for (const month of world.months) {
    const isCurrent = sameMonth(month, current);
    // Received invoices arrive in the first days of the month.
    SUPPLIERS.forEach((supplier, index) => {
      const date = dayOf(month.year, month.month, 1 + index);
      if (date > today || !supplier.monthly) return;
      addInvoice({
        direction: 'in',
        number: supplier.numbering(month.year, nextSeq(`in-${index}-${month.year}`) + month.month * 3),
        date,
        counterparty: supplier.name,
        supplierId: supplierIds[index],
        description: `${supplier.monthly.description} - ${String(month.month).padStart(2, '0')}/${month.year}`,
        taxable: random.amount(supplier.monthly.min, supplier.monthly.max),
        vatRate: supplier.vatRate ?? 22,
        terms: supplier.terms,
      });
    });
    const occasional = (name: string, description: string, min: number, max: number, extra: { workOrderId?: number; isCardPayment?: boolean } = {}) => {
      const index = SUPPLIERS.findIndex((supplier) => supplier.name === name);
      const date = dayOf(month.year, month.month, 12 + index);
      if (date > today) return;
      addInvoice({ direction: 'in', number: SUPPLIERS[index].numbering(month.year, nextSeq(`in-${index}-${month.year}`)), date, counterparty: name, supplierId: supplierIds[index], description, taxable: random.amount(min, max), vatRate: 22, terms: SUPPLIERS[index].terms, ...extra });
    };
    if (month.month % 2 === 0) occasional('Cancelleria Milanese S.n.c.', 'Cancelleria e materiale di consumo', 120, 480, { isCardPayment: true });
    if (month.month % 3 === 0) occasional('Formazione Sicura S.r.l.', 'Corso di formazione sicurezza', 350, 900);
    const tracking = world.workOrders.find((workOrder) => workOrder.name === 'Piattaforma tracking spedizioni');
    if (month.month % 2 === 1 && tracking) occasional('Software House Nord S.r.l.', 'Sviluppo app autisti in subappalto', 6000, 9000, { workOrderId: tracking.id });
    if (isCurrent) continue;
    // Issued invoices: the month's hours of each billable work order, then the monthly fees.
    const endOfMonth = lastDayOf(month);
    for (const workOrder of world.workOrders.filter((candidate) => !candidate.isInternal)) {
      const billed = world.billable.get(workOrder.id)?.get(monthKey(month));
      if (!billed || billed.amount <= 0) continue;
      const customer = world.customers.find((candidate) => candidate.id === workOrder.customerId)!;
      const isForeign = customer.country !== 'IT';
      addInvoice({
        direction: isForeign ? 'foreign' : 'out',
        number: isForeign ? `${month.year}/E${String(nextSeq(`foreign-${month.year}`)).padStart(3, '0')}` : `${month.year}/${String(nextSeq(`out-${month.year}`)).padStart(4, '0')}`,
        date: endOfMonth,
        counterparty: customer.name,
        customerId: customer.id,
        workOrderId: workOrder.id,
        description: `${workOrder.name}: ${roundTo(billed.hours)} ore di attività nel mese ${String(month.month).padStart(2, '0')}/${month.year}` + (isForeign ? '. Operazione non imponibile art. 7-ter DPR 633/72.' : ''),
        taxable: billed.amount,
        vatRate: isForeign ? 0 : 22,
        terms: customer.paymentTermsDays,
        isLatePayer: customer.id === latePayer,
      });
    }
    const logistica = customerByKey(world, 'logistica');
    for (const [fee, amount] of [['Canone assistenza e manutenzione', 1200], ['Hosting gestito', 350]] as const)
      addInvoice({
        direction: 'out',
        number: `${month.year}/${String(nextSeq(`out-${month.year}`)).padStart(4, '0')}`,
        date: endOfMonth,
        counterparty: logistica.name,
        customerId: logistica.id,
        description: `${fee} - ${String(month.month).padStart(2, '0')}/${month.year}`,
        taxable: amount,
        vatRate: 22,
        terms: logistica.paymentTermsDays,
      });
  }
  const ids = await insertRows(context, 'invoices', drafts.map((draft) => draft.row));
  // One line per invoice (its description at its taxable amount and rate), as the FatturaPA of a service reads.
  await insertRows(
    context,
    'invoiceLines',
    drafts.map(({ row }, index) => ({
      invoiceId: ids[index],
      position: 1,
      description: row.description,
      quantity: 1,
      unitPrice: row.taxable,
      vatRate: row.vatRate,
      nature: row.vatRate === 0 ? 'N2.1' : null,
      lineTotal: row.taxable,
    })),
  );
  return drafts.map(({ row: _row, ...invoice }, index) => ({ ...invoice, id: ids[index] }));
};
