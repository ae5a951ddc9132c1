import { italianHolidays } from './italian-holidays';

// Node only (the script and its test): every Italian public holiday from 1900 to 2200 (the API's whole date range)
// by name, as the holiday rules give them. The SPA reads this table (resources/italian-public-holidays.ts, ~3 KiB
// brotli) instead of running the rules, whose engine and time-zone library weigh ~90 KiB on a phone (issue 45).

export const FIRST_TABLE_YEAR = 1900;
export const LAST_TABLE_YEAR = 2200;

export const italianPublicHolidayTable = (): Record<string, string[]> => {
  const table: Record<string, string[]> = {};
  for (let year = FIRST_TABLE_YEAR; year <= LAST_TABLE_YEAR; year += 1)
    for (const holiday of italianHolidays.getHolidays(year)) if (holiday.type === 'public') (table[holiday.name] ??= []).push(holiday.date.slice(0, 10));
  return table;
};
