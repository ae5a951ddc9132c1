import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/database';
import { copyFirstMigrations, MIGRATIONS_FOLDER, readJournal } from '../../server/db/migrations-folder';
import { createTestDatabase, everyDatabaseKind } from '../helpers/databases';

// Before 0017_number_format anything could be written into a number (the bench wrote BENCH-n tasks); the migration
// gives such rows the next numbers of their counter, so that its check constraints hold on any database.
describe.each(everyDatabaseKind)('the number-format migration on %s', (kind) => {
  test('renumbers the numbers written outside the format from their counter and keeps the others', async () => {
    const before = readJournal().entries.findIndex((entry) => entry.tag === '0017_number_format');
    const olderFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
    copyFirstMigrations(MIGRATIONS_FOLDER, olderFolder, before);
    const testDatabase = await createTestDatabase(kind, 'empty');
    const database = await openDatabase(testDatabase);
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    try {
      await database.migrate(olderFolder);
      await database.db.execute(sql`insert into numbering_counters (resource, prefix, last_value) values ('employees', 'EMP', 5)`);
      for (const [number, person] of [['BENCH-1', 'a'], ['EMP-000005', 'b'], ['EMP-7', 'c']])
        await database.db.execute(sql`insert into employees (number, first_name, last_name, email, tax_code, hire_date)
          values (${number}, ${person}, ${person}, ${`${person}@example.com`}, ${`TAXCODE${person}`}, '2024-01-01')`);

      await database.migrate(MIGRATIONS_FOLDER);

      expect(await rows(sql`select first_name, number from employees order by id`)).toEqual([
        { first_name: 'a', number: 'EMP-000006' },
        { first_name: 'b', number: 'EMP-000005' },
        { first_name: 'c', number: 'EMP-000007' },
      ]);
      expect(await rows(sql`select last_value from numbering_counters where resource = 'employees'`)).toEqual([{ last_value: 7 }]);
    } finally {
      await database.close();
      await testDatabase.drop();
      fs.rmSync(olderFolder, { recursive: true, force: true });
    }
  });
});
