import Decimal from 'decimal.js';
import { addDays } from '../../../resources/firm-calendar';

// The burn-down of a work order's hours budget by the hours actually booked in time sheets (not estimates):
// pure, shared by the server (which computes it) and the screens (which only draw it).

/** Hours booked in one week (its Monday) by one employee. */
export type WeekBooking = { week: string; employeeId: number; hours: string | number };

export type BurnDown = {
  budgetHours: number | null;
  bookedHours: number;
  remainingHours: number | null;
  budgetAmount: number | null;
  bookedAmount: number;
  /** Cumulative hours and the budget left after each week. */
  series: { week: string; booked: number; remaining: number | null }[];
  /** Most hours first. */
  contributors: { employeeId: number; hours: number; amount: number }[];
  /** The day the budget runs out at the average weekly pace so far; null without a budget or a pace. */
  forecastDate: string | null;
};

const round2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

// A forecast lands on the first whole day that reaches the end.
const addDaysUp = (isoDay: string, days: number) => addDays(isoDay, Math.ceil(days));

export const burnDownOf = (
  bookings: readonly WeekBooking[],
  budget: { hours: number | null; amount: number | null },
  rates: ReadonlyMap<number, number>,
): BurnDown => {
  const byWeek = new Map<string, Decimal>();
  const byEmployee = new Map<number, Decimal>();
  for (const booking of bookings) {
    const hours = new Decimal(booking.hours);
    byWeek.set(booking.week, (byWeek.get(booking.week) ?? new Decimal(0)).plus(hours));
    byEmployee.set(booking.employeeId, (byEmployee.get(booking.employeeId) ?? new Decimal(0)).plus(hours));
  }
  const weeks = [...byWeek.keys()].sort();
  let cumulative = new Decimal(0);
  const series = weeks.map((week) => {
    cumulative = cumulative.plus(byWeek.get(week)!);
    return { week, booked: round2(cumulative), remaining: budget.hours === null ? null : round2(new Decimal(budget.hours).minus(cumulative)) };
  });
  const contributors = [...byEmployee.entries()]
    .map(([employeeId, hours]) => ({ employeeId, hours: round2(hours), amount: round2(hours.times(rates.get(employeeId) ?? 0)) }))
    .sort((a, b) => b.hours - a.hours || a.employeeId - b.employeeId);
  const bookedAmount = round2(contributors.reduce((sum, row) => sum.plus(row.amount), new Decimal(0)));
  const remaining = budget.hours === null ? null : new Decimal(budget.hours).minus(cumulative);
  // Pace: hours per day over the weeks from the first booking to the last week's end.
  let forecastDate: string | null = null;
  if (remaining !== null && weeks.length > 0) {
    const days = weeks.length === 1 ? 7 : (Date.parse(weeks[weeks.length - 1]) - Date.parse(weeks[0])) / 86_400_000 + 7;
    const perDay = cumulative.dividedBy(days);
    const lastDay = addDaysUp(weeks[weeks.length - 1], 6);
    if (remaining.lte(0)) forecastDate = lastDay;
    else if (perDay.gt(0)) forecastDate = addDaysUp(lastDay, remaining.dividedBy(perDay).toNumber());
  }
  return {
    budgetHours: budget.hours,
    bookedHours: round2(cumulative),
    remainingHours: remaining === null ? null : round2(remaining),
    budgetAmount: budget.amount,
    bookedAmount,
    series,
    contributors,
    forecastDate,
  };
};
