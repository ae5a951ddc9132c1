// Writes resources/italian-holidays.json and, from those rules, resources/italian-public-holidays.json (the table of
// every public holiday from 1900 to 2200 the SPA's calendars read); date-holidays' rules for Italy alone (and the holiday names they use),
// so that the SPA ships a few KiB instead of every country's rules (1.39 MB). Run after upgrading date-holidays:
//   npx tsx scripts/italian-holidays.ts
// tests/unit/italian-holidays.test.ts fails while the file differs from what the installed library holds.
import fs from 'node:fs';
import path from 'node:path';
import { italianHolidayData } from '../resources/italian-holidays-data';
import { italianPublicHolidayTable } from '../resources/italian-public-holidays-table';

const target = path.resolve('resources/italian-holidays.json');
fs.writeFileSync(target, `${JSON.stringify(italianHolidayData())}\n`);
console.log(`Wrote ${target}`);

const tableTarget = path.resolve('resources/italian-public-holidays.json');
fs.writeFileSync(tableTarget, `${JSON.stringify(italianPublicHolidayTable())}\n`);
console.log(`Wrote ${tableTarget}`);
