import {
  addDays,
  calendarDayOf,
  daysBetween,
  firmDayOf,
  firmToday,
  firmYearMonth,
  fixedFirmToday,
  fixFirmToday,
  isCalendarDay,
  isTimeZone,
  lastDayOfMonth,
  setFirmTimeZone,
} from '../../resources/firm-calendar';
import { readConfig } from '../../server/config';

// "Today" is the firm's day in its zone: between midnight and 01:00 (02:00 in summer) Rome is a day ahead of UTC.
describe("the firm's calendar", () => {
  // These tests move the clock itself, so a run with PORTAL_TODAY set lets go of its fixed day here, and gets it back.
  const runsFixedDay = fixedFirmToday();
  beforeEach(() => fixFirmToday(undefined));
  afterEach(() => {
    vi.useRealTimers();
    setFirmTimeZone('Europe/Rome');
    fixFirmToday(runsFixedDay);
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

  test('a test run can fix today (PORTAL_TODAY); the clock no longer decides it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T23:30:00Z'));
    fixFirmToday('2027-03-28');
    expect(firmToday()).toBe('2027-03-28');
    expect(firmYearMonth()).toEqual({ year: 2027, month: 3 });
    expect(() => fixFirmToday('2026-02-30')).toThrow(RangeError);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    fixFirmToday(undefined);
    expect(firmToday()).toBe('2026-11-26');
  });

  test('PORTAL_TODAY is read from the environment outside production only', async () => {
    const { NODE_ENV, PORTAL_TODAY } = process.env;
    try {
      for (const [environment, expected] of [['test', '2026-12-31'], ['production', undefined]] as const) {
        process.env.NODE_ENV = environment;
        process.env.PORTAL_TODAY = '2026-12-31';
        vi.resetModules();
        const calendar = await import('../../resources/firm-calendar');
        expect(calendar.fixedFirmToday()).toBe(expected);
      }
      process.env.NODE_ENV = 'test';
      process.env.PORTAL_TODAY = '31/12/2026';
      vi.resetModules();
      await expect(import('../../resources/firm-calendar')).rejects.toThrow(/PORTAL_TODAY/);
    } finally {
      process.env.NODE_ENV = NODE_ENV;
      if (PORTAL_TODAY === undefined) delete process.env.PORTAL_TODAY;
      else process.env.PORTAL_TODAY = PORTAL_TODAY;
      vi.resetModules();
    }
  });
});
