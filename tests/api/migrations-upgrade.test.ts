import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { copyFirstMigrations, MIGRATIONS_FOLDER, readJournal, readSnapshot } from '../../server/db/migrations-folder';
import { createTestDatabase, everyDatabaseKind } from '../helpers/databases';
import { fillEveryTable, readTable, tablesOf } from '../helpers/fill-tables';

describe.each(everyDatabaseKind)('upgrading a database with the newest migration on %s', (kind) => {
  test('every row of every table is intact after the last migration runs in place', async () => {
    const { entries } = readJournal();
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const previous = entries.length - 1;
    const olderFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
    copyFirstMigrations(MIGRATIONS_FOLDER, olderFolder, previous);

    const testDatabase = await createTestDatabase(kind, 'empty');
    const database = await openDatabase(testDatabase);
    try {
      await database.migrate(olderFolder);
      const olderSnapshot = readSnapshot(MIGRATIONS_FOLDER, previous - 1);
      const filled = await fillEveryTable(database.db, olderSnapshot);
      expect(filled.size).toBe(tablesOf(olderSnapshot).length);

      await database.migrate(MIGRATIONS_FOLDER);

      const newTables = new Map(tablesOf(readSnapshot(MIGRATIONS_FOLDER, previous)).map((table) => [table.name, table]));
      for (const table of tablesOf(olderSnapshot)) {
        const after = newTables.get(table.name);
        if (!after) continue; // a dropped table is the migration's stated intent
        const kept = Object.keys(table.columns).filter((column) => column in after.columns);
        const pick = (row: Record<string, unknown>) => Object.fromEntries(kept.map((column) => [column, row[column]]));
        const rows = await readTable(database.db, table);
        expect(rows.map(pick), table.name).toEqual(filled.get(table.name)!.map(pick));
      }
    } finally {
      await database.close();
      await testDatabase.drop();
      fs.rmSync(olderFolder, { recursive: true, force: true });
    }
  });
});
