import HolidaysParser from 'date-holidays-parser';
import italianData from './italian-holidays.json';

// Italian public holidays for both sides, from date-holidays' rules for Italy alone (resources/italian-holidays.json,
// written by scripts/italian-holidays.ts): Easter Monday and the rest move with the calendar, and the SPA does not
// carry every other country's rules. The parser is the engine date-holidays itself runs on that data.

export const italianHolidays = new HolidaysParser(italianData, 'IT');
