import Decimal from 'decimal.js';
import { calendarDayOf } from '../../../resources/firm-calendar';
import { italianHolidays } from '../../../resources/italian-holidays';

// Leave and permission balances, shared by the server (GET …/balance) and the request form (the balance a
// request will leave). Everything is in hours, rounded to 2 decimals half-up at the end of each figure.
//
// Decision (no per-contract allowance field yet): the annual entitlement of a full-time (40 h/week) worker
// follows the CCNL Commercio/Terziario defaults, by absence-cause code:
//   FER (ferie) 26 working days = 208 h; ROL 72 h; EXF (ex festività) 32 h.
// It accrues by months (ratei): a month counts when a contract covers its 15th day, at that contract's
// weekly hours / 40 (part time pro rata). Without any contract the hire and leaving dates count, full time.
// Carried over: what was left of last year's own entitlement (not older years), never negative.
// Left = entitlement + carried over − taken − planned − pending (a pending request already books its hours).
// Opening figures (issue 41): where a cause has the hours a person had left on the go-live day, counted elsewhere,
// that year's balance starts from them: carried over is those hours, and the year's accrual (months whose 15th is
// on or after the day) and requests (their working days from the day on) count from then; the next year carries
// over what was left of it; earlier years are not the portal's to count.

export const FULL_TIME_WEEKLY_HOURS = 40;
export const ANNUAL_ENTITLEMENT_HOURS: Readonly<Record<string, number>> = { FER: 208, ROL: 72, EXF: 32 };

export type BalanceContract = { startDate: string; endDate?: string | null; weeklyHours?: number | null };
export type BalanceEmployee = { hireDate: string; endDate?: string | null };
export type BalanceCause = { id: number; code: string; name: string };
export type BalanceRequest = {
  id?: number;
  exceptionId: number;
  startDate: string;
  endDate: string;
  hours?: number | null;
  state?: string | null;
};

/**
 * The firm's own closing days (modules/firm), `YYYY-MM-DD`: no one works on them, so they count as no working day, as
 * weekends and public holidays do. The server reads them from the database; none are given, none count.
 */
export type ClosingDays = Pick<ReadonlySet<string>, 'has' | 'size'>;

/** Hours left of one cause on the go-live day (`countedOn`), as counted before the portal. */
export type BalanceOpening = { exceptionId: number; countedOn: string; hoursLeft: number };

export type CauseBalance = {
  exceptionId: number;
  code: string;
  name: string;
  entitlement: number;
  carriedOver: number;
  taken: number;
  planned: number;
  pending: number;
  left: number;
  /** Hours of a whole working day today (contract weekly hours / 5), to price a new request. */
  dailyHours: number;
};

const holidayCache = new Map<number, Set<string>>();

/** Italian public holidays of a year, as YYYY-MM-DD. */
export const publicHolidaysOf = (year: number): Set<string> => {
  let days = holidayCache.get(year);
  if (!days) {
    days = new Set(italianHolidays.getHolidays(year).filter((day) => day.type === 'public').map((day) => day.date.slice(0, 10)));
    holidayCache.set(year, days);
  }
  return days;
};

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Monday to Friday and not a public holiday: `date` is `day` at UTC midnight. */
const isWorkingDate = (date: Date, day: string) => {
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidaysOf(date.getUTCFullYear()).has(day);
};

export const isWorkingDay = (day: string) => isWorkingDate(toDate(day), day);

// The working days of a short span (up to a month or two), kept: the month grid asks for its month's on every load,
// and a firm's months and requests repeat. Longer spans are walked each time, so that what is kept stays small; all
// are dropped at once when many are kept, as the daily hours below.
const workingDaysOfSpan = new Map<string, readonly string[]>();
const MOST_KEPT_DAYS = 46;

/** The working days (Monday to Friday, not a public holiday nor one of the firm's closing days) from start to end, both included. */
export const workingDaysBetween = (start: string, end: string, closingDays?: ClosingDays): readonly string[] => {
  const days = calendarWorkingDaysBetween(start, end);
  // The closing days are the firm's data, not the calendar's: taken out after what is kept, which stays the same for every firm.
  return closingDays && closingDays.size > 0 ? days.filter((day) => !closingDays.has(day)) : days;
};

const calendarWorkingDaysBetween = (start: string, end: string): readonly string[] => {
  const span = `${start}|${end}`;
  const kept = workingDaysOfSpan.get(span);
  if (kept) return kept;
  const days = Object.freeze(walkWorkingDays(start, end));
  if (days.length <= MOST_KEPT_DAYS) {
    if (workingDaysOfSpan.size >= 1000) workingDaysOfSpan.clear();
    workingDaysOfSpan.set(span, days);
  }
  return days;
};

const walkWorkingDays = (start: string, end: string): string[] => {
  const days: string[] = [];
  // One date walked a day at a time: a day read back from its text and written again (addDays) cost two dates and
  // their strings per day.
  const date = toDate(start);
  for (let day = start; day <= end; date.setUTCDate(date.getUTCDate() + 1), day = calendarDayOf(date)) if (isWorkingDate(date, day)) days.push(day);
  return days;
};

const weeklyHoursOn = (contracts: readonly BalanceContract[], day: string): number | undefined => {
  const contract = contracts.find((c) => c.startDate <= day && (!c.endDate || c.endDate >= day));
  return contract ? Number(contract.weeklyHours ?? FULL_TIME_WEEKLY_HOURS) : undefined;
};

const isEmployedOn = (employee: BalanceEmployee, day: string) => employee.hireDate <= day && (!employee.endDate || employee.endDate >= day);

