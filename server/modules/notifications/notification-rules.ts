import type { ResourceDeclaration } from '../../../resources/declaration';
import type { MailKind } from '../../../resources/mail-kinds';
import type { FieldNameOf } from '../../../resources/record-types';
import type { Role } from '../../../resources/vocabulary';
import type { WriteEvent } from '../../operations/after-write';
import type { NotificationMessage, Recipient } from './notify';

// Which writes tell whom (SPEC §1 notification bell), as each module declares it for its resources
// (`notifyOn`, in its server/index.ts's `notifications`): notification-events.ts runs every module's rules for a
// resource after each successful write of it.

export type Row = Record<string, unknown> & { id: number };
export type { WriteEvent };

export type Lookup = (resourceName: string, id: number) => Promise<Row | undefined>;
/** Rows of a resource whose `field` is `value` (the followers of a task). */
export type LookupWhere = (resourceName: string, field: string, value: number) => Promise<Row[]>;
/** `exceptEmployeeId`: the person the record is about, never told to decide it (four eyes, `approversOf`). */
export type Announcement = {
  to: Recipient | Recipient[];
  message: string;
  parentTable: string;
  parent: number;
  mailKind?: MailKind;
  holdsWhile?: NotificationMessage['holdsWhile'];
  exceptEmployeeId?: number;
};
export type NotificationRule = (event: WriteEvent, lookup: Lookup, lookupWhere: LookupWhere) => Promise<Announcement | undefined> | Announcement | undefined;

/** A module's notices about one resource's writes. */
export type ResourceNotifications = {
  readonly resource: string;
  readonly rules: readonly NotificationRule[];
  /**
   * The state that waits for a decision: a write that leaves it settles what the record's notices asked for. Those
   * notices (and any older unread one about the record) are marked seen before the write's own are made.
   */
  readonly waitsIn?: { readonly field: string; readonly value: string };
};

/** The notices the writes of `resource` cause; its waiting state named by its declared field. */
export const notifyOn = <D extends ResourceDeclaration>(
  resource: D,
  rules: readonly NotificationRule[],
  waitsIn?: { field: FieldNameOf<D>; value: string },
): ResourceNotifications => ({ resource: resource.name, rules, waitsIn });

/** Whether the write set `field` to another value (one of `values`, when given). */
export const changedTo = (event: WriteEvent, field: string, ...values: unknown[]) =>
  event.after[field] !== event.before?.[field] && (values.length === 0 || values.includes(event.after[field]));

/**
 * Who is asked to decide a record: the holders of the approver roles but its owner, and the administrators always, so
 * that the request of the only approver of their kind (the one HR manager's leave) reaches the next one.
 */
export const approversOf = (owner: Row, ...roles: Role[]) => ({
  to: [{ role: 'ADMIN' as const }, ...roles.map((role) => ({ role }))],
  exceptEmployeeId: Number(owner.employeeId),
});

/** A row's `month` and `year` as the notices write them (`03/2027`). */
export const monthOf = (row: Row) => `${String(row.month).padStart(2, '0')}/${row.year}`;
