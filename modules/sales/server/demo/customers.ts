import { addDays, addMonths, firstDayOf, shiftMonth, yearMonthOf } from '../../../../server/db/seed/calendar';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { vatNumberOf, withVatCheckDigit } from '../../../../server/db/seed/italian-codes';
import type { SeedWorld } from '../../../../server/db/seed/world';

// Sales base data: the customers (with the firm itself, for internal work orders), the product
// catalogue and the customer contracts.

type CustomerSeed = {
  key: string;
  name: string;
  city: string;
  address: string;
  postalCode: string;
  province?: string;
  country?: string;
  paymentTermsDays: number;
  isPublicBody?: boolean;
  isActive?: boolean;
};

const CUSTOMERS: CustomerSeed[] = [
  { key: 'logistica', name: 'Lombardia Logistica S.p.A.', city: 'Milano', address: 'Via Mecenate 76', postalCode: '20138', province: 'MI', paymentTermsDays: 60 },
  { key: 'farmacie', name: 'Farmacie Riunite S.r.l.', city: 'Bergamo', address: 'Via Borgo Palazzo 120', postalCode: '24125', province: 'BG', paymentTermsDays: 30 },
  { key: 'comune', name: 'Comune di Monza', city: 'Monza', address: 'Piazza Trento e Trieste 1', postalCode: '20900', province: 'MB', paymentTermsDays: 30, isPublicBody: true },
  { key: 'moda', name: 'Moda Navigli S.r.l.', city: 'Milano', address: 'Alzaia Naviglio Grande 44', postalCode: '20144', province: 'MI', paymentTermsDays: 30 },
  { key: 'meccanica', name: 'Meccanica Bresciana S.p.A.', city: 'Brescia', address: 'Via Orzinuovi 28', postalCode: '25125', province: 'BS', paymentTermsDays: 90 },
  { key: 'clinica', name: 'Clinica Villa Serena S.r.l.', city: 'Torino', address: 'Corso Francia 210', postalCode: '10146', province: 'TO', paymentTermsDays: 60 },
  { key: 'vini', name: 'Vini del Garda Società Agricola', city: 'Bardolino', address: 'Via Gardesana 15', postalCode: '37011', province: 'VR', paymentTermsDays: 30 },
  { key: 'energia', name: 'EnergiaVerde S.r.l.', city: 'Bologna', address: 'Via Stalingrado 45', postalCode: '40128', province: 'BO', paymentTermsDays: 60 },
  { key: 'legale', name: 'Studio Legale Conti & Associati', city: 'Milano', address: 'Corso di Porta Vittoria 18', postalCode: '20122', province: 'MI', paymentTermsDays: 30 },
  { key: 'alpenwerk', name: 'Alpenwerk GmbH', city: 'München', address: 'Landsberger Straße 155', postalCode: '80687', country: 'DE', paymentTermsDays: 30 },
  { key: 'lumiere', name: 'Lumière Retail SAS', city: 'Lyon', address: '12 Rue de la République', postalCode: '69002', country: 'FR', paymentTermsDays: 45 },
  { key: 'tipografia', name: 'Tipografia Brambilla S.n.c.', city: 'Lecco', address: 'Via Mazzini 9', postalCode: '23900', province: 'LC', paymentTermsDays: 30, isActive: false },
];

const PRODUCTS = [
  { code: 'CONS-SEN', name: 'Consulenza senior', unit: 'hour', unitPrice: 85, description: 'Ora di consulenza di un professionista senior.' },
  { code: 'CONS-JUN', name: 'Consulenza junior', unit: 'hour', unitPrice: 55, description: 'Ora di consulenza di un professionista junior.' },
  { code: 'DEV-GG', name: 'Giornata di sviluppo software', unit: 'day', unitPrice: 520, description: 'Otto ore di sviluppo, analisi tecnica inclusa.' },
  { code: 'PM-GG', name: 'Giornata di project management', unit: 'day', unitPrice: 600 },
  { code: 'UX-GG', name: 'Giornata di UX design', unit: 'day', unitPrice: 560 },
  { code: 'ASS-MENS', name: 'Canone assistenza e manutenzione', unit: 'month', unitPrice: 1200, description: 'Assistenza 9-18 nei giorni lavorativi, correzione dei difetti, aggiornamenti di sicurezza.' },
  { code: 'HOST-MENS', name: 'Hosting gestito', unit: 'month', unitPrice: 350, description: 'Server dedicato, backup giornaliero, monitoraggio 24/7.' },
  { code: 'LIC-PORTALE', name: 'Licenza Portale Clienti', unit: 'licence', unitPrice: 4800, description: 'Licenza annuale per un ambiente di produzione.' },
  { code: 'FORM-GG', name: 'Giornata di formazione', unit: 'day', unitPrice: 700 },
  { code: 'SEC-AUDIT', name: 'Security assessment', unit: 'piece', unitPrice: 3500, description: 'Vulnerability assessment e penetration test di una applicazione web.' },
  { code: 'SITO-BASE', name: 'Sito vetrina base', unit: 'piece', unitPrice: 1500, isActive: false },
];

const sdiCodeOf = (seed: CustomerSeed, index: number) => {
  if (seed.country) return 'XXXXXXX';
  // Public bodies have a six-character office code; companies a seven-character recipient code.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const length = seed.isPublicBody ? 6 : 7;
  return Array.from({ length }, (_, position) => alphabet[(index * 7 + position * 13 + seed.name.length) % alphabet.length]).join('');
};

