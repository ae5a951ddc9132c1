import { sql } from 'drizzle-orm';
import { resources } from '../../resources.config';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { everyDatabaseKind } from '../helpers/databases';

// A schema pushed straight from the declarations (a test database of a registry no template has) holds what the
// migrations would make, hand-written parts included: the kept monthly hours and the trigger that keeps them,
// which the timesheet entries' declaration names (`databaseParts`). Without them the hours report and the
// dashboard would fail on such a database.

describe.each(everyDatabaseKind)('a pushed schema on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { resources, database: 'push' });
  });
  afterAll(() => t?.close());

  test("has the hand-written parts its declarations name: the entries' kept totals and their trigger", async () => {
    const rowsOf = async (query: ReturnType<typeof sql>) => ((await t.app.portal.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(await rowsOf(sql`select to_regclass('timesheet_monthly_hours')::text as name`)).toEqual([{ name: 'timesheet_monthly_hours' }]);
    const triggers = await rowsOf(sql`select tgname from pg_trigger where tgrelid = 'timesheet_entries'::regclass and not tgisinternal`);
    expect(triggers.length).toBeGreaterThan(0);
  });
});
