import type { Database } from '../db/database';
import { auditTrail, type AuditAction, type AuditChanges } from '../db/system-tables';

// Who changed what and when; written in the same transaction as the change itself.

/** JSON-friendly and comparable: dates become ISO strings, a missing value becomes null. */
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The fields whose value differs between two row states (either may be empty for create/delete). */
export const changesBetween = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): AuditChanges => {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const [old, next] = [plain(before[field]), plain(after[field])];
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[field] = [old, next];
  }
  return changes;
};

export type AuditEntry = {
  resource: string;
  recordId: number;
  action: AuditAction;
  username: string;
  changes: AuditChanges;
  /** The workflow action that made the change, if any. */
  via?: string | null;
};

export const recordAudit = (db: Database, entry: AuditEntry) => db.insert(auditTrail).values(entry);

/** Audit rows per statement: six parameters each, well under the protocol's 65,535. */
const AUDITS_PER_STATEMENT = 5000;

/** Many audit rows in a few statements (batch writes). */
export const recordAudits = async (db: Database, entries: readonly AuditEntry[]) => {
  for (let start = 0; start < entries.length; start += AUDITS_PER_STATEMENT) await db.insert(auditTrail).values(entries.slice(start, start + AUDITS_PER_STATEMENT));
};
