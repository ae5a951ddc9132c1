// `npm run keys -- rotate`: a new signing key for the embedded provider, first in server_keys; the older keys stay
// trusted. Each replica signs with the new key from its next start, and one not yet restarted accepts tokens signed
// with it (it reads the keys again when a token names one it does not know).
// `npm run keys -- retire`: trusts only the newest key from each replica's next start. Run it once every token and
// session signed with the older keys has expired (access tokens: 1 hour; refresh tokens and sessions: 24 hours).
// `npm run keys -- list`: the key ids, newest first. On PGlite, stop the server first (one process owns the folder).
// Keys given as a secret (OIDC_SIGNING_KEY) are rotated by changing the secret: put the new key first in the array.
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { prepareSchema } from '../server/db/prepare';
import { schemaOf } from '../server/db/seed';
import { readSigningJwks, retireOlderSigningKeys, rotateSigningKey } from '../server/auth/signing-keys';

const command = process.argv[2];
if (!['rotate', 'retire', 'list'].includes(command ?? '')) {
  console.error('Usage: npm run keys -- rotate | retire | list');
  process.exit(1);
}
const config = readConfig();
if (config.signingKeySecret) {
  console.error('OIDC_SIGNING_KEY gives the signing keys: rotate them by changing that secret (newest first).');
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await database.exclusively(() => prepareSchema(database, schemaOf({}), 'migrations'));
  if (command === 'rotate') {
    const kids = await rotateSigningKey(database.db);
    console.log(`New signing key ${kids[0]}; still trusted: ${kids.slice(1).join(', ')}. Restart each replica to sign with it.`);
  } else if (command === 'retire') {
    const { kept, retired } = await retireOlderSigningKeys(database.db);
    console.log(`Trusted from each replica's next start: ${kept} only${retired.length > 0 ? `; retired ${retired.join(', ')}` : ''}.`);
  } else {
    for (const key of await readSigningJwks(database.db)) console.log(key.kid);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
