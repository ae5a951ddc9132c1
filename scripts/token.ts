// `npm run token -- <username>`: prints a bearer token for a development user (AUTH_MODE=dev only).
import { readConfig } from '../server/config';
import { signDevToken } from '../server/auth/dev-token';
import { DEV_USERS } from '../server/auth/dev-users';
import { signingKeyForScripts } from '../server/auth/script-keys';

const config = readConfig();
const username = process.argv[2];
if (config.authMode !== 'dev') {
  console.error(`npm run token works only with AUTH_MODE=dev (now ${config.authMode}).`);
  process.exit(1);
}
if (!username) {
  console.error(`Usage: npm run token -- <username>   (one of ${DEV_USERS.map((user) => user.username).join(', ')})`);
  process.exit(1);
}
try {
  console.log(await signDevToken(config, await signingKeyForScripts(config), username));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
