import type { Day } from '../../../../server/db/seed/calendar';
import { publicHolidaysOf } from '../../domain/leave-balance';

// The demo books time on the days the app counts as working days (date-holidays' rules for Italy,
// modules/hr/domain/leave-balance.ts), so that seeded time sheets book exactly the days the month grid and the
// balances count: no weekends, no national holidays, Easter Monday, and 4 October again from 2026.

export { isWorkingDay, workingDaysBetween } from '../../domain/leave-balance';

export const isHoliday = (day: Day) => publicHolidaysOf(Number(day.slice(0, 4))).has(day);
