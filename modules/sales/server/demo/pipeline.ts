import { addDays, type Day } from '../../../../server/db/seed/calendar';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { mobilePhoneOf, vatNumberOf } from '../../../../server/db/seed/italian-codes';
import { lineAmountOf, quoteTotalsOf } from '../../domain/quote-totals';
import { companyDomainOf, productsCatalogue } from './customers';
import { customerByKey, type SeedWorld } from '../../../../server/db/seed/world';

// The sales pipeline: leads in every status, their contacts and the customers' contacts,
// opportunities in every stage, and quotes with lines whose totals add up.

const LEADS = [
  { name: 'Ristorazione Lago Maggiore S.r.l.', source: 'Website', status: 'New' },
  { name: 'Autotrasporti Valtellina S.r.l.', source: 'Cold call', status: 'New' },
  { name: 'Poliambulatorio San Luca S.r.l.', source: 'Website', status: 'New' },
  { name: 'Fondazione Musei Lombardi', source: 'Event', status: 'Contacted' },
  { name: 'Hotel Bellavista Como S.r.l.', source: 'Referral', status: 'Contacted' },
  { name: 'Tessitura Biellese S.p.A.', source: 'Partner', status: 'Contacted' },
  { name: 'Ceramiche Sassuolo Nord S.p.A.', source: 'Event', status: 'Qualified' },
  { name: 'GreenMove S.r.l.', source: 'Referral', status: 'Qualified' },
  { name: 'Consorzio Agrario Lodigiano', source: 'Partner', status: 'Qualified' },
  { name: 'Vini del Garda Società Agricola', source: 'Referral', status: 'Converted', customer: 'vini' },
  { name: 'EnergiaVerde S.r.l.', source: 'Website', status: 'Converted', customer: 'energia' },
  { name: 'Assicurazioni Padane Agenzia Brera', source: 'Cold call', status: 'Lost', note: 'Hanno scelto un fornitore interno al gruppo.' },
] as const;

const FIRST_NAMES = ['Giovanni', 'Paola', 'Roberta', 'Claudio', 'Silvia', 'Massimo', 'Daniela', 'Fabio', 'Cristina', 'Antonio', 'Monica', 'Riccardo', 'Barbara', 'Enrico', 'Lucia', 'Gabriele'];
const LAST_NAMES = ['Esposito', 'Villa', 'Sala', 'Fontana', 'Caruso', 'Ferri', 'Testa', 'Pellegrini', 'Mariani', 'Cattaneo', 'Longo', 'Fumagalli', 'Brambilla', 'Galli', 'Riva', 'Monti'];
const JOB_TITLES = ['Amministratore delegato', 'Direttore IT', 'Responsabile acquisti', 'CFO', 'Responsabile marketing', 'Responsabile operations'];

export const seedSalesPipeline = async (context: SeedContext, world: SeedWorld) => {
  const { random, today } = context;
  const salesPeople = world.employees.filter((employee) => employee.costCentre === 'Sales').map((employee) => employee.id);

  const leadIds = await insertRows(
    context,
    'leads',
    LEADS.map((lead, index) => ({
      name: lead.name,
      vatNumber: index % 3 === 0 ? null : vatNumberOf(random),
      email: `info@${companyDomainOf(lead.name)}`,
      phone: `+39 0${random.int(2, 39)} ${random.int(100000, 9999999)}`,
      source: lead.source,
      status: lead.status,
      ownerId: salesPeople[index % salesPeople.length],
      customerId: 'customer' in lead ? customerByKey(world, lead.customer).id : null,
      note: 'note' in lead ? lead.note : null,
    })),
  );

  const person = (index: number) => ({ firstName: FIRST_NAMES[index % FIRST_NAMES.length], lastName: LAST_NAMES[(index * 5) % LAST_NAMES.length] });
  const contact = (index: number, domain: string, links: { leadId?: number; customerId?: number }) => {
    const { firstName, lastName } = person(index);
    return {
      firstName,
      lastName,
      jobTitle: JOB_TITLES[index % JOB_TITLES.length],
      email: `${firstName}.${lastName}`.toLowerCase() + `@${domain}`,
      phone: mobilePhoneOf(random),
      leadId: links.leadId ?? null,
      customerId: links.customerId ?? null,
    };
  };
  const externalCustomers = world.customers.filter((customer) => !customer.isInternal);
  await insertRows(context, 'contacts', [
    ...LEADS.map((lead, index) => contact(index, companyDomainOf(lead.name), { leadId: leadIds[index], customerId: 'customer' in lead ? customerByKey(world, lead.customer).id : undefined })),
    ...externalCustomers.flatMap((customer, index) => [
      contact(index + 3, companyDomainOf(customer.name), { customerId: customer.id }),
      ...(index % 2 === 0 ? [contact(index + 7, companyDomainOf(customer.name), { customerId: customer.id })] : []),
    ]),
  ]);

  const opportunity = (title: string, stage: string, amount: number, closeInDays: number, links: { lead?: number; customer?: string }, note?: string) => ({
    title,
    leadId: links.lead === undefined ? null : leadIds[links.lead],
    customerId: links.customer ? customerByKey(world, links.customer).id : null,
    stage,
    expectedAmount: amount,
    probability: { Qualification: 20, Proposal: 40, Negotiation: 70, Won: 100, Lost: 0 }[stage],
    expectedCloseDate: addDays(today, closeInDays),
    ownerId: salesPeople[Math.abs(closeInDays) % salesPeople.length],
    note: note ?? null,
    // Won and Lost say why (the board asks for it).
    closeReason: stage === 'Lost' ? (note ?? 'Perso.') : stage === 'Won' ? 'Offerta accettata dal cliente.' : null,
  });
  const opportunities = [
    opportunity('Gestionale prenotazioni sale', 'Qualification', 28000, 75, { lead: 6 }),
    opportunity('App noleggio monopattini', 'Qualification', 45000, 90, { lead: 7 }),
    opportunity('Portale soci e ordini', 'Proposal', 36000, 40, { lead: 8 }),
    opportunity('Modulo magazzino per piattaforma tracking', 'Negotiation', 52000, 20, { customer: 'logistica' }),
    opportunity('App fidelity: fase 2', 'Proposal', 24000, 35, { customer: 'moda' }),
    opportunity('Manutenzione evolutiva portale: lotto 2', 'Won', 30000, -25, { customer: 'comune' }),
    opportunity('Sito e shop online', 'Won', 18500, -40, { lead: 9, customer: 'vini' }),
    opportunity('Dashboard monitoraggio impianti', 'Won', 41000, -260, { lead: 10, customer: 'energia' }),
    opportunity('Migrazione ERP in cloud', 'Lost', 65000, -60, { customer: 'meccanica' }, 'Budget spostato al prossimo esercizio.'),
    opportunity('Security assessment annuale', 'Negotiation', 7000, 15, { customer: 'farmacie' }),
  ];
  const opportunityIds = await insertRows(context, 'opportunities', opportunities);
  await seedQuotes(context, world, opportunities.map((row, index) => ({ ...row, id: opportunityIds[index] })));
};

