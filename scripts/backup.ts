// `npm run backup -- <file>` (in the image: node dist-server/backup.js <file>): the whole deployment in one file,
// pg_dump's custom format on PostgreSQL, a tar of DATA_DIR on PGlite (stop the server first). docs/operators/backups.md.
import { readConfig } from '../server/config';
import { backUp, BackupRefusal } from '../server/backup/backup';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file>   (DATABASE_URL or DATA_DIR say what is backed up)');
  process.exit(1);
}
try {
  const { file: written, bytes } = await backUp(readConfig(), file);
  console.log(`Backed up to ${written} (${bytes} bytes). It holds password hashes and signing keys: keep it secret.`);
} catch (error) {
  console.error(error instanceof BackupRefusal ? error.message : error);
  process.exit(1);
}
