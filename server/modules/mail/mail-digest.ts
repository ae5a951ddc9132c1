import { and, asc, eq, inArray } from 'drizzle-orm';
import { outgoingMail } from '../../db/cluster-tables';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import type { DailyJob } from '../../jobs/daily-jobs';
import { mailText, outboxOf } from './outbox';

// Once a day, each user who chose the digest gets one mail with every notice held for them since the last one.
// It runs as a daily job (once per cluster, in the claim's transaction), so the held rows and the digest change
// together: a failed run leaves them held for the next.

export const bundleDigests = async (db: Database, schema: DatabaseSchema, day: string) => {
  const outbox = outboxOf(schema);
  if (!outbox) return 0;
  const held = await db.select().from(outgoingMail).where(eq(outgoingMail.state, 'digest')).orderBy(asc(outgoingMail.id));
  const byUser = new Map<number, typeof held>();
  for (const row of held) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  for (const rows of byUser.values()) {
    const [first] = rows;
    await db.insert(outgoingMail).values({
      userId: first.userId,
      recipient: rows.at(-1)!.recipient,
      kind: 'digest',
      subject: `${outbox.productName}: ${rows.length === 1 ? '1 notification' : `${rows.length} notifications`} (${day})`,
      body: mailText(rows.map((row) => row.body), outbox),
      notices: rows.flatMap((row) => row.notices),
      state: 'queued',
    });
    await db
      .update(outgoingMail)
      .set({ state: 'bundled' })
      .where(and(eq(outgoingMail.state, 'digest'), inArray(outgoingMail.id, rows.map((row) => row.id))));
  }
  return byUser.size;
};

export const mailDigestJob = (schema: DatabaseSchema): DailyJob => ({ name: 'mail-digest', run: (tx, day) => bundleDigests(tx, schema, day) });
