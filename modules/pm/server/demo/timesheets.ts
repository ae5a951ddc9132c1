import { firstDayOf, lastDayOf, sameMonth, shiftMonth, yearMonthOf, type Day, type YearMonth } from '../../../../server/db/seed/calendar';
import { workingDaysBetween } from '../../../hr/server/demo/working-days';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { dailyHoursOf } from '../../../hr/server/demo/requests';
import { roundTo } from '../../../../server/db/seed/random';
import { isEmployedOn, type SeededEmployee, type SeededWorkOrder, type SeedWorld } from '../../../../server/db/seed/world';

// Month sheets and their entries: every working day up to today, a full day's hours (less approved
// absences) split over the work orders the employee is a member of, often on one of their tasks.
// Old months are closed, last month is mostly approved with a few still sent or open, this month is open.

const NOTES = ['Riunione con il cliente', 'Supporto al collaudo', 'Code review', 'Analisi con il referente del cliente', 'Rilascio in produzione'];

type Entry = { employeeId: number; date: Day; workOrderId: number; taskId: number | null; hours: number; note: string | null };

const byName = (workOrders: SeededWorkOrder[], name: string) => workOrders.find((workOrder) => workOrder.name === name);

/** How one person's day is spread over work orders: shares of the day's hours. */
const planDay = (context: SeedContext, employee: SeededEmployee, open: SeededWorkOrder[]): [SeededWorkOrder, number][] => {
  const { random } = context;
  const internal = byName(open, 'Attività interne');
  const training = byName(open, 'Formazione e aggiornamento');
  const presales = byName(open, 'Prevendita e offerte');
  const billable = open.filter((workOrder) => !workOrder.isInternal);
  if (employee.costCentre === 'Sales' && presales) return internal ? [[presales, 0.75], [internal, 0.25]] : [[presales, 1]];
  if (employee.costCentre !== 'Delivery' || billable.length === 0) {
    if (employee.costCentre === 'Management' && presales && random.chance(0.3)) return internal ? [[internal, 0.5], [presales, 0.5]] : [[presales, 1]];
    const fallback = internal ?? training ?? open[0];
    return fallback ? [[fallback, 1]] : [];
  }
  const picked = random.sample(billable, random.chance(0.55) ? 1 : 2);
  const shares: [SeededWorkOrder, number][] = picked.length === 1 ? [[picked[0], 1]] : [[picked[0], random.pick([0.5, 0.625, 0.75])], [picked[1], 0]];
  if (shares.length === 2) shares[1][1] = 1 - shares[0][1];
  // Some days an hour goes to training or an internal meeting.
  if (random.chance(0.12) && (training ?? internal)) {
    shares[0][1] -= 0.125;
    shares.push([(training ?? internal)!, 0.125]);
  }
  return shares;
};

export const seedTimesheets = async (context: SeedContext, world: SeedWorld) => {
  const { random, today } = context;
  const entries: Entry[] = [];
  const months: { employee: SeededEmployee; month: YearMonth; totalHours: number }[] = [];
  for (const employee of world.employees) {
    const memberOf = world.workOrders.filter((workOrder) => workOrder.members.some((member) => member.employeeId === employee.id));
    const myTasks = world.tasks.filter((task) => task.assigneeId === employee.id);
    const absences = world.absences.get(employee.id) ?? new Map();
    const booked = new Map<Day, number>();
    world.bookedHours.set(employee.id, booked);
    for (const month of world.months) {
      const days = workingDaysBetween(firstDayOf(month), lastDayOf(month)).filter((day) => isEmployedOn(employee, day));
      if (days.length === 0) continue;
      let totalHours = 0;
      for (const day of days.filter((candidate) => candidate <= today)) {
        const hours = dailyHoursOf(employee) - (absences.get(day)?.hours ?? 0);
        if (hours <= 0) continue;
        const open = memberOf.filter((workOrder) => workOrder.bookableFrom <= day && day <= workOrder.bookableUntil);
        const overtime = employee.costCentre === 'Delivery' && random.chance(0.04) ? random.int(1, 2) : 0;
        const plan = planDay(context, employee, open);
        let dayTotal = 0;
        plan.forEach(([workOrder, share], index) => {
          // In quarter hours, as the booking rules require.
          const entryHours = Math.round((hours * share + (index === 0 ? overtime : 0)) * 4) / 4;
          if (entryHours <= 0) return;
          const tasks = myTasks.filter((task) => task.workOrderId === workOrder.id);
          entries.push({
            employeeId: employee.id,
            date: day,
            workOrderId: workOrder.id,
            taskId: tasks.length > 0 && random.chance(0.7) ? random.pick(tasks).id : null,
            hours: entryHours,
            note: random.chance(0.06) ? random.pick(NOTES) : null,
          });
          dayTotal += entryHours;
          const rate = workOrder.members.find((member) => member.employeeId === employee.id)?.hourlyRate ?? 0;
          const byMonth = world.billable.get(workOrder.id) ?? new Map<string, { hours: number; amount: number }>();
          const sum = byMonth.get(day.slice(0, 7)) ?? { hours: 0, amount: 0 };
          byMonth.set(day.slice(0, 7), { hours: sum.hours + entryHours, amount: sum.amount + entryHours * rate });
          world.billable.set(workOrder.id, byMonth);
        });
        booked.set(day, roundTo(dayTotal, 2));
        totalHours += dayTotal;
      }
      months.push({ employee, month, totalHours: roundTo(totalHours, 2) });
    }
  }
  const current = yearMonthOf(today);
  const previous = shiftMonth(current, -1);
  const statusOf = (employee: SeededEmployee, month: YearMonth, index: number) => {
    if (sameMonth(month, current)) return 'Open';
    if (!sameMonth(month, previous)) return 'Closed';
    // Last month: most approved, some sent and waiting for approval, one not sent yet.
    if (employee.username === 'employee' || index % 5 === 0) return 'Sent';
    return index % 11 === 3 ? 'Open' : 'Approved';
  };
  months.sort((a, b) => a.month.year - b.month.year || a.month.month - b.month.month || a.employee.id - b.employee.id);
  const monthIds = await insertRows(
    context,
    'timesheetMonths',
    months.map(({ employee, month, totalHours }, index) => {
      const status = statusOf(employee, month, index);
      return {
        employeeId: employee.id,
        year: month.year,
        month: month.month,
        status,
        totalHours,
        note: status === 'Closed' && index % 17 === 0 ? 'Corretta la commessa di due giornate su richiesta del PM.' : null,
      };
    }),
  );
  // Every entry belongs to its employee's month sheet, whose total is the sum of its entries.
  const monthIdOf = new Map(months.map(({ employee, month }, index) => [`${employee.id}/${month.year}/${month.month}`, monthIds[index]]));
  await insertRows(
    context,
    'timesheetEntries',
    entries.map((entry) => ({ ...entry, timesheetMonthId: monthIdOf.get(`${entry.employeeId}/${yearMonthOf(entry.date).year}/${yearMonthOf(entry.date).month}`) })),
  );
};
