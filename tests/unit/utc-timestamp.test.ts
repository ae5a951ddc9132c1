import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { isoOfUtcTimestamp } from '../../server/db/utc-timestamp';

// A list page writes a stamp's ISO text straight from PostgreSQL's (server/db/utc-timestamp.ts); it must be the
// text the Date drizzle reads would give in JSON, for every form PostgreSQL writes in UTC.

const stamps = pgTable('stamps', { at: timestamp('at', { withTimezone: true, mode: 'date' }) });
const asDrizzleShowsIt = (text: string) => (stamps.at.mapFromDriverValue(text) as Date).toJSON();

describe('the ISO text of a UTC timestamptz', () => {
  test.each([
    '2026-11-23 20:12:27.123456+00',
    '2026-11-23 20:12:27.1+00',
    '2026-11-23 20:12:27.12+00',
    '2026-11-23 20:12:27.999999+00',
    '2026-11-23 00:00:00+00',
    '2024-02-29 23:59:59.000001+00',
    '1970-01-01 00:00:00+00',
    '9999-12-31 23:59:59.999+00',
  ])('%s reads as drizzle and JSON would show it', (text) => {
    expect(isoOfUtcTimestamp(text)).toBe(asDrizzleShowsIt(text));
  });

  test('a thousand instants of this century read the same both ways', () => {
    for (let index = 0; index < 1000; index++) {
      const micros = (index * 7919 * 1_000_003) % 1_000_000;
      const instant = new Date(Date.UTC(2000, 0, 1) + index * 86_399_917);
      const text = `${instant.toISOString().slice(0, 10)} ${instant.toISOString().slice(11, 19)}.${String(micros).padStart(6, '0')}+00`;
      expect(isoOfUtcTimestamp(text)).toBe(asDrizzleShowsIt(text));
    }
  });

  test.each(['2026-11-23 20:12:27.123+01', '2026-11-23 20:12:27-05:30', '0999-01-01 00:00:00+00 BC', 'infinity', '2026-11-23T20:12:27Z'])(
    '%s is left to the Date',
    (text) => {
      expect(isoOfUtcTimestamp(text)).toBeUndefined();
    },
  );
});
