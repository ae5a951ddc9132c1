import fs from 'node:fs';
import path from 'node:path';

// DATA_DIR holds what no other local user may read or change: the PGlite database (password hashes, the provider's
// signing keys), the uploaded files (payslips, contracts, receipts) and the exported development key. As PostgreSQL
// does with its data directory, the server creates it 0700, refuses to start when other users can read it, and
// keeps what it writes there to its owner: files 0600, folders 0700 (the process's umask, set at start, and a pass
// over the folder once the database is open, since PGlite sets some of its files' modes itself, 0666 and 0644).

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;
/** Nothing for the group or other users. */
export const PRIVATE_UMASK = 0o077;

export class DataFolderRefusal extends Error {}

/** Creates DATA_DIR 0700 when missing; refuses one that exists and other users can read, naming it and the fix. */
export const checkDataFolder = (dataDir: string) => {
  const folder = path.resolve(dataDir);
  if (!fs.existsSync(folder)) {
    fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
    fs.chmodSync(folder, PRIVATE_FOLDER); // mkdir's mode passes through the umask
    return;
  }
  const mode = fs.statSync(folder).mode & 0o777;
  if ((mode & 0o077) !== 0)
    throw new DataFolderRefusal(
      `DATA_DIR ${folder} can be read by other users (mode ${mode.toString(8).padStart(4, '0')}): it holds the database, its signing keys and the uploaded files. Run: chmod 700 ${folder}`,
    );
};

/** Sets every file under DATA_DIR to 0600 and every folder to 0700 (only those that are not already). */
export const tightenDataFolder = async (dataDir: string) => {
  const walk = async (folder: string) => {
    for (const entry of await fs.promises.readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) continue; // never follow a link out of the folder
      const wanted = entry.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE;
      if (((await fs.promises.stat(full)).mode & 0o777) !== wanted) await fs.promises.chmod(full, wanted);
      if (entry.isDirectory()) await walk(full);
    }
  };
  await walk(path.resolve(dataDir));
};
