import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/database';
import { copyFirstMigrations, MIGRATIONS_FOLDER } from '../server/db/migrations-folder';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'h42-mig-'));
copyFirstMigrations(MIGRATIONS_FOLDER, folder, 34);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h42-db-'));
fs.chmodSync(dataDir, 0o700);
const database = await openDatabase({ dataDir });
await database.migrate(folder);
for (const table of ['suppliers', 'invoices', 'attachments', 'employees', 'accounts', 'banks', 'cash_flow_entries', 'firm', 'invoice_lines']) {
  const { rows } = (await database.db.execute(sql`select column_name, is_nullable, column_default, data_type from information_schema.columns where table_name = ${table} order by ordinal_position`)) as unknown as { rows: Record<string, string>[] };
  console.log(table, rows.filter((r) => r.is_nullable === 'NO' && r.column_default === null).map((r) => `${r.column_name}:${r.data_type}`).join(', '), '| all:', rows.map((r) => r.column_name).join(','));
}
await database.close();
