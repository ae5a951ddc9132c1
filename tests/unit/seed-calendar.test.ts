import {
  addDays,
  addMonths,
  firstDayOf,
  isWeekend,
  lastDayOf,
  lastMonths,
  shiftMonth,
  todayDay,
  yearMonthOf,
} from '../../server/db/seed/calendar';
import { isHoliday, isWorkingDay, workingDaysBetween } from '../../modules/hr/server/demo/working-days';
import { firmToday, firmYearMonth } from '../../resources/firm-calendar';
import { FIXED_DAYS, onFixedDay } from '../helpers/fixed-days';

// The demo and scale seeds book time on the days the app counts as working days: the same holidays, the same "today".

describe('the seed calendar', () => {
  test("skips the app's holidays: Easter Monday, and San Francesco (4 October) from 2026", () => {
    expect(isHoliday('2027-03-29')).toBe(true);
    expect(isHoliday('2027-10-04')).toBe(true);
    expect(isWorkingDay('2027-10-04')).toBe(false);
    expect(isWorkingDay('2025-10-06')).toBe(true);
    expect(workingDaysBetween('2027-10-01', '2027-10-08')).toEqual(['2027-10-01', '2027-10-05', '2027-10-06', '2027-10-07', '2027-10-08']);
  });

  test("today is the firm's day, and days are counted in the calendar", () => {
    expect(todayDay()).toBe(firmToday());
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  // The days of tests/dated-suites.json, in process: what `npm run test:dates` checks with whole suites, here in milliseconds.
  describe.each(FIXED_DAYS)('on $day ($why)', ({ day }) => {
    onFixedDay(day);

    test("today is that day for the seed, the firm's calendar and its month", () => {
      expect(todayDay()).toBe(day);
      expect(firmToday()).toBe(day);
      expect(firmYearMonth()).toEqual(yearMonthOf(day));
    });

    test("the seed's months end with today's month, one after another, none skipped", () => {
      const months = lastMonths(todayDay(), 13);
      expect(months).toHaveLength(13);
      expect(months.at(-1)).toEqual(yearMonthOf(day));
      months.slice(1).forEach((month, index) => expect(month).toEqual(shiftMonth(months[index], 1)));
      expect(months[0]).toEqual({ year: yearMonthOf(day).year - 1, month: yearMonthOf(day).month });
      for (const month of months) expect(firstDayOf(month) < lastDayOf(month)).toBe(true);
    });

    test('a month before and after today stays inside that month, and today is inside its own', () => {
      const thisMonth = yearMonthOf(day);
      expect(yearMonthOf(addMonths(day, -1))).toEqual(shiftMonth(thisMonth, -1));
      expect(yearMonthOf(addMonths(day, 1))).toEqual(shiftMonth(thisMonth, 1));
      expect(firstDayOf(thisMonth) <= day && day <= lastDayOf(thisMonth)).toBe(true);
      expect(addDays(addDays(day, 1), -1)).toBe(day);
    });

    test("the month's working days so far are weekdays that are no holiday, up to today", () => {
      const days = workingDaysBetween(firstDayOf(yearMonthOf(day)), todayDay());
      for (const working of days) {
        expect(isWeekend(working) || isHoliday(working)).toBe(false);
        expect(working <= day).toBe(true);
      }
      expect(days.includes(day)).toBe(isWorkingDay(day));
    });
  });
});
