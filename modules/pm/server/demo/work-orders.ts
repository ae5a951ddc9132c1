import { addDays, addMonths, firstDayOf, lastDayOf, shiftMonth, yearMonthOf } from '../../../../server/db/seed/calendar';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { roundTo } from '../../../../server/db/seed/random';
import { customerByKey, employeeByKey, type SeedWorld, type SeededWorkOrder } from '../../../../server/db/seed/world';

// Project management structure: work orders (commesse) with their members, and the projects run
// under them with members and a journal. Dates are relative to "today" so the portfolio always looks current.

type WorkOrderSeed = {
  customer: string;
  name: string;
  description: string;
  /** Start, in months from the current month (negative = in the past). */
  from: number;
  /** End, in months from the current month; none for open-ended work. */
  to?: number;
  status: SeededWorkOrder['status'];
  amount: number;
  budgetHours: number;
  manager: string;
  team: string[];
  cig?: string;
  cup?: string;
  /** A suspended work order took hours until this many months ago. */
  suspendedMonthsAgo?: number;
};

const DELIVERY_TEAM = ['pm', 'employee', 'alessandro.colombo', 'luca.ferrari', 'valentina.costa', 'davide.bruno', 'elena.deluca', 'stefano.lombardi', 'chiara.ricci', 'francesca.romano', 'martina.gallo', 'sofia.greco', 'andrea.mancini', 'matteo.marino', 'simone.conti', 'giorgia.moretti'];

const WORK_ORDERS: WorkOrderSeed[] = [
  { customer: 'logistica', name: 'Piattaforma tracking spedizioni', description: 'Nuova piattaforma per il tracciamento delle spedizioni in tempo reale, con app per gli autisti.', from: -14, to: 6, status: 'Active', amount: 180000, budgetHours: 2400, manager: 'pm', team: ['pm', 'employee', 'luca.ferrari', 'davide.bruno', 'sofia.greco', 'matteo.marino'] },
  { customer: 'farmacie', name: 'E-commerce farmaceutico', description: 'Negozio online per parafarmaco e prenotazione farmaci con ritiro in farmacia.', from: -8, to: 4, status: 'Active', amount: 120000, budgetHours: 1600, manager: 'valentina.costa', team: ['valentina.costa', 'stefano.lombardi', 'chiara.ricci', 'francesca.romano', 'simone.conti'] },
  { customer: 'comune', name: 'Portale servizi al cittadino', description: 'Servizi anagrafici online con accesso SPID e CIE, conforme alle linee guida AgID.', from: -18, to: 6, status: 'Active', amount: 95000, budgetHours: 1300, manager: 'pm', team: ['pm', 'alessandro.colombo', 'employee', 'martina.gallo', 'andrea.mancini'], cig: 'B4C7E21F90', cup: 'E51B24000150004' },
  { customer: 'moda', name: 'App fidelity clienti', description: 'App iOS e Android per la carta fedeltà e le promozioni in negozio.', from: -5, to: 3, status: 'Active', amount: 64000, budgetHours: 900, manager: 'valentina.costa', team: ['valentina.costa', 'chiara.ricci', 'francesca.romano', 'andrea.mancini', 'sofia.greco'] },
  { customer: 'meccanica', name: 'Integrazione MES-ERP', description: 'Connettore tra il MES di stabilimento e SAP per ordini di produzione e consuntivi.', from: -10, to: 2, status: 'Active', amount: 78000, budgetHours: 1100, manager: 'alessandro.colombo', team: ['alessandro.colombo', 'elena.deluca', 'davide.bruno', 'giorgia.moretti'] },
  { customer: 'clinica', name: 'Gestione prenotazioni visite', description: 'Agenda online delle visite ambulatoriali con promemoria SMS.', from: -7, status: 'Suspended', amount: 42000, budgetHours: 600, manager: 'pm', team: ['pm', 'stefano.lombardi', 'martina.gallo'], suspendedMonthsAgo: 2 },
  { customer: 'alpenwerk', name: 'B2B ordering portal', description: 'Portale ordini per i rivenditori di Alpenwerk in Germania e Austria.', from: -6, to: 6, status: 'Active', amount: 150000, budgetHours: 1900, manager: 'alessandro.colombo', team: ['alessandro.colombo', 'luca.ferrari', 'elena.deluca', 'employee', 'matteo.marino'] },
  { customer: 'energia', name: 'Dashboard monitoraggio impianti', description: 'Cruscotto di produzione e guasti degli impianti fotovoltaici.', from: -12, to: -3, status: 'Closed', amount: 41000, budgetHours: 560, manager: 'valentina.costa', team: ['valentina.costa', 'elena.deluca', 'stefano.lombardi', 'chiara.ricci'] },
  { customer: 'vini', name: 'Sito e shop online', description: 'Sito istituzionale e vendita online dei vini della cantina.', from: 1, to: 5, status: 'Draft', amount: 18500, budgetHours: 260, manager: 'valentina.costa', team: ['chiara.ricci', 'francesca.romano'] },
  { customer: 'lumiere', name: 'Store analytics dashboard', description: 'Analisi delle vendite per punto vendita con previsioni settimanali.', from: -4, to: 2, status: 'Active', amount: 38000, budgetHours: 500, manager: 'pm', team: ['pm', 'elena.deluca', 'martina.gallo', 'giorgia.moretti'] },
  // Internal work orders: not billed, but hours must land somewhere (SPEC: every hour on a work order).
  { customer: 'internal', name: 'Attività interne', description: 'Amministrazione, riunioni, gestione del personale e attività non fatturabili.', from: -36, status: 'Active', amount: 0, budgetHours: 0, manager: 'admin', team: [] },
  { customer: 'internal', name: 'Formazione e aggiornamento', description: 'Corsi, certificazioni e studio di nuove tecnologie.', from: -36, status: 'Active', amount: 0, budgetHours: 0, manager: 'hr', team: DELIVERY_TEAM },
  { customer: 'internal', name: 'Prevendita e offerte', description: 'Analisi preliminari, stime e preparazione delle offerte.', from: -36, status: 'Active', amount: 0, budgetHours: 0, manager: 'sales', team: ['sales', 'federico.giordano', 'marco.rossi', 'pm', 'alessandro.colombo', 'valentina.costa'] },
];