type QuoteSeed = { title: string; status: string; opportunity?: number; customerId: number; date: Day; lines: [code: string, quantity: number, discount: number][] };

const seedQuotes = async (
  context: SeedContext,
  world: SeedWorld,
  opportunities: { id: number; title: string; stage: string; customerId: number | null }[],
) => {
  const { today } = context;
  const withCustomer = opportunities.filter((opportunity) => opportunity.customerId !== null);
  const statusOfStage: Record<string, string> = { Proposal: 'Sent', Negotiation: 'Sent', Won: 'Accepted', Lost: 'Rejected', Qualification: 'Draft' };
  const quotes: QuoteSeed[] = withCustomer.map((opportunity, index) => ({
    title: `Offerta: ${opportunity.title}`,
    status: statusOfStage[opportunity.stage],
    opportunity: opportunity.id,
    customerId: opportunity.customerId!,
    date: addDays(today, -10 - index * 9),
    lines: [
      ['DEV-GG', 20 + index * 5, index % 3 === 0 ? 10 : 0],
      ['PM-GG', 4 + index, 0],
      ...(index % 2 === 0 ? ([['UX-GG', 6, 5]] as [string, number, number][]) : []),
      ...(index % 3 === 1 ? ([['ASS-MENS', 12, 0]] as [string, number, number][]) : []),
    ],
  }));
  quotes.push(
    { title: 'Offerta: formazione sviluppatori', status: 'Draft', customerId: customerByKey(world, 'clinica').id, date: addDays(today, -2), lines: [['FORM-GG', 3, 0]] },
    { title: 'Offerta: hosting gestito', status: 'Expired', customerId: customerByKey(world, 'legale').id, date: addDays(today, -120), lines: [['HOST-MENS', 12, 10], ['CONS-SEN', 8, 0]] },
  );
  const catalogue = productsCatalogue();
  const linesOf = (quote: QuoteSeed) =>
    quote.lines.map(([code, quantity, discountPercent], position) => {
      const index = catalogue.findIndex((product) => product.code === code);
      const product = catalogue[index];
      const lineTotal = lineAmountOf({ quantity, unitPrice: product.unitPrice, discountPercent }).toNumber();
      return { position, productId: world.productIds[index], description: product.name, quantity, unitPrice: product.unitPrice, discountPercent, vatRate: 22, lineTotal };
    });
  const quoteIds = await insertRows(
    context,
    'quotes',
    quotes.map((quote) => {
      // The figures the server derives from the lines, by the same function.
      const { taxable, vat, total } = quoteTotalsOf(linesOf(quote));
      return {
        title: quote.title,
        customerId: quote.customerId,
        opportunityId: quote.opportunity ?? null,
        date: quote.date,
        validUntil: addDays(quote.date, 30),
        status: quote.status,
        taxable,
        vat,
        total,
        terms: 'Pagamento a 30 giorni data fattura fine mese. Prezzi IVA esclusa. Validità offerta 30 giorni.',
      };
    }),
  );
  await insertRows(context, 'quoteLines', quotes.flatMap((quote, index) => linesOf(quote).map((line) => ({ ...line, quoteId: quoteIds[index] }))));
};
