import table from './italian-public-holidays.json';

// Italian public holidays as a table (written by scripts/italian-holidays.ts from the holiday rules both sides run,
// and checked against them by tests/unit/italian-holidays.test.ts): a screen that only marks holidays on a calendar
// reads it instead of loading the rules' engine.

let byDay: Map<string, string> | undefined;

/** The public holiday's name on a YYYY-MM-DD day (1900–2200), if it is one. */
export const publicHolidayOn = (date: string): string | undefined => {
  byDay ??= new Map(Object.entries(table as Record<string, string[]>).flatMap(([name, days]) => days.map((day): [string, string] => [day, name])));
  return byDay.get(date);
};