// `months`: a completed project ended this many months after it started.
const PROJECTS: { workOrder: string; name: string; status: string; share: number; months?: number }[] = [
  { workOrder: 'Piattaforma tracking spedizioni', name: 'Tracking: backend e API', status: 'Active', share: 0.6 },
  { workOrder: 'Piattaforma tracking spedizioni', name: 'Tracking: app autisti', status: 'Active', share: 0.4 },
  { workOrder: 'E-commerce farmaceutico', name: 'E-commerce: catalogo e checkout', status: 'Active', share: 1 },
  { workOrder: 'Portale servizi al cittadino', name: 'Portale: servizi anagrafici online', status: 'Active', share: 0.7 },
  { workOrder: 'Portale servizi al cittadino', name: 'Portale: accesso SPID e CIE', status: 'Completed', share: 0.3, months: 8 },
  { workOrder: 'App fidelity clienti', name: 'App fidelity iOS e Android', status: 'Active', share: 1 },
  { workOrder: 'Integrazione MES-ERP', name: 'Connettore MES-SAP', status: 'Active', share: 1 },
  { workOrder: 'Gestione prenotazioni visite', name: 'Agenda prenotazioni', status: 'On hold', share: 1 },
  { workOrder: 'B2B ordering portal', name: 'B2B portal: ordering', status: 'Active', share: 1 },
  { workOrder: 'Dashboard monitoraggio impianti', name: 'Dashboard impianti fotovoltaici', status: 'Completed', share: 1 },
  { workOrder: 'Sito e shop online', name: 'Shop online cantina', status: 'Planned', share: 1 },
  { workOrder: 'Store analytics dashboard', name: 'Store analytics', status: 'Active', share: 1 },
];

const JOURNAL = [
  'Kick-off con il cliente svolto: condivisi obiettivi, milestone e referenti.',
  'Rilasciata in collaudo la nuova versione; il cliente ha avviato i test di accettazione.',
  'Il cliente chiede di anticipare la reportistica: valutiamo l\u2019impatto sul piano.',
  'Rischio: le API del fornitore del cliente arriveranno con due settimane di ritardo.',
  'Stato avanzamento: circa il 65% delle attività completate, ore in linea con il budget.',
  'Riunione di allineamento: confermata la data di rilascio in produzione.',
  'Chiuso il verbale di collaudo, in attesa della firma del cliente.',
];

const rateOf = (hourlyCost: number) => Math.max(45, Math.round((hourlyCost * 2.1) / 5) * 5);

