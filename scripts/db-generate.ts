// `npm run db:generate -- <tag>`: writes the next migration in server/db/migrations by diffing the
// tables derived from resources.config.ts against the newest snapshot.
// `npm run db:generate -- --reset <tag>` drops every migration and writes a fresh 0000 (only before
// any database outside development has been migrated).
// `npm run db:generate -- --hand-written <tag>` writes the next migration with no statements, for SQL no declaration
// carries (a resource's `databaseParts`: docs/developers/adding-a-module.md); it keeps the newest snapshot.
import fs from 'node:fs';
import { resources } from '../resources.config';
import { MIGRATIONS_FOLDER, readLastSnapshot, writeMigration } from '../server/db/migrations-folder';
import { buildSchema } from '../server/db/schema';
import { emptySnapshot, isSameSchema, snapshotOf, statementsBetween } from '../server/db/snapshot';

const FIRST_PREV_ID = '00000000-0000-0000-0000-000000000000';

const args = process.argv.slice(2);
const tag = args.find((arg) => !arg.startsWith('--'));
if (!tag || !/^[a-z0-9_]+$/.test(tag)) {
  console.error('Usage: npm run db:generate -- [--reset | --hand-written] <tag>   (tag: lower-case words joined by _, e.g. add_invoices)');
  process.exit(1);
}
if (args.includes('--reset')) fs.rmSync(MIGRATIONS_FOLDER, { recursive: true, force: true });
const schema = buildSchema(resources);
const last = readLastSnapshot();
const snapshot = snapshotOf(schema, last?.id ?? FIRST_PREV_ID);
if (args.includes('--hand-written')) {
  if (!last) throw new Error('A hand-written migration follows the generated ones: there is none yet');
  // Its snapshot is the declarations' (unchanged), chained after the newest, so the next generated one diffs from it.
  if (!isSameSchema(last, snapshot)) throw new Error('The declarations have changed: generate their migration first (npm run db:generate -- <tag>)');
  const file = writeMigration(MIGRATIONS_FOLDER, { tag, statements: ['-- Hand-written: its statements, separated by lines reading --> statement-breakpoint'], snapshot });
  console.log(`Wrote ${file}: write its SQL, name it in its resource's databaseParts, and commit server/db/migrations.`);
  process.exit(0);
}
if (last && isSameSchema(last, snapshot)) {
  console.log('No changes: the registry matches the last migration.');
  process.exit(0);
}
const statements = await statementsBetween(last ?? emptySnapshot(), snapshot);
if (statements.length === 0) {
  console.log('No SQL to run: the registry matches the last migration.');
  process.exit(0);
}
const file = writeMigration(MIGRATIONS_FOLDER, { tag, statements, snapshot });
console.log(`Wrote ${file} (${statements.length} statements). Review it and commit server/db/migrations.`);
