import { addDays, addMonths, type Day } from '../../../../server/db/seed/calendar';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { employeeByKey, type SeededEmployee, type SeedWorld } from '../../../../server/db/seed/world';

// Workplace-safety training (D.Lgs. 81/2008, Accordo Stato-Regioni): the courses and who took them,
// with certificates that expire, some renewals due and the newest hire still to be trained.

const PROVIDER = 'Formazione Sicura S.r.l.';
const COURSES = [
  { key: 'general', title: 'Formazione generale dei lavoratori', durationHours: 4, validityMonths: null, isMandatory: true },
  { key: 'specific', title: 'Formazione specifica rischio basso (uffici)', durationHours: 4, validityMonths: 60, isMandatory: true },
  { key: 'firstAid', title: 'Primo soccorso (aziende gruppo B e C)', durationHours: 12, validityMonths: 36, isMandatory: true },
  { key: 'fire', title: 'Antincendio livello 1', durationHours: 4, validityMonths: 60, isMandatory: true },
  { key: 'supervisor', title: 'Formazione preposti', durationHours: 8, validityMonths: 24, isMandatory: true },
  { key: 'rls', title: 'Aggiornamento RLS', durationHours: 8, validityMonths: 12, isMandatory: true },
  { key: 'screens', title: 'Uso sicuro dei videoterminali', durationHours: 2, validityMonths: null, isMandatory: false },
] as const;
type CourseKey = (typeof COURSES)[number]['key'];

const DESIGNATED: Partial<Record<CourseKey, string[]>> = {
  firstAid: ['laura.rizzo', 'hr', 'davide.bruno'],
  fire: ['admin', 'laura.rizzo', 'luca.ferrari'],
  supervisor: ['pm', 'alessandro.colombo', 'valentina.costa'],
  rls: ['sofia.greco'],
  screens: ['employee', 'matteo.marino', 'simone.conti', 'francesca.romano', 'giorgia.moretti'],
};

export const seedSafety = async (context: SeedContext, world: SeedWorld) => {
  const { random, today } = context;
  const ids = await insertRows(
    context,
    'safetyCourses',
    COURSES.map(({ key: _key, ...course }) => ({
      ...course,
      provider: PROVIDER,
      description: `${course.title}: ${course.durationHours} ore secondo l'Accordo Stato-Regioni.`,
    })),
  );
  const courseId = (key: CourseKey) => ids[COURSES.findIndex((course) => course.key === key)];
  const validity = (key: CourseKey) => COURSES.find((course) => course.key === key)!.validityMonths;
  const completed = (key: CourseKey, employee: SeededEmployee, completedDate: Day) => {
    const months = validity(key);
    return {
      safetyCourseId: courseId(key),
      employeeId: employee.id,
      assignedDate: addDays(completedDate, -21),
      dueDate: addDays(completedDate, 7),
      isCompleted: true,
      completedDate,
      expiryDate: months ? addMonths(completedDate, months) : null,
      certificateNumber: `AT-${completedDate.slice(0, 4)}-${random.int(10000, 99999)}`,
    };
  };
  const pending = (key: CourseKey, employee: SeededEmployee, dueDate: Day) => ({
    safetyCourseId: courseId(key),
    employeeId: employee.id,
    assignedDate: addDays(today, -random.int(5, 30)),
    dueDate,
    isCompleted: false,
  });
  // The last session someone attended: recent enough that the certificate is still valid, most of the time.
  const lastSession = (key: CourseKey, employee: SeededEmployee) => {
    const months = validity(key) ?? 120;
    const candidate = addMonths(today, -random.int(1, months - 1));
    return candidate < employee.hireDay ? addDays(employee.hireDay, 20) : candidate;
  };
  const rows = world.employees.flatMap((employee) => {
    const isNew = addDays(employee.hireDay, 60) > today;
    if (isNew) return [pending('general', employee, addDays(employee.hireDay, 60)), pending('specific', employee, addDays(employee.hireDay, 60))];
    const base = [completed('general', employee, addDays(employee.hireDay, 20))];
    if (employee.endDay === null) base.push(completed('specific', employee, lastSession('specific', employee)));
    return base;
  });
  for (const [key, people] of Object.entries(DESIGNATED) as [CourseKey, string[]][])
    for (const [index, person] of people.entries()) {
      const employee = employeeByKey(world, person);
      if (key === 'screens' || (key === 'firstAid' && index === 2)) rows.push(pending(key, employee, addMonths(today, 1)));
      else if (addDays(employee.hireDay, 60) <= today) rows.push(completed(key, employee, lastSession(key, employee)));
    }
  // One certificate falls due inside the 60-day notice window, so the expiring view and its notice have a case
  // (set afterwards, so the random draws of the rest of the demo stay as they were).
  const rls = rows.find((row) => row.safetyCourseId === courseId('rls') && row.isCompleted);
  if (rls) {
    const completedDate = addDays(addMonths(today, -12), 25);
    Object.assign(rls, { completedDate, expiryDate: addMonths(completedDate, 12) });
  }
  await insertRows(context, 'safetyCourseAssignments', rows);
};
