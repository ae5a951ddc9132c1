import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oidcRecords } from '../../db/sign-in-tables';

// oidc-provider's storage in the app's database (PGlite or PostgreSQL) instead of its in-memory default:
// sessions, grants, interactions, codes and refresh tokens survive a restart, so nobody is signed out by one.
// The provider creates one adapter per model name (Session, Grant, Interaction, AuthorizationCode…).

type Payload = Record<string, unknown>;

const expiryOf = (expiresIn: number | undefined) => (expiresIn ? new Date(Date.now() + expiresIn * 1000) : null);
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

export const databaseAdapter = (db: Database) =>
  class DatabaseAdapter {
    constructor(private readonly model: string) {}

    private where(id: string) {
      return and(eq(oidcRecords.model, this.model), eq(oidcRecords.id, id));
    }

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const values = {
        payload: JSON.stringify(payload),
        grantId: textOf(payload.grantId),
        userCode: textOf(payload.userCode),
        uid: textOf(payload.uid),
        accountId: textOf(payload.accountId),
        expiresAt: expiryOf(expiresIn),
        consumedAt: null,
      };
      await db
        .insert(oidcRecords)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcRecords.model, oidcRecords.id], set: values });
    }

    private async findWhere(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select()
        .from(oidcRecords)
        .where(and(eq(oidcRecords.model, this.model), condition))
        .limit(1);
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      const payload = JSON.parse(row.payload) as Payload;
      // The provider reads `consumed` (epoch seconds) to refuse a code or token used twice.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcRecords.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcRecords.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcRecords.userCode, userCode));
    }

    async consume(id: string) {
      await db.update(oidcRecords).set({ consumedAt: new Date() }).where(this.where(id));
    }

    async destroy(id: string) {
      await db.delete(oidcRecords).where(this.where(id));
    }

    /** Signing out or revoking a grant ends every token issued under it, whatever its model. */
    async revokeByGrantId(grantId: string) {
      await db.delete(oidcRecords).where(eq(oidcRecords.grantId, grantId));
    }
  };

/** Expired rows are never read (see findWhere); removed at start so the table does not grow for ever. */
export const removeExpiredProviderRecords = async (db: Database) => {
  await db.delete(oidcRecords).where(lt(oidcRecords.expiresAt, sql`now()`));
};
