import { addDays, isHoliday, isWorkingDay, todayDay, workingDaysBetween } from '../../server/db/seed/calendar';
import { firmToday } from '../../resources/firm-calendar';

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
});
