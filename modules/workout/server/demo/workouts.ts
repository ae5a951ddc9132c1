import { addDays } from '../../../../server/db/seed/calendar';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import type { SeedWorld } from '../../../../server/db/seed/world';

// The Fit{product} area: a handful of colleagues log two or three workouts a week.

const ACTIVITIES = [
  { activity: 'Running', minutes: [25, 60], kmPerHour: 10 },
  { activity: 'Walking', minutes: [30, 75], kmPerHour: 5 },
  { activity: 'Cycling', minutes: [40, 120], kmPerHour: 22 },
  { activity: 'Swimming', minutes: [30, 50], kmPerHour: 2.4 },
  { activity: 'Gym', minutes: [45, 75] },
  { activity: 'Yoga', minutes: [30, 60] },
  { activity: 'Team sport', minutes: [60, 90] },
] as const;
const NOTES = ['Parco Sempione', 'Giro del Naviglio Martesana', 'Calcetto aziendale del giovedì', 'Lezione in palestra', 'Piscina Cozzi'];

export const seedWorkouts = async (context: SeedContext, world: SeedWorld) => {
  const { random, today } = context;
  // The admin's activity list, then the workouts that pick from it.
  const activityIds = await insertRows(
    context,
    'workoutActivities',
    ACTIVITIES.map((choice) => ({ name: choice.activity, hasDistance: 'kmPerHour' in choice, isActive: true })),
  );
  const idOf = new Map<string, number>(ACTIVITIES.map((choice, index) => [choice.activity, activityIds[index]]));
  const athletes = world.employees.filter((employee, index) => employee.endDay === null && (index % 3 === 0 || employee.username === 'employee'));
  const rows = athletes.flatMap((employee) => {
    const favourites = random.sample(ACTIVITIES, 2);
    return Array.from({ length: 8 * 7 }, (_, index) => addDays(today, -index))
      .filter(() => random.chance(0.35))
      .map((date) => {
        const choice = random.chance(0.8) ? random.pick(favourites) : random.pick(ACTIVITIES);
        const minutes = random.int(choice.minutes[0], choice.minutes[1]);
        return {
          employeeId: employee.id,
          date,
          activityId: idOf.get(choice.activity),
          activity: choice.activity,
          minutes,
          distanceKm: 'kmPerHour' in choice ? Math.round(((minutes / 60) * choice.kmPerHour * random.amount(0.85, 1.15)) * 100) / 100 : null,
          notes: random.chance(0.2) ? random.pick(NOTES) : null,
        };
      });
  });
  await insertRows(context, 'workouts', rows);
  // Some of them show on the team board; the demo `employee` has not chosen yet (the switch is theirs to try).
  const shown = athletes.filter((employee, index) => index % 2 === 0 && employee.username !== 'employee');
  await insertRows(context, 'workoutBoardMembers', shown.map((employee) => ({ employeeId: employee.id })));
};
