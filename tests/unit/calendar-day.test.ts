import { calendarDay } from '../../server/field-types';

// A date field or filter takes a day of the calendar written YYYY-MM-DD in the firm's years, checked by its digits:
// the same answers as reading it into a Date and writing it back, for every day of four years around a leap day.

const isTaken = (text: string) => calendarDay.safeParse(text).success;

describe('a calendar day', () => {
  test('every real day of 2027–2030 is taken, and the day after each month’s last is not', () => {
    for (let time = Date.UTC(2027, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
      const text = new Date(time).toISOString().slice(0, 10);
      expect(isTaken(text)).toBe(true);
      const next = new Date(time + 86_400_000);
      if (next.getUTCDate() === 1) expect(isTaken(`${text.slice(0, 8)}${String(new Date(time).getUTCDate() + 1).padStart(2, '0')}`)).toBe(false);
    }
  });

  test.each(['2028-02-29', '2000-02-29', '1904-02-29', '1900-01-01', '2200-12-31'])('%s is a day', (text) => {
    expect(isTaken(text)).toBe(true);
  });

  test.each(['2027-02-29', '2100-02-29', '1900-02-29', '2026-00-10', '2026-13-01', '2026-04-31', '2026-04-00', '1899-12-31', '2201-01-01', '0004-02-29', '2026-4-1', '2026-04-01T00:00'])(
    '%s is refused',
    (text) => {
      expect(isTaken(text)).toBe(false);
    },
  );
});