// A day's hours for each weekly hours seen: a month's or a year's days share one or two contracts.
const dailyHoursOfWeekly = new Map<number, Decimal>();

/** The hours a working day counts on a day: the contract's weekly hours over five days (8 by default). */
export const dailyHoursOn = (contracts: readonly BalanceContract[], day: string): Decimal => {
  const weekly = weeklyHoursOn(contracts, day) ?? FULL_TIME_WEEKLY_HOURS;
  let daily = dailyHoursOfWeekly.get(weekly);
  if (!daily) {
    if (dailyHoursOfWeekly.size >= 1000) dailyHoursOfWeekly.clear();
    dailyHoursOfWeekly.set(weekly, (daily = new Decimal(weekly).div(5)));
  }
  return daily;
};

/** The hours a request takes in a year: its hours per working day, or the working days at the daily hours. */
export const requestHoursIn = (
  request: BalanceRequest,
  year: number,
  contracts: readonly BalanceContract[],
  since = `${year}-01-01`,
  closingDays?: ClosingDays,
): Decimal => {
  const start = since > `${year}-01-01` ? since : `${year}-01-01`;
  const from = request.startDate > start ? request.startDate : start;
  const to = request.endDate < `${year}-12-31` ? request.endDate : `${year}-12-31`;
  if (from > to) return new Decimal(0);
  return workingDaysBetween(from, to, closingDays).reduce(
    (sum, day) => sum.plus(request.hours ? new Decimal(request.hours) : dailyHoursOn(contracts, day)),
    new Decimal(0),
  );
};

/** The year's entitlement for a full-time allowance, by monthly accrual at the contract's weekly hours. */
export const entitlementOf = (annualHours: number, year: number, employee: BalanceEmployee, contracts: readonly BalanceContract[], since?: string): Decimal => {
  let total = new Decimal(0);
  for (let month = 1; month <= 12; month++) {
    const mid = `${year}-${String(month).padStart(2, '0')}-15`;
    if (since !== undefined && mid < since) continue;
    const weekly = contracts.length > 0 ? weeklyHoursOn(contracts, mid) : isEmployedOn(employee, mid) ? FULL_TIME_WEEKLY_HOURS : undefined;
    if (weekly === undefined) continue;
    total = total.plus(new Decimal(annualHours).div(12).times(weekly).div(FULL_TIME_WEEKLY_HOURS));
  }
  return total;
};

const round = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** Balances of every cause with an entitlement, for one employee and year, as of `today`. */
export const balancesOf = (input: {
  year: number;
  today: string;
  employee: BalanceEmployee;
  contracts: readonly BalanceContract[];
  causes: readonly BalanceCause[];
  requests: readonly BalanceRequest[];
  /** Hours left on the go-live day, by cause (none: every year is counted from the hire). */
  openings?: readonly BalanceOpening[];
  closingDays?: ClosingDays;
}): CauseBalance[] => {
  const { year, today, employee, contracts, requests, closingDays } = input;
  return input.causes
    .filter((cause) => ANNUAL_ENTITLEMENT_HOURS[cause.code] !== undefined)
    .map((cause) => {
      const annual = ANNUAL_ENTITLEMENT_HOURS[cause.code];
      const mine = requests.filter((request) => request.exceptionId === cause.id && request.state !== 'Refused');
      const opening = input.openings?.find((figure) => figure.exceptionId === cause.id);
      const openingYear = opening ? Number(opening.countedOn.slice(0, 4)) : undefined;
      // Counted from the go-live day in its year; before it the opening figure holds what happened.
      const sinceIn = (inYear: number) => (opening && openingYear === inYear ? opening.countedOn : undefined);
      const sum = (inYear: number, keep: (request: BalanceRequest) => boolean) =>
        mine.filter(keep).reduce((total, request) => total.plus(requestHoursIn(request, inYear, contracts, sinceIn(inYear), closingDays)), new Decimal(0));
      const approved = (request: BalanceRequest) => request.state === 'Approved';
      const openingHours = (inYear: number) => (opening && openingYear === inYear ? new Decimal(opening.hoursLeft) : new Decimal(0));
      const lastYear = entitlementOf(annual, year - 1, employee, contracts, sinceIn(year - 1))
        .plus(openingHours(year - 1))
        .minus(sum(year - 1, (r) => r.state !== 'Reviewing'));
      // The go-live year carries over the opening figure itself, which may be negative (hours taken in advance).
      const carriedOver = opening && openingYear === year ? new Decimal(opening.hoursLeft) : Decimal.max(lastYear, 0);
      const entitlement = entitlementOf(annual, year, employee, contracts, sinceIn(year));
      const taken = sum(year, (r) => approved(r) && r.startDate <= today);
      const planned = sum(year, (r) => approved(r) && r.startDate > today);
      const pending = sum(year, (r) => r.state === 'Reviewing');
      const left = entitlement.plus(carriedOver).minus(taken).minus(planned).minus(pending);
      return {
        exceptionId: cause.id,
        code: cause.code,
        name: cause.name,
        entitlement: round(entitlement),
        carriedOver: round(carriedOver),
        taken: round(taken),
        planned: round(planned),
        pending: round(pending),
        left: round(left),
        dailyHours: round(dailyHoursOn(contracts, today)),
      };
    });
};

/** The hours a new request would take: its hours on each working day, or whole working days at `dailyHours`. */
export const hoursAsked = (startDate: string, endDate: string, hours: number | null | undefined, dailyHours: number, closingDays?: ClosingDays): number => {
  if (!startDate || !endDate || endDate < startDate) return 0;
  const days = workingDaysBetween(startDate, endDate, closingDays).length;
  return round(new Decimal(hours && hours > 0 ? hours : dailyHours).times(days));
};
