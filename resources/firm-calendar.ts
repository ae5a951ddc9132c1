// The firm's calendar: which day it is where the firm works. Dates the business sees (due dates, "today"'s
// assignments, the month a dashboard opens on) are days in the firm's time zone, not UTC: cutting a day from
// `new Date().toISOString()` gives yesterday in Rome between midnight and 01:00/02:00. Server and SPA both
// ask here; the zone is `FIRM_TIME_ZONE` (server) and `firmTimeZone` in /config.js (SPA).

/** The firm's zone unless configured: an Italian firm's. */
export const DEFAULT_FIRM_TIME_ZONE = 'Europe/Rome';

let zone = DEFAULT_FIRM_TIME_ZONE;
let dayFormat = formatterOf(zone);

function formatterOf(timeZone: string) {
  // en-CA writes a day as YYYY-MM-DD; formatToParts keeps us independent of that habit anyway.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. `Europe/Rome`). */
export const isTimeZone = (timeZone: string) => {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** Sets the firm's zone once at start (server config, SPA runtime config); an unknown zone is refused. */
export const setFirmTimeZone = (timeZone: string) => {
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  zone = timeZone;
  dayFormat = formatterOf(timeZone);
};

export const firmTimeZone = () => zone;

/** The firm's day of `instant` (default now), as `YYYY-MM-DD`. */
export const firmDayOf = (instant: Date = new Date()) => {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** Today in the firm's zone, as `YYYY-MM-DD`: the one place the app asks which day it is. */
export const firmToday = () => fixedDay ?? firmDayOf();

/** This year and month (1–12) in the firm's zone. */
export const firmYearMonth = () => {
  const [year, month] = firmToday().split('-').map(Number);
  return { year, month };
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar day of a date that stands for a day at UTC midnight (date arithmetic, not "now"). */
export const calendarDayOf = (date: Date) => `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;

/** A `YYYY-MM-DD` day plus `count` days (negative goes back); calendar arithmetic, no time zone involved. */
export const addDays = (day: string, count: number) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + count);
  return calendarDayOf(next);
};

/** The last day of a month (1–12), as `YYYY-MM-DD`. */
export const lastDayOfMonth = (year: number, month: number) => calendarDayOf(new Date(Date.UTC(year, month, 0)));

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export const isCalendarDay = (text: string) => DAY.test(text) && calendarDayOf(new Date(`${text}T00:00:00Z`)) === text;

/**
 * A test run may fix "today" with `PORTAL_TODAY=YYYY-MM-DD` (docs/developers/testing.md, "Tests on chosen days"):
 * the seed, the server and the tests then count from that day, so the suites that care about the date run on the
 * 28th–31st, on 31 December or on a daylight-saving change whatever the real day is. Never in production
 * (`NODE_ENV=production`, as the image sets it): a firm's dates come from its clock. The SPA learns a fixed day
 * from /config.js (`firmToday`) and fixes it with `fixFirmToday`.
 */
const fixedDayOfEnvironment = () => {
  if (typeof process === 'undefined' || !process.env) return undefined;
  const day = process.env.PORTAL_TODAY?.trim();
  if (!day || process.env.NODE_ENV === 'production') return undefined;
  if (!isCalendarDay(day)) throw new RangeError(`PORTAL_TODAY must be a day written YYYY-MM-DD, not ${day}`);
  return day;
};

let fixedDay = fixedDayOfEnvironment();

/** Fixes today to `day` (the SPA, told by /config.js); `undefined` goes back to the clock. */
export const fixFirmToday = (day: string | undefined) => {
  if (day !== undefined && !isCalendarDay(day)) throw new RangeError(`Not a day: ${day}`);
  fixedDay = day;
};

/** The day a test run fixed as today, if any (the runtime configuration passes it to the SPA). */
export const fixedFirmToday = () => fixedDay;
