import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import type { SeedWorld } from '../../../../server/db/seed/world';

// The demo firm's go-live: the leave and TFR its people had accrued when it moved onto the portal.

/**
 * The day the demo firm moved its leave figures onto the portal: the last day of the year before the demo's history
 * begins, so its opening figures hold for that year alone and leave every balance of the demo's own years as the
 * requests make them (modules/hr/domain/leave-balance.ts counts an opening figure in its year and the next).
 */
export const seedLeaveOpenings = async (context: SeedContext, world: SeedWorld) => {
  const goLive = `${world.months[0].year - 2}-12-31`;
  const causes = [
    { code: 'FER', hoursLeft: 40 },
    { code: 'ROL', hoursLeft: 16 },
  ].filter((cause) => world.exceptionIds.has(cause.code));
  const people = world.employees.filter((employee) => employee.hireDay <= goLive);
  await insertRows(
    context,
    'leaveOpeningBalances',
    people.flatMap((employee) => causes.map((cause) => ({ employeeId: employee.id, exceptionId: world.exceptionIds.get(cause.code)!, countedOn: goLive, hoursLeft: cause.hoursLeft }))),
  );
};

/** TFR accrued at the go-live day (the day the leave openings use): a month's salary's worth for every year of work. */
export const seedTfrOpenings = async (context: SeedContext, world: SeedWorld) => {
  const goLive = `${world.months[0].year - 2}-12-31`;
  const people = world.employees.filter((employee) => employee.hireDay <= goLive);
  await insertRows(
    context,
    'tfrOpeningBalances',
    people.map((employee, index) => ({ employeeId: employee.id, countedOn: goLive, amount: (1_200 + 350 * (index % 7)).toFixed(2) })),
  );
};
