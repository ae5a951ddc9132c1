// Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so the server's time zone never shifts a day.
// Working days follow the Italian calendar: no weekends, no national holidays (Easter Monday included).

export type Day = string;
export type YearMonth = { year: number; month: number };

const DAY_MS = 86_400_000;

export const parseDay = (day: Day) => new Date(`${day}T00:00:00Z`);
export const isoDay = (date: Date): Day => date.toISOString().slice(0, 10);
export const todayDay = (): Day => isoDay(new Date());
export const addDays = (day: Day, days: number): Day => isoDay(new Date(parseDay(day).getTime() + days * DAY_MS));
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

/** Easter Sunday (anonymous Gregorian algorithm). */
const easterSunday = (year: number): Day => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, dayOfMonth);
};

const FIXED_HOLIDAYS = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];
const holidayCache = new Map<number, Set<Day>>();

/** The Italian national holidays of a year (Milan's patron saint, 7 December, left out: it is local). */
export const holidaysOf = (year: number): Set<Day> => {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = new Set(FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`));
    holidays.add(addDays(easterSunday(year), 1));
    holidayCache.set(year, holidays);
  }
  return holidays;
};

export const isHoliday = (day: Day) => holidaysOf(Number(day.slice(0, 4))).has(day);
export const isWorkingDay = (day: Day) => !isWeekend(day) && !isHoliday(day);
export const workingDaysBetween = (from: Day, to: Day): Day[] => daysBetween(from, to).filter(isWorkingDay);
