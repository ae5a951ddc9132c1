import { addDays, calendarDayOf, daysBetween, firmDayOf, firmToday, firmYearMonth, isTimeZone, lastDayOfMonth, setFirmTimeZone } from '../../resources/firm-calendar';
import { readConfig } from '../../server/config';

// "Today" is the firm's day in its zone: between midnight and 01:00 (02:00 in summer) Rome is a day ahead of UTC.
describe("the firm's calendar", () => {
  afterEach(() => {
    vi.useRealTimers();
    setFirmTimeZone('Europe/Rome');
  });

  test('at 00:30 in Rome it is already the new day (winter and summer time)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T23:30:00Z'));
    expect(firmToday()).toBe('2026-11-26');
    vi.setSystemTime(new Date('2026-06-30T22:30:00Z'));
    expect(firmToday()).toBe('2026-07-01');
    expect(firmYearMonth()).toEqual({ year: 2026, month: 7 });
  });

  test('at 23:30 in Rome it is still the same day, though UTC is the same', () => {
    expect(firmDayOf(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
    expect(firmDayOf(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  test('another zone can be configured, and an unknown one is refused', () => {
    setFirmTimeZone('America/New_York');
    expect(firmDayOf(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => setFirmTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(() => readConfig({ FIRM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/FIRM_TIME_ZONE/);
    expect(readConfig({}).firmTimeZone).toBe('Europe/Rome');
  });

  test('calendar arithmetic on days crosses months, leap days and daylight-saving changes', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-30', '2026-11-26')).toBe(-4);
    expect(lastDayOfMonth(2026, 2)).toBe('2026-02-28');
    expect(calendarDayOf(new Date(Date.UTC(2026, 10, 26)))).toBe('2026-11-26');
  });
});
