import { movementPatternOf } from '../match-patterns';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { ibanOf, vatNumberOf } from '../../../../server/db/seed/italian-codes';
import { companyDomainOf } from '../../../sales/server/demo/customers';

// Finance base data: the banks and the firm's accounts with them, and the suppliers with the invoices
// they send every month (invoices.ts issues and receives them).

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

export type SupplierSeed = {
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

export const SUPPLIERS: SupplierSeed[] = [
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

export const seedBanksAndSuppliers = async (context: SeedContext) => {
  const { random } = context;
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
      const domain = companyDomainOf(supplier.name);
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
  // What the reconciliation has learned from the bookkeeper's matches: the first supplier's payments accepted
  // as a rule, the second one's proposed (matched by hand twice, waiting for review).
  await insertRows(
    context,
    'reconciliationRules',
    SUPPLIERS.slice(0, 2).map((supplier, index) => ({
      direction: 'out',
      pattern: movementPatternOf({ counterparty: supplier.name }) ?? supplier.name.toLowerCase(),
      parentTable: 'invoices',
      target: `suppliers:${supplierIds[index]}`,
      targetLabel: supplier.name,
      timesMatched: index === 0 ? 4 : 2,
      status: index === 0 ? 'Accepted' : 'Proposed',
    })),
  );
  return { accountIds: new Map(ACCOUNTS.map((account, index) => [account.key, accountIds[index]] as const)), supplierIds };
};
