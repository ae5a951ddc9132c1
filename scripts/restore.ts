// `npm run restore -- <file>` (in the image: node dist-server/restore.js <file>): a backup of `npm run backup`
// restored into a new, empty database (DATABASE_URL) or a new DATA_DIR; then start the server on it.
import { readConfig } from '../server/config';
import { BackupRefusal, restore } from '../server/backup/backup';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <file>   (into the new database of DATABASE_URL, or the new DATA_DIR)');
  process.exit(1);
}
try {
  const config = readConfig();
  await restore(config, file);
  console.log(`Restored ${file} into ${config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir}. Start the server on it.`);
} catch (error) {
  console.error(error instanceof BackupRefusal ? error.message : error);
  process.exit(1);
}
