// The SPA ships Italy's holiday rules alone (issue 28, weight): the committed file is what the installed
// date-holidays holds for Italy, and it gives the same holidays as the whole library.
import Holidays from 'date-holidays';
import { italianHolidays } from '../../resources/italian-holidays';
import { italianHolidayData } from '../../resources/italian-holidays-data';
import committed from '../../resources/italian-holidays.json';
import committedTable from '../../resources/italian-public-holidays.json';
import { publicHolidayOn } from '../../resources/italian-public-holidays';
import { italianPublicHolidayTable } from '../../resources/italian-public-holidays-table';

describe('Italian public holidays', () => {
  test('the committed rules are the installed library\'s (else run npx tsx scripts/italian-holidays.ts)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(italianHolidayData())));
  });

  test('give the same days and names as date-holidays with every country, Easter Monday included', () => {
    const whole = new Holidays('IT');
    for (const year of [2025, 2026, 2027, 2030]) expect(italianHolidays.getHolidays(year), String(year)).toEqual(whole.getHolidays(year));
    expect(italianHolidays.isHoliday(new Date('2026-04-06T12:00:00'))).toEqual([expect.objectContaining({ type: 'public' })]);
  });

  test('the SPA\'s table holds every public holiday the rules give from 1900 to 2200 (else run the script)', () => {
    expect(committedTable).toEqual(italianPublicHolidayTable());
    expect(publicHolidayOn('2026-04-06')).toBe('Lunedì dell’Angelo');
    expect(publicHolidayOn('2026-06-02')).toBe('Festa della Repubblica');
    expect(publicHolidayOn('2026-06-03')).toBeUndefined();
  });
});
