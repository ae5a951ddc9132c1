import { addDays, dayOf, lastDayOf, sameMonth, yearMonthOf, type Day, type YearMonth } from './calendar';
import { insertRows, type SeedContext } from './context';
import { ibanOf, vatNumberOf } from './italian-codes';
import { roundTo } from './random';
import { customerByKey, type SeedWorld } from './world';

// Finance documents: the banks and accounts, the suppliers, and the invoices of the demo months —
// issued at each month's end for the hours worked (time and material) and the monthly fees, received
// from suppliers at the start of each month. Invoices past their due date are paid, except a late payer.

export const BANKS = [
  { key: 'intesa', name: 'Intesa Sanpaolo S.p.A.', abi: '03069', bic: 'BCITITMM' },
  { key: 'unicredit', name: 'UniCredit S.p.A.', abi: '02008', bic: 'UNCRITMM' },
  { key: 'bpm', name: 'Banco BPM S.p.A.', abi: '05034', bic: 'BAPPIT21' },
  { key: 'bper', name: 'BPER Banca S.p.A.', abi: '05387', bic: 'BPMOIT22' },
] as const;

const ACCOUNTS = [
  { key: 'main', bank: 'intesa', name: 'Conto corrente principale', openingBalance: 420000 },
  { key: 'operations', bank: 'unicredit', name: 'Conto operativo estero', openingBalance: 62000 },
  { key: 'payroll', bank: 'bpm', name: 'Conto stipendi e F24', openingBalance: 25000 },
] as const;
export type AccountKey = (typeof ACCOUNTS)[number]['key'];

type SupplierSeed = {
  name: string;
  city: string;
  province?: string;
  country?: string;
  terms: number;
  /** Monthly invoice: taxable amount range and what it is for; none for occasional suppliers. */
  monthly?: { min: number; max: number; description: string };
  vatRate?: number;
  numbering: (year: number, seq: number) => string;
  isActive?: boolean;
};

const SUPPLIERS: SupplierSeed[] = [
  { name: 'Immobiliare Porta Nuova S.r.l.', city: 'Milano', province: 'MI', terms: 0, monthly: { min: 4200, max: 4200, description: 'Canone di locazione uffici di Via Roma 12' }, numbering: (year, seq) => `${seq}/${year}` },
  { name: 'Nuvola Hosting S.r.l.', city: 'Milano', province: 'MI', terms: 30, monthly: { min: 1650, max: 2100, description: 'Server cloud e backup (consumo del mese)' }, numbering: (year, seq) => `NH-${year}-${String(seq * 37).padStart(6, '0')}` },
  { name: 'Elettra Energia S.p.A.', city: 'Roma', province: 'RM', terms: 20, monthly: { min: 380, max: 620, description: 'Fornitura energia elettrica' }, numbering: (year, seq) => `${year}${String(seq * 1931).padStart(9, '0')}` },
  { name: 'TeleItalia Business S.p.A.', city: 'Milano', province: 'MI', terms: 30, monthly: { min: 389, max: 389, description: 'Fibra, telefonia fissa e mobile' }, numbering: (year, seq) => `7X${String(year).slice(2)}${String(seq * 713).padStart(8, '0')}` },
  { name: 'Studio Ferri Commercialisti Associati', city: 'Milano', province: 'MI', terms: 30, monthly: { min: 950, max: 950, description: 'Consulenza fiscale ed elaborazione paghe' }, numbering: (year, seq) => `${seq}/${year}/PA` },
  { name: 'Cancelleria Milanese S.n.c.', city: 'Milano', province: 'MI', terms: 0, numbering: (year, seq) => `FT ${seq}/${String(year).slice(2)}` },
  { name: 'Formazione Sicura S.r.l.', city: 'Monza', province: 'MB', terms: 30, numbering: (year, seq) => `FS/${year}/${seq}` },
  { name: 'Software House Nord S.r.l.', city: 'Bergamo', province: 'BG', terms: 60, numbering: (year, seq) => `${year}-${String(seq).padStart(4, '0')}` },
  { name: 'CodeTools Ltd', city: 'Dublin', country: 'IE', terms: 0, vatRate: 0, monthly: { min: 640, max: 640, description: 'Licenze software di sviluppo (reverse charge)' }, numbering: (year, seq) => `INV-${year}${String(seq).padStart(5, '0')}` },
  { name: 'Pulizie Brianza S.r.l.', city: 'Monza', province: 'MB', terms: 30, numbering: (year, seq) => `${seq}/${year}`, isActive: false },
];

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

export const seedFinance = async (context: SeedContext, world: SeedWorld): Promise<FinanceBook> => {
  const { random, today } = context;
  const bankIds = await insertRows(context, 'banks', BANKS.map(({ key: _key, ...bank }) => bank));
  const accountIds = await insertRows(
    context,
    'accounts',
    ACCOUNTS.map((account) => {
      const bank = BANKS.findIndex((candidate) => candidate.key === account.bank);
      return { name: account.name, bankId: bankIds[bank], iban: ibanOf(random, BANKS[bank].abi), currency: 'EUR', openingBalance: account.openingBalance, isActive: true };
    }),
  );
  const supplierIds = await insertRows(
    context,
    'suppliers',
    SUPPLIERS.map((supplier) => {
      const vat = vatNumberOf(random);
      const domain = `${supplier.name.toLowerCase().replace(/s\.[pr]\.[al]\.|s\.n\.c\.|ltd|[^a-z]/g, '')}.example`;
      return {
        name: supplier.name,
        vatNumber: supplier.country ? `${supplier.country}${vat.slice(0, 7)}X` : vat,
        taxCode: supplier.country ? null : vat,
        email: `amministrazione@${domain}`,
        pec: supplier.country ? null : `${domain.split('.')[0]}@pec.${domain}`,
        phone: supplier.country ? '+353 1 555 0142' : `+39 0${random.int(2, 89)} ${random.int(100000, 9999999)}`,
        address: supplier.country ? '5 Harbour Square' : `Via ${random.pick(['Milano', 'Torino', 'Verdi', 'Volta', 'Carducci'])} ${random.int(1, 90)}`,
        city: supplier.city,
        postalCode: supplier.country ? 'D02 X285' : String(random.int(10000, 99999)),
        province: supplier.province ?? null,
        country: supplier.country ?? 'IT',
        iban: supplier.country ? null : ibanOf(random, random.pick(BANKS).abi),
        paymentTermsDays: supplier.terms,
        isActive: supplier.isActive ?? true,
      };
    }),
  );

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
  return {
    accountIds: new Map(ACCOUNTS.map((account, index) => [account.key, accountIds[index]])),
    invoices: drafts.map(({ row: _row, ...invoice }, index) => ({ ...invoice, id: ids[index] })),
  };
};
