import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../resources/vocabulary';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import type { MailKind } from '../../../resources/mail-kinds';
import { queueNotificationMail } from '../mail/outbox';
import type { MailNotice } from '../mail/mail-notice';
import { notifications as notificationsResource } from '../../../modules/users/notifications.resource';
import { rbacGroupRoles } from '../../../modules/rbac/rbac-group-roles.resource';
import { rbacGroupUsers } from '../../../modules/rbac/rbac-group-users.resource';
import { rbacRoles } from '../../../modules/rbac/rbac-roles.resource';
import { users as usersResource } from '../../../modules/users/users.resource';

// Domain events become notifications here: one row per recipient user, unread until seen.

export type Recipient = { userId: number } | { employeeId: number } | { role: Role };

export type NotificationMessage = {
  message: string;
  /** The table of the record it is about (`tasks` opens the task in the SPA). */
  parentTable?: string;
  parent?: number;
  /** The kind of notification worth an e-mail, if it is one (each module's `mailKinds`, resources/mail-kinds.ts). */
  mailKind?: MailKind;
  /** The record's state the notice announces; its mail is not sent once the record has left it (mail-notice.ts). */
  holdsWhile?: MailNotice['holdsWhile'];
};

/** The users behind a recipient: the user itself, the user linked to an employee, or every holder of a role. */
const userIdsOf = async (db: Database, schema: DatabaseSchema, recipient: Recipient): Promise<number[]> => {
  if ('userId' in recipient) return [recipient.userId];
  const users = resourceTableOf(schema, usersResource);
  if ('employeeId' in recipient) {
    const rows = (await db
      .select({ id: users.columns.id })
      .from(users.table)
      .where(eq(users.columns.employeeId, recipient.employeeId))) as { id: number }[];
    return rows.map((row) => row.id);
  }
  const groupUsers = resourceTableOf(schema, rbacGroupUsers);
  const groupRoles = resourceTableOf(schema, rbacGroupRoles);
  const roles = resourceTableOf(schema, rbacRoles);
  const rows = (await db
    .selectDistinct({ id: groupUsers.columns.userId })
    .from(groupUsers.table)
    .innerJoin(groupRoles.table, eq(groupRoles.columns.groupId, groupUsers.columns.groupId))
    .innerJoin(roles.table, eq(roles.columns.id, groupRoles.columns.roleId))
    .where(inArray(roles.columns.name, [recipient.role]))) as { id: number }[];
  return rows.map((row) => row.id);
};

/**
 * Tells the recipients (an employee with no user gets nothing). Pass the transaction of the write that
 * caused it, so the notification exists exactly when the change does. Returns the ids created.
 */
export const notify = async (
  db: Database,
  schema: DatabaseSchema,
  recipients: Recipient | readonly Recipient[],
  { message, parentTable, parent, mailKind, holdsWhile }: NotificationMessage,
  options: { exceptUserId?: number; createdBy?: string; exceptEmployeeId?: number } = {},
): Promise<number[]> => {
  const list = Array.isArray(recipients) ? (recipients as readonly Recipient[]) : [recipients as Recipient];
  const userIds = new Set((await Promise.all(list.map((recipient) => userIdsOf(db, schema, recipient)))).flat());
  if (options.exceptUserId !== undefined) userIds.delete(options.exceptUserId);
  // Four eyes: the person a decision is about is never asked to take it, whatever roles they hold.
  if (options.exceptEmployeeId !== undefined) for (const userId of await userIdsOf(db, schema, { employeeId: options.exceptEmployeeId })) userIds.delete(userId);
  if (userIds.size === 0) return [];
  const notifications = resourceTableOf(schema, notificationsResource);
  const rows = (await db
    .insert(notifications.table)
    .values(
      [...userIds].map((recipientId) => ({
        recipientId,
        message,
        parentTable: parentTable ?? null,
        parent: parent ?? null,
        seen: false,
        createdBy: options.createdBy ?? 'system',
      })),
    )
    .returning({ id: notifications.columns.id })) as { id: number }[];
  if (mailKind) await queueNotificationMail(db, schema, [...userIds], { kind: mailKind, notice: { message, parentTable, parent, holdsWhile } });
  return rows.map((row) => row.id);
};

export const unreadOf = (schema: DatabaseSchema, userId: number) => {
  const { columns } = resourceTableOf(schema, notificationsResource);
  return and(eq(columns.recipientId, userId), eq(columns.seen, false));
};

/**
 * Marks seen every unread notification about a record (a month sheet waiting for approval, once someone decided
 * it): what asked for a decision leaves the bell when there is none left to take. In the deciding write's
 * transaction, before that write's own notices are made.
 */
export const settleNotificationsAbout = async (
  db: Database,
  schema: DatabaseSchema,
  { parentTable, parent }: { parentTable: string; parent: number },
  settledBy: string,
) => {
  const { table, columns } = resourceTableOf(schema, notificationsResource);
  await db
    .update(table)
    .set({ seen: true, version: sql`${columns.version} + 1`, updatedAt: new Date(), updatedBy: settledBy })
    .where(and(eq(columns.parentTable, parentTable), eq(columns.parent, parent), eq(columns.seen, false)));
};
