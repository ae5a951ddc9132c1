import { addDays, firstDayOf, sameMonth, shiftMonth, yearMonthOf, type Day } from '../../../../server/db/seed/calendar';
import { isWorkingDay } from './working-days';
import { insertNumberedRows, type SeedContext } from '../../../../server/db/seed/context';
import { isEmployedOn, type SeededEmployee, type SeedWorld } from '../../../../server/db/seed/world';

// Leave, permission and sick-leave requests over the demo's months, in every state: past ones mostly
// approved (a few refused), upcoming ones waiting in Reviewing. Approved absences are remembered so the
// timesheets and payroll days leave those hours out.

type RequestPlan = { code: string; days: Day[]; hours: number | null; state: 'Reviewing' | 'Approved' | 'Refused'; note: string };

const LEAVE_NOTES = ['Vacanze', 'Ponte', 'Motivi familiari', 'Viaggio', 'Trasloco'];
const PERMISSION_NOTES = ['Visita medica', 'Pratiche in Comune', 'Colloquio a scuola dei figli', 'Appuntamento in banca'];
const REFUSAL_NOTES = ['Rilascio in produzione in quei giorni: spostiamo di una settimana?', 'Troppe assenze nel team nello stesso periodo.'];

export const dailyHoursOf = (employee: SeededEmployee) => employee.weeklyHours / 5;

/** `count` consecutive working days from the first working day on or after `from`. */
const workingDaysFrom = (from: Day, count: number) => {
  const days: Day[] = [];
  for (let day = from; days.length < count; day = addDays(day, 1)) if (isWorkingDay(day)) days.push(day);
  return days;
};

const planRequests = (context: SeedContext, world: SeedWorld, employee: SeededEmployee, index: number): RequestPlan[] => {
  const { random, today } = context;
  const plans: RequestPlan[] = [];
  const taken = new Set<Day>();
  const add = (plan: RequestPlan) => {
    const days = plan.days.filter((day) => isEmployedOn(employee, day));
    if (days.length === 0 || days.some((day) => taken.has(day))) return;
    days.forEach((day) => taken.add(day));
    plans.push({ ...plan, days });
  };
  const randomDayIn = (month: (typeof world.months)[number]) => addDays(firstDayOf(month), random.int(0, 24));
  const pastState = () => (random.chance(0.08) ? 'Refused' : 'Approved');
  for (const month of world.months) {
    const isCurrent = sameMonth(month, yearMonthOf(today));
    const stateOf = (days: Day[]) => (days[days.length - 1] < today ? pastState() : 'Reviewing');
    if (random.chance(month.month === 8 ? 0.8 : 0.35)) {
      const days = workingDaysFrom(randomDayIn(month), month.month === 8 ? random.int(5, 10) : random.int(1, 4));
      add({ code: 'FER', days, hours: null, state: stateOf(days), note: random.pick(LEAVE_NOTES) });
    }
    if (random.chance(0.3)) {
      const days = workingDaysFrom(randomDayIn(month), 1);
      add({ code: random.pick(['ROL', 'ROL', 'EXF']), days, hours: random.pick([2, 3, 4]), state: stateOf(days), note: random.pick(PERMISSION_NOTES) });
    }
    if (!isCurrent && random.chance(0.12)) {
      const days = workingDaysFrom(randomDayIn(month), random.int(1, 3));
      add({ code: 'MAL', days, hours: null, state: 'Approved', note: 'Influenza' });
    }
    if (employee.contract === 'PT' && !isCurrent) add({ code: 'L104', days: workingDaysFrom(randomDayIn(month), 1), hours: null, state: 'Approved', note: 'Assistenza familiare' });
  }
  // Upcoming requests wait for HR: every third person, and always the development employee.
  if (index % 3 === 0 || employee.username === 'employee') {
    const days = workingDaysFrom(addDays(firstDayOf(shiftMonth(yearMonthOf(today), 1)), random.int(0, 20)), random.int(2, 5));
    add({ code: 'FER', days, hours: null, state: 'Reviewing', note: random.pick(LEAVE_NOTES) });
  }
  if (index % 5 === 1) add({ code: 'ROL', days: workingDaysFrom(addDays(today, random.int(2, 9)), 1), hours: 2, state: 'Reviewing', note: random.pick(PERMISSION_NOTES) });
  return plans;
};

export const seedHrRequests = async (context: SeedContext, world: SeedWorld) => {
  const { random } = context;
  const planned = world.employees.flatMap((employee, index) => planRequests(context, world, employee, index).map((plan) => ({ employee, plan })));
  // Every state shows on the HR screens, whatever the random draw: at least one refusal.
  if (!planned.some(({ plan }) => plan.state === 'Refused')) {
    const first = planned.find(({ plan }) => plan.state === 'Approved' && plan.code === 'FER');
    if (first) first.plan.state = 'Refused';
  }
  const rows = planned.map(({ employee, plan }) => {
    const exceptionId = world.exceptionIds.get(plan.code)!;
    if (plan.state === 'Approved') {
      const absences = world.absences.get(employee.id) ?? new Map();
      for (const day of plan.days) absences.set(day, { exceptionId, hours: plan.hours ?? dailyHoursOf(employee) });
      world.absences.set(employee.id, absences);
    }
    return {
      employeeId: employee.id,
      exceptionId,
      startDate: plan.days[0],
      endDate: plan.days[plan.days.length - 1],
      hours: plan.hours,
      certificateNumber: plan.code === 'MAL' ? String(random.int(100_000_000, 999_999_999)) : null,
      note: plan.note,
      state: plan.state,
      reviewerNote: plan.state === 'Refused' ? random.pick(REFUSAL_NOTES) : plan.state === 'Approved' && random.chance(0.2) ? 'Ok, buon riposo.' : null,
    };
  });
  // Requests are numbered in the order they were filed.
  rows.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.employeeId - b.employeeId));
  const inserted = await insertNumberedRows(context, 'hrTimesheetRequests', rows);
  world.pendingRequests = rows.flatMap((row, index) =>
    row.state === 'Reviewing' ? [{ ...inserted[index], employeeId: row.employeeId, startDate: row.startDate }] : [],
  );
};
