import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AuthMode } from '../config';
import type { Database } from '../db/database';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';
import type { AuditChanges } from '../db/system-tables';
import { recordAudit } from '../operations/audit';
import { hasIdentityTables } from './identity-tables';
import { users as usersResource } from '../../modules/users/users.resource';
import { observed } from '../observability/events';

// Sign-ins beside the writes in the audit trail, on the user's row (`users`, or record 0 for a name no user has):
// successful, failed (a wrong or unknown name, password or code, a refused account) and locked (too many wrong
// tries, or a deactivated account). The embedded provider records them at its forms (dev and local); Entra signs
// people in elsewhere, so in entra mode the API records each new token's first use (a sign-in or a renewal,
// about hourly) and each refused account, once per token in a process.

export type SignInAction = 'sign-in' | 'sign-in-failed' | 'sign-in-locked';
export type SignInRecord = { username: string; action: SignInAction; mode: AuthMode; address?: string; reason?: string };

const NAME_LENGTH = 120;

export const recordSignIn = async (db: Database, schema: DatabaseSchema, { username, action, mode, address, reason }: SignInRecord) => {
  observed.emit('signIn', action, mode);
  // A typed name is anything: control characters and lone surrogates (which PostgreSQL's text refuses) go.
  const name = username
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim()
    .toLowerCase()
    .slice(0, NAME_LENGTH);
  let userId = 0;
  if (name && hasIdentityTables(schema)) {
    const users = resourceTableOf(schema, usersResource);
    const [user] = (await db.select({ id: users.columns.id }).from(users.table).where(eq(users.columns.username, name))) as { id: number }[];
    userId = user?.id ?? 0;
  }
  const changes: AuditChanges = { mode: [null, mode] };
  if (address) changes.address = [null, address];
  if (reason) changes.reason = [null, reason];
  await recordAudit(db, { resource: 'users', recordId: userId, action, username: name || '(none)', changes });
};

/** Entra mode: whether this token's outcome was recorded already in this process (so it is recorded once). */
export const oncePerToken = () => {
  const seen = new LRUCache<string, true>({ max: 5000 });
  return (key: string) => {
    if (seen.has(key)) return false;
    seen.set(key, true);
    return true;
  };
};
