import { calendarDayOf } from '../../../resources/firm-calendar';
// The periods the Fit{product} totals are counted over, on calendar days (ISO dates, no time zone): the week
// from Monday to Sunday and the calendar month. One function for the server's sums and the screen's titles.

export type DateRange = { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const utcOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
const isoOf = (time: number) => calendarDayOf(new Date(time));

/** Monday to Sunday of the week holding `day`. */
export const weekRangeOf = (day: string): DateRange => {
  const time = utcOf(day);
  const fromMonday = (new Date(time).getUTCDay() + 6) % 7;
  const monday = time - fromMonday * DAY_MS;
  return { from: isoOf(monday), to: isoOf(monday + 6 * DAY_MS) };
};

/** The first and last day of the month holding `day`. */
export const monthRangeOf = (day: string): DateRange => {
  const date = new Date(utcOf(day));
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const last = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
  return { from: isoOf(first), to: isoOf(last) };
};
