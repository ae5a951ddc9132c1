import { auditTrail, type AuditChanges } from '../../../../server/db/system-tables';
import { addDays, parseDay, type Day } from '../../../../server/db/seed/calendar';
import { insertNumberedRows, insertRows, type SeedContext } from '../../../../server/db/seed/context';
import type { SeededProject, SeededTask, SeedWorld } from '../../../../server/db/seed/world';

// The boards: two-week sprints for active projects (three closed, the current one, the next one),
// tasks in every column, their comments and history, and some favourites.

export const TASK_TITLES = [
  'Analisi dei requisiti con il cliente', 'Disegno del modello dati', 'API di autenticazione', 'Pagina di login e recupero password',
  'Integrazione con il gateway di pagamento', 'Esportazione CSV dei report', 'Notifiche e-mail transazionali', 'Test end-to-end del flusso ordini',
  'Pipeline CI/CD su ambiente di collaudo', 'Migrazione del database alla nuova versione', 'Ottimizzazione delle query lente', 'Gestione ruoli e permessi',
  'Dashboard riepilogativa', 'Correzione errore nel calcolo IVA', 'Traduzione dell\u2019interfaccia in inglese', 'Accessibilità: contrasto e navigazione da tastiera',
  'Log applicativi centralizzati', 'Backup e ripristino automatico', 'Documentazione API (OpenAPI)', 'Revisione di sicurezza OWASP',
  'Caricamento massivo delle anagrafiche', 'Filtri avanzati nelle liste', 'Ricerca full-text dei prodotti', 'Calendario delle disponibilità',
  'Gestione degli allegati', 'Monitoraggio e alert', 'Sincronizzazione con l\u2019ERP', 'Stampa PDF dei documenti',
  'Refactoring del modulo ordini', 'Importazione dei dati storici', 'Test di carico', 'Cache delle risposte API',
  'App mobile: schermata profilo', 'App mobile: notifiche push', 'Mappa delle spedizioni', 'Configurazione ambiente di produzione',
];
const GOALS = ['Chiudere il flusso principale e portarlo in collaudo', 'Stabilizzare e correggere i difetti segnalati', 'Completare le integrazioni esterne', 'Preparare il rilascio in produzione'];
const COMMENTS = [
  'Ho iniziato l\u2019analisi, domani condivido una bozza.',
  'Aperta la pull request, serve una review.',
  'Verificato in collaudo: funziona come atteso.',
  'Bloccato: manca l\u2019accesso all\u2019ambiente del cliente.',
  'Chiuso dopo la verifica con il cliente.',
  'Aggiunti i test automatici sui casi limite.',
];
const ESTIMATES = [2, 4, 4, 6, 8, 8, 12, 16, 24];

type SprintPlan = { name: string; startDate: Day; endDate: Day; status: 'Closed' | 'Active' | 'Planned' };
type TaskPlan = { status: string; sprint?: number; dueDate: Day | null };

const mondayOf = (day: Day) => addDays(day, -((parseDay(day).getUTCDay() + 6) % 7));

const sprintsOf = (project: SeededProject, index: number, today: Day): SprintPlan[] => {
  if (project.status !== 'Active') return [];
  const current = addDays(mondayOf(today), -7 * (index % 2));
  const numberOf = (start: Day) => Math.floor((parseDay(start).getTime() - parseDay(project.startDate).getTime()) / (14 * 86_400_000)) + 1;
  return [-3, -2, -1, 0, 1]
    .map((offset) => addDays(current, offset * 14))
    .filter((start) => start >= project.startDate)
    .map((start) => ({
      name: `Sprint ${numberOf(start)}`,
      startDate: start,
      endDate: addDays(start, 11),
      status: start < current ? 'Closed' : start === current ? 'Active' : 'Planned',
    }));
};

const tasksOf = (project: SeededProject, sprints: SprintPlan[]): TaskPlan[] => {
  if (project.status === 'Completed') return Array.from({ length: 5 }, () => ({ status: 'Done', dueDate: project.endDate }));
  if (project.status === 'On hold') return ['In Progress', 'To Do', 'To Do'].map((status) => ({ status, dueDate: null }));
  if (project.status === 'Planned') return ['To Do', 'To Do', 'To Do'].map((status) => ({ status, dueDate: null }));
  const columns = { Closed: ['Done', 'Done'], Active: ['In Progress', 'In Review', 'To Do', 'Done', 'In Progress'], Planned: ['To Do', 'To Do'] };
  return [
    ...sprints.flatMap((sprint, sprintIndex) => columns[sprint.status].map((status) => ({ status, sprint: sprintIndex, dueDate: sprint.endDate }))),
    { status: 'To Do', dueDate: null },
    { status: 'To Do', dueDate: null },
  ];
};

