// `npm run files:move`: the files of a DATA_DIR/files folder copied into the database storage under the same keys,
// so the rows naming them need no change; a second run copies only what is new.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { databaseStorage } from '../../server/files/database-storage';
import { localFolderStorage } from '../../server/files/local-folder';
import { moveFiles } from '../../server/files/move-files';
import { createTestDatabase, everyDatabaseKind, type TestDatabase } from '../helpers/databases';

const textOf = async (content: Readable) => {
  const pieces: Buffer[] = [];
  for await (const piece of content) pieces.push(piece as Buffer);
  return Buffer.concat(pieces).toString();
};

describe.each(everyDatabaseKind)('moving files into the database on %s', (kind) => {
  let database: TestDatabase;
  let open: OpenDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, 'migrated');
    open = await openDatabase(database);
  });
  afterAll(async () => {
    await open?.close();
    await database?.drop();
  });

  it('copies every file under its key, and only the new ones on a second run', async () => {
    const folder = path.join(database.dataDir, 'files');
    const local = localFolderStorage(folder);
    await local.write('employees/7/3f2a', Readable.from([Buffer.from('a contract')]));
    await local.write('profile-pictures/7-00ff.png', Readable.from([Buffer.from('a picture')]));
    const stored = databaseStorage(open.db);
    const isThere = async (key: string) => {
      for await (const existing of stored.keys()) if (existing === key) return true;
      return false;
    };
    expect(await moveFiles(local, stored, isThere)).toEqual({ copied: 2, skipped: 0 });
    expect(await textOf(await stored.read('employees/7/3f2a'))).toBe('a contract');
    expect(await textOf(await stored.read('profile-pictures/7-00ff.png'))).toBe('a picture');

    await local.write('employees/8/9b1c', Readable.from([Buffer.from('another')]));
    expect(await moveFiles(local, stored, isThere)).toEqual({ copied: 1, skipped: 2 });
    // The folder is left as it was.
    expect(fs.readFileSync(path.join(folder, 'employees/7/3f2a'), 'utf8')).toBe('a contract');
  });
});
