import { PGlite } from '@electric-sql/pglite';
import { lt } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiRowsInPlace, selectionUnderFieldNames } from '../../server/db/api-rows';

// Lists and the month grid select each field under its API name, date-times written by PostgreSQL as ISO text
// (server/db/api-rows.ts): the row must be the one drizzle's own select gives, shown as JSON shows it, for every
// instant PostgreSQL can hold and whatever the session's time zone.

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  fullName: text('full_name'),
  amount: numeric('amount', { precision: 12, scale: 2 }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }),
  localAt: timestamp('local_at', { mode: 'date' }),
});
const FIELDS = ['id', 'fullName', 'amount', 'createdAt', 'localAt'];

const INSTANTS = [
  '2026-11-23 20:12:27.123456+00',
  '2026-11-23 20:12:27.1+00',
  '2026-11-23 20:12:27.999999+00',
  '2026-03-29 02:30:00.5+02',
  '2026-11-23 20:12:27-05:30',
  '2024-02-29 23:59:59.000001+00',
  '1970-01-01 00:00:00+00',
  '9999-12-31 23:59:59.999+00',
];

describe('rows selected under their field names', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = await PGlite.create();
    db = drizzle(client);
    await client.exec(`create table things (id integer primary key, full_name text, amount numeric(12,2), created_at timestamptz, local_at timestamp)`);
    for (const [index, instant] of INSTANTS.entries())
      await client.query(`insert into things values ($1, $2, $3, $4, $4::timestamptz at time zone 'UTC')`, [index + 1, `Name ${index}`, `${index}.50`, instant]);
    await client.query(`insert into things values (100, null, null, null, null)`);
    // A year before 1000: JavaScript's Date reads "0099-…" as 1999 (drizzle's select shows that), PostgreSQL writes it right.
    await client.query(`insert into things values (200, 'Early', '1.00', '0099-06-01 12:00:00+00', '0099-06-01 12:00:00')`);
  });
  afterAll(() => client.close());

  test.each(['UTC', 'Europe/Rome', 'America/St_Johns'])('are the rows drizzle maps, as JSON shows them, in the session zone %s', async (zone) => {
    await client.exec(`set time zone '${zone}'`);
    const mapped = await db.select().from(things).where(lt(things.id, 200)).orderBy(things.id);
    const finish = apiRowsInPlace(things as never, FIELDS);
    const columns = { id: things.id, fullName: things.fullName, amount: things.amount, createdAt: things.createdAt, localAt: things.localAt };
    const raw = (await db.select(selectionUnderFieldNames(columns, FIELDS)).from(things).orderBy(things.id)) as Record<string, unknown>[];
    const rows = finish(raw);
    expect(rows.slice(0, -1)).toEqual(JSON.parse(JSON.stringify(mapped)));
    expect(rows[0].createdAt).toBe('2026-11-23T20:12:27.123Z');
    expect(rows.at(-1)).toMatchObject({ id: 200, createdAt: '0099-06-01T12:00:00.000Z', localAt: '0099-06-01T12:00:00.000Z' });
  });
});
