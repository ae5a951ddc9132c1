import type { ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { loadSigningKeys, readExportedKey } from './signing-keys';

/**
 * The signing key, for a script beside a running server (`npm run token`, benchmarks): read from PostgreSQL, or on
 * PGlite (which the server's process owns) from the copy the server leaves in DATA_DIR in dev mode.
 */
export const signingKeyForScripts = async (config: ServerConfig) => {
  if (!config.databaseUrl && !config.signingKeySecret) {
    const exported = readExportedKey(config.dataDir);
    if (!exported) throw new Error(`No signing key in ${config.dataDir} yet: start the server once (AUTH_MODE=dev) first`);
    return exported;
  }
  const database = await openDatabase(config);
  try {
    return await loadSigningKeys(database.db, config);
  } finally {
    await database.close();
  }
};
