// `npm run files:move`: copies the files of DATA_DIR/files (attachments, profile pictures) into the PostgreSQL
// database of DATABASE_URL, where the server keeps them when it runs on PostgreSQL (server/files/database-storage.ts).
// Run it once after moving a deployment to PostgreSQL or upgrading one to shared files; keys stay the same, so the
// rows that name the files need no change. A file already in the database is left as it is, so a second run only
// copies what is new. The folder is left untouched: remove it once the portal shows every file.
// `--from DIR` reads another folder (for instance each replica's DATA_DIR/files in turn).
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { prepareSchema } from '../server/db/prepare';
import { schemaOf } from '../server/db/seed';
import { databaseStorage } from '../server/files/database-storage';
import { localFolderStorage } from '../server/files/local-folder';
import { storedFiles } from '../server/db/cluster-tables';
import { moveFiles } from '../server/files/move-files';

const config = readConfig();
if (!config.databaseUrl) {
  console.error('npm run files:move copies DATA_DIR/files into PostgreSQL: set DATABASE_URL to the database the servers use.');
  process.exit(1);
}
const fromIndex = process.argv.indexOf('--from');
const folder = fromIndex > 0 ? path.resolve(process.argv[fromIndex + 1] ?? '') : path.join(config.dataDir, 'files');
const database = await openDatabase(config);
try {
  await database.exclusively(() => prepareSchema(database, schemaOf({}), 'migrations'));
  const isThere = async (key: string) => (await database.db.$count(storedFiles, eq(storedFiles.key, key))) > 0;
  const { copied, skipped } = await moveFiles(localFolderStorage(folder), databaseStorage(database.db), isThere);
  console.log(`Copied ${copied} file(s) from ${folder} into the database; ${skipped} were there already.`);
} finally {
  await database.close();
}
