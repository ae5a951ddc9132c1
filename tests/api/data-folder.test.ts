import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { checkDataFolder, PRIVATE_UMASK, tightenDataFolder } from '../../server/db/data-folder';
import { openDatabase } from '../../server/db/database';
import { localFolderStorage } from '../../server/files/local-folder';
import { createTestDatabase } from '../helpers/databases';

// DATA_DIR is its owner's alone (issue 42): PGlite's files were created 0666 and uploads 0644 in 0755 folders, so any
// local user could rewrite the database or read every payslip. The server now makes DATA_DIR 0700, its files 0600
// and folders 0700, and, as PostgreSQL does, refuses to start on a DATA_DIR other users can read, naming it.

const modesUnder = (folder: string) => {
  const modes = new Set<string>();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      modes.add(`${entry.isDirectory() ? 'folder' : 'file'} ${(fs.statSync(full).mode & 0o777).toString(8)}`);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(folder);
  return [...modes].sort();
};

describe('DATA_DIR kept to its owner', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-folder-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  test('a new DATA_DIR is made 0700; the database and uploaded files in it end 0600, their folders 0700', async () => {
    const made = path.join(work, 'new', 'data');
    checkDataFolder(made);
    expect((fs.statSync(made).mode & 0o777).toString(8)).toBe('700');
    // A database folder as PGlite leaves it (copied from the prepared template, modes kept: 0666 and 0644 among them).
    const { dataDir, drop } = await createTestDatabase('pglite', 'empty');
    const umask = process.umask(PRIVATE_UMASK);
    try {
      const database = await openDatabase({ dataDir });
      await database.db.execute(sql`create table payslips (id int)`);
      await database.db.execute(sql`insert into payslips values (1)`);
      await localFolderStorage(path.join(dataDir, 'files')).write('payslips/1/cedolino.pdf', Readable.from([Buffer.from('%PDF-1.7 cedolino')]));
      await tightenDataFolder(dataDir);
      expect(modesUnder(dataDir)).toEqual(['file 600', 'folder 700']);
      await database.close();
      // An existing DATA_DIR kept private passes the check.
      expect(() => checkDataFolder(dataDir)).not.toThrow();
    } finally {
      process.umask(umask);
      await drop();
    }
  });

  test('the server refuses to start on a DATA_DIR other users can read, naming the folder and the fix', async () => {
    const dataDir = path.join(work, 'shared');
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o755);
    const start = promisify(execFile)('npx', ['tsx', 'server/main.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '39917', NODE_ENV: 'production' } });
    const refusal = await start.then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(refusal?.code).toBe(1);
    expect(refusal?.stderr).toContain(`DATA_DIR ${dataDir} can be read by other users (mode 0755)`);
    expect(refusal?.stderr).toContain(`chmod 700 ${dataDir}`);
    // Nothing was created in it.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