export const seedWorkOrders = async (context: SeedContext, world: SeedWorld) => {
  const thisMonth = yearMonthOf(context.today);
  const activeStaff = world.employees.filter((employee) => employee.endDay === null);
  const seeds = WORK_ORDERS.map((seed) => {
    const team = seed.name === 'Attività interne' ? activeStaff.map((employee) => employee.username ?? employee.email.split('@')[0]) : seed.team;
    const startDate = firstDayOf(shiftMonth(thisMonth, seed.from));
    const endDate = seed.to === undefined ? null : lastDayOf(shiftMonth(thisMonth, seed.to));
    const suspendedOn = seed.suspendedMonthsAgo === undefined ? null : lastDayOf(shiftMonth(thisMonth, -seed.suspendedMonthsAgo));
    // A draft work order takes no hours yet; a suspended one stopped taking them.
    const bookableUntil = seed.status === 'Draft' ? addDays(startDate, -1) : (suspendedOn ?? endDate ?? addMonths(context.today, 120));
    return { seed, team, startDate, endDate, bookableUntil };
  });
  const ids = await insertRows(
    context,
    'workOrders',
    seeds.map(({ seed, startDate, endDate }) => ({
      name: seed.name,
      customerId: customerByKey(world, seed.customer).id,
      managerId: employeeByKey(world, seed.manager).id,
      description: seed.description,
      startDate,
      endDate,
      amount: seed.amount,
      budgetHours: seed.budgetHours,
      cig: seed.cig ?? null,
      cup: seed.cup ?? null,
      status: seed.status,
    })),
  );
  world.workOrders = seeds.map(({ seed, team, startDate, endDate, bookableUntil }, index) => {
    const isInternal = seed.customer === 'internal';
    return {
      id: ids[index],
      name: seed.name,
      customerId: customerByKey(world, seed.customer).id,
      startDate,
      endDate,
      status: seed.status,
      amount: seed.amount,
      isInternal,
      bookableFrom: startDate,
      bookableUntil,
      members: team.map((key) => {
        const employee = employeeByKey(world, key);
        return { employeeId: employee.id, hourlyRate: isInternal ? 0 : rateOf(employee.hourlyCost) };
      }),
    };
  });
  await insertRows(
    context,
    'workOrderMembers',
    world.workOrders.flatMap((workOrder) =>
      workOrder.members.map((member) => ({
        workOrderId: workOrder.id,
        employeeId: member.employeeId,
        role: world.employees.find((employee) => employee.id === member.employeeId)!.jobTitle,
        hourlyRate: member.hourlyRate,
      })),
    ),
  );
};

export const seedProjects = async (context: SeedContext, world: SeedWorld) => {
  const { random } = context;
  const rows = PROJECTS.map((project) => {
    const workOrder = world.workOrders.find((candidate) => candidate.name === project.workOrder)!;
    const customerMembers = workOrder.members.map((member) => member.employeeId);
    const seed = WORK_ORDERS.find((candidate) => candidate.name === project.workOrder)!;
    const endDate = project.months ? lastDayOf(shiftMonth(yearMonthOf(workOrder.startDate), project.months)) : workOrder.endDate;
    return {
      project,
      workOrder,
      endDate,
      memberIds: customerMembers,
      managerId: employeeByKey(world, seed.manager).id,
      budgetHours: roundTo(seed.budgetHours * project.share, 0),
    };
  });
  const ids = await insertRows(
    context,
    'projects',
    rows.map(({ project, workOrder, managerId, budgetHours, endDate }) => ({
      name: project.name,
      workOrderId: workOrder.id,
      managerId,
      description: `Progetto della commessa "${workOrder.name}".`,
      startDate: workOrder.startDate,
      endDate,
      budgetHours,
      status: project.status,
    })),
  );
  world.projects = rows.map((row, index) => ({
    id: ids[index],
    name: row.project.name,
    workOrderId: row.workOrder.id,
    managerId: row.managerId,
    status: row.project.status,
    startDate: row.workOrder.startDate,
    endDate: row.endDate,
    memberIds: row.memberIds,
  }));
  await insertRows(
    context,
    'projectMembers',
    world.projects.flatMap((project) =>
      project.memberIds.map((employeeId) => ({
        projectId: project.id,
        employeeId,
        role: employeeId === project.managerId ? 'Project manager' : world.employees.find((employee) => employee.id === employeeId)!.jobTitle,
        allocationPercent: employeeId === project.managerId ? 20 : random.pick([50, 50, 80, 100]),
      })),
    ),
  );
  await insertRows(
    context,
    'projectJournal',
    world.projects.flatMap((project, index) =>
      Array.from({ length: 2 + (index % 3) }, (_, entry) => ({
        projectId: project.id,
        authorId: entry === 0 ? project.managerId : random.pick(project.memberIds),
        comment: JOURNAL[(index + entry * 2) % JOURNAL.length],
      })),
    ),
  );
};
