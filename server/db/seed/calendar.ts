// Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so the server's time zone never shifts a day.
// Which days are working days is the firm's calendar, which a module gives (DemoContribution's `workingDays`).
import { addDays, firmToday } from '../../../resources/firm-calendar';

export type Day = string;
export type YearMonth = { year: number; month: number };

export const parseDay = (day: Day) => new Date(`${day}T00:00:00Z`);
export const isoDay = (date: Date): Day => date.toISOString().slice(0, 10);
/** Today in the firm's time zone (resources/firm-calendar.ts), as the app counts its days. */
export const todayDay = (): Day => firmToday();
export { addDays };
export const dayOf = (year: number, month: number, dayOfMonth: number): Day =>
  isoDay(new Date(Date.UTC(year, month - 1, dayOfMonth)));

/** The same day `months` later, kept inside the target month (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (day: Day, months: number): Day => {
  const date = parseDay(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoDay(target);
};

export const yearMonthOf = (day: Day): YearMonth => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
export const firstDayOf = ({ year, month }: YearMonth): Day => dayOf(year, month, 1);
export const lastDayOf = ({ year, month }: YearMonth): Day => dayOf(year, month + 1, 0);
export const shiftMonth = ({ year, month }: YearMonth, months: number): YearMonth => yearMonthOf(dayOf(year, month + months, 1));
export const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;
export const monthLabel = ({ year, month }: YearMonth) => `${String(month).padStart(2, '0')}/${year}`;

/** The `count` months ending with the month of `today`, oldest first. */
export const lastMonths = (today: Day, count: number): YearMonth[] =>
  Array.from({ length: count }, (_, index) => shiftMonth(yearMonthOf(today), index - count + 1));

/** Every day from `from` to `to`, both included. */
export const daysBetween = (from: Day, to: Day): Day[] => {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

export const isWeekend = (day: Day) => [0, 6].includes(parseDay(day).getUTCDay());
