import { hash, verify } from '@node-rs/argon2';
import { message, type Message } from '../../i18n/message';

// Passwords of local accounts (AUTH_MODE=local): argon2id, memory-hard, with OWASP's minimum settings
// (19 MiB, two passes, one lane). @node-rs/argon2's default algorithm is argon2id; the hash string names it
// with its settings, so raising them later still verifies the old hashes.

const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export const hashPassword = (password: string) => hash(password, HASH_OPTIONS);

/** False for a wrong password and for a malformed hash alike. */
export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/**
 * Compared against when the username is unknown, so a wrong name takes as long as a wrong password and
 * the answer's timing does not tell which names exist.
 */
let decoyHash: Promise<string> | undefined;
export const decoyVerify = async (password: string) => {
  decoyHash ??= hashPassword('not a password of anybody');
  await verifyPassword(await decoyHash, password);
  return false;
};

/** Why a new password is refused, in words for the person typing it; undefined when it is acceptable. */
export const passwordProblem = (password: string, username: string): Message | undefined => {
  if (password.length < MIN_PASSWORD_LENGTH) return message('Use at least {{length}} characters', { length: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) return message('Use at most {{length}} characters', { length: MAX_PASSWORD_LENGTH });
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(password)) return message('A password cannot hold control characters');
  if (username && password.toLowerCase().includes(username.toLowerCase())) return message('A password cannot contain the username');
  return undefined;
};
