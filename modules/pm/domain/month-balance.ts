import Decimal from 'decimal.js';
import { dailyHoursOn, workingDaysBetween, type BalanceContract, type BalanceEmployee, type ClosingDays } from '../../hr/domain/leave-balance';

// One employee's monthly balance: booked hours against the contract's hours of the month's working days
// (weekends, Italian public holidays and the firm's closing days off, only days of employment), with approved leave and permissions
// counting as hours done. Overtime is what is above, missing hours what is below. Shared by the server (the
// month grid's read) and any screen; every figure is rounded to 2 decimals half-up at the end.
// Decision: a whole-day leave counts the contract's daily hours of that day, a permission its own hours;
// leave on a weekend or a holiday counts nothing (nothing was expected there).

export type MonthBalance = {
  workingDays: number;
  /** Contract hours of the working days. */
  expected: number;
  booked: number;
  /** Approved leave and permissions on working days. */
  leave: number;
  /** booked + leave − expected */
  balance: number;
  overtime: number;
  missing: number;
};

export type MonthBalanceInput = {
  first: string;
  last: string;
  employee: BalanceEmployee;
  contracts: readonly BalanceContract[];
  leave: readonly { startDate: string; endDate: string; hours: number | null }[];
  booked: number;
  closingDays?: ClosingDays;
};

const rounded = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

export const monthBalance = ({ first, last, employee, contracts, leave, booked, closingDays }: MonthBalanceInput): MonthBalance => {
  const days = workingDaysBetween(first, last, closingDays).filter((day) => employee.hireDate <= day && (!employee.endDate || employee.endDate >= day));
  let leaveHours = new Decimal(0);
  // A permission's own hours, read once rather than on each of its days.
  const requests = leave.map((request) => ({ ...request, ownHours: request.hours === null ? null : new Decimal(request.hours) }));
  // The days counted by their daily hours (one kept Decimal per contract's hours): a product per contract, not a sum per day.
  const daysOfDaily = new Map<Decimal, number>();
  for (const day of days) {
    const daily = dailyHoursOn(contracts, day);
    daysOfDaily.set(daily, (daysOfDaily.get(daily) ?? 0) + 1);
    for (const request of requests) if (request.startDate <= day && request.endDate >= day) leaveHours = leaveHours.plus(request.ownHours ?? daily);
  }
  const expected = [...daysOfDaily].reduce((sum, [daily, count]) => sum.plus(daily.times(count)), new Decimal(0));
  const balance = new Decimal(booked).plus(leaveHours).minus(expected);
  return {
    workingDays: days.length,
    expected: rounded(expected),
    booked: rounded(new Decimal(booked)),
    leave: rounded(leaveHours),
    balance: rounded(balance),
    overtime: rounded(Decimal.max(balance, 0)),
    missing: rounded(Decimal.max(balance.negated(), 0)),
  };
};
