import { eq } from 'drizzle-orm';
import type { WriteEvent } from '../../operations/after-write';
import type { Database } from '../../db/database';
import { tableNameOf } from '../../db/names';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { notify, settleNotificationsAbout, type NotificationMessage } from './notify';
import type { Lookup, LookupWhere, NotificationRule, ResourceNotifications } from './notification-rules';
import { notificationParts } from '../workflows';

// Which writes tell whom (SPEC §1 notification bell): each module's rules for its resources (`notifyOn`,
// notification-rules.ts), composed here by resource, run by `notifyAfterWrite`, which the write operations and
// workflow actions call after a successful write.

export type { WriteEvent };

/** Every module's rules by resource: a resource's rules from several modules all run, in the modules' order. */
const rulesByResource = (parts: readonly ResourceNotifications[]) => {
  const rules: Record<string, readonly NotificationRule[]> = {};
  for (const part of parts) rules[part.resource] = [...(rules[part.resource] ?? []), ...part.rules];
  return rules;
};

export const NOTIFICATION_RULES: Readonly<Record<string, readonly NotificationRule[]>> = rulesByResource(notificationParts);

/** The state each resource's records wait in for a decision (`waitsIn`), by resource. */
const WAITING_STATES: Readonly<Record<string, { field: string; value: string }>> = Object.fromEntries(
  notificationParts.flatMap((part) => (part.waitsIn ? [[part.resource, part.waitsIn]] : [])),
);

const isSettled = (event: WriteEvent) => {
  const waiting = WAITING_STATES[event.resource];
  return waiting !== undefined && event.action === 'update' && event.before?.[waiting.field] === waiting.value && event.after[waiting.field] !== waiting.value;
};

/**
 * Creates the notifications a write causes. Call it with the write's transaction, after the row is written;
 * the author of the change is never told about their own action.
 */
export const notifyAfterWrite = async (db: Database, schema: DatabaseSchema, event: WriteEvent) => {
  const rules = NOTIFICATION_RULES[event.resource];
  if (!rules || !schema.resourceTables.has('notifications')) return [];
  if (isSettled(event)) await settleNotificationsAbout(db, schema, { parentTable: tableNameOf(event.resource), parent: event.after.id }, event.caller.username);
  const lookup: Lookup = async (resourceName, id) => {
    const { table, columns } = resourceTableOf(schema, resourceName);
    const [row] = await db.select().from(table).where(eq(columns.id, id));
    return row;
  };
  const lookupWhere: LookupWhere = async (resourceName, field, value) => {
    const { table, columns } = resourceTableOf(schema, resourceName);
    return await db.select().from(table).where(eq(columns[field], value));
  };
  const created: number[] = [];
  for (const rule of rules) {
    const announcement = await rule(event, lookup, lookupWhere);
    if (!announcement) continue;
    const { to, exceptEmployeeId, ...message } = announcement satisfies NotificationMessage & { to: unknown };
    created.push(...(await notify(db, schema, to, message, { exceptUserId: event.caller.userId, createdBy: event.caller.username, exceptEmployeeId })));
  }
  return created;
};