export const seedTasks = async (context: SeedContext, world: SeedWorld) => {
  const { random, today } = context;
  const plans = world.projects.map((project, index) => ({ project, sprints: sprintsOf(project, index, today) }));
  const sprintIds = await insertRows(
    context,
    'sprints',
    plans.flatMap(({ project, sprints }) => sprints.map((sprint, index) => ({ projectId: project.id, goal: GOALS[index % GOALS.length], ...sprint }))),
  );
  let nextSprint = 0;
  let nextTitle = 0;
  const rows = plans.flatMap(({ project, sprints }) => {
    const ids = sprints.map(() => sprintIds[nextSprint++]);
    // Owner and assignee are members of the project: its manager when they are one, else its first member.
    const ownerId = project.memberIds.includes(project.managerId) ? project.managerId : project.memberIds[0];
    const assignees = project.memberIds.filter((id) => id !== ownerId);
    return tasksOf(project, sprints).map((task, index) => {
      const title = TASK_TITLES[nextTitle++ % TASK_TITLES.length];
      return {
        title,
        description: `${title} per il progetto "${project.name}".\n\nCriteri di accettazione: concordati con il referente del cliente.`,
        projectId: project.id,
        sprintId: task.sprint === undefined ? null : ids[task.sprint],
        ownerId,
        assigneeId: assignees.length > 0 ? assignees[index % assignees.length] : ownerId,
        status: task.status,
        priority: random.pick(['Low', 'Medium', 'Medium', 'Medium', 'High', 'High', 'Urgent']),
        dueDate: task.dueDate,
        estimateHours: random.pick(ESTIMATES),
      };
    });
  });
  const inserted = await insertNumberedRows(context, 'tasks', rows);
  world.tasks = rows.map((row, index): SeededTask => ({
    id: inserted[index].id,
    number: inserted[index].number,
    title: row.title,
    projectId: row.projectId,
    workOrderId: world.projects.find((project) => project.id === row.projectId)!.workOrderId,
    ownerId: row.ownerId,
    assigneeId: row.assigneeId,
    status: row.status,
  }));
  await seedTaskHistory(context, world, rows.map((row, index) => ({ ...row, id: inserted[index].id })));
  await seedFavouriteTasks(context, world);
};

const seedTaskHistory = async (
  context: SeedContext,
  world: SeedWorld,
  tasks: { id: number; title: string; ownerId: number; assigneeId: number; status: string; sprintId: number | null }[],
) => {
  const usernameOf = (employeeId: number) => {
    const employee = world.employees.find((candidate) => candidate.id === employeeId)!;
    return employee.username ?? employee.email;
  };
  const comments = tasks.flatMap((task, index) =>
    task.status === 'To Do'
      ? []
      : Array.from({ length: 1 + (index % 2) }, (_, entry) => ({
          taskId: task.id,
          authorId: entry === 0 ? task.assigneeId : task.ownerId,
          comment: COMMENTS[(index + entry * 3) % COMMENTS.length],
        })),
  );
  // A task's activity is its audit trail (modules/pm/server/work/activity.ts): the demo history is written there,
  // as the writer would have recorded it, so seeded tasks show who created, assigned, planned and moved them.
  const audit = (task: (typeof tasks)[number], employeeId: number, action: 'create' | 'update', changes: AuditChanges, via: string | null = null) => ({
    resource: 'tasks',
    recordId: task.id,
    action,
    username: usernameOf(employeeId),
    changes,
    via,
  });
  const history = tasks.flatMap((task) => [
    audit(task, task.ownerId, 'create', { title: [null, task.title] }),
    audit(task, task.ownerId, 'update', { assigneeId: [null, task.assigneeId] }),
    ...(task.sprintId === null ? [] : [audit(task, task.ownerId, 'update', { sprintId: [null, task.sprintId] }, 'moveToSprint')]),
    ...(task.status === 'To Do' ? [] : [audit(task, task.assigneeId, 'update', { status: ['To Do', task.status] })]),
  ]);
  const commentIds = await insertRows(context, 'taskJournal', comments);
  const commented = comments.map((comment, index) => ({
    resource: 'taskJournal',
    recordId: commentIds[index],
    action: 'create' as const,
    username: usernameOf(comment.authorId),
    changes: { comment: [null, comment.comment] } satisfies AuditChanges,
    via: 'comment',
  }));
  for (let start = 0; start < history.length + commented.length; start += 500)
    await context.db.insert(auditTrail).values([...history, ...commented].slice(start, start + 500));
};

const seedFavouriteTasks = async (context: SeedContext, world: SeedWorld) => {
  const favourites = new Map<string, { employeeId: number; taskId: number }>();
  const add = (employeeId: number, tasks: SeededTask[], count: number) =>
    tasks.slice(0, count).forEach((task) => favourites.set(`${employeeId}:${task.id}`, { employeeId, taskId: task.id }));
  for (const [index, employee] of world.employees.entries()) {
    const own = world.tasks.filter((task) => task.status !== 'Done' && (task.assigneeId === employee.id || task.ownerId === employee.id));
    const count = employee.username === 'employee' || employee.username === 'pm' ? 4 : index % 3 === 0 ? 2 : 0;
    add(employee.id, own, count);
  }
  await insertRows(context, 'favouriteTasks', [...favourites.values()]);
};
