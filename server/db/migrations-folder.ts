import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Snapshot } from './snapshot';

// The committed migrations, in the folder format drizzle's migrator reads:
// NNNN_tag.sql (statements split by `--> statement-breakpoint`), meta/_journal.json, meta/NNNN_snapshot.json (the
// newest two only: see writeMigration).

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
export type Journal = { version: string; dialect: 'postgresql'; entries: JournalEntry[] };

export const STATEMENT_BREAKPOINT = '\n--> statement-breakpoint\n';

const journalPath = (folder: string) => path.join(folder, 'meta', '_journal.json');
const snapshotPath = (folder: string, idx: number) =>
  path.join(folder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`);

export const readJournal = (folder = MIGRATIONS_FOLDER): Journal =>
  fs.existsSync(journalPath(folder))
    ? (JSON.parse(fs.readFileSync(journalPath(folder), 'utf8')) as Journal)
    : { version: '7', dialect: 'postgresql', entries: [] };

/** The schema as of the newest migration, or undefined when there is none yet. */
export const readLastSnapshot = (folder = MIGRATIONS_FOLDER): Snapshot | undefined => {
  const last = readJournal(folder).entries.at(-1);
  return last ? (JSON.parse(fs.readFileSync(snapshotPath(folder, last.idx), 'utf8')) as Snapshot) : undefined;
};

export const readSnapshot = (folder: string, idx: number): Snapshot =>
  JSON.parse(fs.readFileSync(snapshotPath(folder, idx), 'utf8')) as Snapshot;

/** Appends one migration: its SQL, its snapshot and its journal entry. Returns the SQL file's path. */
export const writeMigration = (
  folder: string,
  migration: { tag: string; statements: readonly string[]; snapshot: Snapshot },
) => {
  if (!/^[a-z0-9_]+$/.test(migration.tag)) throw new Error('A migration tag is lower-case letters, digits and _');
  const journal = readJournal(folder);
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, '0')}_${migration.tag}`;
  // The migrator applies entries newer than the last applied one, so `when` must grow.
  const when = Math.max(Date.now(), (journal.entries.at(-1)?.when ?? 0) + 1);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const sqlFile = path.join(folder, `${tag}.sql`);
  fs.writeFileSync(sqlFile, `${migration.statements.join(STATEMENT_BREAKPOINT)}\n`);
  fs.writeFileSync(snapshotPath(folder, idx), `${JSON.stringify(migration.snapshot, null, 2)}\n`);
  // Only the newest snapshot is diffed against (db:generate) and checked at start (prepare.ts), and the one before
  // it is what the upgrade test fills; older ones are ~12k lines each that nothing reads.
  for (let older = 0; older < idx - 1; older++) fs.rmSync(snapshotPath(folder, older), { force: true });
  journal.entries.push({ idx, version: journal.version, when, tag, breakpoints: true });
  fs.writeFileSync(journalPath(folder), `${JSON.stringify(journal, null, 2)}\n`);
  return sqlFile;
};

/** A copy of the folder holding only the first `count` migrations (for upgrade tests). */
export const copyFirstMigrations = (from: string, to: string, count: number) => {
  const journal = readJournal(from);
  fs.mkdirSync(path.join(to, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  for (const entry of entries) {
    fs.copyFileSync(path.join(from, `${entry.tag}.sql`), path.join(to, `${entry.tag}.sql`));
    if (fs.existsSync(snapshotPath(from, entry.idx))) fs.copyFileSync(snapshotPath(from, entry.idx), snapshotPath(to, entry.idx));
  }
  fs.writeFileSync(journalPath(to), JSON.stringify({ ...journal, entries }, null, 2));
};

/** The statements of one committed migration, by its tag (e.g. `0030_timesheet_monthly_hours`). */
export const readMigrationStatements = (tag: string, folder = MIGRATIONS_FOLDER): string[] => {
  if (!readJournal(folder).entries.some((entry) => entry.tag === tag)) throw new Error(`No committed migration ${tag} in ${folder}`);
  return fs
    .readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
    .split(STATEMENT_BREAKPOINT)
    .filter((statement) => statement.trim() !== '');
};