/** A company's made-up mail domain: its name without the legal form, under the reserved .example TLD. */
export const companyDomainOf = (name: string) =>
  `${name.toLowerCase().replace(/s\.[pr]\.[al]\.|s\.n\.c\.|s\.c\.p\.a\.|gmbh|\bsas\b|\bltd\b|società agricola|[^a-z]/g, '')}.example`;

export const seedCustomers = async (context: SeedContext, world: SeedWorld) => {
  const { random, config } = context;
  const rows = CUSTOMERS.map((seed, index) => {
    const vat = vatNumberOf(random);
    const foreignVat = seed.country === 'DE' ? `DE${vat.slice(0, 9)}` : `FR${vat.slice(0, 2)}${vat.slice(2, 11)}`;
    const domain = companyDomainOf(seed.name);
    return {
      name: seed.name,
      vatNumber: seed.country ? foreignVat : seed.isPublicBody ? withVatCheckDigit([0, ...[...vat.slice(1, 10)].map(Number)]) : vat,
      taxCode: seed.country ? null : vat,
      sdiCode: sdiCodeOf(seed, index),
      pec: seed.country ? null : `amministrazione@pec.${domain}`,
      email: `info@${domain}`,
      phone: seed.country === 'DE' ? '+49 89 5467 2100' : seed.country === 'FR' ? '+33 4 72 41 18 00' : `+39 0${random.int(2, 45)} ${random.int(100000, 9999999)}`,
      address: seed.address,
      city: seed.city,
      postalCode: seed.postalCode,
      province: seed.province ?? null,
      country: seed.country ?? 'IT',
      paymentTermsDays: seed.paymentTermsDays,
      isActive: seed.isActive ?? true,
    };
  });
  // The firm itself: internal work orders (training, meetings, bids) need a customer. Its VAT number is the
  // firm's one identity (COMPANY_VAT_NUMBER); the draw is kept so the rest of the seed stays as it was.
  vatNumberOf(random);
  const vat = config.company.vatNumber.replace(/\s/g, '').replace(/^IT/i, '');
  rows.push({
    name: config.company.name,
    vatNumber: vat,
    taxCode: vat,
    sdiCode: '0000000',
    pec: null,
    email: `amministrazione@${companyDomainOf(config.company.name)}`,
    phone: '+39 02 8765 4321',
    address: config.company.address,
    city: 'Milano',
    postalCode: '20121',
    province: 'MI',
    country: 'IT',
    paymentTermsDays: 0,
    isActive: true,
  });
  const ids = await insertRows(context, 'customers', rows);
  world.customers = rows.map((row, index) => ({
    key: CUSTOMERS[index]?.key ?? 'internal',
    id: ids[index],
    name: row.name,
    country: row.country,
    paymentTermsDays: row.paymentTermsDays,
    isInternal: index === CUSTOMERS.length,
  }));
};

export const seedProducts = async (context: SeedContext, world: SeedWorld) => {
  world.productIds = await insertRows(context, 'products', PRODUCTS.map((product) => ({ vatRate: 22, isActive: true, ...product })));
};

export const productsCatalogue = () => PRODUCTS;

export const seedCustomerContracts = async (context: SeedContext, world: SeedWorld) => {
  const thisYear = firstDayOf({ year: yearMonthOf(context.today).year, month: 1 });
  const lastYear = addMonths(thisYear, -12);
  const contract = (key: string, title: string, startDate: string, months: number, amount: number, extra: Record<string, unknown> = {}) => ({
    customerId: world.customers.find((customer) => customer.key === key)!.id,
    title,
    startDate,
    endDate: addDays(addMonths(startDate, months), -1),
    amount,
    billingFrequency: 'Monthly',
    isAutoRenewed: false,
    status: 'Active',
    ...extra,
  });
  const nextMonth = firstDayOf(shiftMonth(yearMonthOf(context.today), 1));
  await insertRows(context, 'customerContracts', [
    contract('logistica', 'Assistenza e manutenzione piattaforma tracking', thisYear, 12, 14400, { isAutoRenewed: true }),
    contract('logistica', 'Hosting gestito piattaforma tracking', thisYear, 12, 4200, { isAutoRenewed: true }),
    contract('farmacie', 'Assistenza e-commerce farmaceutico', addMonths(thisYear, 3), 12, 9600),
    contract('comune', 'Manutenzione evolutiva portale servizi (accordo quadro)', lastYear, 24, 60000, { billingFrequency: 'Quarterly', note: 'Accordo quadro aggiudicato con procedura negoziata MePA.' }),
    contract('meccanica', 'Licenza Portale Clienti', lastYear, 12, 4800, { billingFrequency: 'Yearly', status: 'Expired' }),
    contract('meccanica', 'Licenza Portale Clienti - rinnovo', thisYear, 12, 4800, { billingFrequency: 'Yearly' }),
    contract('alpenwerk', 'Maintenance and support agreement', addMonths(thisYear, 1), 12, 18000, { billingFrequency: 'Quarterly' }),
    contract('tipografia', 'Assistenza sito web', addMonths(lastYear, -12), 24, 2400, { status: 'Terminated', note: 'Disdetto dal cliente per cessazione attività.' }),
    contract('vini', 'Sito e shop online: canone di gestione', nextMonth, 12, 6000, { status: 'Draft' }),
  ]);
};
